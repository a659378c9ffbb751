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
import { withTriggersPaused } from '../testing/emulators.js';

assertEmulators();
initializeApp({ projectId: PROJECT_ID });

const started = Date.now();
await withTriggersPaused(() => seedFirestore(epochFor(new Date())));
if (process.argv.includes('--verbose')) console.log(`Demo data dated from today in ${Date.now() - started} ms.`);
