/**
 * The admin callables (listUsers, setUserRole, createUser) through the Functions emulator with real
 * Auth emulator tokens: who may call them, what bad input does (invalid-argument, nothing
 * written), and that a role change lands in both the claim and the profile mirror.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@shared/collections';
import type { Role } from '@shared/roles';
import { admin, clientFor, signedInClient, closeAfter } from '../../testing/clients';

const track = closeAfter(afterEach);

async function client(role: Role | null) {
  const c = await signedInClient(role);
  track(c);
  return c;
}

async function visitor() {
  const c = await clientFor();
  track(c);
  return c;
}

let n = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${n++}@test.library`;

/** A plain reader account (no claim), made with the Admin SDK, with its profile. */
async function targetUser() {
  const { auth, db } = admin();
  const email = uniqueEmail('target');
  const user = await auth.createUser({ email, password: 'target-password-1' });
  await db.doc(`${COLLECTIONS.profiles}/${user.uid}`).set({ email, firstName: 'Tess', createdAt: new Date() });
  return { uid: user.uid, email, password: 'target-password-1' };
}

const claimOf = async (uid: string) => (await admin().auth.getUser(uid)).customClaims?.role;
const profileRoleOf = async (uid: string) =>
  (await admin().db.doc(`${COLLECTIONS.profiles}/${uid}`).get()).get('role') as string | undefined;
const accountExists = (email: string) =>
  admin()
    .auth.getUserByEmail(email)
    .then(
      () => true,
      () => false,
    );

const denied = (code: string) => ({ code: `functions/${code}` });

describe.each(['listUsers', 'setUserRole', 'createUser'])('%s access', (name) => {
  const input = {
    listUsers: null,
    setUserRole: { uid: 'someone', role: 'admin' },
    createUser: { email: 'x@test.library', password: 'secret-1', role: 'admin' },
  }[name];

  it('refuses a visitor with unauthenticated', async () => {
    await expect((await visitor()).callRaw(name, input)).rejects.toMatchObject(denied('unauthenticated'));
  });

  it.each<Role | null>([null, 'reader', 'librarian'])('refuses %s with permission-denied', async (role) => {
    await expect((await client(role)).callRaw(name, input)).rejects.toMatchObject(denied('permission-denied'));
  });
});

describe('listUsers', () => {
  it('lists accounts newest first with their profile role mirror', async () => {
    const target = await targetUser();
    await admin().auth.setCustomUserClaims(target.uid, { role: 'librarian' });
    await admin().db.doc(`${COLLECTIONS.profiles}/${target.uid}`).update({ role: 'librarian' });
    const res = await (await client('admin')).call('listUsers', {});
    const row = res.users.find((u) => u.uid === target.uid);
    expect(row).toMatchObject({ email: target.email, role: 'librarian' });
    expect(Number.isNaN(Date.parse(row!.createdAt))).toBe(false);
    const times = res.users.map((u) => u.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('rejects unexpected input with invalid-argument', async () => {
    const call = (await client('admin')).callRaw('listUsers', { pageSize: 5 });
    await expect(call).rejects.toMatchObject(denied('invalid-argument'));
  });
});

describe('setUserRole', () => {
  it('sets the claim and the profile mirror; the user sees it after a token refresh', async () => {
    const target = await targetUser();
    const targetClient = await clientFor(target.email, target.password);
    track(targetClient);
    expect((await targetClient.auth.currentUser!.getIdTokenResult()).claims.role).toBeUndefined();

    const res = await (await client('admin')).call('setUserRole', { uid: target.uid, role: 'librarian' });

    expect(res).toMatchObject({ uid: target.uid, email: target.email, role: 'librarian' });
    expect(await claimOf(target.uid)).toBe('librarian');
    expect(await profileRoleOf(target.uid)).toBe('librarian');
    // A promotion does not end the user's session: a forced refresh brings the new claim.
    expect((await targetClient.auth.currentUser!.getIdTokenResult(true)).claims.role).toBe('librarian');
  });

  it('revokes the sessions of a demoted user, not of a promoted one', async () => {
    const { auth } = admin();
    const target = await targetUser();
    const caller = await client('admin');
    const validAfter = async () => (await auth.getUser(target.uid)).tokensValidAfterTime;

    const before = await validAfter();
    await caller.call('setUserRole', { uid: target.uid, role: 'admin' });
    expect(await validAfter()).toBe(before);

    await new Promise((r) => setTimeout(r, 1100)); // validity is kept in whole seconds
    await caller.call('setUserRole', { uid: target.uid, role: 'reader' });
    expect(Date.parse((await validAfter())!)).toBeGreaterThan(Date.parse(before!));
    expect(await claimOf(target.uid)).toBe('reader');
    expect(await profileRoleOf(target.uid)).toBe('reader');
  });

  it('creates the profile mirror for an account that has none', async () => {
    const email = uniqueEmail('no-profile');
    const user = await admin().auth.createUser({ email, password: 'no-profile-1' });
    await (await client('admin')).call('setUserRole', { uid: user.uid, role: 'librarian' });
    const profile = await admin().db.doc(`${COLLECTIONS.profiles}/${user.uid}`).get();
    expect(profile.data()).toMatchObject({ email, role: 'librarian', firstName: '', interests: [] });
  });

  it('refuses an admin demoting themselves, and keeps their role', async () => {
    const self = await client('admin');
    const call = self.call('setUserRole', { uid: self.uid, role: 'reader' });
    await expect(call).rejects.toMatchObject({
      ...denied('failed-precondition'),
      details: { reason: 'self-demotion' },
    });
    expect(await claimOf(self.uid)).toBe('admin');
  });

  it('answers not-found for an unknown uid', async () => {
    const call = (await client('admin')).call('setUserRole', { uid: 'no-such-user', role: 'reader' });
    await expect(call).rejects.toMatchObject(denied('not-found'));
  });

  it.each([
    ['an unknown role', (uid: string) => ({ uid, role: 'superuser' })],
    ['a missing role', (uid: string) => ({ uid })],
    ['an empty uid', () => ({ uid: '', role: 'admin' })],
    ['a uid of the wrong type', () => ({ uid: 42, role: 'admin' })],
    ['an extra field', (uid: string) => ({ uid, role: 'admin', claims: { role: 'admin' } })],
  ])('rejects %s with invalid-argument and changes nothing', async (_label, input) => {
    const target = await targetUser();
    const call = (await client('admin')).callRaw('setUserRole', input(target.uid));
    await expect(call).rejects.toMatchObject({ ...denied('invalid-argument'), details: { reason: 'validation' } });
    expect(await claimOf(target.uid)).toBeUndefined();
    expect(await profileRoleOf(target.uid)).toBeUndefined();
  });

  it('does nothing when a reader tries it', async () => {
    const target = await targetUser();
    const call = (await client('reader')).call('setUserRole', { uid: target.uid, role: 'admin' });
    await expect(call).rejects.toMatchObject(denied('permission-denied'));
    expect(await claimOf(target.uid)).toBeUndefined();
  });
});

describe('createUser', () => {
  it('creates a confirmed account with the claim and a profile carrying the role', async () => {
    const email = uniqueEmail('created');
    const res = await (await client('admin')).call('createUser', { email, password: 'created-1', role: 'librarian' });

    const user = await admin().auth.getUser(res.uid);
    expect(res).toMatchObject({ email, role: 'librarian' });
    expect(user.emailVerified).toBe(true);
    expect(user.customClaims?.role).toBe('librarian');
    const profile = await admin().db.doc(`${COLLECTIONS.profiles}/${res.uid}`).get();
    expect(profile.data()).toMatchObject({ email, role: 'librarian', firstName: '', interests: [] });

    // The new user can sign in at once and carries the role.
    const created = await clientFor(email, 'created-1');
    track(created);
    expect((await created.auth.currentUser!.getIdTokenResult()).claims.role).toBe('librarian');
  });

  it('reports an e-mail that already has an account', async () => {
    const target = await targetUser();
    const call = (await client('admin')).call('createUser', {
      email: target.email,
      password: 'another-1',
      role: 'admin',
    });
    await expect(call).rejects.toMatchObject({ ...denied('already-exists'), details: { reason: 'email-exists' } });
    expect(await claimOf(target.uid)).toBeUndefined();
  });

  it.each([
    ['a malformed e-mail', { email: 'not-an-email', password: 'secret-1', role: 'reader' }, 'validation.email'],
    ['a short password', { email: 'EMAIL', password: '12345', role: 'reader' }, 'validation.passwordShort'],
    ['a missing password', { email: 'EMAIL', role: 'reader' }, 'validation.required'],
    ['an unknown role', { email: 'EMAIL', password: 'secret-1', role: 'owner' }, 'validation.invalid'],
    ['an extra field', { email: 'EMAIL', password: 'secret-1', role: 'reader', emailVerified: false }, null],
  ])('rejects %s with invalid-argument and creates nothing', async (_label, input, messageKey) => {
    const email = uniqueEmail('invalid');
    const data = { ...input, email: input.email === 'EMAIL' ? email : input.email };
    const call = (await client('admin')).callRaw('createUser', data);
    await expect(call).rejects.toMatchObject({
      ...denied('invalid-argument'),
      details: { reason: 'validation', ...(messageKey ? { messageKey } : {}) },
    });
    expect(await accountExists(data.email)).toBe(false);
  });

  it('creates nothing when a librarian tries it', async () => {
    const email = uniqueEmail('by-librarian');
    const call = (await client('librarian')).call('createUser', { email, password: 'secret-1', role: 'admin' });
    await expect(call).rejects.toMatchObject(denied('permission-denied'));
    expect(await accountExists(email)).toBe(false);
  });
});
