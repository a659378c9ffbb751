/**
 * Brings the demo data to today: rewrites every Firestore document of the seed (all its dates are
 * there; Auth has none) as the seed writes it at epochFor(now), i.e. SEED_EPOCH moved on by whole
 * days. emulator-data/ is the seed at SEED_EPOCH, so after this the emulators hold exactly what
 * the seed writes today: meetings ahead, loans due soon, the held post a day old.
 *   npx tsx scripts/seed-today.ts        (emulators running, emulator-data/ imported)
 * Run by scripts/start.mjs and scripts/with-emulators.sh after the import. Idempotent (the same
 * documents all day long). Refuses to run unless pointed at emulators. While it writes, the
 * Functions emulator's background triggers are paused (if it runs): an import fires none, and
 * neither should this.
 */
import { initializeApp } from 'firebase-admin/app';
import { PROJECT_ID, assertEmulators, epochFor, seedFirestore } from './seed/index.js';

assertEmulators();
initializeApp({ projectId: PROJECT_ID });

const hub = process.env.FIREBASE_EMULATOR_HUB;
async function functionsRunning() {
  if (!hub) return false;
  const res = await fetch(`http://${hub}/emulators`);
  if (!res.ok) throw new Error(`The emulator hub at ${hub} answered ${res.status}.`);
  return 'functions' in ((await res.json()) as object);
}
async function triggers(state: 'enable' | 'disable') {
  const res = await fetch(`http://${hub}/functions/${state}BackgroundTriggers`, { method: 'PUT' });
  if (!res.ok) throw new Error(`Could not ${state} the Functions emulator's triggers (${res.status}).`);
}

const started = Date.now();
const pause = await functionsRunning();
if (pause) await triggers('disable');
try {
  await seedFirestore(epochFor(new Date()));
} finally {
  if (pause) await triggers('enable');
}
if (process.argv.includes('--verbose')) console.log(`Demo data dated from today in ${Date.now() - started} ms.`);
