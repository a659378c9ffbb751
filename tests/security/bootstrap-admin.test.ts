/**
 * scripts/bootstrap-admin.ts, run for real (a child process, as the operator runs it) against the
 * Auth and Firestore emulators. The attack: someone signs up on a fresh site with the operator's
 * e-mail address before the operator does, hoping the operator then makes "their" account the
 * first admin. Only the owner of the address can verify it, so the script refuses unverified
 * accounts, and it shows the account (uid, creation and last sign-in time) before changing it.
 */
import { execFile } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@shared/collections';
import { admin } from '../../testing/clients';
import { PROJECT_ID, emulatorHosts } from '../../testing/emulators';

const root = new URL('../..', import.meta.url).pathname;
const PASSWORD = 'operator-pass-1';
const created: string[] = [];

afterAll(async () => {
  const { auth, db } = admin();
  for (const uid of created) {
    await auth.deleteUser(uid).catch(() => undefined);
    await db.collection(COLLECTIONS.profiles).doc(uid).delete();
    const entries = await db.collection(COLLECTIONS.auditLog).where('targetUid', '==', uid).get();
    for (const entry of entries.docs) await entry.ref.delete();
  }
});

/** Runs the script as the operator would; never throws, returns the exit code and output. */
function runBootstrap(email: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const hosts = emulatorHosts();
  return new Promise((resolve) => {
    execFile(
      'npx',
      ['tsx', 'scripts/bootstrap-admin.ts', '--project', PROJECT_ID, '--email', email, '--yes'],
      {
        cwd: root,
        timeout: 60_000,
        env: {
          ...process.env,
          FIRESTORE_EMULATOR_HOST: hosts.firestore,
          FIREBASE_AUTH_EMULATOR_HOST: hosts.auth,
          GCLOUD_PROJECT: PROJECT_ID,
          // Against the emulators there is no cloud metadata server to ask for credentials.
          METADATA_SERVER_DETECTION: 'none',
        },
      },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0;
        // npx may print its own configuration warnings: only the script's output counts.
        // Node's own process warnings (e.g. a credentials lookup) are not the script's output either.
        const own = stderr.replace(/^npm warn .*\n?/gm, '').replace(/^\(node:\d+\) .*\n(\(Use `node .*\n)?/gm, '');
        resolve({ code, stdout, stderr: own });
      },
    );
  });
}

/** An account made as sign-up makes it: Auth user plus a reader profile, then one sign-in. */
async function signedUpAccount(emailVerified: boolean) {
  const { auth, db } = admin();
  const email = `operator-${Date.now()}-${created.length}@city-lib.test`;
  const user = await auth.createUser({ email, password: PASSWORD, emailVerified });
  created.push(user.uid);
  await db.collection(COLLECTIONS.profiles).doc(user.uid).set({ email, role: 'reader', firstName: 'Op' });
  // A real sign-in through the Auth emulator's REST endpoint, so "last sign-in" has a value.
  const res = await fetch(
    `http://${emulatorHosts().auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  expect(res.status).toBe(200);
  return { email, uid: user.uid };
}

async function stateOf(uid: string) {
  const { auth, db } = admin();
  const user = await auth.getUser(uid);
  const profile = await db.collection(COLLECTIONS.profiles).doc(uid).get();
  const audit = await db.collection(COLLECTIONS.auditLog).where('targetUid', '==', uid).get();
  return { user, claimRole: user.customClaims?.role, profileRole: profile.get('role'), audit: audit.docs };
}

describe('bootstrap-admin against the emulators', () => {
  it('an impostor signs up first with the operator’s address (unverified) -> refused, nothing changes', async () => {
    const { email, uid } = await signedUpAccount(false);
    const run = await runBootstrap(email);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toMatch(/not verified/);
    expect(run.stderr).toMatch(/Verify the address first/);
    // What the operator saw before the refusal: whose account this is.
    expect(run.stdout).toContain(uid);
    expect(run.stdout).toMatch(/NOT verified/);
    const after = await stateOf(uid);
    expect(after.claimRole).toBeUndefined();
    expect(after.profileRole).toBe('reader');
    expect(after.audit).toHaveLength(0);
  }, 60_000);

  it('the operator’s verified account -> shown (uid, created, last sign-in), then claim + profile admin and an audit entry', async () => {
    const { email, uid } = await signedUpAccount(true);
    const before = await stateOf(uid);
    const run = await runBootstrap(email);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(uid);
    expect(run.stdout).toContain(email);
    expect(run.stdout).toContain(before.user.metadata.creationTime);
    expect(before.user.metadata.lastSignInTime).toBeTruthy();
    expect(run.stdout).toContain(before.user.metadata.lastSignInTime);
    expect(run.stdout).toMatch(/already admin: +no/);
    expect(run.stdout).toMatch(/is now an admin/);

    const after = await stateOf(uid);
    expect(after.claimRole).toBe('admin');
    expect(after.profileRole).toBe('admin');
    expect(after.audit).toHaveLength(1);
    const entry = after.audit[0]!.data();
    expect(entry).toMatchObject({
      action: 'role-changed',
      actorUid: 'bootstrap-admin',
      actorEmail: 'operator (bootstrap-admin script)',
      targetUid: uid,
      targetEmail: email,
      fromRole: 'reader',
      toRole: 'admin',
    });
    expect(entry.at).toBeInstanceOf(Timestamp);

    // Run again: the account is shown as an admin already and nothing more is written.
    const again = await runBootstrap(email);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/already admin: +yes/);
    expect((await stateOf(uid)).audit).toHaveLength(1);
  }, 120_000);
});
