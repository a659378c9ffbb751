/**
 * rateBook through the Functions emulator, and a hostile member over REST (testing/attacker.ts):
 * the average is exact under concurrent ratings, a member counts once however often they rate,
 * a private rating never reaches the average, nothing shows under RATINGS_SHOWN_AT shared
 * ratings, and another member's private shelf or rating cannot be read by any route.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS as C } from '@shared/collections';
import { RATINGS_SHOWN_AT, readingItemId } from '@shared/documents/reading';
import { restCreate, restGet, restList, restPatch, restQuery } from '../../testing/attacker';
import { admin } from '../../testing/clients';
import { newShelfEntry, storedBook } from '../../testing/documents';
import { uniqueId } from '../../testing/ids';
import { account, docData, type Account } from '../../testing/lending';
import { forAdmin } from '../../functions/src/lib/server-time';

// No cover: these books stay for the browser tests that follow, in "More like this" (an
// unreachable cover host once broke a page's clean console).
async function newBook(): Promise<string> {
  const id = uniqueId('rated');
  await admin()
    .db.doc(`${C.books}/${id}`)
    .set(forAdmin(storedBook({ title: `Rated ${id}`, coverUrl: '' })));
  return id;
}
const summaryOf = (bookId: string) => docData(C.ratingSummaries, bookId);
const totalsOf = (bookId: string) => docData(C.ratingTotals, bookId);

let members: Account[];
beforeAll(async () => {
  members = [];
  for (let i = 0; i < 8; i++) members.push(await account());
});

describe('rateBook', () => {
  it('counts every one of concurrent ratings exactly, and shows the average from the fifth', async () => {
    const bookId = await newBook();
    const stars = [10, 9, 8, 7, 6, 5, 4, 3]; // half stars
    const answers = await Promise.all(
      members.map((m, i) => m.call('rateBook', { bookId, halfStars: stars[i]!, visibility: 'public' })),
    );
    expect(answers.every((a) => 'summary' in a)).toBe(true);
    expect(await totalsOf(bookId)).toEqual({ count: 8, halfStars: 52 });
    expect(await summaryOf(bookId)).toEqual({ count: 8, average: 3.25 });
  });

  it('a member who rates again, or many times at once, still counts once', async () => {
    const bookId = await newBook();
    const [m] = members;
    await Promise.all(
      [2, 4, 6, 8, 10].map((h) => m!.call('rateBook', { bookId, halfStars: h, visibility: 'members' })),
    );
    await m!.call('rateBook', { bookId, halfStars: 7, visibility: 'members' });
    expect(await totalsOf(bookId)).toEqual({ count: 1, halfStars: 7 });
    expect(await docData(C.ratings, readingItemId(m!.uid, bookId))).toMatchObject({ halfStars: 7 });
  });

  it(`shows no average under ${RATINGS_SHOWN_AT} shared ratings, and private ones never count`, async () => {
    const bookId = await newBook();
    for (const m of members.slice(0, RATINGS_SHOWN_AT - 1)) {
      const { summary } = await m.call('rateBook', { bookId, halfStars: 10, visibility: 'public' });
      expect(summary).toEqual({ count: null, average: null });
    }
    // Three private ratings: still nothing to show, and the totals do not move.
    for (const m of members.slice(RATINGS_SHOWN_AT - 1, RATINGS_SHOWN_AT + 2)) {
      await m.call('rateBook', { bookId, halfStars: 1, visibility: 'private' });
    }
    expect(await totalsOf(bookId)).toEqual({ count: RATINGS_SHOWN_AT - 1, halfStars: 10 * (RATINGS_SHOWN_AT - 1) });
    expect(await summaryOf(bookId)).toEqual({ count: null, average: null });
    // One of them shares it: now there are five, and the average shows.
    const sharer = members[RATINGS_SHOWN_AT - 1]!;
    const { summary } = await sharer.call('rateBook', { bookId, halfStars: 6, visibility: 'members' });
    expect(summary).toEqual({ count: RATINGS_SHOWN_AT, average: 4.6 });
    // Taken back: under five again.
    await sharer.call('rateBook', { bookId, halfStars: null, visibility: 'members' });
    expect(await summaryOf(bookId)).toEqual({ count: null, average: null });
    expect(await docData(C.ratings, readingItemId(sharer.uid, bookId))).toBeUndefined();
  });

  it('refuses a book that does not exist, and bad ratings, changing nothing', async () => {
    const [m] = members;
    await expect(m!.call('rateBook', { bookId: 'no-such-book', halfStars: 6, visibility: 'public' })).rejects.toEqual({
      status: 'NOT_FOUND',
      reason: 'not-found',
    });
    const bookId = await newBook();
    for (const halfStars of [0, 11, 4.5, -2]) {
      await expect(m!.call('rateBook', { bookId, halfStars, visibility: 'public' })).rejects.toMatchObject({
        reason: 'validation',
      });
    }
    await expect(
      m!.call('rateBook', { bookId, halfStars: 6, visibility: 'friends' as 'public' }),
    ).rejects.toMatchObject({ reason: 'validation' });
    expect(await totalsOf(bookId)).toBeUndefined();
  });
});

describe('an attacker over REST', () => {
  let victim: Account;
  let attacker: Account;
  let bookId: string;
  beforeAll(async () => {
    [victim, attacker] = [members[6]!, members[7]!];
    bookId = await newBook();
    await admin()
      .db.doc(`${C.shelfEntries}/${readingItemId(victim.uid, bookId)}`)
      .set(forAdmin(newShelfEntry(victim.uid, bookId, { shelf: 'reading', visibility: 'private' })));
    await victim.call('rateBook', { bookId, halfStars: 3, visibility: 'private' });
  });
  const entry = () => `${C.shelfEntries}/${readingItemId(victim.uid, bookId)}`;
  const rating = () => `${C.ratings}/${readingItemId(victim.uid, bookId)}`;

  it('cannot read a private shelf entry or rating; its owner can', async () => {
    for (const path of [entry(), rating()]) {
      expect(await restGet(path, victim.token)).toBe(200);
      expect(await restGet(path, attacker.token)).toBe(403);
    }
  });
  it('cannot list or query for them: not the whole collection, not by the victim’s uid, not by the book', async () => {
    for (const name of [C.shelfEntries, C.ratings]) {
      expect((await restList(name, attacker.token, 50)).status, name).toBe(403);
      expect((await restQuery(name, attacker.token, { equal: { uid: victim.uid }, limit: 50 })).status).toBe(403);
      expect((await restQuery(name, attacker.token, { equal: { bookId }, limit: 50 })).status).toBe(403);
      // Public ones, yes, and the victim's private one is not among them.
      const open = await restQuery(name, attacker.token, { equal: { bookId, visibility: 'public' }, limit: 50 });
      expect(open).toEqual({ status: 200, count: 0 });
      // Positive control: the owner's own query.
      expect((await restQuery(name, victim.token, { equal: { uid: victim.uid }, limit: 50 })).count).toBeGreaterThan(0);
    }
  });
  it('cannot read the exact totals, nor infer the private rating from the summary', async () => {
    expect(await restGet(`${C.ratingTotals}/${bookId}`, attacker.token)).toBe(403);
    expect(await summaryOf(bookId)).toEqual({ count: null, average: null });
  });
  it('cannot rate by writing a rating, move the summary, or make the victim’s entry public', async () => {
    expect(
      await restCreate(`${C.ratings}/${readingItemId(attacker.uid, bookId)}`, attacker.token, {
        uid: attacker.uid,
        bookId,
        visibility: 'public',
      }),
    ).toBe(403);
    expect(await restPatch(`${C.ratingSummaries}/${bookId}`, attacker.token, { average: '5' })).toBe(403);
    expect(await restPatch(entry(), attacker.token, { visibility: 'public' })).toBe(403);
    expect(await docData(C.shelfEntries, readingItemId(victim.uid, bookId))).toMatchObject({ visibility: 'private' });
  });
  it('an erased account takes its ratings out of the totals', async () => {
    const bookId2 = await newBook();
    const leaving = await account();
    await leaving.call('rateBook', { bookId: bookId2, halfStars: 8, visibility: 'public' });
    expect(await totalsOf(bookId2)).toEqual({ count: 1, halfStars: 8 });
    await leaving.call('deleteAccount', null);
    expect(await totalsOf(bookId2)).toEqual({ count: 0, halfStars: 0 });
    expect(await docData(C.ratings, readingItemId(leaving.uid, bookId2))).toBeUndefined();
  });
});
