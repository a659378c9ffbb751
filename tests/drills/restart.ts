/**
 * Reliability drill: the Firestore emulator stops and comes back while two browser contexts are
 * open. Run by tests/drills/restart.sh (npm run drills), which starts Auth, Functions and Hosting
 * with firebase-tools and points everything at 127.0.0.1:8080, where this script runs hidane
 * itself so it can stop and restart it.
 *
 * The outage keeps the data (a real backend outage loses nothing it acknowledged): just before
 * the stop the database is exported, and the restarted emulator imports it.
 *
 * Scenario (each step a check; exit 1 if any fails):
 *  1. a librarian (context A) has the book's edit form open, a visitor (context B) the book's page
 *     and a discussion page; both show live data;
 *  2. Firestore stops;
 *  3. during the outage the librarian saves a new title: the web SDK keeps the write queued in
 *     the tab (the site uses the memory cache, no IndexedDB persistence) and the form says
 *     "Saving..."; a member (context A) posts a reply, which goes through a callable;
 *  4. Firestore restarts: the queued title reaches the server and the visitor's page shows it,
 *     the visitor's discussion listener resumes and shows a reply written after the restart, and
 *     the reply sent during the outage is either stored exactly once or refused with the form's
 *     retry message (never stored twice, never lost while the form says it was posted).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { COLLECTIONS } from '@shared/collections';
import { newReply } from '@shared/documents/community';
import { signIn } from '../../testing/demo';
import { plainBook, plainDiscussion } from '../../testing/documents';
import { forAdmin } from '../../testing/sdk';
import { admin } from '../../testing/clients';
import { BASE_URL, launchChromium, whenRendered } from '../../testing/browser';
import { paths } from '../../web/src/config/paths';
import { runStamp } from '../../testing/ids';

const HIDANE = process.env.HIDANE_BIN ?? join(homedir(), '.cargo/bin/hidane');
const PORT = 8080;
const PROJECT = 'demo-library';
const OUTAGE_MS = Number(process.env.OUTAGE_MS ?? 8000);
const work = mkdtempSync(join(tmpdir(), 'restart-drill-'));
const run = runStamp();
const failures: string[] = [];
const log = (msg: string) => console.log(`[${new Date().toISOString().slice(11, 23)}] ${msg}`);
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

let hidane: ChildProcess | null = null;

async function startFirestore(importFrom?: string) {
  const args = ['--host', '127.0.0.1', '--port', String(PORT), '--project_id', PROJECT, '--rules', 'firestore.rules'];
  args.push('--functions_emulator', '127.0.0.1:5001');
  if (importFrom) args.push('--import-data', importFrom);
  // Not detached: it stays in the drill's process group, which restart.sh kills at the end.
  hidane = spawn(HIDANE, args, { stdio: 'ignore' });
  for (let i = 0; i < 200; i++) {
    try {
      await fetch(`http://127.0.0.1:${PORT}/`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('hidane did not start');
}

async function stopFirestore(): Promise<string> {
  const dir = join(work, `export-${Date.now()}`);
  mkdirSync(dir);
  const res = await fetch(`http://127.0.0.1:${PORT}/emulator/v1/projects/${PROJECT}:export`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      database: `projects/${PROJECT}/databases/(default)`,
      export_directory: dir,
      export_name: 'snap',
    }),
  });
  if (!res.ok) throw new Error(`export failed: ${res.status} ${await res.text()}`);
  const child = hidane!;
  child.kill('SIGKILL');
  await new Promise((r) => child.once('exit', r));
  hidane = null;
  return join(dir, 'snap', 'snap.overall_export_metadata');
}

async function page(browser: Awaited<ReturnType<typeof launchChromium>>): Promise<Page> {
  return (await browser.newContext({ baseURL: BASE_URL })).newPage();
}

async function main() {
  await startFirestore('emulator-data/firestore_export/firestore_export.overall_export_metadata');
  const { db } = admin();
  const bookId = `restart-${run}`;
  const bookRef = db.doc(`${COLLECTIONS.books}/${bookId}`);
  const title0 = `Restart drill ${run}`;
  await bookRef.set(forAdmin(plainBook(title0, 'Drill Author')));
  const discussionRef = db.collection(COLLECTIONS.discussions).doc();
  await discussionRef.set(
    forAdmin(plainDiscussion(`Restart drill discussion ${run}`, 'Written by the restart drill.', 'Drill')),
  );

  const browser = await launchChromium();
  try {
    // ------------------------------------------------------------ 1. both contexts live
    const librarian = await page(browser);
    await signIn(librarian, 'librarian');
    await librarian.goto(paths.editBook(bookId));
    await librarian.getByLabel('Title', { exact: true }).waitFor();
    const member = await page(browser);
    await signIn(member, 'reader');
    await member.goto(paths.discussion(discussionRef.id));
    const visitor = await page(browser);
    await visitor.goto(paths.book(bookId));
    await whenRendered(visitor, { selector: 'h1', text: title0, exact: true });
    const visitorDiscussion = await (await visitor.context()).newPage();
    await visitorDiscussion.goto(paths.discussion(discussionRef.id));
    await visitorDiscussion.getByText('Written by the restart drill.').waitFor();
    await bookRef.update({ author: 'Drill Author (live)' });
    await visitor.getByText('Drill Author (live)').waitFor({ timeout: 5000 });
    check(true, 'before the outage: the visitor sees a live change');

    // ------------------------------------------------------------ 2. outage
    const snapshot = await stopFirestore();
    log('Firestore stopped');

    // ------------------------------------------------------------ 3. writes during the outage
    const title1 = `Restart drill ${run} saved offline`;
    await librarian.getByLabel('Title', { exact: true }).fill(title1);
    await librarian.getByRole('button', { name: 'Save Changes' }).click();
    const replyText = `Reply sent during the outage ${run}`;
    await member.getByLabel('Your reply').fill(replyText);
    await member.getByRole('button', { name: 'Post Reply' }).click();
    await new Promise((r) => setTimeout(r, OUTAGE_MS));
    const saving = await librarian.getByRole('button', { name: 'Saving...' }).count();
    log(`during the outage: the edit form ${saving ? 'says "Saving..."' : 'does not say "Saving..."'}`);
    const memberStateDuring = (await member.locator('form').last().innerText()).replace(/\s+/g, ' ');
    log(`during the outage, the reply form shows: ${memberStateDuring.slice(0, 200)}`);

    // ------------------------------------------------------------ 4. back
    const restartedAt = Date.now();
    await startFirestore(snapshot);
    log('Firestore restarted with the data it had');

    let recovered = true;
    try {
      await whenRendered(visitor, { selector: 'h1', text: title1, exact: true }, 60_000);
    } catch {
      recovered = false;
    }
    check(
      recovered,
      `the visitor's page shows the title saved during the outage (${((Date.now() - restartedAt) / 1000).toFixed(1)} s after the restart)`,
    );
    check((await bookRef.get()).get('title') === title1, 'the title saved during the outage is stored');
    const leftForm = await librarian
      .waitForURL(new RegExp(`/books/${bookId}$`), { timeout: 30_000 })
      .then(() => true)
      .catch(() => false);
    check(leftForm, "the librarian's save completed after the restart (the form moved on to the book page)");

    const afterText = `Reply written after the restart ${run}`;
    await discussionRef
      .collection(COLLECTIONS.replies)
      .add(forAdmin(newReply(afterText, { uid: 'drill', name: 'Drill' })));
    const resumed = await whenRendered(
      visitorDiscussion,
      { selector: '[data-testid="reply"]', text: afterText },
      30_000,
    )
      .then(() => true)
      .catch(() => false);
    check(resumed, "the visitor's discussion listener resumed (shows a reply written after the restart)");

    // The outage reply: wait until the form settles (posted or a message), then compare with storage.
    await member
      .waitForFunction(
        (text) => {
          const area = document.querySelector('textarea');
          return !!area && (area.value === '' || document.body.innerText.includes(text));
        },
        'Please try again',
        { timeout: 90_000 },
      )
      .catch(() => undefined);
    const stored = (await discussionRef.collection(COLLECTIONS.replies).where('content', '==', replyText).get()).size;
    const formText = (await member.locator('form').last().innerText()).replace(/\s+/g, ' ');
    const retryShown = /try again/i.test(formText);
    const cleared = (await member.getByLabel('Your reply').inputValue()) === '';
    log(`the reply sent during the outage: stored ${stored} time(s); form: ${formText.slice(0, 160)}`);
    check(
      (stored === 1 && cleared) || (stored === 0 && retryShown),
      'the reply sent during the outage is stored exactly once, or refused with a retry message and not stored',
    );
  } finally {
    await browser.close();
  }
}

try {
  await main();
} catch (err) {
  failures.push(String(err));
  console.error(err);
} finally {
  const child = hidane as ChildProcess | null;
  if (child) {
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
  }
  rmSync(work, { recursive: true, force: true });
}
console.log(failures.length ? `\nRestart drill FAILED (${failures.length})` : '\nRestart drill passed.');
process.exit(failures.length ? 1 : 0);
