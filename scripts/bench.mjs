// `npm run bench`: builds, starts the local stack (through scripts/with-emulators.sh, which takes
// the shared emulator lock) and runs scripts/bench/run.ts inside it. Arguments pass through, e.g.
//   npm run bench -- --only=bundle,lighthouse --lh-runs=3
// The table is printed at the end; the JSON goes to artifacts/bench/<timestamp>.json.
import { root, run } from './lib/run.mjs';

const args = process.argv.slice(2).map((a) => a.replace(/[^\w=,./-]/g, ''));
try {
  await run('bash', ['scripts/with-emulators.sh', ['npx tsx scripts/bench/run.ts', ...args].join(' ')], { cwd: root });
} catch (err) {
  console.error(`\n\x1b[31m${err.message}\x1b[0m`);
  process.exit(1);
}
