/**
 * The lending rules beyond the matrix: a member's list queries must filter on their own uid and
 * carry a limit within QUERY_CAPS; staff list for the desk; and once a book has copies or
 * licences a librarian can no longer set books.available (the lending callables derive it).
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, limit, query, serverTimestamp, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { COLLECTIONS as C } from '@shared/collections';
import { QUERY_CAPS } from '@shared/constants';
import { emptyAvailability } from '@shared/documents/lending';
import { dbAs, rulesEnv } from '../../testing/rules-env';
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

describe.each([
  [C.loans, QUERY_CAPS.loans],
  [C.holds, QUERY_CAPS.holds],
  [C.notices, QUERY_CAPS.notices],
] as const)('%s lists', (name, cap) => {
  const mine = (uid: string, n: number) =>
    getDocs(query(collection(dbAs(env, 'reader'), name), where('uid', '==', uid), limit(n)));
  it('a member lists their own, within the cap', async () => {
    await assertSucceeds(mine(F.READER, cap));
  });
  it("a member cannot list someone else's, or everyone's, or beyond the cap", async () => {
    await assertFails(mine(F.OTHER, 10));
    await assertFails(getDocs(query(collection(dbAs(env, 'reader'), name), limit(10))));
    await assertFails(mine(F.READER, cap + 1));
    await assertFails(getDocs(query(collection(dbAs(env, 'reader'), name), where('uid', '==', F.READER))));
  });
  it('a visitor lists nothing', async () => {
    await assertFails(getDocs(query(collection(dbAs(env, 'visitor'), name), where('uid', '==', F.READER), limit(10))));
  });
});

describe('the desk', () => {
  it('staff list ready holds per branch and active loans, within the cap', async () => {
    const db = dbAs(env, 'librarian');
    await assertSucceeds(
      getDocs(
        query(
          collection(db, C.holds),
          where('state', '==', 'ready'),
          where('pickupBranchId', '==', 'main'),
          limit(100),
        ),
      ),
    );
    await assertSucceeds(getDocs(query(collection(db, C.loans), where('state', '==', 'active'), limit(100))));
    await assertFails(getDocs(query(collection(db, C.loans), limit(101))));
    await assertSucceeds(getDocs(query(collection(db, C.copies), where('bookId', '==', 'b1'), limit(100))));
  });
  it("a reader cannot read copies, nor another member's loan, hold, notice or history", async () => {
    const db = dbAs(env, 'reader');
    await assertFails(getDocs(query(collection(db, C.copies), where('bookId', '==', 'b1'), limit(10))));
    for (const path of [F.PATHS.otherLoan, F.PATHS.otherHold, F.PATHS.otherNotice, F.PATHS.otherHistory])
      await assertFails(getDoc(doc(db, path)));
    await assertSucceeds(getDoc(doc(db, F.PATHS.readerHistory))); // positive control: their own
  });
});

describe('books.available once lending owns it', () => {
  const edit = (fields: Record<string, unknown>) =>
    updateDoc(doc(dbAs(env, 'librarian'), F.PATHS.book), { ...fields, updatedAt: serverTimestamp() });

  const summary = `${C.availability}/b1`;
  it('a librarian still sets it on a book without copies or licences', async () => {
    await assertSucceeds(edit({ available: false }));
    await F.seed(env, { [summary]: emptyAvailability() });
    await assertSucceeds(edit({ available: true }));
  });
  it('is refused with copies, and with licences alone; other fields stay editable', async () => {
    await F.seed(env, { [summary]: F.storedAvailability() });
    await assertFails(edit({ available: false }));
    await assertSucceeds(edit({ title: 'Renamed', titleLower: 'renamed' }));
    await F.seed(env, {
      [summary]: {
        ...emptyAvailability(),
        digital: { ebook: { total: 0, inUse: 0 }, audio: { total: 2, inUse: 0 } },
      },
    });
    await assertFails(edit({ available: false }));
  });
});
