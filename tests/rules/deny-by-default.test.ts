/**
 * Deny by default: a visitor's write is refused on every collection, with a payload that is
 * VALID for that collection, so the refusal can only come from who is asking. Where some actor may
 * write the same payload, a positive control proves it really is valid.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { COLLECTIONS as C } from '@shared/collections';
import { dbAs, rulesEnv, type Actor } from '../../testing/rules-env';
import * as F from './fixtures';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv();
});
beforeEach(async () => {
  await env.clearFirestore();
  // The staff role mirrors, so a positive control by a librarian is judged on its data.
  await F.seed(env, {
    [F.profilePath('librarian')]: F.storedProfile('librarian'),
    [F.profilePath('admin')]: F.storedProfile('admin'),
  });
});
afterAll(() => env.cleanup());

interface Target {
  path: string;
  payload: () => Record<string, unknown>;
  /** Who may write this very payload, if anyone (the positive control). */
  allowedActor?: Exclude<Actor, 'visitor'>;
}

// Every collection the product uses, plus a path nobody planned for.
const targets: Target[] = [
  { path: `${C.books}/b1`, payload: () => F.validBook(), allowedActor: 'librarian' },
  { path: `${C.bookSearch}/b1`, payload: F.storedSearchEntry },
  { path: F.PATHS.readerProfile, payload: () => F.validProfile('reader'), allowedActor: 'reader' },
  { path: F.PATHS.readerChat, payload: F.storedChat },
  { path: F.PATHS.group, payload: F.storedGroup },
  { path: F.PATHS.member, payload: () => F.storedMember('reader') },
  { path: F.PATHS.discussion, payload: F.storedDiscussion },
  { path: F.PATHS.reply, payload: F.storedReply },
  { path: F.PATHS.contact, payload: F.storedContact },
  { path: F.PATHS.rateLimit, payload: F.storedRateLimit },
  { path: F.PATHS.audit, payload: F.storedAudit },
  { path: F.PATHS.copy, payload: F.storedCopy },
  { path: F.PATHS.availability, payload: F.storedAvailability },
  { path: F.PATHS.readerLoan, payload: () => F.storedLoan('reader') },
  { path: F.PATHS.readerHold, payload: () => F.storedHold('reader') },
  { path: F.PATHS.readerNotice, payload: () => F.storedNotice('reader') },
  { path: F.PATHS.readerHistory, payload: F.storedHistoryEntry },
  { path: F.PATHS.unplanned, payload: () => ({ note: 'x' }) },
];

describe('deny by default', () => {
  it.each(targets)('an unauthenticated write of a valid document to $path is refused', async ({ path, payload }) => {
    await assertFails(setDoc(doc(dbAs(env, 'visitor'), path), payload()));
  });

  it.each(targets.filter((t) => t.allowedActor))(
    'positive control: $allowedActor may write the same document to $path',
    async ({ path, payload, allowedActor }) => {
      await assertSucceeds(setDoc(doc(dbAs(env, allowedActor!), path), payload()));
    },
  );
});
