/**
 * Interaction to Next Paint where a reader acts first (issue 28), at the calibrated CPU slowdown
 * (lighthouse.ts, calibrateCpu) applied to the page through the DevTools protocol:
 *  - the book page's first Borrow click, as soon as the button shows (a fresh member and a fresh
 *    title with e-book licences every run, so it is always a first borrow);
 *  - typing a word into the header search on the home page, key by key.
 * Chromium's Event Timing (PerformanceObserver 'event', interactions only) gives each interaction's
 * duration: input delay, processing and the time to the next paint. Each run is a fresh browser
 * context: nothing cached, a first visit.
 */
import type { Browser, Page } from '@playwright/test';
import { BASE_URL } from '../../testing/browser.js';
import { TEST_PASSWORD } from '../../testing/clients.js';
import { account, lendingTitle } from '../../testing/lending.js';
import { summarize, type Summary } from './stats.js';

export interface InteractionResult {
  cpuSlowdownMultiplier: number;
  /** Each run's Borrow click, ms. */
  firstBorrowClick: Summary;
  /** Every key of every run's typing, ms (the p95 is what a reader feels). */
  searchTyping: Summary;
}

/** Records every interaction's longest event (its INP candidate) from the first byte on. */
function recordInteractions() {
  const longest = new Map<number, number>();
  (window as unknown as { interactions: Map<number, number> }).interactions = longest;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEventTiming & { interactionId?: number }>) {
      if (!entry.interactionId) continue;
      longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
}

/**
 * The page's interactions' durations, in order; waits two frames so the last one is reported. The
 * observer reports nothing under 16 ms (its smallest threshold): `expected` interactions are
 * padded with 16, an upper bound for those.
 */
async function interactions(page: Page, expected: number): Promise<number[]> {
  const seen = await page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    await new Promise((r) => setTimeout(r, 100));
    return [...(window as unknown as { interactions: Map<number, number> }).interactions.values()];
  });
  return [...seen, ...Array<number>(Math.max(0, expected - seen.length)).fill(16)];
}

async function slowPage(browser: Browser, rate: number) {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.addInitScript(recordInteractions);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { context, page };
}

async function firstBorrow(browser: Browser, rate: number, bookId: string): Promise<number> {
  const member = await account('reader', 'Bench', 'Reader');
  const { context, page } = await slowPage(browser, rate);
  try {
    await page.goto('/login');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('/');
    // A new document, a new list: the click is the book page's first interaction.
    await page.goto(`/books/${bookId}`);
    const borrow = page.getByRole('button', { name: 'Borrow' }).first();
    await borrow.waitFor({ state: 'visible' });
    await borrow.click();
    await page.getByText(/You have this/).waitFor({ timeout: 30_000 });
    return (await interactions(page, 1))[0]!;
  } finally {
    await context.close();
  }
}

async function typeSearch(browser: Browser, rate: number, word: string): Promise<number[]> {
  const { context, page } = await slowPage(browser, rate);
  try {
    await page.goto('/');
    const search = page.getByPlaceholder('Search books').first();
    await search.waitFor({ state: 'visible' });
    await search.click();
    await search.pressSequentially(word, { delay: 120 });
    // The click, then one interaction per key.
    return await interactions(page, 1 + word.length);
  } finally {
    await context.close();
  }
}

export async function benchInteractions(browser: Browser, runs: number, rate: number): Promise<InteractionResult> {
  const librarian = await account('librarian', 'Bench', 'Librarian');
  const clicks: number[] = [];
  const keys: number[] = [];
  for (let i = 0; i < runs; i++) {
    const title = await lendingTitle(librarian, { ebook: 2, title: `Bench Borrow ${Date.now()}-${i}` });
    clicks.push(Math.round(await firstBorrow(browser, rate, title.id)));
    keys.push(...(await typeSearch(browser, rate, 'dune')).map(Math.round));
  }
  return { cpuSlowdownMultiplier: rate, firstBorrowClick: summarize(clicks), searchTyping: summarize(keys) };
}
