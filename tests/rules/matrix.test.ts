/**
 * The access matrix: every collection x operation (get, list, create, update, delete) x actor
 * (visitor, reader, another reader, librarian, admin). Each cell is one allow/deny assertion with
 * a payload that is valid for the collection, so a denial comes from who is asking, not from the
 * data. Attacks with bad data are in attacks.test.ts.
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
  type QueryFieldFilterConstraint,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { COLLECTIONS as C } from '@shared/collections';
import { ACTORS, dbAs, rulesEnv, type Actor } from '../../testing/rules-env';
import * as T from '../../testing/documents';
import * as F from './fixtures';

type Op = 'get' | 'list' | 'create' | 'update' | 'delete';
const OPS: Op[] = ['get', 'list', 'create', 'update', 'delete'];

interface CollectionCase {
  /** The seeded document get, update and delete aim at (per actor for "own" cases). */
  existing: string | ((actor: Actor) => string);
  /** Where create writes (cleared first): a function when the id is the actor's own uid. */
  createPath: (actor: Actor) => string;
  create: (actor: Actor) => Record<string, unknown>;
  update: Record<string, unknown>;
  allowed: Record<Op, Actor[]>;
  /** The filter a list must say for the rules to consider it (e.g. a post's milestone bound). */
  listFilter?: QueryFieldFilterConstraint[];
}

const ALL: Actor[] = ACTORS;
const NONE: Actor[] = [];
const STAFF: Actor[] = ['librarian', 'admin'];
const SIGNED_IN: Actor[] = ['reader', 'otherReader', 'librarian', 'admin'];

const CASES: Record<string, CollectionCase> = {
  books: {
    existing: F.PATHS.book,
    createPath: () => `${C.books}/new-book`,
    create: () => F.validBook(),
    update: { title: 'Renamed', titleLower: 'renamed', updatedAt: serverTimestamp() },
    allowed: { get: ALL, list: ALL, create: STAFF, update: STAFF, delete: STAFF },
  },
  profiles: {
    // The reader's own profile: only they (and, to read, admins) get through.
    existing: F.PATHS.readerProfile,
    createPath: () => F.PATHS.readerProfile,
    create: (actor) => F.validProfile(actor === 'visitor' ? 'reader' : actor),
    update: { firstName: 'Changed' },
    allowed: { get: ['reader', 'admin'], list: ['admin'], create: ['reader'], update: ['reader'], delete: NONE },
  },
  ownProfiles: {
    // Each signed-in actor on their OWN profile (librarian and admin included): read, create at
    // sign-up, edit the editable fields; never delete. A visitor has none (it aims at the reader's).
    existing: (actor) => (actor === 'visitor' ? F.PATHS.readerProfile : F.profilePath(actor)),
    createPath: (actor) => (actor === 'visitor' ? F.PATHS.readerProfile : F.profilePath(actor)),
    create: (actor) => F.validProfile(actor === 'visitor' ? 'reader' : actor),
    update: { firstName: 'Changed' },
    allowed: {
      get: SIGNED_IN,
      list: ['admin'],
      create: SIGNED_IN,
      update: SIGNED_IN,
      delete: NONE,
    },
  },
  bookChats: {
    existing: F.PATHS.readerChat,
    createPath: () => `${C.profiles}/${F.READER}/${C.bookChats}/b2`,
    create: () => F.storedChat(),
    update: { messages: [] },
    allowed: { get: ['reader'], list: ['reader'], create: NONE, update: NONE, delete: NONE },
  },
  groups: {
    existing: F.PATHS.group,
    createPath: () => `${C.groups}/g2`,
    create: (actor) => ({ ...F.storedGroup(), createdBy: F.uidOf(actor), createdAt: serverTimestamp() }),
    update: { name: 'Renamed group' },
    allowed: { get: ALL, list: ALL, create: NONE, update: NONE, delete: NONE },
  },
  members: {
    existing: F.PATHS.member,
    // Joining directly: the actor adds themselves.
    createPath: (actor) => `${C.groups}/g1/${C.members}/${F.uidOf(actor)}-joins`,
    create: (actor) => F.storedMember(actor),
    update: { displayName: 'Someone else' },
    allowed: { get: ALL, list: ALL, create: NONE, update: NONE, delete: NONE },
  },
  // A book club member's place: their own to read, others' only when shared; never client-written.
  progress: {
    existing: F.PATHS.progress,
    createPath: (actor) => `${C.groups}/g1/${C.progress}/${F.uidOf(actor)}-marks`,
    create: (actor) => T.storedProgress(F.uidOf(actor)),
    update: { milestone: 3 },
    allowed: { get: ['reader'], list: NONE, create: NONE, update: NONE, delete: NONE },
  },
  sharedProgress: {
    existing: F.PATHS.progress,
    createPath: (actor) => `${C.groups}/g1/${C.progress}/${F.uidOf(actor)}-marks`,
    create: (actor) => T.storedProgress(F.uidOf(actor), { shareName: true }),
    update: { milestone: 3 },
    allowed: { get: ['reader'], list: ALL, create: NONE, update: NONE, delete: NONE },
    listFilter: [where('shareName', '==', true)],
  },
  rsvps: {
    existing: F.PATHS.rsvp,
    createPath: (actor) => `${C.groups}/g1/${C.rsvps}/${F.uidOf(actor)}-answers`,
    create: (actor) => T.storedRsvp(F.uidOf(actor)),
    update: { answer: 'notGoing' },
    allowed: { get: ['reader'], list: NONE, create: NONE, update: NONE, delete: NONE },
  },
  pickVotes: {
    existing: F.PATHS.pickVote,
    createPath: (actor) => `${C.groups}/g1/${C.pickVotes}/${F.uidOf(actor)}-votes`,
    create: (actor) => T.storedPickVote(F.uidOf(actor)),
    update: { bookId: 'b2' },
    allowed: { get: ['reader'], list: NONE, create: NONE, update: NONE, delete: NONE },
  },
  // A meeting's record and notes: public like the group page (a held group's: meetings.test.ts).
  meetings: {
    existing: F.PATHS.meeting,
    createPath: () => `${C.groups}/g1/${C.meetings}/m2`,
    create: () => T.storedMeeting(),
    update: { notes: 'Rewritten by a client.' },
    allowed: { get: ALL, list: ALL, create: NONE, update: NONE, delete: NONE },
  },
  // Posts are read with their milestone bound (postReadable; tests/community/clubs.test.ts has the
  // book club's cases): a list without it is refused for everyone, a spoiler-free one passes.
  discussions: {
    existing: F.PATHS.discussion,
    createPath: () => `${C.discussions}/d2`,
    create: (actor) => ({ ...F.storedDiscussion(), createdBy: F.uidOf(actor), createdAt: serverTimestamp() }),
    update: { title: 'Edited title' },
    allowed: { get: ALL, list: ALL, create: NONE, update: NONE, delete: NONE },
    listFilter: [where('milestone', '==', 0)],
  },
  unboundedDiscussions: {
    existing: F.PATHS.discussion,
    createPath: () => `${C.discussions}/d2`,
    create: (actor) => ({ ...F.storedDiscussion(), createdBy: F.uidOf(actor), createdAt: serverTimestamp() }),
    update: { title: 'Edited title' },
    // Staff read every post (they moderate them), so only their unbounded list passes.
    allowed: { get: ALL, list: STAFF, create: NONE, update: NONE, delete: NONE },
  },
  replies: {
    existing: F.PATHS.reply,
    createPath: () => `${C.discussions}/d1/${C.replies}/r2`,
    create: (actor) => ({ ...F.storedReply(), createdBy: F.uidOf(actor), createdAt: serverTimestamp() }),
    update: { content: 'Edited reply' },
    allowed: { get: ALL, list: ALL, create: NONE, update: NONE, delete: NONE },
    listFilter: [where('milestone', '==', 0)],
  },
  contactMessages: {
    existing: F.PATHS.contact,
    createPath: () => `${C.contactMessages}/m2`,
    create: () => ({ ...F.storedContact(), createdAt: serverTimestamp() }),
    update: { subject: 'Changed' },
    allowed: { get: ['admin'], list: ['admin'], create: NONE, update: NONE, delete: NONE },
  },
  auditLog: {
    existing: F.PATHS.audit,
    createPath: () => `${C.auditLog}/a2`,
    create: () => ({ ...F.storedAudit(), at: serverTimestamp() }),
    update: { toRole: 'admin' },
    allowed: { get: ['admin'], list: ['admin'], create: NONE, update: NONE, delete: NONE },
  },
  heldModerationItem: {
    // The reader's own held reply: the author may read it (their words awaiting review), staff all.
    existing: F.PATHS.heldItem,
    createPath: () => `${C.moderationItems}/reply_d1_r2`,
    create: (actor) => ({ ...F.storedHeldItem(), authorUid: F.uidOf(actor) }),
    update: { targetStatus: 'visible', open: false },
    allowed: { get: ['reader', 'librarian', 'admin'], list: STAFF, create: NONE, update: NONE, delete: NONE },
  },
  reportedModerationItem: {
    // The reader's discussion hidden after reports: not even its author reads the item.
    existing: F.PATHS.reportedItem,
    createPath: () => `${C.moderationItems}/group_g1`,
    create: () => F.storedReportedItem(),
    update: { weightSinceReview: 0 },
    allowed: { get: STAFF, list: STAFF, create: NONE, update: NONE, delete: NONE },
  },
  moderationReports: {
    existing: F.PATHS.report,
    // Reporting directly (a forged or repeated report) instead of through reportContent.
    createPath: (actor) => `${C.moderationItems}/discussion_d1/${C.reports}/${F.uidOf(actor)}-again`,
    create: () => F.storedReport(),
    update: { reason: 'other' },
    allowed: { get: STAFF, list: STAFF, create: NONE, update: NONE, delete: NONE },
  },
  // Queries that found almost nothing (the search endpoint counts them): staff read, nobody writes.
  searchMisses: {
    existing: F.PATHS.searchMiss,
    createPath: () => `${C.searchMisses}/m2`,
    create: () => F.storedSearchMiss(),
    update: { count: 0 },
    allowed: { get: STAFF, list: STAFF, create: NONE, update: NONE, delete: NONE },
  },
  // Catalogue import (catalogue/import/): staff watch a job; only the functions write any of it.
  catalogueImports: {
    existing: F.PATHS.importJob,
    createPath: () => `${C.catalogueImports}/j2`,
    create: () => F.storedImportJob(),
    update: { cursor: 1 },
    allowed: { get: STAFF, list: STAFF, create: NONE, update: NONE, delete: NONE },
  },
  chunks: {
    existing: F.PATHS.importChunk,
    createPath: () => `${C.catalogueImports}/j1/${C.chunks}/1`,
    create: () => ({ drafts: [], bookIds: [] }),
    update: { bookIds: ['b1'] },
    allowed: { get: NONE, list: NONE, create: NONE, update: NONE, delete: NONE },
  },
  catalogueRecords: {
    existing: F.PATHS.catalogueRecord,
    createPath: () => `${C.catalogueRecords}/b2`,
    create: () => F.storedCatalogueRecord(),
    update: { controlNumber: 'x' },
    allowed: { get: NONE, list: NONE, create: NONE, update: NONE, delete: NONE },
  },
  catalogueKeys: {
    existing: F.PATHS.catalogueKey,
    createPath: () => `${C.catalogueKeys}/isbn-9780000000002`,
    create: () => ({ bookId: 'b2' }),
    update: { bookId: 'b3' },
    allowed: { get: NONE, list: NONE, create: NONE, update: NONE, delete: NONE },
  },
  rateLimits: {
    existing: F.PATHS.rateLimit,
    createPath: () => `${C.rateLimits}/k2`,
    create: () => F.storedRateLimit(),
    update: { count: 0 },
    allowed: { get: NONE, list: NONE, create: NONE, update: NONE, delete: NONE },
  },
  // Lending (docs/lending.md): written only by the lending callables.
  cards: {
    // Even the card's own member reads it only through the callables (and their profile).
    existing: F.PATHS.readerCard,
    createPath: () => `${C.cards}/29417000000433`,
    create: () => F.storedCard(),
    update: { uid: 'someone-else' },
    allowed: { get: NONE, list: NONE, create: NONE, update: NONE, delete: NONE },
  },
  copies: {
    existing: F.PATHS.copy,
    createPath: () => `${C.copies}/c2`,
    create: () => F.storedCopy(),
    update: { state: 'shelf' },
    allowed: { get: STAFF, list: STAFF, create: NONE, update: NONE, delete: NONE },
  },
  availability: {
    existing: F.PATHS.availability,
    createPath: () => `${C.availability}/b2`,
    create: () => F.storedAvailability(),
    update: { nextSeq: 1 },
    allowed: { get: ALL, list: ALL, create: NONE, update: NONE, delete: NONE },
  },
  loans: {
    // The reader's loan; an unfiltered list is staff-only (members filter on their uid: lending.test.ts).
    existing: F.PATHS.readerLoan,
    createPath: (actor) => `${C.loans}/new-${actor}`,
    create: (actor) => F.storedLoan(actor),
    update: { renewals: 0 },
    allowed: { get: ['reader', ...STAFF], list: STAFF, create: NONE, update: NONE, delete: NONE },
  },
  holds: {
    existing: F.PATHS.readerHold,
    createPath: (actor) => `${C.holds}/new-${actor}`,
    create: (actor) => F.storedHold(actor),
    update: { seq: 0 },
    allowed: { get: ['reader', ...STAFF], list: STAFF, create: NONE, update: NONE, delete: NONE },
  },
  notices: {
    // Only the reader's own, and of it only readAt (set to the server time).
    existing: F.PATHS.readerNotice,
    createPath: (actor) => `${C.notices}/holdReady_${actor}`,
    create: (actor) => F.storedNotice(actor),
    update: { readAt: serverTimestamp() },
    allowed: { get: ['reader'], list: NONE, create: NONE, update: ['reader'], delete: NONE },
  },
  mail: {
    // The reader's own e-mail (address, text, delivery): admins alone, not even its recipient.
    existing: F.PATHS.readerMail,
    createPath: (actor) => `${C.mail}/holdReady_${actor}`,
    create: () => F.storedMail(),
    update: { 'delivery.state': 'RETRY' },
    allowed: { get: ['admin'], list: ['admin'], create: NONE, update: NONE, delete: NONE },
  },
  history: {
    existing: F.PATHS.readerHistory,
    createPath: () => `${C.profiles}/${F.READER}/${C.history}/l9`,
    create: () => F.storedHistoryEntry(),
    update: { bookTitle: 'Changed' },
    allowed: { get: ['reader'], list: ['reader'], create: NONE, update: NONE, delete: NONE },
  },
  unplannedCollection: {
    existing: F.PATHS.unplanned,
    createPath: () => 'somethingElse/x2',
    create: () => ({ note: 'hello' }),
    update: { note: 'changed' },
    allowed: { get: NONE, list: NONE, create: NONE, update: NONE, delete: NONE },
  },
};

const parentOf = (path: string) => path.slice(0, path.lastIndexOf('/'));

function attempt(db: ReturnType<typeof dbAs>, c: CollectionCase, op: Op, actor: Actor): Promise<unknown> {
  const existing = typeof c.existing === 'function' ? c.existing(actor) : c.existing;
  switch (op) {
    case 'get':
      return getDoc(doc(db, existing));
    case 'list':
      // A small page, as the app asks: queries without a limit are refused (bounded-reads tests).
      return getDocs(query(collection(db, parentOf(existing)), ...(c.listFilter ?? []), limit(10)));
    case 'create':
      return setDoc(doc(db, c.createPath(actor)), c.create(actor));
    case 'update':
      return updateDoc(doc(db, existing), c.update);
    case 'delete':
      return deleteDoc(doc(db, existing));
  }
}

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv();
});
beforeEach(async () => {
  await env.clearFirestore();
});
afterAll(() => env.cleanup());

describe.each(Object.entries(CASES))('%s', (_name, c) => {
  const cells = OPS.flatMap((op) => ACTORS.map((actor) => ({ op, actor, allow: c.allowed[op].includes(actor) })));
  it.each(cells)('$op by $actor: allow=$allow', async ({ op, actor, allow }) => {
    await F.seed(env, F.fullSeed());
    if (op === 'create') await F.remove(env, c.createPath(actor));
    // One client per cell, closed after it: 500-odd cells would otherwise leave as many open
    // WebChannel sessions on the emulator, and the last cells of the file stalled behind them.
    const db = dbAs(env, actor);
    try {
      const result = attempt(db, c, op, actor);
      await (allow ? assertSucceeds(result) : assertFails(result));
    } finally {
      await db.terminate();
    }
  });
});
