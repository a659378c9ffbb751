/**
 * Attack: a visitor downloads a whole public collection in one go (a query without a limit, a huge
 * limit, or a REST runQuery asking for thousands). Defence: the rules refuse any list query
 * without a limit or above the collection's cap (QUERY_CAPS); pages the app asks for still pass.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  doc,
  getDocs,
  limit,
  limitToLast,
  orderBy,
  query,
  setDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS as C } from '@shared/collections';
import { QUERY_CAPS } from '@shared/constants';
import { dbAs, rulesEnv, RULES_PROJECT_ID } from '../../testing/rules-env';
import { emulatorHosts } from '../../testing/emulators';
import { profilePath, seed, storedProfile } from '../rules/fixtures';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv();
  await env.clearFirestore();
});
afterAll(() => env.cleanup());

const PUBLIC_LISTS = [
  { name: 'books', path: C.books, cap: QUERY_CAPS.books },
  { name: 'bookSearch', path: C.bookSearch, cap: QUERY_CAPS.bookSearch },
  { name: 'groups', path: C.groups, cap: QUERY_CAPS.groups },
  { name: 'members', path: `${C.groups}/g1/${C.members}`, cap: QUERY_CAPS.members },
  // Posts are listed with their milestone bound (firestore.rules, postReadable).
  { name: 'discussions', path: C.discussions, cap: QUERY_CAPS.discussions, bound: true },
  { name: 'replies', path: `${C.discussions}/d1/${C.replies}`, cap: QUERY_CAPS.replies, bound: true },
];
const boundOf = (bound?: boolean) => (bound ? [where('milestone', '==', 0)] : []);

describe.each(PUBLIC_LISTS)('$name', ({ path, cap, bound }) => {
  it('a visitor query without a limit is refused', async () => {
    await assertFails(getDocs(query(collection(dbAs(env, 'visitor'), path), ...boundOf(bound))));
  });
  it(`a visitor query above the cap is refused`, async () => {
    await assertFails(getDocs(query(collection(dbAs(env, 'visitor'), path), ...boundOf(bound), limit(cap + 1))));
  });
  it('positive control: a page at the cap passes', async () => {
    await assertSucceeds(getDocs(query(collection(dbAs(env, 'visitor'), path), ...boundOf(bound), limit(cap))));
  });
});

it('limitToLast is bounded the same way (the replies listener)', async () => {
  const replies = collection(dbAs(env, 'visitor'), `${C.discussions}/d1/${C.replies}`);
  const spoilerFree = where('milestone', '==', 0);
  await assertFails(getDocs(query(replies, spoilerFree, orderBy('createdAt'), limitToLast(QUERY_CAPS.replies + 1))));
  await assertSucceeds(getDocs(query(replies, spoilerFree, orderBy('createdAt'), limitToLast(QUERY_CAPS.replies))));
});

it('a REST runQuery asking for 10,000 books is refused; one page of 24 passes', async () => {
  const run = (n: number) =>
    fetch(
      `http://${emulatorHosts().firestore}/v1/projects/${RULES_PROJECT_ID}/databases/(default)/documents:runQuery`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ structuredQuery: { from: [{ collectionId: C.books }], limit: n } }),
      },
    );
  const denied = await run(10_000);
  expect(denied.status).toBe(403);
  const page = await run(24);
  expect(page.status).toBe(200);
});

// The web app's "my memberships": one collection-group query instead of one listener per group card.
describe('memberships across groups (collection group)', () => {
  const uid = 'uid-other-reader';
  beforeAll(async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), `${C.groups}/g1/${C.members}/${uid}`), { uid, displayName: 'Other R.' });
    });
  });
  const mine = (...bound: ReturnType<typeof limit>[]) =>
    query(collectionGroup(dbAs(env, 'visitor'), C.members), where('uid', '==', uid), ...bound);

  it('positive control: with a limit up to the cap it runs, and finds the group', async () => {
    const snap = await assertSucceeds(getDocs(mine(limit(QUERY_CAPS.members))));
    expect(snap.docs.map((d) => d.ref.parent.parent?.id)).toEqual(['g1']);
  });
  it('without a limit or above the cap it is refused', async () => {
    await assertFails(getDocs(mine()));
    await assertFails(getDocs(mine(limit(QUERY_CAPS.members + 1))));
  });
});

// The staff queue: bounded like everything else, even for staff.
describe('the moderation queue (staff)', () => {
  beforeAll(async () => {
    await seed(env, { [profilePath('librarian')]: storedProfile('librarian') });
  });
  const queue = (...bound: ReturnType<typeof limit>[]) =>
    query(collection(dbAs(env, 'librarian'), C.moderationItems), where('open', '==', true), ...bound);

  it('positive control: a librarian reads a page at the cap', async () => {
    await assertSucceeds(getDocs(queue(limit(QUERY_CAPS.moderationItems))));
  });
  it('without a limit or above the cap it is refused', async () => {
    await assertFails(getDocs(queue()));
    await assertFails(getDocs(queue(limit(QUERY_CAPS.moderationItems + 1))));
  });
});
