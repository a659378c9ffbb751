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
import { CALLABLES } from '@shared/api';
import { COLLECTIONS } from '@shared/collections';
import { admin, clientFor, signedInClient } from '../support/clients';

type CallableName = keyof typeof CALLABLES;
type Access = 'public' | 'signedIn' | 'staff' | 'admin';
type Actor = 'visitor' | 'reader' | 'librarian' | 'admin';
type Client = Awaited<ReturnType<typeof clientFor>> & { uid?: string };

const SEED = Number(process.env.FC_SEED ?? 20261123);
const RUNS = Number(process.env.FC_RUNS ?? 30);
const CALL_TIMEOUT_MS = 20_000;
const IN_FLIGHT = 2;

/** Who may call what (functions/src/callables), and the request fields each one reads. */
const TABLE: Record<CallableName, { access: Access; fields: string[] }> = {
  whoAmI: { access: 'signedIn', fields: [] },
  listUsers: { access: 'admin', fields: [] },
  aiStatus: { access: 'public', fields: [] },
  setUserRole: { access: 'admin', fields: ['uid', 'role'] },
  createUser: { access: 'admin', fields: ['email', 'password', 'role'] },
  bookChat: { access: 'signedIn', fields: ['bookId', 'message'] },
  generateBookMetadata: { access: 'staff', fields: ['title', 'author'] },
  analyzeSearchQuery: { access: 'public', fields: ['query'] },
  createGroup: { access: 'signedIn', fields: ['name', 'description', 'currentBookId', 'nextMeeting'] },
  joinGroup: { access: 'signedIn', fields: ['groupId'] },
  leaveGroup: { access: 'signedIn', fields: ['groupId'] },
  createDiscussion: { access: 'signedIn', fields: ['title', 'content'] },
  postReply: { access: 'signedIn', fields: ['discussionId', 'content'] },
  submitContactMessage: { access: 'public', fields: ['name', 'email', 'phone', 'subject', 'message'] },
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
const SEEDED_BOOKS = ['cosmos', 'sapiens', 'jane-eyre', 'gen-1'];
let spareUid = '';

const pad = (n: number, width: number) => String(Math.abs(n)).padStart(width, '0');
/** Four digits where ISO allows them, else the expanded six-digit form with its sign. */
const yearText = (y: number) => (y >= 0 && y <= 9999 ? pad(y, 4) : `${y < 0 ? '-' : '+'}${pad(y, 6)}`);

/** Dates as text, built from random numbers: extreme and impossible parts, odd offsets, formats. */
const dateLike = fc
  .record({
    year: fc.oneof(
      fc.constantFrom(-271821, -1, 0, 1, 1969, 1999, 2000, 2026, 9999, 10000, 99999, 275760, 275761),
      fc.integer({ min: -300_000, max: 300_000 }),
    ),
    month: fc.integer({ min: 0, max: 13 }),
    day: fc.integer({ min: 0, max: 32 }),
    hour: fc.integer({ min: 0, max: 25 }),
    minute: fc.integer({ min: 0, max: 61 }),
    second: fc.integer({ min: 0, max: 61 }),
    ms: fc.integer({ min: 0, max: 999 }),
    offset: fc.constantFrom('', 'Z', 'z', '+00:00', '-00:00', '+14:00', '-12:00', '+23:59', '+24:00', '+0530', '+5'),
    shape: fc.integer({ min: 0, max: 5 }),
  })
  .map(({ year, month, day, hour, minute, second, ms, offset, shape }) => {
    const date = `${yearText(year)}-${pad(month, 2)}-${pad(day, 2)}`;
    const hm = `${pad(hour, 2)}:${pad(minute, 2)}`;
    switch (shape) {
      case 0:
        return date;
      case 1:
        return `${date}T${hm}`;
      case 2:
        return `${date}T${hm}:${pad(second, 2)}`;
      case 3:
        return `${date}T${hm}:${pad(second, 2)}.${pad(ms, 3)}${offset}`;
      case 4:
        return `${date} ${hm}${offset}`;
      default:
        return `${date}T${hm}${offset}`;
    }
  });

const anyDateIso = fc
  .date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: true })
  .map((d) => d.toISOString());

const unicodeText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }), // lone surrogates included
  fc.constantFrom('\u202Eadmin', '\u200B\u200C\u200D', '\uFEFF', '📚👩🏽‍💻', 'a\u0000b', 'e\u0301\u0301', '@dplAI'),
);

const hugeText = fc
  .tuple(fc.constantFrom('x', 'é', '📚', ' ', '\u0000'), fc.integer({ min: 100, max: 120_000 }))
  .map(([c, n]) => c.repeat(n));

const idLike = fc.oneof(
  fc.constantFrom(DRILL_GROUP, DRILL_DISCUSSION, ...SEEDED_BOOKS, 'classics-circle/members/x', '..', '.', '__x__'),
  fc.constant(null).map(() => spareUid),
  fc.stringMatching(/^[A-Za-z0-9_.%/-]{1,40}$/),
);

const numberLike = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, -1, 0.5, 1e21, -1e308, 1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 64),
);

/** A value of any kind, for any field. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: unicodeText },
  { weight: 1, arbitrary: hugeText },
  { weight: 2, arbitrary: dateLike },
  { weight: 1, arbitrary: anyDateIso },
  { weight: 2, arbitrary: idLike },
  { weight: 2, arbitrary: numberLike },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** What a form would plausibly send in a field: most requests should get past validation. */
function plausible(field: string): fc.Arbitrary<unknown> {
  switch (field) {
    case 'email':
      return fc.emailAddress();
    case 'password':
      return fc.string({ minLength: 6, maxLength: 30 });
    case 'role':
      return fc.constantFrom('reader', 'librarian', 'admin', 'owner', '');
    case 'uid':
      return fc.oneof(
        fc.constant(null).map(() => spareUid),
        idLike,
      );
    case 'bookId':
    case 'currentBookId':
      return fc.constantFrom('', ...SEEDED_BOOKS, 'no-such-book');
    case 'groupId':
      return fc.constantFrom(DRILL_GROUP, 'no-such-group');
    case 'discussionId':
      return fc.constantFrom(DRILL_DISCUSSION, 'no-such-discussion');
    case 'nextMeeting':
      return fc.oneof(fc.constant(''), dateLike, anyDateIso);
    case 'phone':
      return fc.oneof(fc.constant(''), fc.stringMatching(/^\+?[0-9 ()-]{3,20}$/));
    default:
      return fc.oneof(
        fc.constantFrom('Readers of the night', 'Space opera', 'Ada Lovelace', 'Hello there'),
        fc.string({ minLength: 1, maxLength: 60 }),
      );
  }
}

/** Requests for a callable: arbitrary JSON, or its fields with plausible or arbitrary values. */
function requests(fields: string[]): fc.Arbitrary<unknown> {
  const field = (f: string) => fc.oneof({ weight: 3, arbitrary: plausible(f) }, { weight: 1, arbitrary: anyValue });
  const record = fc.record(Object.fromEntries(fields.map((f) => [f, field(f)])));
  const partial = fc.record(Object.fromEntries(fields.map((f) => [f, field(f)])), { requiredKeys: [] });
  const extra = fc
    .tuple(record, fc.string({ minLength: 1, maxLength: 12 }), anyValue)
    .map(([r, key, value]) => ({ ...r, [key]: value }));
  if (fields.length === 0) {
    return fc.oneof(fc.constant(null), fc.constant({}), anyValue, fc.jsonValue());
  }
  return fc.oneof(
    { weight: 6, arbitrary: record },
    { weight: 2, arbitrary: partial },
    { weight: 1, arbitrary: extra },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

// ---------------------------------------------------------------- calls

interface Outcome {
  code: string;
  reason?: string;
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
  const call = client.call(CALLABLES[name], asJson(data)).then(
    (value): Outcome => ({ code: 'ok', value }),
    (err: { code?: string; details?: { reason?: string } }): Outcome => ({
      code: String(err.code ?? err).replace(/^functions\//, ''),
      reason: err.details?.reason,
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
  await db.doc(`${COLLECTIONS.groups}/${DRILL_GROUP}`).set({
    name: 'Property drill group',
    description: 'Joined and left by the property drill.',
    currentBookId: null,
    currentBookTitle: null,
    nextMeeting: null,
    createdBy: spareUid,
    createdByName: 'Drill',
    createdAt: new Date(),
    memberCount: 0,
  });
  await db.doc(`${COLLECTIONS.discussions}/${DRILL_DISCUSSION}`).set({
    title: 'Property drill discussion',
    content: 'Replied to by the property drill.',
    createdBy: spareUid,
    authorName: 'Drill',
    createdAt: new Date(),
    replyCount: 0,
    lastActivityAt: new Date(),
  });
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
  it('covers every callable in CALLABLES', () => {
    expect(Object.keys(TABLE).sort()).toEqual(Object.keys(CALLABLES).sort());
  });

  (Object.keys(TABLE) as CallableName[]).forEach((name, index) => {
    const { access, fields } = TABLE[name];
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
          const key = outcome.code === 'ok' ? 'ok' : `${outcome.code}${outcome.reason ? `:${outcome.reason}` : ''}`;
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
