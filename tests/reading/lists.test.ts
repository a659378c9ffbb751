/**
 * Lists through the Functions emulator, and a hostile member over REST: only their maker changes
 * a member's list, only staff the library's, the words are moderated, every book is in the
 * catalogue, a private list is nobody else's, and a member's lists go with their account.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS as C } from '@shared/collections';
import { restGet, restPatch } from '../../testing/attacker';
import { admin } from '../../testing/clients';
import { storedBook } from '../../testing/documents';
import { uniqueId } from '../../testing/ids';
import { account, docData, refusal, type Account } from '../../testing/lending';
import { forAdmin } from '../../functions/src/lib/server-time';
import { eraseReadingData } from '../../functions/src/reading/reading-erasure';

let bookId: string;
let maker: Account;
let other: Account;
let librarian: Account;
beforeAll(async () => {
  bookId = uniqueId('listed');
  await admin()
    .db.doc(`${C.books}/${bookId}`)
    .set(forAdmin(storedBook({ title: `Listed ${bookId}`, coverUrl: '' })));
  maker = await account('reader', 'Nadia', 'Lists');
  other = await account();
  librarian = await account('librarian');
});
const list = (fields: Record<string, unknown> = {}) => ({
  title: 'Books for a long flight',
  description: 'Short chapters, no cliffhangers.',
  visibility: 'private' as const,
  featured: true,
  items: [{ bookId, note: 'Start here.' }],
  ...fields,
});

describe('saveList', () => {
  it('keeps a member’s list under their name and visibility, never featured; only they change it', async () => {
    const { listId } = await maker.call('saveList', list());
    expect(await docData(C.lists, listId)).toMatchObject({
      kind: 'member',
      uid: maker.uid,
      authorName: 'Nadia L.',
      visibility: 'private',
      featured: false,
      items: [{ bookId, title: `Listed ${bookId}`, note: 'Start here.' }],
    });
    expect(await restGet(`${C.lists}/${listId}`, other.token)).toBe(403);
    await expect(other.call('saveList', list({ listId, title: 'Mine now' }))).rejects.toEqual(
      refusal('not-found', 'NOT_FOUND'),
    );
    expect(await restPatch(`${C.lists}/${listId}`, maker.token, { title: 'Direct write' })).toBe(403);
    await maker.call('saveList', list({ listId, visibility: 'members', items: [] }));
    expect(await restGet(`${C.lists}/${listId}`, other.token)).toBe(200);
  });

  it('refuses unsafe words and books not in the catalogue, writing nothing', async () => {
    await expect(maker.call('saveList', list({ title: 'You are all idiots.' }))).rejects.toEqual(
      refusal('moderation-unsafe'),
    );
    await expect(maker.call('saveList', list({ items: [{ bookId: 'no-such-book', note: '' }] }))).rejects.toEqual(
      refusal('not-found', 'NOT_FOUND'),
    );
  });

  it('a staff list is the library’s: public and featured, written by staff alone', async () => {
    await expect(maker.call('saveStaffList', list())).rejects.toMatchObject({ status: 'PERMISSION_DENIED' });
    const { listId } = await librarian.call('saveStaffList', list({ title: 'Staff picks' }));
    expect(await docData(C.lists, listId)).toMatchObject({ kind: 'staff', visibility: 'public', featured: true });
    await expect(maker.call('deleteList', { listId })).rejects.toEqual(refusal('not-found', 'NOT_FOUND'));
    // A member's saveList cannot take a staff list over either.
    await expect(maker.call('saveList', list({ listId }))).rejects.toEqual(refusal('not-found', 'NOT_FOUND'));
    await librarian.call('deleteList', { listId });
    expect(await docData(C.lists, listId)).toBeUndefined();
  });

  it('a member’s lists are erased with their account', async () => {
    const leaving = await account();
    const { listId } = await leaving.call('saveList', list({ visibility: 'public' }));
    await eraseReadingData(admin().db, leaving.uid);
    expect(await docData(C.lists, listId)).toBeUndefined();
  });
});
