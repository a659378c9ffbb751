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

/**
 * Runs `work` with the Functions emulator's background triggers paused (through the emulator hub),
 * when a Functions emulator runs: for writes whose triggers are not what is being done or tested
 * (the seed dated from today; thousands of planted loans' notices, whose e-mails would otherwise
 * queue up in the emulator for minutes behind every later test).
 */
export async function withTriggersPaused<T>(work: () => Promise<T>): Promise<T> {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  const running = hub ? 'functions' in ((await (await fetch(`http://${hub}/emulators`)).json()) as object) : false;
  const set = async (state: 'enable' | 'disable') => {
    const res = await fetch(`http://${hub}/functions/${state}BackgroundTriggers`, { method: 'PUT' });
    if (!res.ok) throw new Error(`Could not ${state} the Functions emulator's triggers (${res.status}).`);
  };
  if (running) await set('disable');
  try {
    return await work();
  } finally {
    if (running) await set('enable');
  }
}
