/**
 * Property-based input drill: for every callable, fast-check generates requests without looking
 * at the shared zod schemas (the malformed-input drill only sends what the schema rejects, so it
 * can never find a value the schema accepts but the handler cannot handle). Requests are arbitrary
 * JSON values, and records with the callable's real field names (hard-coded below) carrying
 * plausible or arbitrary values: strings of every kind (unicode, huge, date-like strings built from
 * random numbers with extreme years and odd offsets, id-like strings with slashes and dots), big,
 * negative and fractional numbers, booleans, null and nested arrays and objects.
 *
 * Each request is sent through the real Functions emulator by the web SDK, as a signed-in reader,
 * librarian or admin where the callable's access allows it (and as a visitor for public ones).
 * The property: the answer is a success or a clean client-facing refusal, never `internal` (an
 * input the server accepted and then crashed on) and never a hang.
 *
 * Bounded for CI: a fixed seed (override with FC_SEED=<n> to explore), RUNS requests per callable,
 * two requests in flight at most. Whatever the drill creates (groups, discussions, contact
 * messages, accounts, chats) is deleted afterwards, and the rate-limit counters are put back as
 * they were, so visitors (all 127.0.0.1 here) are not left rate-limited for later tests.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLE_NAMES, accessOf, type Access, type CallableName } from '@shared/callables';
import { COLLECTIONS } from '@shared/collections';
import { newDiscussion } from '@shared/documents/community';
import { newBookDoc, plainGroup } from '../../testing/documents';
import { forAdmin } from '../../testing/sdk';
import { admin, clientFor, signedInClient } from '../../testing/clients';
import { arbitraries } from './property-arbitraries';

type Actor = 'visitor' | 'reader' | 'librarian' | 'admin';
type Client = Awaited<ReturnType<typeof clientFor>> & { uid?: string };

const SEED = Number(process.env.FC_SEED ?? 20261123);
const RUNS = Number(process.env.FC_RUNS ?? 30);
const CALL_TIMEOUT_MS = 20_000;
const IN_FLIGHT = 2;

/** The request fields each callable reads (who may call it is its contract's: @shared/callables). */
const TABLE: Record<CallableName, { fields: string[] }> = {
  whoAmI: { fields: [] },
  listUsers: { fields: ['cursor', 'search'] },
  aiStatus: { fields: [] },
  setUserRole: { fields: ['uid', 'role'] },
  createUser: { fields: ['email', 'password', 'role'] },
  bookChat: { fields: ['bookId', 'message'] },
  generateBookMetadata: { fields: ['title', 'author'] },
  draftBookTranslation: { fields: ['bookId', 'language'] },
  previewCatalogueImport: { fields: ['fileName', 'data'] },
  startCatalogueImport: { fields: ['fileName', 'data'] },
  exportCatalogue: { fields: ['format', 'after'] },
  analyzeSearchQuery: { fields: ['query'] },
  askLibrary: { fields: ['question', 'language', 'bookId'] },
  createGroup: {
    fields: ['name', 'description', 'currentBookId', 'nextMeeting', 'meetingBranch', 'meetingRoom', 'meetingLink'],
  },
  joinGroup: { fields: ['groupId'] },
  leaveGroup: { fields: ['groupId'] },
  updateGroup: {
    fields: ['groupId', 'description', 'currentBookId', 'nextMeeting', 'meetingBranch', 'meetingRoom', 'meetingLink'],
  },
  transferGroup: { fields: ['groupId', 'toUid'] },
  closeGroup: { fields: ['groupId'] },
  createDiscussion: { fields: ['title', 'content', 'groupId', 'milestone'] },
  postReply: { fields: ['discussionId', 'content', 'milestone'] },
  setClubSchedule: { fields: ['groupId', 'milestones'] },
  setReadingProgress: { fields: ['groupId', 'milestone', 'shareName'] },
  retagPost: { fields: ['target', 'milestone'] },
  openClubSpoilers: { fields: ['groupId'] },
  rsvpMeeting: { fields: ['groupId', 'answer'] },
  saveMeetingNotes: { fields: ['groupId', 'meetingId', 'notes'] },
  proposeClubPicks: { fields: ['groupId', 'bookIds'] },
  voteClubPick: { fields: ['groupId', 'bookId'] },
  closeClubPicks: { fields: ['groupId'] },
  setCoHost: { fields: ['groupId', 'uid', 'host'] },
  hostThread: { fields: ['discussionId', 'pinned', 'closed'] },
  submitContactMessage: { fields: ['name', 'email', 'phone', 'subject', 'message'] },
  // Each callable gets its own actors: an accepted call deletes only this callable's reader or
  // librarian (later calls then get a clean unauthenticated), an admin is refused.
  deleteAccount: { fields: [] },
  exportMyData: { fields: ['language'] },
  sendVerificationEmail: { fields: ['language'] },
  requestPasswordReset: { fields: ['email', 'language'] },
  requestEmailChange: { fields: ['newEmail', 'language'] },
  editPost: { fields: ['target', 'title', 'content'] },
  deletePost: { fields: ['target'] },
  reportContent: { fields: ['target', 'reason', 'note'] },
  moderateItem: { fields: ['itemId', 'action', 'note'] },
  borrowDigital: { fields: ['bookId', 'format'] },
  returnLoan: { fields: ['loanId'] },
  renewLoan: { fields: ['loanId'] },
  placeHold: { fields: ['bookId', 'format', 'pickupBranchId'] },
  cancelHold: { fields: ['holdId'] },
  setReadingHistory: { fields: ['enabled'] },
  checkOut: { fields: ['barcode', 'email', 'overrideReason', 'emailReceipt'] },
  checkIn: { fields: ['barcode', 'emailReceipt'] },
  getLibraryCard: { fields: [] },
  renewAll: { fields: [] },
  reportLost: { fields: ['loanId'] },
  setCopyState: { fields: ['barcode', 'state', 'note'] },
  changePickup: { fields: ['holdId', 'pickupBranchId'] },
  pauseHold: { fields: ['holdId', 'until'] },
  setNotNeededAfter: { fields: ['holdId', 'day'] },
  findMember: { fields: ['query'] },
  searchMembers: { fields: ['name'] },
  replaceCard: { fields: ['uid'] },
  sendCopy: { fields: ['barcode'] },
  receiveCopy: { fields: ['barcode', 'branchId'] },
  addCopy: { fields: ['bookId', 'branchId', 'barcode', 'shelfMark'] },
  removeCopy: { fields: ['barcode'] },
  setLicences: { fields: ['bookId', 'ebook', 'audio'] },
  rateBook: { fields: ['bookId', 'halfStars', 'visibility'] },
  setMemberPage: { fields: ['enabled'] },
  writeReview: { fields: ['bookId', 'text', 'spoiler', 'visibility'] },
  deleteReview: { fields: ['bookId'] },
  voteHelpful: { fields: ['reviewId', 'helpful'] },
  saveList: { fields: ['title', 'description', 'visibility', 'featured', 'items'] },
  saveStaffList: { fields: ['title', 'description', 'visibility', 'featured', 'items'] },
  deleteList: { fields: ['listId'] },
  homeShelves: { fields: [] },
  readersAlsoEnjoyed: { fields: ['bookId'] },
  notInterested: { fields: ['bookId', 'undo'] },
  importReading: { fields: ['rows', 'visibility'] },
};

const ACTORS: Record<Access, Actor[]> = {
  public: ['visitor', 'reader', 'librarian', 'admin'],
  signedIn: ['reader', 'librarian', 'admin'],
  staff: ['librarian', 'admin'],
  admin: ['admin'],
};

/** Refusals a client may get for its own input; `unavailable` only for the AI's reasons. */
const CLEAN_CODES = new Set([
  'invalid-argument',
  'permission-denied',
  'unauthenticated',
  'not-found',
  'failed-precondition',
  'resource-exhausted',
  'already-exists',
]);

// ---------------------------------------------------------------- generators

const RUN_ID = `prop${Date.now()}`;
const DRILL_GROUP = `${RUN_ID}-group`;
const DRILL_DISCUSSION = `${RUN_ID}-discussion`;
/** The drill's own book: the lending callables it calls as staff (setLicences, addCopy...) would
 * otherwise change the demo books' availability that the browser tests read. */
const DRILL_BOOK = `${RUN_ID}-book`;
let spareUid = '';
const { requests } = arbitraries({
  groupId: DRILL_GROUP,
  discussionId: DRILL_DISCUSSION,
  bookIds: [DRILL_BOOK],
  uid: () => spareUid,
});

// ---------------------------------------------------------------- calls

interface Outcome {
  code: string;
  reason?: string;
  field?: string;
  value?: unknown;
}

/**
 * The request as JSON carries it: fast-check builds null-prototype objects, which the web SDK's
 * encoder cannot walk, and a "__proto__" key would not survive the trip anyway.
 */
const asJson = (data: unknown): unknown => (data === undefined ? null : JSON.parse(JSON.stringify(data)));

async function send(client: Client, name: CallableName, data: unknown): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => resolve({ code: 'timeout' }), CALL_TIMEOUT_MS);
  });
  const call = client.callRaw(name, asJson(data)).then(
    (value): Outcome => ({ code: 'ok', value }),
    (err: { code?: string; details?: { reason?: string; field?: string } }): Outcome => ({
      code: String(err.code ?? err).replace(/^functions\//, ''),
      reason: err.details?.reason,
      field: err.details?.field,
    }),
  );
  try {
    return await Promise.race([call, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const isClean = (o: Outcome) =>
  o.code === 'ok' || CLEAN_CODES.has(o.code) || (o.code === 'unavailable' && !!o.reason?.startsWith('ai-'));

/** At most IN_FLIGHT requests at once: each callable's runs are sequential, two callables at a time. */
let slots = IN_FLIGHT;
const waiting: Array<() => void> = [];
async function withSlot<T>(fn: () => Promise<T>): Promise<T> {
  if (slots > 0) slots--;
  else await new Promise<void>((r) => waiting.push(r));
  try {
    return await fn();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else slots++;
  }
}

// ---------------------------------------------------------------- setup and clean-up

const clients: Client[] = [];
const drillUids: string[] = [];
const created = { groups: [] as string[], discussions: [] as string[], contact: [] as string[], users: [] as string[] };
let rateLimitsBefore = new Map<string, Record<string, unknown>>();

async function actorClient(actor: Actor): Promise<Client> {
  const client: Client = actor === 'visitor' ? await clientFor() : await signedInClient(actor);
  clients.push(client);
  if (client.uid) drillUids.push(client.uid);
  return client;
}

function remember(name: CallableName, outcome: Outcome) {
  if (outcome.code !== 'ok') return;
  const value = outcome.value as { id?: string; uid?: string } | null;
  if (name === 'createGroup' && value?.id) created.groups.push(value.id);
  if (name === 'createDiscussion' && value?.id) created.discussions.push(value.id);
  if (name === 'submitContactMessage' && value?.id) created.contact.push(value.id);
  if (name === 'createUser' && value?.uid) created.users.push(value.uid);
}

beforeAll(async () => {
  const { db, auth } = admin();
  const rateLimits = await db.collection(COLLECTIONS.rateLimits).get();
  rateLimitsBefore = new Map(rateLimits.docs.map((d) => [d.id, d.data()]));
  const spare = await auth.createUser({ email: `${RUN_ID}-spare@test.library`, password: 'test-password-1' });
  spareUid = spare.uid;
  drillUids.push(spareUid);
  const drill = { uid: spareUid, name: 'Drill' };
  await db
    .doc(`${COLLECTIONS.books}/${DRILL_BOOK}`)
    .set(forAdmin(newBookDoc({ title: 'Property drill book', formats: ['ebook', 'physical', 'audio'] })));
  await db
    .doc(`${COLLECTIONS.groups}/${DRILL_GROUP}`)
    .set(forAdmin(plainGroup('Property drill group', 'Joined and left by the property drill.', drill)));
  await db
    .doc(`${COLLECTIONS.discussions}/${DRILL_DISCUSSION}`)
    .set(
      forAdmin(
        newDiscussion({ title: 'Property drill discussion', content: 'Replied to by the property drill.' }, drill),
      ),
    );
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  const { db, auth } = admin();
  const docs = [
    `${COLLECTIONS.groups}/${DRILL_GROUP}`,
    `${COLLECTIONS.discussions}/${DRILL_DISCUSSION}`,
    ...created.groups.map((id) => `${COLLECTIONS.groups}/${id}`),
    ...created.discussions.map((id) => `${COLLECTIONS.discussions}/${id}`),
    ...created.contact.map((id) => `${COLLECTIONS.contactMessages}/${id}`),
    ...[...drillUids, ...created.users].map((uid) => `${COLLECTIONS.profiles}/${uid}`),
  ];
  for (const path of docs) await db.recursiveDelete(db.doc(path));
  // The drill book and whatever circulation it got.
  for (const name of [COLLECTIONS.copies, COLLECTIONS.loans, COLLECTIONS.holds, COLLECTIONS.notices]) {
    const found = await db.collection(name).where('bookId', '==', DRILL_BOOK).get();
    for (const d of found.docs) await d.ref.delete();
  }
  for (const name of [COLLECTIONS.books, COLLECTIONS.bookSearch, COLLECTIONS.availability])
    await db.doc(`${name}/${DRILL_BOOK}`).delete();
  await auth.deleteUsers([...drillUids, ...created.users]);
  // Rate-limit counters back as they were: the drill's visitors share 127.0.0.1 with later tests.
  const now = await db.collection(COLLECTIONS.rateLimits).get();
  const batch = db.batch();
  for (const d of now.docs) if (!rateLimitsBefore.has(d.id)) batch.delete(d.ref);
  for (const [id, data] of rateLimitsBefore) batch.set(db.collection(COLLECTIONS.rateLimits).doc(id), data);
  await batch.commit();
});

// ---------------------------------------------------------------- the drill

const started = Date.now();
const tallies: Record<string, Record<string, number>> = {};

describe('property-based input drill (fast-check, schema-blind)', () => {
  it('covers every callable of the contracts', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...CALLABLE_NAMES].sort());
  });

  (Object.keys(TABLE) as CallableName[]).forEach((name, index) => {
    const access = accessOf(name);
    const { fields } = TABLE[name];
    it.concurrent(
      `${name}: generated input as ${ACTORS[access].join(', ')} -> success or a clean refusal, never internal or a hang`,
      { timeout: 240_000 },
      async () => {
        const actors: Partial<Record<Actor, Client>> = {};
        for (const actor of ACTORS[access]) actors[actor] = await actorClient(actor);
        const tally: Record<string, number> = {};
        tallies[name] = tally;
        const property = fc.asyncProperty(fc.constantFrom(...ACTORS[access]), requests(fields), async (actor, data) => {
          const outcome = await withSlot(() => send(actors[actor]!, name, data));
          const key = [outcome.code, outcome.reason, outcome.field].filter(Boolean).join(':');
          if (process.env.FC_VERBOSE) console.log(name, actor, key, JSON.stringify(asJson(data)).slice(0, 200));
          tally[key] = (tally[key] ?? 0) + 1;
          remember(name, outcome);
          if (!isClean(outcome)) throw new Error(`${name} as ${actor} -> ${key}`);
        });
        const details = await fc.check(property, { seed: SEED + index, numRuns: RUNS });
        if (details.failed) console.error(fc.defaultReportMessage(details));
        expect(details.failed, fc.defaultReportMessage(details) ?? '').toBe(false);
      },
    );
  });

  it('reports the outcomes and the time', () => {
    // Declared last: runs once the concurrent tests above have settled.
    console.log(
      `property input drill: seed ${SEED}, ${RUNS} runs per callable, ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    for (const [name, tally] of Object.entries(tallies)) console.log(`  ${name}:`, JSON.stringify(tally));
  });
});

describe('what the drill found', () => {
  it.each(['+275760-09-13T00:00:00.000Z', '0000-01-01', '+099999-01-01', '9999-12-31T23:59-14:00'])(
    'createGroup with nextMeeting %j (Date.parse takes it, no Timestamp holds it) -> invalid-argument, nothing written',
    async (nextMeeting) => {
      const reader = await actorClient('reader');
      const payload = { name: 'Meeting drill', description: 'Far-off meeting', currentBookId: '', nextMeeting };
      const outcome = await send(reader, 'createGroup', payload);
      expect(outcome).toMatchObject({ code: 'invalid-argument', reason: 'validation', field: 'nextMeeting' });
      const written = await admin().db.collection(COLLECTIONS.groups).where('createdBy', '==', reader.uid).get();
      expect(written.size).toBe(0);
    },
  );
});
