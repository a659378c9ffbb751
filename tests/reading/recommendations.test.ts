/**
 * Recommendations through the Functions emulator, as an attacker would probe them: "Readers also
 * enjoyed" never shows a pair fewer than 5 readers stand behind (so one member's shelf cannot be
 * inferred), never counts a private rating, and "For you" never offers what the member has read,
 * shelved or dismissed. Reasons are data: each names what it rests on.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS as C } from '@shared/collections';
import { MIN_PAIR_READERS } from '../../functions/src/reading/recommend/engine';
import { eraseReadingData } from '../../functions/src/reading/reading-erasure';
import { rawCall } from '../../testing/attacker';
import { admin } from '../../testing/clients';
import { storedBook } from '../../testing/documents';
import { uniqueId } from '../../testing/ids';
import { account, type Account } from '../../testing/lending';
import { forAdmin } from '../../functions/src/lib/server-time';
import type { AlsoEnjoyedResponse } from '@shared/recommendations';

// Tags no demo book has, so these books are alike only to each other.
async function newBook(tag: string): Promise<string> {
  const id = uniqueId('recommended');
  await admin()
    .db.doc(`${C.books}/${id}`)
    .set(
      forAdmin(storedBook({ title: `Recommended ${id}`, tags: [tag, 'fiction'], moods: ['curious'], coverUrl: '' })),
    );
  return id;
}
const alsoEnjoyed = async (bookId: string) =>
  (await rawCall('readersAlsoEnjoyed', { bookId }, {})).body.result as AlsoEnjoyedResponse;

let readers: Account[];
beforeAll(async () => {
  readers = [];
  for (let i = 0; i < MIN_PAIR_READERS + 1; i++) readers.push(await account());
});

describe('readersAlsoEnjoyed', () => {
  it(`shows a pair only from ${MIN_PAIR_READERS} readers who shared it, and a private rating never counts`, async () => {
    const tag = uniqueId('tag');
    const [a, b] = [await newBook(tag), await newBook(tag)];
    const rate = (m: Account, visibility: 'public' | 'private') =>
      Promise.all([a, b].map((bookId) => m.call('rateBook', { bookId, halfStars: 9, visibility })));
    for (const m of readers.slice(0, MIN_PAIR_READERS - 1)) await rate(m, 'public');
    // The fifth reader's ratings are private: still four behind the pair, so nothing shows.
    await rate(readers[MIN_PAIR_READERS - 1]!, 'private');
    expect((await alsoEnjoyed(a)).items.map((i) => i.bookId)).not.toContain(b);

    await rate(readers[MIN_PAIR_READERS]!, 'public');
    const shown = await alsoEnjoyed(a);
    const card = shown.items.find((i) => i.bookId === b);
    expect(card?.reasons).toEqual([{ kind: 'readers', bookId: a, count: MIN_PAIR_READERS }]);
    expect(shown.titles[a]).toBe(`Recommended ${a}`);
  });
});

describe('homeShelves', () => {
  it('a visitor gets no "For you"; a member never gets a book they read, shelved or dismissed', async () => {
    const visitor = (await rawCall('homeShelves', {}, {})).body.result as { forYou: unknown };
    expect(visitor.forYou).toBeNull();

    const member = await account();
    await admin()
      .db.doc(`${C.profiles}/${member.uid}`)
      .update({ interests: ['Science Fiction', 'Fantasy'] });
    const first = await member.call('homeShelves', {});
    expect(first.forYou?.length).toBeGreaterThan(0);
    for (const card of first.forYou ?? []) expect(card.reasons.length).toBeGreaterThan(0);
    const [read, dismissed] = (first.forYou ?? []).map((c) => c.bookId);
    await member.call('rateBook', { bookId: read!, halfStars: 10, visibility: 'private' });
    await member.call('notInterested', { bookId: dismissed!, undo: false });
    const next = await member.call('homeShelves', {});
    const offered = (next.forYou ?? []).map((c) => c.bookId);
    expect(offered).not.toContain(read);
    expect(offered).not.toContain(dismissed);
    // The rating starts "Because you rated": its reason names that book and those half stars.
    expect(next.because).toMatchObject({ bookId: read, halfStars: 10 });
    expect(next.because?.items[0]?.reasons[0]).toEqual({ kind: 'rated', bookId: read, halfStars: 10 });
    expect(next.titles[read!]).toBeTruthy();

    await member.call('notInterested', { bookId: dismissed!, undo: true });
    const undone = await member.call('homeShelves', {});
    expect(undone.forYou?.length).toBeGreaterThan(0);

    // Closing the account takes the "Not interested" list with it.
    await member.call('notInterested', { bookId: dismissed!, undo: false });
    expect((await admin().db.doc(`${C.dismissals}/${member.uid}`).get()).exists).toBe(true);
    await eraseReadingData(admin().db, member.uid);
    expect((await admin().db.doc(`${C.dismissals}/${member.uid}`).get()).exists).toBe(false);
  });
});
