/**
 * Lending fixtures for the browser tests: a book stored with the Admin SDK, its copies and
 * licences added through the staff callables (so availability/{bookId} is the server's own), and
 * members as fresh Auth users who sign in through the real /login form. Everything the tests do
 * on the server side goes through the callables too, as a desk or another member would.
 */
import { COLLECTIONS } from '@shared/collections';
import type { BranchId } from '@shared/constants';
import { admin, signedInClient } from '../../testing/clients';
import { storedBook } from '../../testing/documents';
import { forAdmin } from '../../testing/sdk';

export type Client = Awaited<ReturnType<typeof signedInClient>>;
export const MEMBER_PASSWORD = 'test-password-1';

let serial = 0;
/** An id no other test (or run) uses. */
export const uniqueId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${serial++}`;

/** A book with physical copies (barcode, branch) and digital licences, and the librarian who added them (a new one unless given). */
export async function lendingBook(
  title: string,
  units: { copies?: Array<{ barcode: string; branchId: BranchId }>; ebook?: number; audio?: number },
  staff?: Client,
) {
  const bookId = uniqueId('e2e-lending');
  const formats = [
    ...(units.copies?.length ? (['physical'] as const) : []),
    ...(units.ebook ? (['ebook'] as const) : []),
    ...(units.audio ? (['audio'] as const) : []),
  ];
  await admin()
    .db.collection(COLLECTIONS.books)
    .doc(bookId)
    .set(forAdmin(storedBook({ title, titleLower: title.toLowerCase(), formats, coverUrl: '' })));
  const librarian = staff ?? (await signedInClient('librarian'));
  for (const copy of units.copies ?? []) {
    await librarian.call('addCopy', { bookId, branchId: copy.branchId, barcode: copy.barcode, shelfMark: 'E2E 1' });
  }
  if (units.ebook || units.audio) {
    await librarian.call('setLicences', { bookId, ebook: units.ebook ?? 0, audio: units.audio ?? 0 });
  }
  return { bookId, librarian };
}

/** Removes the book, so the catalogue screens of other tests do not list it. */
export async function removeBook(bookId: string) {
  await admin().db.collection(COLLECTIONS.books).doc(bookId).delete();
}
