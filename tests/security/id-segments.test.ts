/**
 * Ids are ids: every callable input that names a document must be one path segment of safe
 * characters. Written as the attacker: a signed-in member (or an admin, for setUserRole) calls the
 * callables directly through the Functions emulator with the web SDK and sends ids that are paths
 * ('<group>/members/<victim>'), dot segments, reserved names, empty, overlong, look-alike unicode
 * slashes and percent-encoded slashes. Each must be refused with invalid-argument naming the field,
 * and nothing may be written anywhere: the document count of every collection (and every
 * subcollection of that name, at any depth), the Auth user count, and the exact contents of the
 * documents the payload aims at are the same before and after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallableName } from '@shared/callables';
import { COLLECTIONS } from '@shared/collections';
import { admin, signedInClient } from '../../testing/clients';
import { eventually } from '../../testing/eventually';
import { documentCounts } from '../../testing/counts';

type Client = Awaited<ReturnType<typeof signedInClient>>;

const RUN = `idseg${Date.now()}`;
const GROUP = `${RUN}-group`;
const DISCUSSION = `${RUN}-discussion`;
const REPLY = `${RUN}-reply`;
const BOOK = 'cosmos'; // a seeded book (scripts/seed/books.ts)

let attacker: Client;
let adminClient: Client;
let victim: Client;

/** The documents an id attack aims at, and the victim's account, exactly as stored. */
async function targets(): Promise<unknown> {
  const { db, auth } = admin();
  const read = async (path: string) => (await db.doc(path).get()).data() ?? null;
  const subcollections = async (path: string) => (await db.doc(path).listCollections()).map((c) => c.id);
  const member = `${COLLECTIONS.groups}/${GROUP}/${COLLECTIONS.members}/${victim.uid}`;
  const reply = `${COLLECTIONS.discussions}/${DISCUSSION}/${COLLECTIONS.replies}/${REPLY}`;
  const profile = `${COLLECTIONS.profiles}/${victim.uid}`;
  const book = `${COLLECTIONS.books}/${BOOK}`;
  return {
    group: await read(`${COLLECTIONS.groups}/${GROUP}`),
    member: await read(member),
    memberSub: await subcollections(member),
    discussion: await read(`${COLLECTIONS.discussions}/${DISCUSSION}`),
    reply: await read(reply),
    replySub: await subcollections(reply),
    profile: await read(profile),
    profileSub: await subcollections(profile),
    book: await read(book),
    bookSub: await subcollections(book),
    victimClaims: (await auth.getUser(victim.uid)).customClaims ?? null,
  };
}

beforeAll(async () => {
  attacker = await signedInClient('reader');
  adminClient = await signedInClient('admin');
  victim = await signedInClient('reader');
  const { db } = admin();
  await db.doc(`${COLLECTIONS.profiles}/${victim.uid}`).set({ email: victim.email, role: 'reader' });
  // The name-keys trigger (accounts/member-name-keys.ts) answers that write with its own: let it
  // land before the snapshots each attack is compared with, however busy the emulator is.
  await eventually(
    async () => (await db.doc(`${COLLECTIONS.profiles}/${victim.uid}`).get()).get('nameKey'),
    (key) => key !== undefined,
    { what: "the victim profile's name keys" },
  );
  await db.doc(`${COLLECTIONS.groups}/${GROUP}`).set({
    name: 'Id attack target group',
    description: 'Target of the id attacks.',
    currentBookId: null,
    currentBookTitle: null,
    nextMeeting: null,
    createdBy: victim.uid,
    createdByName: 'Victim',
    createdAt: new Date(),
    memberCount: 1,
  });
  await db
    .doc(`${COLLECTIONS.groups}/${GROUP}/${COLLECTIONS.members}/${victim.uid}`)
    .set({ uid: victim.uid, displayName: 'Victim', joinedAt: new Date() });
  await db.doc(`${COLLECTIONS.discussions}/${DISCUSSION}`).set({
    title: 'Id attack target discussion',
    content: 'Target of the id attacks.',
    createdBy: victim.uid,
    authorName: 'Victim',
    createdAt: new Date(),
    replyCount: 1,
    lastActivityAt: new Date(),
  });
  await db.doc(`${COLLECTIONS.discussions}/${DISCUSSION}/${COLLECTIONS.replies}/${REPLY}`).set({
    content: 'A reply by the victim.',
    createdBy: victim.uid,
    authorName: 'Victim',
    isAssistant: false,
    createdAt: new Date(),
  });
});

afterAll(async () => {
  const { db, auth } = admin();
  await db.recursiveDelete(db.doc(`${COLLECTIONS.groups}/${GROUP}`));
  await db.recursiveDelete(db.doc(`${COLLECTIONS.discussions}/${DISCUSSION}`));
  await db.recursiveDelete(db.doc(`${COLLECTIONS.profiles}/${victim.uid}`));
  await Promise.all([attacker, adminClient, victim].map((c) => c?.close()));
  await auth.deleteUsers([attacker.uid, adminClient.uid, victim.uid]);
});

/** Hostile ids: `aim` is a real multi-segment path below the collection the callable reads. */
function hostileIds(aim: () => string): Array<[label: string, id: () => string]> {
  return [
    ['a slash', aim],
    ['a dot-dot segment', () => '..'],
    ['a dot-dot path', () => `../${aim()}`],
    ['a lone dot', () => '.'],
    ['a reserved __x__ name', () => '__x__'],
    ['an empty string', () => ''],
    ['an overlong id', () => 'a'.repeat(129)],
    ['unicode look-alike slashes', () => aim().replaceAll('/', '\u2215')],
    ['unicode letters', () => 'gro\u00fcp-\u{1F4DA}'],
    ['a percent-encoded slash (%2F)', () => aim().replaceAll('/', '%2F')],
  ];
}

interface Case {
  callable: CallableName;
  field: string;
  as: () => Client;
  aim: () => string;
  payload: (id: string) => Record<string, unknown>;
}

const CASES: Case[] = [
  {
    callable: 'joinGroup',
    field: 'groupId',
    as: () => attacker,
    aim: () => `${GROUP}/${COLLECTIONS.members}/${victim.uid}`,
    payload: (groupId) => ({ groupId }),
  },
  {
    callable: 'leaveGroup',
    field: 'groupId',
    as: () => attacker,
    aim: () => `${GROUP}/${COLLECTIONS.members}/${victim.uid}`,
    payload: (groupId) => ({ groupId }),
  },
  {
    callable: 'createDiscussion',
    field: 'groupId',
    as: () => attacker,
    aim: () => `${GROUP}/${COLLECTIONS.members}/${victim.uid}`,
    payload: (groupId) => ({ title: 'Id attack', content: 'Posted through a hostile groupId.', groupId }),
  },
  {
    callable: 'updateGroup',
    field: 'groupId',
    as: () => attacker,
    aim: () => `${GROUP}/${COLLECTIONS.members}/${victim.uid}`,
    payload: (groupId) => ({ groupId, description: 'Rewritten', currentBookId: '', nextMeeting: '' }),
  },
  {
    callable: 'closeGroup',
    field: 'groupId',
    as: () => attacker,
    aim: () => `${GROUP}/${COLLECTIONS.members}/${victim.uid}`,
    payload: (groupId) => ({ groupId }),
  },
  {
    callable: 'transferGroup',
    field: 'toUid',
    as: () => attacker,
    aim: () => `${victim.uid}/${COLLECTIONS.bookChats}/x`,
    payload: (toUid) => ({ groupId: GROUP, toUid }),
  },
  {
    callable: 'postReply',
    field: 'discussionId',
    as: () => attacker,
    aim: () => `${DISCUSSION}/${COLLECTIONS.replies}/${REPLY}`,
    payload: (discussionId) => ({ discussionId, content: 'Written somewhere it should not be.' }),
  },
  {
    callable: 'bookChat',
    field: 'bookId',
    as: () => attacker,
    aim: () => `${BOOK}/${COLLECTIONS.bookChats}/x`,
    payload: (bookId) => ({ bookId, message: 'Hello' }),
  },
  {
    callable: 'createGroup',
    field: 'currentBookId',
    as: () => attacker,
    aim: () => `${BOOK}/${COLLECTIONS.members}/x`,
    payload: (currentBookId) => ({
      name: 'Id attack group',
      description: 'Created through a hostile currentBookId.',
      currentBookId,
      nextMeeting: '',
    }),
  },
  {
    callable: 'setUserRole',
    field: 'uid',
    as: () => adminClient,
    aim: () => `${victim.uid}/${COLLECTIONS.bookChats}/x`,
    payload: (uid) => ({ uid, role: 'admin' }),
  },
];

for (const c of CASES) {
  describe(`${c.callable}: ${c.field} must be a single safe path segment`, () => {
    // '' is how a form says "no current book", so it is a valid currentBookId.
    const ids = hostileIds(c.aim).filter(([label]) => !(c.field === 'currentBookId' && label === 'an empty string'));
    for (const [label, id] of ids) {
      it(`${c.callable} with ${label} in ${c.field} -> invalid-argument, nothing written`, async () => {
        const beforeCounts = await documentCounts();
        const beforeTargets = await targets();
        const payload = c.payload(id());
        const outcome = await c
          .as()
          .call(c.callable, payload)
          .then(
            (data) => ({ code: 'ok', data }),
            (err: { code?: string; details?: unknown }) => ({ code: err.code, details: err.details }),
          );
        expect(outcome).toMatchObject({
          code: 'functions/invalid-argument',
          details: { reason: 'validation', field: c.field },
        });
        expect(await targets()).toEqual(beforeTargets);
        expect(await documentCounts()).toEqual(beforeCounts);
      });
    }
  });
}
