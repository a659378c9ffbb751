/**
 * Reviews through the Functions emulator, and a hostile member over REST (testing/attacker.ts):
 * moderated as posts are, one "helpful" per member however often they press it, never on their
 * own review, nothing private reachable by voting or reporting, and deleted with its votes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS as C } from '@shared/collections';
import { readingItemId, type Visibility } from '@shared/documents/reading';
import { moderationItemId } from '@shared/documents/moderation';
import { restGet, restPatch, restRead } from '../../testing/attacker';
import { admin } from '../../testing/clients';
import { storedBook } from '../../testing/documents';
import { uniqueId } from '../../testing/ids';
import { account, docData, refusal, type Account } from '../../testing/lending';
import { forAdmin } from '../../functions/src/lib/server-time';
import { eraseReadingData } from '../../functions/src/reading/reading-erasure';

// No cover: these books stay for the browser tests that follow (see ratings.test.ts).
async function newBook(): Promise<string> {
  const id = uniqueId('reviewed');
  await admin()
    .db.doc(`${C.books}/${id}`)
    .set(forAdmin(storedBook({ title: `Reviewed ${id}`, coverUrl: '' })));
  return id;
}
const reviewPath = (uid: string, bookId: string) => `${C.reviews}/${readingItemId(uid, bookId)}`;
const review = (text: string, visibility: Visibility = 'public', spoiler = false) => ({ text, spoiler, visibility });

let author: Account;
let readers: Account[];
let librarian: Account;
beforeAll(async () => {
  author = await account('reader', 'Rania', 'Writes');
  readers = [await account(), await account()];
  librarian = await account('librarian');
});

describe('writeReview', () => {
  it('stores the server’s name and status, and an edit marks it edited with its votes kept', async () => {
    const bookId = await newBook();
    await expect(author.call('writeReview', { bookId, ...review('Slow, then wonderful.') })).resolves.toEqual({
      held: false,
    });
    await readers[0]!.call('voteHelpful', { reviewId: readingItemId(author.uid, bookId), helpful: true });
    await author.call('writeReview', { bookId, ...review('Slow, then wonderful. The ending!', 'members', true) });
    const stored = await docData(C.reviews, readingItemId(author.uid, bookId));
    expect(stored).toMatchObject({
      authorName: 'Rania W.',
      text: 'Slow, then wonderful. The ending!',
      spoiler: true,
      visibility: 'members',
      status: 'visible',
      helpfulCount: 1,
    });
    expect(stored?.editedAt).toBeTruthy();
  });

  it('refuses unsafe words (nothing stored), holds unsure ones (no text for others), and a held one cannot change', async () => {
    const bookId = await newBook();
    await expect(author.call('writeReview', { bookId, ...review('You are all idiots.') })).rejects.toEqual(
      refusal('moderation-unsafe'),
    );
    expect(await docData(C.reviews, readingItemId(author.uid, bookId))).toBeUndefined();

    const unsure = 'Novels about drugs and the people who sell them?';
    await expect(author.call('writeReview', { bookId, ...review(unsure) })).resolves.toEqual({ held: true });
    const path = reviewPath(author.uid, bookId);
    expect(await restGet(path, readers[0]!.token)).toBe(403);
    expect((await restRead(path, author.token)).text).toMatchObject({ text: '', status: 'held' });
    const item = await docData(
      C.moderationItems,
      moderationItemId({ kind: 'review', reviewId: readingItemId(author.uid, bookId) }),
    );
    expect(item).toMatchObject({ kind: 'review', targetStatus: 'held', content: unsure, authorUid: author.uid });
    await expect(author.call('writeReview', { bookId, ...review('Changed my mind.') })).rejects.toEqual(
      refusal('under-review'),
    );
  });

  it('refuses a book that does not exist, and a hostile member cannot write one over REST', async () => {
    await expect(author.call('writeReview', { bookId: 'no-such-book', ...review('Fine.') })).rejects.toEqual(
      refusal('not-found', 'NOT_FOUND'),
    );
    const bookId = await newBook();
    await author.call('writeReview', { bookId, ...review('Fine.') });
    const path = reviewPath(author.uid, bookId);
    expect(await restPatch(path, author.token, { status: 'visible', authorName: 'Librarian' })).toBe(403);
    expect(await restPatch(path, readers[0]!.token, { text: 'Defaced' })).toBe(403);
  });
});

describe('voteHelpful', () => {
  it('counts one vote per member, however often and however concurrently they press it', async () => {
    const bookId = await newBook();
    await author.call('writeReview', { bookId, ...review('Worth it.') });
    const reviewId = readingItemId(author.uid, bookId);
    const [a, b] = readers;
    await Promise.all(Array.from({ length: 5 }, () => a!.call('voteHelpful', { reviewId, helpful: true })));
    await b!.call('voteHelpful', { reviewId, helpful: true });
    expect(await docData(C.reviews, reviewId)).toMatchObject({ helpfulCount: 2 });
    await expect(b!.call('voteHelpful', { reviewId, helpful: false })).resolves.toEqual({ helpfulCount: 1 });
    await expect(b!.call('voteHelpful', { reviewId, helpful: false })).resolves.toEqual({ helpfulCount: 1 });
    // Nobody moves the count by hand.
    expect(await restPatch(`${C.reviews}/${reviewId}/helpfulVotes/${b!.uid}`, b!.token, { uid: b!.uid })).toBe(403);
  });

  it('refuses a vote on one’s own review, and answers a private review as if it were missing', async () => {
    const bookId = await newBook();
    await author.call('writeReview', { bookId, ...review('Mine.') });
    const reviewId = readingItemId(author.uid, bookId);
    await expect(author.call('voteHelpful', { reviewId, helpful: true })).rejects.toEqual(refusal('own-review'));

    const secret = await newBook();
    await author.call('writeReview', { bookId: secret, ...review('Private thoughts.', 'private') });
    const asMissing = refusal('not-found', 'NOT_FOUND');
    await expect(
      readers[0]!.call('voteHelpful', { reviewId: readingItemId(author.uid, secret), helpful: true }),
    ).rejects.toEqual(asMissing);
    await expect(
      readers[0]!.call('voteHelpful', { reviewId: readingItemId(author.uid, 'never-reviewed'), helpful: true }),
    ).rejects.toEqual(asMissing);
    // Reporting it tells no more than voting does.
    const target = { kind: 'review', reviewId: readingItemId(author.uid, secret) } as const;
    await expect(readers[0]!.call('reportContent', { target, reason: 'spam', note: '' })).rejects.toEqual(asMissing);
  });
});

describe('reporting and deleting a review', () => {
  it('a librarian’s report hides it (no text for anyone else); restoring brings the words back', async () => {
    const bookId = await newBook();
    const words = 'Skip chapter three.';
    await author.call('writeReview', { bookId, ...review(words) });
    const reviewId = readingItemId(author.uid, bookId);
    const target = { kind: 'review', reviewId } as const;
    await librarian.call('reportContent', { target, reason: 'spam', note: '' });
    expect(await docData(C.reviews, reviewId)).toMatchObject({ status: 'hidden', text: '' });
    expect(await restGet(reviewPath(author.uid, bookId), readers[0]!.token)).toBe(403);
    const itemId = moderationItemId(target);
    expect(await docData(C.moderationItems, itemId)).toMatchObject({ kind: 'review', reviewId, content: words });
    await librarian.call('moderateItem', { itemId, action: 'restore', note: '' });
    expect(await docData(C.reviews, reviewId)).toMatchObject({ status: 'visible', text: words });
  });

  it('deleting takes its votes and the moderation item’s copy of the words; erasure takes a member’s votes back', async () => {
    const bookId = await newBook();
    await author.call('writeReview', { bookId, ...review('Gone soon.') });
    const reviewId = readingItemId(author.uid, bookId);
    await readers[0]!.call('voteHelpful', { reviewId, helpful: true });
    await readers[1]!.call('reportContent', { target: { kind: 'review', reviewId }, reason: 'spam', note: '' });
    await expect(author.call('deleteReview', { bookId })).resolves.toEqual({});
    expect(await docData(C.reviews, reviewId)).toBeUndefined();
    expect(await docData(`${C.reviews}/${reviewId}/helpfulVotes`, readers[0]!.uid)).toBeUndefined();
    const item = await docData(C.moderationItems, moderationItemId({ kind: 'review', reviewId }));
    expect(item).toMatchObject({ open: false, resolution: 'deleted', content: '' });
    await expect(author.call('deleteReview', { bookId })).rejects.toEqual(refusal('not-found', 'NOT_FOUND'));

    const kept = await newBook();
    await author.call('writeReview', { bookId: kept, ...review('Still here.') });
    const keptId = readingItemId(author.uid, kept);
    const voter = await account();
    await voter.call('voteHelpful', { reviewId: keptId, helpful: true });
    await voter.call('writeReview', { bookId: kept, ...review('Mine too.') });
    await eraseReadingData(admin().db, voter.uid);
    expect(await docData(C.reviews, keptId)).toMatchObject({ helpfulCount: 0 });
    expect(await docData(C.reviews, readingItemId(voter.uid, kept))).toBeUndefined();
  });
});
