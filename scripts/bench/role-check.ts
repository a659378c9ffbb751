/**
 * What checking the role mirror costs (docs/security.md, "Roles"), under the emulators:
 *  - callables: whoAmI (signed-in, no mirror read) against setUserRole's cheapest refusal path is
 *    not comparable, so the added work is measured directly: one profile read by the Admin SDK;
 *  - rules: a librarian's book update with the current rules (claim AND mirror: one get()) against
 *    the previous rules (claim only), both loaded into their own rules-test projects.
 *   bash scripts/with-emulators.sh "npx tsx scripts/bench/role-check.ts"
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';
import { plainBook } from '../../testing/documents.js';
import { forWeb } from '../../testing/sdk.js';
import { admin } from '../../testing/clients.js';
import { emulatorHosts, splitHost } from '../../testing/emulators.js';
import { now, summarize } from './stats.js';

const N = 60;
const WARMUP = 5;

async function time(call: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < N + WARMUP; i++) {
    const start = now();
    await call();
    if (i >= WARMUP) times.push(now() - start);
  }
  return summarize(times);
}

async function rulesBench(project: string, rules: string) {
  const { host, port } = splitHost(emulatorHosts().firestore);
  const env = await initializeTestEnvironment({ projectId: project, firestore: { host, port, rules } });
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, `${COLLECTIONS.profiles}/lib`), { email: 'l@test.library', role: 'librarian' });
    await setDoc(doc(db, `${COLLECTIONS.books}/b1`), forWeb(plainBook('A', 'B')));
  });
  const db = env.authenticatedContext('lib', { role: 'librarian', email: 'l@test.library' }).firestore();
  let i = 0;
  const result = await time(() => {
    const title = `Title ${i++}`;
    return updateDoc(doc(db, `${COLLECTIONS.books}/b1`), {
      title,
      titleLower: title.toLowerCase(),
      updatedAt: serverTimestamp(),
    });
  });
  await env.cleanup();
  return result;
}

const { db } = admin();
await db.doc(`${COLLECTIONS.profiles}/bench-role`).set({ role: 'librarian' });
const mirrorRead = await time(() => db.doc(`${COLLECTIONS.profiles}/bench-role`).get());
await db.doc(`${COLLECTIONS.profiles}/bench-role`).delete();

const current = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
const previous = execFileSync('git', ['show', 'af19c8d:firestore.rules'], { encoding: 'utf8' });
const withMirror = await rulesBench('demo-bench-mirror', current);
const claimOnly = await rulesBench('demo-bench-claim', previous);

console.log(JSON.stringify({ n: N, mirrorReadAdminSdkMs: mirrorRead, bookUpdate: { withMirror, claimOnly } }, null, 2));
process.exit(0);
