import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { COLLECTIONS } from '@shared/collections';
import { dbAs, rulesEnv } from '../support/rules-env';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv();
});
beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

// Every collection the product uses, plus a path nobody planned for.
const paths = [
  `${COLLECTIONS.books}/b1`,
  `${COLLECTIONS.bookSearch}/b1`,
  `${COLLECTIONS.profiles}/u1`,
  `${COLLECTIONS.profiles}/u1/${COLLECTIONS.bookChats}/b1`,
  `${COLLECTIONS.groups}/g1`,
  `${COLLECTIONS.groups}/g1/${COLLECTIONS.members}/u1`,
  `${COLLECTIONS.discussions}/d1`,
  `${COLLECTIONS.discussions}/d1/${COLLECTIONS.replies}/r1`,
  `${COLLECTIONS.contactMessages}/m1`,
  `${COLLECTIONS.rateLimits}/k1`,
  'somethingElse/x1',
];

describe('deny by default', () => {
  it.each(paths)('an unauthenticated write to %s is refused', async (path) => {
    await assertFails(setDoc(doc(dbAs(env, 'visitor'), path), { title: 'x', author: 'y', hacked: true }));
  });
});
