/**
 * The reading rules (docs/reading.md): a shelf entry or rating is read by its owner always, by
 * another member when it says 'members' or 'public', by a visitor only when 'public', and staff
 * get no more than members. A member writes only their own shelf entries, every field checked;
 * ratings, totals and summaries are the rateBook callable's alone.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS as C } from '@shared/collections';
import { shelfEntrySchema } from '@shared/documents/reading';
import * as T from '../../testing/documents';
import { forWeb } from '../../testing/sdk';
import { dbAs, rulesEnv, type Actor } from '../../testing/rules-env';
import * as F from './fixtures';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv();
});
beforeEach(async () => {
  await env.clearFirestore();
  await F.seed(env, F.fullSeed());
});
afterAll(() => env.cleanup());

const get = (actor: Actor, path: string) => getDoc(doc(dbAs(env, actor), path));

describe.each([
  ['shelf entries', F.PATHS.readerShelfEntry, F.PATHS.otherShelfEntry, F.PATHS.otherPublicShelfEntry],
  ['ratings', F.PATHS.readerRating, F.PATHS.otherRating, F.PATHS.otherPublicRating],
  ['reviews', F.PATHS.readerReview, F.PATHS.otherReview, F.PATHS.otherPublicReview],
])('reading %s', (_, privatePath, membersPath, publicPath) => {
  it('a private one is its owner’s alone: not another member’s, a librarian’s, an admin’s or a visitor’s', async () => {
    await assertSucceeds(get('reader', privatePath));
    for (const actor of ['otherReader', 'librarian', 'admin', 'visitor'] as const) {
      await assertFails(get(actor, privatePath));
    }
  });
  it('a members-only one is read by signed-in members, not visitors', async () => {
    for (const actor of ['otherReader', 'reader', 'librarian'] as const) await assertSucceeds(get(actor, membersPath));
    await assertFails(get('visitor', membersPath));
  });
  it('a member may look for their own item before it exists; another member’s absence is not told', async () => {
    const mine = privatePath.replace(`${F.READER}_b1`, `${F.READER}_shelved`);
    await assertSucceeds(get('reader', mine));
    // Refused alike whether the item is missing or private: absence is not an answer.
    await assertFails(get('otherReader', mine));
    await assertFails(get('otherReader', privatePath));
    await assertFails(get('visitor', mine));
  });
  it('a public one is read by everyone', async () => {
    for (const actor of ['visitor', 'reader', 'otherReader'] as const) await assertSucceeds(get(actor, publicPath));
  });
});

// A review is also shown only while visible: another member's list must say so (the rules check it).
const VISIBLE: Parameters<typeof where>[] = [['status', '==', 'visible']];
describe.each([
  [C.shelfEntries, []],
  [C.ratings, []],
  [C.reviews, VISIBLE],
  [C.lists, []],
] as const)('%s lists', (name, shown) => {
  const list = (actor: Actor, ...filters: Parameters<typeof where>[]) =>
    getDocs(query(collection(dbAs(env, actor), name), ...filters.map((f) => where(...f)), limit(20)));
  const others = (actor: Actor, ...filters: Parameters<typeof where>[]) => list(actor, ...filters, ...shown);
  it('a member lists their own; a query for everyone’s, or another member’s without a visibility, is refused', async () => {
    await assertSucceeds(list('reader', ['uid', '==', F.READER]));
    await assertFails(list('reader'));
    await assertFails(list('reader', ['uid', '==', F.OTHER]));
    await assertFails(list('librarian', ['uid', '==', F.OTHER]));
  });
  it('anyone lists public items; members list members-only ones; visitors do not', async () => {
    await assertSucceeds(others('visitor', ['visibility', '==', 'public']));
    const found = await others('reader', ['uid', '==', F.OTHER], ['visibility', '==', 'public']);
    expect(found.docs.map((d) => d.data().visibility)).toEqual(['public']);
    await assertSucceeds(others('reader', ['visibility', '==', 'members']));
    await assertFails(others('visitor', ['visibility', '==', 'members']));
    await assertFails(others('visitor', ['visibility', 'in', ['public', 'private']]));
  });
  it('a list beyond the cap is refused', async () => {
    await assertFails(getDocs(query(collection(dbAs(env, 'reader'), name), where('uid', '==', F.READER), limit(101))));
  });
});

describe('writing a shelf entry', () => {
  const own = `${C.shelfEntries}/${F.READER}_shelved`;
  const write = (data: Record<string, unknown>, path = own, actor: Actor = 'reader') =>
    setDoc(doc(dbAs(env, actor), path), data);
  const valid = (overrides = {}) => forWeb(T.newShelfEntry(F.READER, 'shelved', overrides));

  it('a member shelves a book, with dates, re-reads and progress, and moves it', async () => {
    await assertSucceeds(write(valid()));
    await assertSucceeds(
      write(valid({ shelf: 'reading', startedOn: '2026-11-01', progress: { unit: 'percent', value: 40 } })),
    );
    await assertSucceeds(
      write(valid({ shelf: 'read', startedOn: '2026-11-01', finishedOn: '2026-11-20', timesRead: 2 })),
    );
    await assertSucceeds(write(valid({ shelf: 'dnf', progress: { unit: 'pages', value: 120 } })));
    await assertSucceeds(deleteDoc(doc(dbAs(env, 'reader'), own)));
  });
  it('the entry’s fields agree with the shared schema', () => {
    expect(Object.keys(valid()).sort()).toEqual(Object.keys(shelfEntrySchema.shape).sort());
  });
  it.each([
    ['another member’s uid', { uid: F.OTHER }],
    ['an unknown shelf', { shelf: 'favourites' }],
    ['an unknown visibility', { visibility: 'friends' }],
    ['a finish before the start', { startedOn: '2026-11-20', finishedOn: '2026-11-01' }],
    ['a date that is not a day', { startedOn: 'yesterday' }],
    ['a negative re-read count', { timesRead: -1 }],
    ['a re-read count that is not whole', { timesRead: 1.5 }],
    ['more than 100 percent', { progress: { unit: 'percent', value: 101 } }],
    ['a progress in chapters', { progress: { unit: 'chapters', value: 3 } }],
    ['a progress with an extra field', { progress: { unit: 'pages', value: 3, note: 'x' } }],
    ['a client-chosen time', { updatedAt: new Date(0) }],
    ['a field the shelf does not have', { bookTitle: 'Forged title' }],
    ['a rating inside the entry', { halfStars: 10 }],
  ])('refuses %s', async (_, overrides) => {
    await assertFails(write({ ...valid(), ...overrides }));
  });
  it('refuses an entry under an id that is not the writer’s uid and the book’s', async () => {
    await assertFails(write(valid(), `${C.shelfEntries}/${F.OTHER}_shelved`));
    await assertFails(write(valid(), `${C.shelfEntries}/${F.READER}_b1x`));
    await assertFails(write(valid(), `${C.shelfEntries}/anything`));
  });
  it('refuses a book that does not exist', async () => {
    await assertFails(
      write(forWeb(T.newShelfEntry(F.READER, 'no-such-book')), `${C.shelfEntries}/${F.READER}_no-such-book`),
    );
  });
  it('another member cannot change, take over or delete it; a visitor writes nothing', async () => {
    await assertFails(
      updateDoc(doc(dbAs(env, 'otherReader'), F.PATHS.readerShelfEntry), {
        visibility: 'public',
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(write(forWeb(T.newShelfEntry(F.OTHER, 'b1')), F.PATHS.readerShelfEntry, 'otherReader'));
    await assertFails(deleteDoc(doc(dbAs(env, 'otherReader'), F.PATHS.readerShelfEntry)));
    await assertFails(deleteDoc(doc(dbAs(env, 'admin'), F.PATHS.readerShelfEntry)));
    await assertFails(write(valid(), own, 'visitor'));
  });
  it('an account being deleted writes no shelf entry', async () => {
    await F.seed(env, { [`${C.closedAccounts}/${F.READER}`]: F.storedClosedAccount() });
    await assertFails(write(valid()));
  });
});

describe('ratings are the callable’s', () => {
  it('no member writes a rating, the totals or the summary: not their own, not with any value', async () => {
    const db = dbAs(env, 'reader');
    await assertFails(setDoc(doc(db, F.PATHS.readerRating), { ...F.EXAMPLES.ratings.payload(), halfStars: 10 }));
    await assertFails(deleteDoc(doc(db, F.PATHS.readerRating)));
    await assertFails(setDoc(doc(db, F.PATHS.ratingSummary), { count: 500, average: 5 }));
    await assertFails(setDoc(doc(dbAs(env, 'admin'), F.PATHS.ratingTotals), { count: 500, halfStars: 5000 }));
  });
  it('the exact totals are read by nobody; the summary by everyone', async () => {
    for (const actor of ['visitor', 'reader', 'admin'] as const) {
      await assertFails(get(actor, F.PATHS.ratingTotals));
      await assertSucceeds(get(actor, F.PATHS.ratingSummary));
    }
  });
});

describe('lists', () => {
  it('a private list is its maker’s alone; members-only for members; a staff list for everyone', async () => {
    await assertSucceeds(get('reader', F.PATHS.readerList));
    for (const actor of ['otherReader', 'librarian', 'admin', 'visitor'] as const) {
      await assertFails(get(actor, F.PATHS.readerList));
    }
    await assertSucceeds(get('reader', F.PATHS.otherList));
    await assertFails(get('visitor', F.PATHS.otherList));
    await assertSucceeds(get('visitor', F.PATHS.otherPublicList));
    // A link to no list answers as a private one does.
    await assertFails(get('otherReader', `${C.lists}/no-such-list`));
  });
  it('nobody writes one directly: not its maker, not staff (the words are moderated)', async () => {
    const mine = { ...F.EXAMPLES.lists.payload(), title: 'Renamed' };
    await assertFails(setDoc(doc(dbAs(env, 'reader'), F.PATHS.readerList), mine));
    await assertFails(setDoc(doc(dbAs(env, 'reader'), `${C.lists}/new`), mine));
    await assertFails(updateDoc(doc(dbAs(env, 'librarian'), F.PATHS.otherPublicList), { featured: false }));
    await assertFails(deleteDoc(doc(dbAs(env, 'reader'), F.PATHS.readerList)));
  });
});

describe('dismissals', () => {
  it('"Not interested" is its member’s alone to read, and only the callable writes it', async () => {
    const path = `${C.dismissals}/${F.READER}`;
    await F.seed(env, { [path]: { bookIds: ['b1'] } });
    await assertSucceeds(get('reader', path));
    for (const actor of ['otherReader', 'admin', 'visitor'] as const) await assertFails(get(actor, path));
    await assertFails(setDoc(doc(dbAs(env, 'reader'), path), { bookIds: [] }));
  });
});

describe('reviews are the callables’', () => {
  it('no member writes a review or a helpful vote: not their own, not a count, not a name', async () => {
    const db = dbAs(env, 'reader');
    await assertFails(setDoc(doc(db, F.PATHS.readerReview), { ...F.EXAMPLES.reviews.payload(), status: 'visible' }));
    await assertFails(updateDoc(doc(db, F.PATHS.readerReview), { helpfulCount: 99 }));
    await assertFails(deleteDoc(doc(db, F.PATHS.readerReview)));
    await assertFails(updateDoc(doc(dbAs(env, 'otherReader'), F.PATHS.otherPublicReview), { authorName: 'Librarian' }));
    await assertFails(setDoc(doc(db, `${F.PATHS.otherPublicReview}/helpfulVotes/${F.READER}2`), { uid: F.READER }));
    await assertFails(deleteDoc(doc(db, F.PATHS.readerVote)));
  });
  it('a held or hidden review is its author’s alone, whatever its visibility', async () => {
    const held = `${C.reviews}/${F.OTHER}_held`;
    await F.seed(env, { [held]: T.storedReview(F.OTHER, 'held', 'public', { status: 'held', text: '' }) });
    await assertSucceeds(get('otherReader', held));
    for (const actor of ['reader', 'visitor', 'librarian'] as const) await assertFails(get(actor, held));
    const visible = (actor: Actor) =>
      getDocs(
        query(
          collection(dbAs(env, actor), C.reviews),
          where('visibility', '==', 'public'),
          where('status', '==', 'visible'),
          limit(20),
        ),
      );
    await assertSucceeds(visible('visitor'));
    // Without the status filter a query could reach the held one: refused.
    await assertFails(
      getDocs(query(collection(dbAs(env, 'visitor'), C.reviews), where('visibility', '==', 'public'), limit(20))),
    );
  });
  it('a member reads their own vote, nobody else’s; nobody lists them', async () => {
    await assertSucceeds(get('reader', F.PATHS.readerVote));
    for (const actor of ['otherReader', 'admin', 'visitor'] as const) await assertFails(get(actor, F.PATHS.readerVote));
    await assertFails(
      getDocs(query(collection(dbAs(env, 'otherReader'), `${F.PATHS.otherPublicReview}/helpfulVotes`))),
    );
  });
});

describe('member pages are the callable’s', () => {
  it('everyone reads one; nobody writes one, not even their own (the name must be the server’s)', async () => {
    await assertSucceeds(get('visitor', F.PATHS.memberPage));
    await assertFails(setDoc(doc(dbAs(env, 'reader'), F.PATHS.memberPage), { name: 'Librarian', since: new Date() }));
    await assertFails(
      setDoc(doc(dbAs(env, 'reader'), `${C.memberPages}/${F.OTHER}`), { name: 'x', since: new Date() }),
    );
    await assertFails(deleteDoc(doc(dbAs(env, 'otherReader'), F.PATHS.memberPage)));
  });
});

describe('the default visibility on the profile', () => {
  const save = (readingVisibility: unknown) =>
    updateDoc(doc(dbAs(env, 'reader'), F.PATHS.readerProfile), { readingVisibility });
  it.each(['private', 'members', 'public'])('accepts %s', async (v) => {
    await assertSucceeds(save(v));
  });
  it.each(['friends', '', 1, null])('refuses %j', async (v) => {
    await assertFails(save(v));
  });
});
