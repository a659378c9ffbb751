// The catalogue at 10,000 books, measured in Debian's Chromium. Run it under the emulator lock:
//   bash scripts/with-emulators.sh "node scripts/bench-catalogue.mjs"      (--books=10000 --runs=5)
// It seeds generated books (scripts/seed.ts --books=N, with background triggers off: the books
// already carry their index), then prints:
//  - first cards on /books: navigation start -> first book card in the DOM, fresh context per run;
//  - documents read for that first screen: documentChange messages on the Firestore Listen
//    streams (read through the DevTools protocol) until the page is quiet for a second;
//  - basic search: Search click -> first result card, one word per run.
// Plain JavaScript on purpose: the in-page probes are strings, untouched by any transpiler.
import { execFileSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  documentId,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  terminate,
  where,
} from 'firebase/firestore';

const arg = (name, fallback) => Number(new RegExp(`--${name}=(\\d+)`).exec(process.argv.join(' '))?.[1] ?? fallback);
const BOOKS = arg('books', 10_000);
const RUNS = arg('runs', 5);
const BASE = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';
const HUB = process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400';
const CARD = '[data-testid="book-card"]';
const WORDS = ['river', 'stone', 'garden', 'harbour', 'lantern', 'desert', 'orbit', 'atlas', 'echo', 'compass'];
const TARGETS = { firstCardsMs: 1000, searchMs: 300, documents: 60 };

if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error('Run me under scripts/with-emulators.sh');

async function triggers(enabled) {
  const res = await fetch(`http://${HUB}/functions/${enabled ? 'enable' : 'disable'}BackgroundTriggers`, {
    method: 'PUT',
  });
  if (!res.ok) throw new Error(`emulator hub: ${res.status}`);
}

/** Resolves (in the page) with the wall-clock time at which `selector` first matches. */
const whenPresent = (page, selector) =>
  page.evaluate(`new Promise((resolve, reject) => {
    const now = () => performance.timeOrigin + performance.now();
    if (document.querySelector(${JSON.stringify(selector)})) return resolve(now());
    const obs = new MutationObserver(() => {
      if (document.querySelector(${JSON.stringify(selector)})) { obs.disconnect(); resolve(now()); }
    });
    obs.observe(document.documentElement, { subtree: true, childList: true });
    setTimeout(() => reject(new Error('timeout')), 20000);
  })`);

async function countDocuments(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const streams = new Set();
  const counter = { documents: 0 };
  const count = (b64) => {
    counter.documents += Buffer.from(b64, 'base64').toString('utf8').split('"documentChange"').length - 1;
  };
  cdp.on('Network.responseReceived', (e) => {
    if (!e.response.url.includes('/Listen/channel')) return;
    streams.add(e.requestId);
    cdp.send('Network.streamResourceContent', { requestId: e.requestId }).then(
      (r) => count(r.bufferedData),
      () => undefined,
    );
  });
  cdp.on('Network.dataReceived', (e) => {
    if (streams.has(e.requestId) && e.data) count(e.data);
  });
  return counter;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (xs) =>
  `median ${Math.round(median(xs))} (min ${Math.round(Math.min(...xs))}, max ${Math.round(Math.max(...xs))}, n=${xs.length})`;

const t0 = Date.now();
await triggers(false);
try {
  execFileSync('npx', ['tsx', 'scripts/seed.ts', `--books=${BOOKS}`], { stdio: 'inherit' });
} finally {
  await triggers(true);
}
console.log(`seeded in ${Date.now() - t0} ms`);

// The same two queries from Node, without a browser: how much of the time is the emulator's.
const db = getFirestore(initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-library', apiKey: 'bench' }));
const [fsHost, fsPort] = process.env.FIRESTORE_EMULATOR_HOST.split(':');
connectFirestoreEmulator(db, fsHost, Number(fsPort));
const books = collection(db, 'books');
const searchEntries = collection(db, 'bookSearch');
const byTitle = [orderBy('titleLower'), orderBy(documentId()), limit(24)];
const rawFirst = [];
const rawSearch = [];
for (let i = 0; i < RUNS; i++) {
  let t = performance.now();
  await getDocs(query(books, ...byTitle));
  rawFirst.push(performance.now() - t);
  t = performance.now();
  await getDocs(query(searchEntries, where('searchTokens', 'array-contains', WORDS[i % WORDS.length]), ...byTitle));
  rawSearch.push(performance.now() - t);
}
await terminate(db);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const firstMs = [];
const docs = [];
let rendered = 0;
for (let i = 0; i < RUNS; i++) {
  const context = await browser.newContext({ baseURL: BASE, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const counter = await countDocuments(page);
  await page.goto('/books', { waitUntil: 'commit' });
  const at = await whenPresent(page, CARD);
  firstMs.push(at - (await page.evaluate('performance.timeOrigin')));
  rendered = await page.locator(CARD).count();
  let last = -1;
  while (last !== counter.documents) {
    last = counter.documents;
    await page.waitForTimeout(1000);
  }
  docs.push(counter.documents);
  await context.close();
}

const context = await browser.newContext({ baseURL: BASE });
const page = await context.newPage();
const searchMs = [];
for (let i = -1; i < Math.max(RUNS, WORDS.length); i++) {
  await page.goto('/search');
  await page.getByRole('searchbox').fill(i < 0 ? 'history' : WORDS[i % WORDS.length]);
  await page.waitForTimeout(300);
  const seen = whenPresent(page, `[data-testid="search-results"] ${CARD}`);
  const start = await page.getByRole('button', { name: 'Search', exact: true }).evaluate((el) => {
    const at = performance.timeOrigin + performance.now();
    el.click();
    return at;
  });
  const ms = (await seen) - start;
  if (i >= 0) searchMs.push(ms); // the first search only warms the route's code
}
await context.close();
await browser.close();

console.log(`\nCatalogue with ${BOOKS} generated books (+ the demo catalogue), Chromium, 1280x800`);
console.log(`first cards on /books:      ${fmt(firstMs)} ms   target <= ${TARGETS.firstCardsMs} ms`);
console.log(`documents, first screen:    ${fmt(docs)}   (${rendered} cards rendered)   target <= ${TARGETS.documents}`);
console.log(`basic search, click->cards: ${fmt(searchMs)} ms   target <= ${TARGETS.searchMs} ms`);
console.log(`the /books query alone from Node (no browser): ${fmt(rawFirst)} ms`);
console.log(`a search query alone from Node (no browser):   ${fmt(rawSearch)} ms`);
const met =
  median(firstMs) <= TARGETS.firstCardsMs &&
  Math.max(...docs) <= TARGETS.documents &&
  median(searchMs) <= TARGETS.searchMs;
console.log(met ? 'All targets met.' : 'Some targets missed.');
