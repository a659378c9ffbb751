/**
 * Real Firebase clients for emulator tests: the Admin SDK for setup and checks, and the web SDK
 * signed in through the Auth emulator for calls made as a given user.
 */
import { deleteApp, initializeApp as initClientApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, terminate } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { getApps, initializeApp as initAdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import type { CallableInput, CallableName, CallableOutput } from '@shared/callables';
import { COLLECTIONS } from '@shared/collections';
import type { Role } from '@shared/roles';
import { forAdmin } from '../functions/src/lib/server-time';
import { emptyProfile } from '@shared/documents/profile';
import { PROJECT_ID, emulatorHosts, splitHost } from './emulators';

export function admin() {
  const app = getApps()[0] ?? initAdminApp({ projectId: PROJECT_ID });
  return { db: getAdminFirestore(app), auth: getAdminAuth(app) };
}

let counter = 0;

/**
 * Creates a fresh Auth user with the given role, as the admin callables make one: the role claim
 * and the profile with its role mirror (which staff access requires), then a signed-in web client.
 * The e-mail address is verified unless `emailVerified: false` (posting to the community needs it).
 */
export async function signedInClient(
  role: Role | null = 'reader',
  email?: string,
  { emailVerified = true }: { emailVerified?: boolean } = {},
) {
  const { auth, db } = admin();
  const address = email ?? `user-${Date.now()}-${counter++}@test.library`;
  const password = TEST_PASSWORD;
  const user = await auth.createUser({ email: address, password, displayName: 'Test', emailVerified });
  if (role) {
    await auth.setCustomUserClaims(user.uid, { role });
    await db
      .collection(COLLECTIONS.profiles)
      .doc(user.uid)
      .set(forAdmin(emptyProfile(address, role)));
  }
  const client = await clientFor(address, password);
  return { ...client, uid: user.uid, email: address, password };
}

/** The password of every signedInClient account. */
export const TEST_PASSWORD = 'test-password-1';

/** A web client (optionally signed in) talking to the emulators. */
export async function clientFor(email?: string, password?: string) {
  const hosts = emulatorHosts();
  const app: FirebaseApp = initClientApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `client-${counter++}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${hosts.auth}`, { disableWarnings: true });
  const db = getFirestore(app);
  const fs = splitHost(hosts.firestore);
  connectFirestoreEmulator(db, fs.host, fs.port);
  const functions = getFunctions(app, 'us-central1');
  const fn = splitHost(hosts.functions);
  connectFunctionsEmulator(functions, fn.host, fn.port);
  if (email && password) await signInWithEmailAndPassword(auth, email, password);
  return {
    app,
    auth,
    db,
    /** A call typed by the callable's contract (@shared/callables). */
    call: async <N extends CallableName>(name: N, data: CallableInput<N>): Promise<CallableOutput<N>> =>
      (await httpsCallable<CallableInput<N>, CallableOutput<N>>(functions, name)(data)).data,
    /** Any payload to any name: for attacks and malformed-input drills that break the contract on purpose. */
    callRaw: async (name: string, data: unknown): Promise<unknown> => (await httpsCallable(functions, name)(data)).data,
    close: async () => {
      await terminate(db);
      await deleteApp(app);
    },
  };
}

/**
 * The clients a test file opens, closed by the given hook (vitest's afterEach or afterAll):
 * `const track = closeAfter(afterEach); const reader = track(await signedInClient('reader'));`.
 * The hook is passed in because Playwright specs import this module too.
 */
export function closeAfter(hook: (fn: () => Promise<void>) => void) {
  const open: Array<{ close: () => Promise<void> }> = [];
  hook(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
  });
  return <C extends { close: () => Promise<void> }>(client: C): C => {
    open.push(client);
    return client;
  };
}
