/**
 * listUsers as a paged list (security issue point 12): sixty extra accounts with profiles, paged
 * through 50 at a time newest first and by e-mail prefix, with the exact order checked against
 * Firestore itself; the full-address lookup of an account without a profile; forged cursors; and
 * non-admin callers speaking the callable wire protocol directly (raw fetch with their ID token).
 */
import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListUsersResponse, UserSummary } from '@shared/api';
import { COLLECTIONS } from '@shared/collections';
import { LIST_USERS_PAGE_SIZE } from '@shared/constants';
import type { Role } from '@shared/roles';
import { admin, signedInClient } from '../../testing/clients';
import { PROJECT_ID, emulatorHosts } from '../../testing/emulators';
import { runStamp } from '../../testing/ids';

const run = runStamp();
const COUNT = 60;
const pad = (i: number) => String(i).padStart(2, '0');
/** pager-<run>-NN@test.library, uid pg-<run>-NN; NN is the intended rank, newest first. */
const pagerEmail = (i: number) => `pager-${run}-${pad(i)}@test.library`;
const pagerUid = (i: number) => `pg-${run}-${pad(i)}`;
const orphan = { uid: `orphan-${run}`, email: `orphan-${run}@test.library` };

/**
 * createdAt of account i: a day ahead (so these are the newest accounts and fill page one), and
 * ranks 45..54 inside ONE millisecond, microseconds apart, with 48..51 on the very same instant.
 * Page one ends inside that group, so a cursor that kept only milliseconds, or ignored the uid
 * tie-break, would skip or repeat rows at the page boundary.
 */
function createdAtOf(i: number, baseMs: number): Timestamp {
  const ms = i < 45 ? baseMs + (100 - i) : i > 54 ? baseMs - i : baseMs;
  const micros = i >= 48 && i <= 51 ? 500 : i >= 45 && i <= 54 ? (60 - i) * 50 : 0;
  return new Timestamp(Math.floor(ms / 1000), (ms % 1000) * 1_000_000 + micros * 1000);
}
const roleOf = (i: number): Role | undefined => (i % 7 === 0 ? 'librarian' : i % 11 === 0 ? 'admin' : undefined);

type Caller = Awaited<ReturnType<typeof signedInClient>>;
const callers: Caller[] = [];
let adminCaller: Caller;
/** Raw: some cases send cursors and fields the contract does not allow. */
const list = (input: unknown) => adminCaller.callRaw('listUsers', input) as Promise<ListUsersResponse>;

beforeAll(async () => {
  const { auth, db } = admin();
  const imported = await auth.importUsers([
    ...Array.from({ length: COUNT }, (_, i) => ({ uid: pagerUid(i), email: pagerEmail(i) })),
    // An admin claim but no profile: a sign-up whose profile write failed, or a forged-up account.
    { uid: orphan.uid, email: orphan.email, customClaims: { role: 'admin' } },
  ]);
  expect(imported.failureCount).toBe(0);
  const baseMs = Date.now() + 86_400_000;
  const batch = db.batch();
  for (let i = 0; i < COUNT; i++) {
    const role = roleOf(i);
    batch.set(db.doc(`${COLLECTIONS.profiles}/${pagerUid(i)}`), {
      email: pagerEmail(i),
      createdAt: createdAtOf(i, baseMs),
      ...(role ? { role } : {}),
    });
  }
  await batch.commit();
  adminCaller = await signedInClient('admin');
  callers.push(adminCaller);
});

afterAll(async () => {
  await Promise.all(callers.splice(0).map((c) => c.close()));
  const { auth, db } = admin();
  // Future-dated rows would push other files' fresh accounts off page one: remove them.
  const batch = db.batch();
  for (let i = 0; i < COUNT; i++) batch.delete(db.doc(`${COLLECTIONS.profiles}/${pagerUid(i)}`));
  await batch.commit();
  await auth.deleteUsers([...Array.from({ length: COUNT }, (_, i) => pagerUid(i)), orphan.uid]);
});

/** Every page of one listing, following nextCursor to the end. */
async function allPages(search?: string) {
  const pages: ListUsersResponse[] = [];
  let cursor: string | null = null;
  do {
    const page: ListUsersResponse = await list({
      ...(search !== undefined ? { search } : {}),
      ...(cursor ? { cursor } : {}),
    });
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 100);
  return pages;
}

function expectFullPages(pages: ListUsersResponse[]) {
  pages.forEach((page, i) => {
    if (i < pages.length - 1) expect(page.users).toHaveLength(LIST_USERS_PAGE_SIZE);
    else expect(page.users.length).toBeLessThanOrEqual(LIST_USERS_PAGE_SIZE);
  });
  expect(pages.at(-1)!.nextCursor).toBeNull();
}

describe('listUsers paging', () => {
  it('pages through every profile newest first, 50 a page, with no duplicates and no gaps', async () => {
    const snap = await admin()
      .db.collection(COLLECTIONS.profiles)
      .orderBy('createdAt', 'desc')
      .orderBy(FieldPath.documentId(), 'desc')
      .get();
    const expected = snap.docs.map((d) => d.id);

    const pages = await allPages();
    expectFullPages(pages);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const uids = pages.flatMap((p) => p.users.map((u) => u.uid));
    expect(new Set(uids).size).toBe(uids.length);
    expect(uids).toEqual(expected);

    // The sixty future-dated accounts are the newest: ranks 0..59 in (createdAt, uid) order.
    const intended = Array.from({ length: COUNT }, (_, i) => pagerUid(i));
    // Within the tie 48..51 the uid decides, descending.
    intended.splice(48, 4, pagerUid(51), pagerUid(50), pagerUid(49), pagerUid(48));
    expect(uids.slice(0, COUNT)).toEqual(intended);
  });

  it('shows the server-written role mirror (missing = reader) and the profile createdAt', async () => {
    const [first] = await allPages(`pager-${run}-`);
    const byUid = new Map(first!.users.map((u) => [u.uid, u]));
    for (const i of [0, 7, 11, 12, 22, 33]) {
      const row = byUid.get(pagerUid(i));
      expect(row).toMatchObject<Partial<UserSummary>>({ email: pagerEmail(i), role: roleOf(i) ?? 'reader' });
      expect(Date.parse(row!.createdAt)).toBeGreaterThan(Date.now());
    }
  });

  it('searches by e-mail prefix (trimmed, any case) in address order, paged the same way', async () => {
    const pages = await allPages(`  PAGER-${run.toUpperCase()}-  `);
    expect(pages).toHaveLength(2);
    expectFullPages(pages);
    const emails = pages.flatMap((p) => p.users.map((u) => u.email));
    expect(emails).toEqual(Array.from({ length: COUNT }, (_, i) => pagerEmail(i)));

    const narrower = await allPages(`pager-${run}-1`);
    expect(narrower.flatMap((p) => p.users.map((u) => u.email))).toEqual(
      Array.from({ length: 10 }, (_, i) => pagerEmail(10 + i)),
    );
    expect(await list({ search: `nobody-${run}@` })).toEqual({ users: [], nextCursor: null });
  });

  it('finds one account by its full address', async () => {
    const res = await list({ search: pagerEmail(42) });
    expect(res.users.map((u) => u.uid)).toEqual([pagerUid(42)]);
    expect(res.nextCursor).toBeNull();
  });

  it('finds an account without a profile by its full address, as a reader despite its admin claim', async () => {
    const res = await list({ search: orphan.email.toUpperCase() });
    expect(res.users).toHaveLength(1);
    expect(res.users[0]).toMatchObject({ uid: orphan.uid, email: orphan.email, role: 'reader' });
    expect(Number.isNaN(Date.parse(res.users[0]!.createdAt))).toBe(false);
    // Only a whole address reaches Auth: a prefix lists profiles alone.
    expect((await list({ search: `orphan-${run}` })).users).toEqual([]);
  });
});

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('listUsers input', () => {
  it.each([
    ['characters outside base64url', { cursor: 'not a cursor!' }],
    ['base64 of something other than JSON', { cursor: Buffer.from('garbage').toString('base64url') }],
    ['a JSON object', { cursor: b64({ createdAt: 0, uid: 'x' }) }],
    ['fractional seconds', { cursor: b64(['t', 1.5, 0, 'x']) }],
    ['seconds beyond the year 9999', { cursor: b64(['t', 1e20, 0, 'x']) }],
    ['nanoseconds out of range', { cursor: b64(['t', 0, 1e9, 'x']) }],
    ['an empty uid', { cursor: b64(['t', 0, 0, '']) }],
    ['a uid of 129 characters', { cursor: b64(['t', 0, 0, 'u'.repeat(129)]) }],
    ['extra elements', { cursor: b64(['t', 0, 0, 'x', 'y']) }],
    ['a uid that is a path', { cursor: b64(['t', 0, 0, 'a/b']) }],
    ['a uid of two dots', { cursor: b64(['t', 0, 0, '..']) }],
    ['a reserved uid', { cursor: b64(['e', 'pager', '__name__']), search: 'pager' }],
    ['a search cursor without a search', { cursor: b64(['e', 'a@test.library', 'x']) }],
    ['a newest-first cursor with a search', { search: 'a', cursor: b64(['t', 0, 0, 'x']) }],
    ['a search cursor from another search', { search: 'b', cursor: b64(['e', 'a@test.library', 'x']) }],
    ['an over-long cursor', { cursor: 'A'.repeat(5000) }],
    ['a cursor of the wrong type', { cursor: 42 }],
    ['an over-long search', { search: `${'x'.repeat(250)}@test.library` }],
    ['an unknown field', { pageSize: 500 }],
  ])('forged input: %s -> invalid-argument', async (_label, input) => {
    await expect(list(input)).rejects.toMatchObject({
      code: 'functions/invalid-argument',
      details: { reason: 'validation' },
    });
  });

  it('a genuine cursor pages on, a tampered copy of it -> invalid-argument', async () => {
    const first = await list({});
    expect(first.users).toHaveLength(LIST_USERS_PAGE_SIZE);
    const cursor = first.nextCursor!;
    const second = await list({ cursor });
    const firstUids = new Set(first.users.map((u) => u.uid));
    expect(second.users.length).toBeGreaterThan(0);
    expect(second.users.filter((u) => firstUids.has(u.uid))).toEqual([]);
    const tampered = `${cursor.slice(0, -2)}!!`;
    await expect(list({ cursor: tampered })).rejects.toMatchObject({ code: 'functions/invalid-argument' });
  });
});

/** The callable wire protocol, as an attacker with their own ID token speaks it. */
async function rawListUsers(token: string | null, data: unknown) {
  const res = await fetch(`http://${emulatorHosts().functions}/${PROJECT_ID}/us-central1/${'listUsers'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ data }),
  });
  return { status: res.status, body: (await res.json()) as { result?: unknown; error?: { status: string } } };
}

describe('listUsers callers', () => {
  it.each<[string, Role | null]>([
    ['member without a role', null],
    ['reader', 'reader'],
    ['librarian', 'librarian'],
  ])('a %s calling listUsers over raw HTTP -> permission-denied, no rows', async (_label, role) => {
    const caller = await signedInClient(role);
    callers.push(caller);
    const token = await caller.auth.currentUser!.getIdToken();
    for (const data of [{}, { search: 'admin@library.test' }, { search: pagerEmail(3) }]) {
      const res = await rawListUsers(token, data);
      expect(res.status).toBe(403);
      expect(res.body.error?.status).toBe('PERMISSION_DENIED');
      expect(res.body.result).toBeUndefined();
    }
  });

  it('a visitor calling listUsers over raw HTTP -> unauthenticated', async () => {
    const res = await rawListUsers(null, {});
    expect(res.status).toBe(401);
    expect(res.body.error?.status).toBe('UNAUTHENTICATED');
  });

  it('an admin over raw HTTP gets a page', async () => {
    const token = await adminCaller.auth.currentUser!.getIdToken();
    const res = await rawListUsers(token, { search: pagerEmail(1) });
    expect(res.status).toBe(200);
    expect((res.body.result as ListUsersResponse).users.map((u) => u.uid)).toEqual([pagerUid(1)]);
  });
});
