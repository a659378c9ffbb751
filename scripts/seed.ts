/**
 * Seeds the running local emulators with the demo data, dated from SEED_EPOCH: what
 * emulator-data/ holds (npm run seed:export). scripts/seed-today.ts moves the dates to today.
 *   npm run seed                     (emulators must be running)
 *   npm run seed -- --books=10000    (adds generated books, for benchmarks)
 * It refuses to run unless it is pointed at emulators.
 */
import { initializeApp } from 'firebase-admin/app';
import { DEMO_ACCOUNTS } from './seed/accounts.js';
import { SEED_BOOKS } from './seed/books.js';
import { SEED_DISCUSSIONS, SEED_GROUPS } from './seed/community.js';
import { PROJECT_ID, assertEmulators, seedAll, seedGeneratedBooks } from './seed/index.js';

assertEmulators();
initializeApp({ projectId: PROJECT_ID });
const extra = Number(/--books=(\d+)/.exec(process.argv.join(' '))?.[1] ?? 0);
const started = Date.now();
await seedAll();
if (extra > 0) await seedGeneratedBooks(extra);
console.log(
  `Seeded ${Object.keys(DEMO_ACCOUNTS).length} accounts, ${SEED_BOOKS.length + extra} books, ${SEED_GROUPS.length} groups, ${SEED_DISCUSSIONS.length} discussions in ${Date.now() - started} ms.`,
);
