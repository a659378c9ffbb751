/**
 * The catalogue at scale: seeds generated books (scripts/seed: seedGeneratedBooks) into the running
 * emulators, waits for the machine to go quiet again, then measures in Chromium:
 *  - time to first cards on /books: from navigation start to the first book card in the DOM, in
 *    a fresh browser context each run (nothing cached: cold), and again in the same context once
 *    its service worker holds the shell, the page and its first screen (a repeat visit: warm);
 *  - what each visit costs: Firestore documents on the Listen streams, the first-screen endpoint's
 *    answers (each one the function's 24 reads when no CDN has it; from the service worker, none)
 *    and the bytes on the wire (the page's transfer sizes, service worker answers excluded);
 *  - documents read for that first screen: the documentChange messages in the Firestore Listen
 *    streams the page received, read from the network through the DevTools protocol, counted
 *    until the page has been quiet for a second after the first cards;
 *  - basic search: from the Search click to the first result card, one word per run (the first,
 *    a warm-up, also has the search endpoint build or catch up its index);
 *  - smart search: the same for six descriptive queries, after a warm-up; Ask the library: the
 *    same questions, from the Ask click to the answer's first words;
 *  - a book edit: from writing a new title until basic search finds the book by its new word.
 * The generated books are written with their search entries and vectors, with background triggers off.
 */
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { seedGeneratedBooks } from '../seed/index.js';
import { admin } from '../../testing/clients.js';
import { appAlive, BASE_URL, whenRendered, whenRenderedFromStart } from '../../testing/browser.js';
import { summarize, type Summary } from './stats.js';
import { CACHES } from '../../web/src/lib/pwa/caches.js';

const CARD = '[data-testid="book-card"]';
/** Descriptive queries for smart search: the analysis, the query's embedding, then three rankings fused. */
const SMART_QUERIES = [
  'calm science fiction about space',
  'a sad novel about a family',
  'funny adventure for children',
  'history of the desert and its rivers',
  'hopeful stories about a garden',
  'dark mystery in a harbour town',
];
const SEARCH_WORDS = ['river', 'stone', 'garden', 'harbour', 'lantern', 'desert', 'orbit', 'atlas', 'echo', 'compass'];

function cpuTimes() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const n = fields.map(Number);
  return { idle: n[3]! + n[4]!, total: n.reduce((a, b) => a + b, 0) };
}

/** Waits until the CPUs are mostly idle for 3 s in a row (the trigger backlog has drained). */
export async function waitForQuiet(maxMs = 600_000): Promise<number> {
  const started = Date.now();
  let quiet = 0;
  while (Date.now() - started < maxMs && quiet < 3) {
    const a = cpuTimes();
    await new Promise((r) => setTimeout(r, 1000));
    const b = cpuTimes();
    const idle = (b.idle - a.idle) / Math.max(1, b.total - a.total);
    quiet = idle > 0.75 ? quiet + 1 : 0;
  }
  return Date.now() - started;
}

/** What one visit cost: Listen documents and streams, first-screen answers, bytes on the wire. */
interface VisitCost {
  documents: number;
  streams: number;
  /** First-screen answers from the network (each is the function's reads unless a CDN has it). */
  firstScreenFromNetwork: number;
  firstScreenFromWorker: number;
  firestoreBytes: number;
  totalBytes: number;
}

/** Counts the page's Firestore Listen documents, its first-screen answers and its bytes. */
async function countVisitCost(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const streams = new Set<string>();
  const firestore = new Set<string>();
  const counter: VisitCost = {
    documents: 0,
    streams: 0,
    firstScreenFromNetwork: 0,
    firstScreenFromWorker: 0,
    firestoreBytes: 0,
    totalBytes: 0,
  };
  const count = (base64: string) => {
    counter.documents += Buffer.from(base64, 'base64').toString('utf8').split('"documentChange"').length - 1;
  };
  cdp.on('Network.responseReceived', (e) => {
    if (e.response.url.includes('/api/first/')) {
      if (e.response.fromServiceWorker) counter.firstScreenFromWorker++;
      else counter.firstScreenFromNetwork++;
    }
    if (/google\.firestore\.v1\.Firestore|:8080\//.test(e.response.url)) firestore.add(e.requestId);
    if (!e.response.url.includes('/Listen/channel')) return;
    streams.add(e.requestId);
    counter.streams = streams.size;
    cdp.send('Network.streamResourceContent', { requestId: e.requestId }).then(
      (r) => {
        // What arrived before streaming began is in here, not in dataReceived: its bytes too.
        count(r.bufferedData);
        counter.firestoreBytes += Buffer.from(r.bufferedData, 'base64').length;
      },
      () => undefined, // already finished: its data came through dataReceived
    );
  });
  cdp.on('Network.dataReceived', (e) => {
    if (streams.has(e.requestId) && e.data) count(e.data);
    // Listen streams never "finish" while the page is open: their bytes are counted as they come.
    if (streams.has(e.requestId)) counter.firestoreBytes += e.encodedDataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    counter.totalBytes += e.encodedDataLength;
    if (firestore.has(e.requestId) && !streams.has(e.requestId)) counter.firestoreBytes += e.encodedDataLength;
  });
  return counter;
}

/** One visit to /books in `context`: time to the first card, then what it cost once quiet. */
async function visitBooks(context: BrowserContext) {
  const page = await context.newPage();
  const counter = await countVisitCost(page);
  const firstCard = await whenRenderedFromStart(page, { selector: CARD, text: '' }, 20_000);
  await page.goto('/books', { waitUntil: 'commit' });
  const at = await firstCard();
  const elapsed = at - (await page.evaluate(() => performance.timeOrigin));
  const rendered = await page.locator(CARD).count();
  // Let any further listener of the first screen deliver before counting.
  let last = -1;
  while (last !== counter.documents) {
    last = counter.documents;
    await page.waitForTimeout(1000);
  }
  return { page, elapsed, rendered, cost: { ...counter } };
}

/**
 * A first visit in a fresh context (cold), then, once the service worker controls the site and
 * holds the first screen, a second visit in a new tab of the same context (warm).
 */
async function firstCards(browser: Browser) {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const cold = await visitBooks(context);
  await cold.page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  // The worker holds the page and its first screen (lib/pwa/register.ts asks it for both).
  await cold.page.waitForFunction(
    async (names) => {
      for (const name of names) if ((await (await caches.open(name)).keys()).length === 0) return false;
      return true;
    },
    [CACHES.firstScreen, CACHES.pages],
    { timeout: 20_000 },
  );
  await cold.page.close();
  const warm = await visitBooks(context);
  await context.close();
  return {
    elapsed: cold.elapsed,
    warmElapsed: warm.elapsed,
    documents: cold.cost.documents,
    streams: cold.cost.streams,
    rendered: cold.rendered,
    cold: cold.cost,
    warm: warm.cost,
  };
}

/**
 * One search on /search in `mode`: from the Search click to the first result card, and of that the
 * /api/search request (the function's answer through the Hosting emulator, and the wire), to tell
 * it from the page's work. Smart search's time also holds the analysis callable, which embeds the
 * query too.
 */
async function searchOnce(page: Page, text: string, mode: 'basic' | 'smart' = 'basic') {
  await page.goto(mode === 'smart' ? '/search?mode=smart' : '/search');
  await appAlive(page); // click to results on a live page, not the plain GET form before it
  // The page's own form: the header carries a search box and a Search button too.
  const main = page.locator('#main');
  await main.getByRole('searchbox').fill(text);
  const seen = whenRendered(page, { scope: '[data-testid="search-results"]', selector: CARD, text: '' }, 30_000);
  const start = await main.getByRole('button', { name: 'Search', exact: true }).evaluate((el) => {
    const at = performance.timeOrigin + performance.now();
    (el as HTMLElement).click();
    return at;
  });
  const total = (await seen) - start;
  const query = await page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname === '/api/search')
        .at(-1)?.duration ?? NaN,
  );
  return { total, query };
}

/**
 * Ask the library: from the Ask click to the answer's first words on the page (the callable:
 * the question's embedding, findNearest, availability, the answer and its checks). With the
 * offline provider the model's own time is nil, as with a local stub.
 */
async function askOnce(page: Page, question: string) {
  await page.goto('/search');
  await appAlive(page);
  const ask = page.getByTestId('ask-library');
  await ask.getByRole('textbox').fill(question);
  const seen = whenRendered(page, { scope: '[data-testid="ask-answer"]', selector: 'p', text: '' }, 30_000);
  const start = await ask.getByRole('button', { name: 'Ask', exact: true }).evaluate((el) => {
    const at = performance.timeOrigin + performance.now();
    (el as HTMLElement).click();
    return at;
  });
  return (await seen) - start;
}

/**
 * A book edit findable by its new words: from the write of a new title (as staff write, to the
 * books collection) until GET /api/search finds the book by a word only the new title has (the
 * indexBook trigger, then the endpoint's catch-up).
 */
async function editFindable(run: number) {
  const word = `renamed${Date.now().toString(36)}x${run}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  const ref = admin().db.doc(`books/gen-${run * 97}`);
  const started = Date.now();
  await ref.update({
    title: `Generated Volume ${word}`,
    titleLower: `generated volume ${word}`,
    updatedAt: new Date(),
  });
  for (;;) {
    const res = await fetch(`${BASE_URL}/api/search?q=${word}`);
    const { books } = (await res.json()) as { books: Array<{ id: string }> };
    if (books.some((b) => b.id === ref.id)) return Date.now() - started;
    if (Date.now() - started > 60_000) throw new Error(`an edit was not findable within 60 s (${word})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function medianCost(costs: VisitCost[]): VisitCost {
  const keys = Object.keys(costs[0]!) as (keyof VisitCost)[];
  return Object.fromEntries(keys.map((k) => [k, summarize(costs.map((c) => c[k])).median])) as unknown as VisitCost;
}

export interface CatalogueResult {
  books: number;
  seedMs: number;
  settleMs: number;
  firstCardsMs: Summary;
  /** Repeat visit, same browser, service worker in place. */
  warmFirstCardsMs: Summary;
  documentsFirstScreen: Summary;
  /** Medians of each visit's cost (VisitCost), first visit and repeat visit. */
  firstVisitCost: VisitCost;
  repeatVisitCost: VisitCost;
  cardsRendered: number;
  listenStreams: number;
  searchMs: Summary;
  /** Of which the /api/search request: the endpoint's in-memory search, plus routing and the wire. */
  searchQueryMs: Summary;
  /** Smart search, click to results (the analysis callable and the endpoint). */
  smartSearchMs: Summary;
  /** Of which the /api/search request: three rankings fused, one of them findNearest. */
  smartQueryMs: Summary;
  /** Ask the library, click to the answer's first words (offline provider). */
  askMs: Summary;
  /** A book's new title findable by basic search, from the write. */
  editFindableMs: Summary;
}

/**
 * The Emulator Hub's switch for background triggers (what @firebase/rules-unit-testing's
 * withFunctionTriggersDisabled uses): the generated books already have their search entries, so
 * the index trigger would only re-check 10,000 books and keep both cores busy for minutes.
 */
async function backgroundTriggers(enabled: boolean) {
  const hub = process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400';
  const res = await fetch(`http://${hub}/functions/${enabled ? 'enable' : 'disable'}BackgroundTriggers`, {
    method: 'PUT',
  });
  if (!res.ok) throw new Error(`emulator hub: ${res.status} ${await res.text()}`);
}

export async function benchCatalogue(browser: Browser, books: number, runs: number): Promise<CatalogueResult> {
  admin(); // initialises the default Admin app the seed functions use
  const t0 = Date.now();
  await backgroundTriggers(false);
  try {
    await seedGeneratedBooks(books);
  } finally {
    await backgroundTriggers(true);
  }
  const seedMs = Date.now() - t0;
  const settleMs = await waitForQuiet();
  const total = (await admin().db.collection('books').count().get()).data().count;

  const first = [];
  for (let i = 0; i < runs; i++) first.push(await firstCards(browser));

  const context = await browser.newContext({ baseURL: BASE_URL });
  const page = await context.newPage();
  await searchOnce(page, 'history'); // warm-up: the route's code is cached after this
  const search: { total: number; query: number }[] = [];
  for (let i = 0; i < Math.max(runs, SEARCH_WORDS.length); i++)
    search.push(await searchOnce(page, SEARCH_WORDS[i % SEARCH_WORDS.length]!));
  await searchOnce(page, 'quiet books about the sea', 'smart'); // warm-up: the callable's instance
  const smart: { total: number; query: number }[] = [];
  for (const query of SMART_QUERIES) smart.push(await searchOnce(page, query, 'smart'));
  await askOnce(page, 'quiet books about the sea'); // warm-up: the callable's instance
  const asked: number[] = [];
  for (const question of SMART_QUERIES) asked.push(await askOnce(page, question));
  await context.close();
  const edits: number[] = [];
  for (let run = 1; run <= Math.max(runs, 5); run++) edits.push(await editFindable(run));

  return {
    books: total,
    seedMs,
    settleMs,
    firstCardsMs: summarize(first.map((f) => f.elapsed)),
    warmFirstCardsMs: summarize(first.map((f) => f.warmElapsed)),
    firstVisitCost: medianCost(first.map((f) => f.cold)),
    repeatVisitCost: medianCost(first.map((f) => f.warm)),
    documentsFirstScreen: summarize(first.map((f) => f.documents)),
    cardsRendered: first[0]!.rendered,
    listenStreams: first[0]!.streams,
    searchMs: summarize(search.map((s) => s.total)),
    searchQueryMs: summarize(search.map((s) => s.query)),
    smartSearchMs: summarize(smart.map((s) => s.total)),
    smartQueryMs: summarize(smart.map((s) => s.query)),
    askMs: summarize(asked),
    editFindableMs: summarize(edits),
  };
}
