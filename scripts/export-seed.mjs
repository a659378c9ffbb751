// Regenerates emulator-data/ (the data `npm start` and the tests import) from scripts/seed:
// starts Auth + Firestore emulators, seeds them (dated from SEED_EPOCH, so the export is stable),
// exports, stops. Takes the emulators' lock (scripts/with-emulators.sh) so it waits for other runs.
// tests/seed/export.test.ts fails until the export is what the seed writes.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDependencies, root, run } from './lib/run.mjs';

ensureDependencies();
const target = join(root, 'emulator-data');
rmSync(target, { recursive: true, force: true });
await run('flock', [
  '/tmp/library-emulators.lock',
  'bash',
  'scripts/firebase.sh',
  'emulators:exec',
  '--project=demo-library',
  '--only=auth,firestore',
  `npx tsx scripts/seed.ts && ${join(root, 'node_modules/.bin/firebase')} emulators:export ${target} --project=demo-library --force`,
]);
console.log(`Seed exported to ${target}`);
