/** Emulator addresses, read from the environment that `firebase emulators:exec` sets. */
export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-library';

export function emulatorHosts() {
  const firestore = process.env.FIRESTORE_EMULATOR_HOST;
  const auth = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!firestore || !auth) {
    throw new Error(
      'FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST are not set: the emulator tests must run under `firebase emulators:exec` (see `npm test`).',
    );
  }
  // emulators:exec does not export the Functions address; firebase.json fixes it.
  const functions = process.env.FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001';
  return { firestore, auth, functions };
}

export function splitHost(host: string): { host: string; port: number } {
  const i = host.lastIndexOf(':');
  return { host: host.slice(0, i), port: Number(host.slice(i + 1)) };
}
