/**
 * Community attack tests: everyone reads, but no client writes groups, memberships, discussions or
 * replies directly; those go through the moderated callables, which own counts and author names.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@shared/collections';
import { QUERY_CAPS } from '@shared/constants';
import { ACTORS, ACTOR_UID, dbAs, rulesEnv, type Actor } from '../support/rules-env';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv();
});
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, `${COLLECTIONS.groups}/g1`), {
      name: 'Group',
      description: 'd',
      memberCount: 1,
      createdBy: ACTOR_UID.otherReader,
      createdByName: 'Other R.',
    });
    await setDoc(doc(db, `${COLLECTIONS.groups}/g1/${COLLECTIONS.members}/${ACTOR_UID.otherReader}`), {
      uid: ACTOR_UID.otherReader,
      displayName: 'Other R.',
    });
    await setDoc(doc(db, `${COLLECTIONS.discussions}/d1`), {
      title: 't',
      content: 'c',
      createdBy: ACTOR_UID.reader,
      authorName: 'Reader R.',
      replyCount: 1,
    });
    await setDoc(doc(db, `${COLLECTIONS.discussions}/d1/${COLLECTIONS.replies}/r1`), {
      content: 'hello',
      createdBy: ACTOR_UID.reader,
      authorName: 'Reader R.',
      isAssistant: false,
    });
  });
});
afterAll(() => env.cleanup());

const g1 = (actor: Actor) => doc(dbAs(env, actor), `${COLLECTIONS.groups}/g1`);
const d1 = (actor: Actor) => doc(dbAs(env, actor), `${COLLECTIONS.discussions}/d1`);
const r1 = (actor: Actor) => doc(dbAs(env, actor), `${COLLECTIONS.discussions}/d1/${COLLECTIONS.replies}/r1`);
const membership = (actor: Actor, uid: string) =>
  doc(dbAs(env, actor), `${COLLECTIONS.groups}/g1/${COLLECTIONS.members}/${uid}`);

describe('community documents are readable by everyone', () => {
  it.each(ACTORS)('%s reads groups, memberships, discussions and replies', async (actor) => {
    await assertSucceeds(getDoc(g1(actor)));
    await assertSucceeds(getDoc(membership(actor, ACTOR_UID.otherReader)));
    await assertSucceeds(getDoc(d1(actor)));
    await assertSucceeds(getDoc(r1(actor)));
  });
});

// The web app's "my memberships": one collection-group query instead of one listener per group card.
describe('memberships across groups (collection group)', () => {
  const mine = (actor: Actor, ...bound: ReturnType<typeof limit>[]) =>
    query(collectionGroup(dbAs(env, actor), COLLECTIONS.members), where('uid', '==', ACTOR_UID.otherReader), ...bound);

  it.each(['visitor', 'reader'] as const)(
    '%s runs it with a limit up to the cap, and gets the group',
    async (actor) => {
      const snap = await assertSucceeds(getDocs(mine(actor, limit(QUERY_CAPS.members))));
      expect(snap.docs.map((d) => d.ref.parent.parent?.id)).toEqual(['g1']);
    },
  );
  it.each(['visitor', 'reader'] as const)('%s is refused without a limit or above the cap', async (actor) => {
    await assertFails(getDocs(mine(actor)));
    await assertFails(getDocs(mine(actor, limit(QUERY_CAPS.members + 1))));
  });
});

describe('no client creates community content directly', () => {
  it.each(ACTORS)('%s cannot create a group, a discussion or a reply', async (actor) => {
    const db = dbAs(env, actor);
    const uid = actor === 'visitor' ? null : ACTOR_UID[actor];
    await assertFails(
      setDoc(doc(db, `${COLLECTIONS.groups}/new`), { name: 'n', description: 'd', memberCount: 0, createdBy: uid }),
    );
    await assertFails(
      setDoc(doc(db, `${COLLECTIONS.discussions}/new`), {
        title: 't',
        content: 'unmoderated',
        createdBy: uid,
        authorName: 'x',
        replyCount: 0,
      }),
    );
    await assertFails(
      setDoc(doc(db, `${COLLECTIONS.discussions}/d1/${COLLECTIONS.replies}/new`), {
        content: 'unmoderated',
        createdBy: uid,
        authorName: 'x',
        isAssistant: false,
      }),
    );
  });
});

describe('counts, author names and the assistant flag are server-owned', () => {
  it('the group creator cannot change memberCount', async () => {
    await assertFails(updateDoc(g1('otherReader'), { memberCount: increment(1) }));
    await assertFails(updateDoc(g1('otherReader'), { memberCount: 1000 }));
  });

  it('the discussion author cannot change replyCount or authorName', async () => {
    await assertFails(updateDoc(d1('reader'), { replyCount: 0 }));
    await assertFails(updateDoc(d1('reader'), { authorName: 'admin@library.test' }));
  });

  it('the reply author cannot mark their reply as the assistant, rename it or delete it', async () => {
    await assertFails(updateDoc(r1('reader'), { isAssistant: true }));
    await assertFails(updateDoc(r1('reader'), { authorName: 'dplAI' }));
    await assertFails(deleteDoc(r1('reader')));
  });

  it('admins cannot bypass the callables either', async () => {
    await assertFails(updateDoc(d1('admin'), { replyCount: 99 }));
    await assertFails(updateDoc(g1('admin'), { memberCount: 99 }));
  });
});

describe('memberships change only through joinGroup and leaveGroup', () => {
  it('a reader cannot add a membership for someone else', async () => {
    await assertFails(setDoc(membership('reader', ACTOR_UID.librarian), { uid: ACTOR_UID.librarian }));
  });

  it('a reader cannot remove someone else', async () => {
    await assertFails(deleteDoc(membership('reader', ACTOR_UID.otherReader)));
  });

  it('a reader cannot write their own membership around the counter', async () => {
    await assertFails(setDoc(membership('reader', ACTOR_UID.reader), { uid: ACTOR_UID.reader }));
    await assertFails(deleteDoc(membership('otherReader', ACTOR_UID.otherReader)));
  });
});
