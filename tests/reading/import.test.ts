/**
 * importReading through the Functions emulator: rows from a Goodreads-like export matched to the
 * catalogue by title and author (or this library's book id), every row accounted for, nothing the
 * member already keeps overwritten, and a second import changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { COLLECTIONS as C } from '@shared/collections';
import { readingItemId } from '@shared/documents/reading';
import type { ImportRow } from '@shared/reading-import';
import { IMPORT_BATCH } from '@shared/reading-import';
import { admin } from '../../testing/clients';
import { storedBook } from '../../testing/documents';
import { uniqueId } from '../../testing/ids';
import { account, docData, refusal } from '../../testing/lending';
import { forAdmin } from '../../functions/src/lib/server-time';

async function newBook(title: string, author: string): Promise<string> {
  const id = uniqueId('imported');
  await admin()
    .db.doc(`${C.books}/${id}`)
    .set(forAdmin(storedBook({ title, titleLower: title.toLowerCase(), author, coverUrl: '' })));
  return id;
}
const row = (fields: Partial<ImportRow>): ImportRow => ({
  bookId: '',
  title: '',
  author: '',
  isbn: '',
  shelf: 'read',
  halfStars: null,
  startedOn: '',
  finishedOn: '',
  timesRead: 1,
  ...fields,
});

describe('importReading', () => {
  it('imports matched rows, names the ones not in the catalogue, and counts a duplicate as matched', async () => {
    const tag = uniqueId('t');
    const harbour = await newBook(`Quiet Harbour ${tag}`, 'Mina Saleh');
    const orchard = await newBook(`Orchard ${tag}`, 'Karim Haddad');
    const member = await account();
    const rows = [
      row({
        title: `Quiet Harbour ${tag} (Harbour, #1)`,
        author: 'Mina Saleh',
        halfStars: 8,
        finishedOn: '2024-03-14',
        timesRead: 2,
      }),
      row({ bookId: orchard, title: 'Whatever the file says', shelf: 'want', timesRead: 0 }),
      row({ title: `No Such Book ${tag}`, author: 'Nobody' }),
      row({ title: `Quiet Harbour ${tag}`, author: 'M. Saleh', halfStars: 2 }),
      // The same title by someone else is another book: not this one.
      row({ title: `Orchard ${tag}`, author: 'Somebody Else' }),
    ];
    const answer = await member.call('importReading', { rows, visibility: 'public' });
    expect(answer).toEqual({
      outcomes: ['imported', 'imported', 'not-in-catalogue', 'matched', 'not-in-catalogue'],
      bookIds: [harbour, orchard, null, harbour, null],
    });
    expect(await docData(C.shelfEntries, readingItemId(member.uid, harbour))).toMatchObject({
      shelf: 'read',
      visibility: 'public',
      finishedOn: '2024-03-14',
      timesRead: 2,
    });
    expect(await docData(C.shelfEntries, readingItemId(member.uid, orchard))).toMatchObject({ shelf: 'want' });
    expect(await docData(C.ratings, readingItemId(member.uid, harbour))).toMatchObject({ halfStars: 8 });
    expect(await docData(C.ratingTotals, harbour)).toEqual({ count: 1, halfStars: 8 });

    // Again: everything is already kept, nothing changes, the average still counts them once.
    const again = await member.call('importReading', { rows: rows.slice(0, 2), visibility: 'private' });
    expect(again.outcomes).toEqual(['matched', 'matched']);
    expect(await docData(C.ratingTotals, harbour)).toEqual({ count: 1, halfStars: 8 });
    expect(await docData(C.shelfEntries, readingItemId(member.uid, harbour))).toMatchObject({ visibility: 'public' });
  });

  it('refuses a batch too long or a rating out of range, and writes nothing', async () => {
    const member = await account();
    const tag = uniqueId('t');
    const bookId = await newBook(`Long List ${tag}`, 'Ali Noor');
    const many = Array.from({ length: IMPORT_BATCH + 1 }, () => row({ title: `Long List ${tag}`, author: 'Ali Noor' }));
    await expect(member.call('importReading', { rows: many, visibility: 'private' })).rejects.toEqual(
      refusal('validation', 'INVALID_ARGUMENT'),
    );
    const bad = [row({ title: `Long List ${tag}`, author: 'Ali Noor', halfStars: 11 })];
    await expect(member.call('importReading', { rows: bad, visibility: 'private' })).rejects.toEqual(
      refusal('validation', 'INVALID_ARGUMENT'),
    );
    expect(await docData(C.shelfEntries, readingItemId(member.uid, bookId))).toBeUndefined();
  });
});
