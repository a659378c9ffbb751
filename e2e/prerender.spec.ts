/**
 * The first screen's HTML in the response (docs/performance.md): /, /books, /books/{id}, /search
 * and /community come from the prerender function, the catalogue's pages with the first books /
 * the book rendered in by the real components, in
 * Arabic with lang and dir from the first byte for ?lang=ar, with no inline executable script; the
 * browser then hydrates that markup (the server's nodes stay) and the page goes live.
 */
import { expect, test, type Page } from './support/test';
import { BOOK_PAGE_SIZE } from '@shared/constants';
import { COLLECTIONS } from '@shared/collections';
import { admin } from '../testing/clients';
import { signIn } from '../testing/demo';
import { PAGE_HEADERS } from '../functions/src/http/security-headers';
import { hashSource, inlineScripts } from '../testing/page-scripts';
import ar from '../web/src/i18n/locales/ar/common.json' with { type: 'json' };
import community from '../web/src/i18n/locales/en/community.json' with { type: 'json' };
import pages from '../web/src/i18n/locales/en/pages.json' with { type: 'json' };
import search from '../web/src/i18n/locales/en/search.json' with { type: 'json' };
import { COLD_FUNCTION_MS } from './support/functions';

const BOOK = { id: 'dune', title: 'Dune' };
const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/**
 * Every <script> of the page is loaded from a file, a non-executed JSON data block, or the one
 * inline script app.html was written with (its language check), which the CSP allows by its hash.
 */
function expectNoInlineCode(html: string) {
  expect(html).toMatch(/<script\b[^>]*\bsrc="/);
  const inline = inlineScripts(html);
  expect(inline).toHaveLength(1);
  expect(PAGE_HEADERS['Content-Security-Policy']).toContain(hashSource(inline[0]!));
}

test('/books arrives with its first books in the HTML, the data block and no inline code', async ({ request }) => {
  const first = await admin()
    .db.collection(COLLECTIONS.books)
    .orderBy('titleLower')
    .orderBy('__name__')
    .limit(BOOK_PAGE_SIZE)
    .get();
  const res = await request.get('/books');
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
  expect(res.headers()['content-security-policy']).toContain("script-src 'self'");
  const html = await res.text();
  expect(html).toContain('<html lang="en" dir="ltr" data-rendered="server">');
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="first-screen-data"'));
  for (const doc of first.docs.slice(0, 6)) expect(root).toContain(escapeHtml(String(doc.get('title'))));
  expect(html).toMatch(/<script type="application\/json" id="first-screen-data"[^>]*>/);
  expectNoInlineCode(html);
});

test('/books/dune arrives with the book; ?lang=ar arrives in Arabic, right to left', async ({ request }) => {
  const html = await (await request.get(`/books/${BOOK.id}`)).text();
  expect(html).toMatch(new RegExp(`<h1 class="book-detail-title"[^>]*>${BOOK.title}</h1>`));
  expectNoInlineCode(html);

  const arabic = await (await request.get(`/books/${BOOK.id}?lang=ar`)).text();
  expect(arabic).toMatch(/^<!doctype html>\s*<html lang="ar" dir="rtl" data-rendered="server">/i);
  expect(arabic).toContain(ar.libraryName);
  expect(arabic).toContain('/manifest.ar.webmanifest');
  // The title in the reader's language when the book has one (bilingual books), else the original.
  expect(arabic).toMatch(/<h1 class="book-detail-title"[^>]*>[^<]+<\/h1>/);
});

test('home, search and community arrive with their first screen; other routes get the bare app shell', async ({
  request,
}) => {
  const newest = await admin().db.collection(COLLECTIONS.groups).orderBy('createdAt', 'desc').limit(1).get();
  const communityHtml = await (await request.get('/community')).text();
  expect(communityHtml).toContain(escapeHtml(String(newest.docs[0]!.get('name'))));

  const headings = { '/': pages.home.welcome, '/search': search.title, '/community': community.title };
  for (const [path, heading] of Object.entries(headings)) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(heading)}</h1>`));
    expectNoInlineCode(html);
  }
  const shell = await (await request.get('/login')).text();
  expect(shell).toContain('<div id="root"></div>');
});

test('an Arabic page arrives right to left throughout, its tabs too', async ({ request }) => {
  const arabic = await (await request.get('/community?lang=ar')).text();
  expect(arabic).toMatch(/<html lang="ar" dir="rtl"[ >]/);
  // The tabs and the group cards inside take the page's direction: nothing in them is set left to
  // right (they would lay out, and order their dates, left to right).
  const tabs = arabic.slice(arabic.indexOf('role="tablist"'));
  expect(tabs).toContain('role="tabpanel"');
  expect(tabs).not.toMatch(/\bdir="ltr"/);
});

test('a missing book is a 404 page the app still renders', async ({ request }) => {
  const res = await request.get('/books/no-such-book-here');
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain('<div id="root">');
});

/** Collects the page's errors and React's hydration complaints. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error' || /hydrat/i.test(msg.text())) problems.push(msg.text());
  });
  return problems;
}

/** Keeps the server's heading and first image before any module script runs (readyState
 * "interactive" comes before deferred scripts execute). */
async function keepServerNodes(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const w = window as unknown as Record<string, unknown>;
      w.serverHeading = document.querySelector('main h1');
      w.serverCover = document.querySelector('main img');
    });
  });
}

const serverNodesKept = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    return {
      heading: w.serverHeading !== null && w.serverHeading === document.querySelector('main h1'),
      cover: w.serverCover === document.querySelector('main img'),
    };
  });

test('the browser keeps the server-rendered nodes (hydration) and the page goes live', async ({ page }) => {
  const problems = problemsOf(page);
  await keepServerNodes(page);
  const ref = admin().db.collection(COLLECTIONS.books).doc(BOOK.id);
  const before = (await ref.get()).get('description') as string | undefined;
  await page.goto(`/books/${BOOK.id}`);
  await expect(page.getByRole('heading', { level: 1, name: BOOK.title })).toBeVisible();
  const marker = `Live after the prerender ${Date.now()}`;
  try {
    await ref.update({ description: marker });
    await expect(page.getByText(marker)).toBeVisible({ timeout: 15_000 });
  } finally {
    await ref.update({ description: before ?? '' });
  }
  const kept = await serverNodesKept(page);
  expect(problems).toEqual([]);
  expect(kept).toEqual({ heading: true, cover: true });
});

test('a data block that does not parse still gives a working page, from live data', async ({ page }) => {
  // As if a cache or proxy mangled the embedded JSON: the app must start anyway.
  await page.route(`**/books/${BOOK.id}`, async (route) => {
    // The page itself: the glob also matches /api/first/books/{id}, which the page may fetch late.
    if (route.request().resourceType() !== 'document') return route.fallback();
    const res = await route.fetch();
    const html = (await res.text()).replace(
      /(<script type="application\/json" id="first-screen-data"[^>]*>)[^<]*/,
      '$1{"book":{"title":"Broken',
    );
    await route.fulfill({ response: res, body: html });
  });
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto(`/books/${BOOK.id}`);
  // The page asks /api/first/books/{id} itself, which may wake the Functions emulator's worker for
  // it (cold, it answered after more than 10 s: the cause of this test's earlier failures).
  await expect(page.getByRole('heading', { level: 1, name: BOOK.title })).toBeVisible({ timeout: COLD_FUNCTION_MS });
  await expect(page.getByText('Broken')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('home, search and community hydrate the server’s markup and work', async ({ page }) => {
  const problems = problemsOf(page);
  await keepServerNodes(page);
  await page.goto('/community');
  await expect(page.getByRole('tab', { name: community.tabs.groups })).toBeVisible();
  expect((await serverNodesKept(page)).heading).toBe(true);

  await page.goto('/search');
  const box = page.getByRole('main').getByRole('searchbox');
  await box.fill('dune');
  await box.press('Enter');
  // The first search may wake the Functions emulator's search worker.
  await expect(page.getByRole('heading', { name: BOOK.title }).first()).toBeVisible({ timeout: COLD_FUNCTION_MS });
  expect((await serverNodesKept(page)).heading).toBe(true);

  await page.goto('/');
  await page.getByRole('link', { name: pages.home.cards.collection.action }).click();
  await expect(page).toHaveURL(/\/books$/);
  expect(problems).toEqual([]);
});

test("the header search's fields are alive before the page: a click and keys there leave its hydration alone", async ({
  page,
}) => {
  const problems = problemsOf(page);
  // The home page's code held back: the page cannot hydrate until it comes.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/home-*.js', async (route) => {
    await held;
    await route.fallback();
  });
  await page.mainFrame().goto('/');
  const box = page.getByRole('search', { name: 'Catalogue' }).getByRole('searchbox', { name: 'Search the catalogue' });
  const owned = (selector: string) =>
    page.evaluate((s) => Object.keys(document.querySelector(s)!).some((k) => k.startsWith('__reactFiber')), selector);
  // React owns the fields (their own root) while the page's heading is still the server's alone.
  await expect.poll(() => owned('#header-search-q')).toBe(true);
  await box.click();
  await box.pressSequentially('dune');
  expect(await owned('main h1')).toBe(false);
  await expect(box).toHaveValue('dune');

  release();
  await expect.poll(() => owned('main h1')).toBe(true);
  // One document throughout: Enter searches in the app, with what was typed before it was alive.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await box.press('Enter');
  await expect(page).toHaveURL(`/search?q=dune`);
  // The first search may wake the Functions emulator's search worker.
  await expect(page.getByRole('main').getByRole('link', { name: BOOK.title }).first()).toBeVisible({
    timeout: COLD_FUNCTION_MS,
  });
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(problems).toEqual([]);
});

test('before its scripts run, the server’s search page already searches (a plain GET form)', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  // The frame's own goto: the page's (support/test.ts) would wait for scripts that never run.
  await page.mainFrame().goto('/search');
  const box = page.getByRole('main').getByRole('searchbox');
  await box.fill('dune');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=dune$/);
  // The server rendered the query into the box; with the scripts back, the results come.
  await expect(box).toHaveValue('dune');
  await page.unroute('**/assets/*.js');
  await page.reload();
  await expect(page.getByRole('heading', { name: BOOK.title }).first()).toBeVisible();
});

/** When the page decided the reader had shown up (reader-present.ts), why, and when each SDK began to load. */
const presence = (page: Page) =>
  page.evaluate(() => {
    const mark = performance.getEntriesByName('reader-present')[0] as PerformanceMark | undefined;
    const started = (name: string) =>
      performance.getEntriesByType('resource').find((r) => new URL(r.name).pathname.startsWith(`/assets/${name}-`))
        ?.startTime ?? null;
    return {
      at: mark?.startTime ?? null,
      why: (mark?.detail as string | undefined) ?? null,
      auth: started('auth'),
      firestore: started('firestore'),
    };
  });

/** When the page first asked for a path containing `part` (by its own clock), or null if it never did. */
const requestedAt = (page: Page, part: string) =>
  page.evaluate(
    (part) =>
      performance.getEntriesByType('resource').find((r) => new URL(r.name).pathname.includes(part))?.startTime ?? null,
    part,
  );

test('a visitor who only reads loads neither Auth nor Firestore until a quiet moment', async ({ page }) => {
  await page.goto(`/books/${BOOK.id}`);
  // Signed out at once, the copies from the first screen: nothing waits for the SDKs.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByTestId('availability-panel').getByRole('row').nth(1)).toBeVisible();
  await expect.poll(async () => (await presence(page)).firestore, { timeout: 20_000 }).not.toBeNull();
  const seen = await presence(page);
  expect(seen.why).toBe('quiet');
  // Timed by the page's own clock: five quiet seconds after the entry ran, and no SDK before.
  expect(seen.at).toBeGreaterThan(5000);
  expect(seen.auth).toBeGreaterThanOrEqual(seen.at!);
  expect(seen.firestore).toBeGreaterThanOrEqual(seen.at!);
});

test("on a phone, /search's first screen does not move as the page comes alive", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Every layout shift from the first paint on, with what moved (Chromium's Layout Instability API).
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; sources: Array<{ node?: Node }> }
      >)
        shifts.push(
          `${entry.value.toFixed(4)} ${entry.sources.map((s) => (s.node as Element | undefined)?.className).join(', ')}`,
        );
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/search');
  // Ask the library is in the server's markup; the live form replaces it at the reader-present
  // mark (here the quiet moment, 5-7 s in), its submit then enabled.
  await expect(page.getByTestId('ask-library').getByRole('button', { name: 'Ask', exact: true })).toBeEnabled({
    timeout: 20_000,
  });
  expect(await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts)).toEqual([]);
});

test("/search's Ask the library comes alive with the reader, keeping what was typed, the focus and the caret", async ({
  page,
}) => {
  await page.goto('/search');
  const ask = page.getByTestId('ask-library');
  const button = ask.getByRole('button', { name: 'Ask', exact: true });
  await expect(ask.getByRole('heading', { name: 'Ask the library' })).toBeVisible();
  // Before the reader shows up, the form is the server's (its submit disabled): its code has not run.
  await expect(page.getByRole('heading', { name: 'Search Library', level: 1 })).toBeVisible();
  // (Read together: a very slow start may already have had its quiet moment.)
  const before = await page.evaluate(() => ({
    present: performance.getEntriesByName('reader-present').length > 0,
    disabled: document.querySelector<HTMLButtonElement>('[data-testid="ask-library"] button[type="submit"]')!.disabled,
  }));
  expect(before).not.toEqual({ present: false, disabled: false });
  const box = ask.getByRole('textbox');
  await box.pressSequentially('deserts', { delay: 30 });
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(button).toBeEnabled();
  expect((await presence(page)).why).toMatch(/focusin|pointerdown|keydown/);
  // The live form has the text, the focus and the caret: the next key lands where the reader left off.
  await page.keyboard.type('X');
  await expect(box).toHaveValue('deserXts');
  await expect(box).toBeFocused();
});

test('on a phone, the sections below the fold wait for the reader: nothing of them loads before', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/books/${BOOK.id}`);
  await expect(page.getByTestId('availability-panel').getByRole('row').nth(1)).toBeVisible();
  // "More like this" is far below a phone's first screen: it comes at the quiet moment, not with the page.
  await expect(page.getByTestId('similar-books')).toBeVisible({ timeout: 20_000 });
  const seen = await presence(page);
  expect(seen.why).toBe('quiet');
  expect(await requestedAt(page, '/api/similar/')).toBeGreaterThanOrEqual(seen.at!);
});

test('the book page asks for the chunks the server named a few per task, each once, and needs no others', async ({
  page,
}) => {
  // Each burst of <link rel="modulepreload"> the page adds, by the page's clock: a MutationObserver
  // callback gathers one task's insertions.
  type Burst = { at: number; hrefs: string[] };
  await page.addInitScript(() => {
    const bursts: Burst[] = [];
    Object.assign(window, { __preloadBursts: bursts });
    new MutationObserver((records) => {
      const hrefs = records
        .flatMap((record) => Array.from(record.addedNodes))
        .filter((node): node is HTMLLinkElement => node instanceof HTMLLinkElement && node.rel === 'modulepreload')
        .map((link) => new URL(link.href).pathname);
      if (hrefs.length) bursts.push({ at: performance.now(), hrefs });
    }).observe(document, { childList: true, subtree: true });
  });
  await page.setViewportSize({ width: 390, height: 844 });
  const response = await page.goto(`/books/${BOOK.id}`);
  const html = await response!.text();
  const named = /data-modules="([^"]*)"/.exec(html)![1]!.split(' ');
  // The route's chunks and the availability panel's: the server names them all.
  expect(named.length).toBeGreaterThan(10);
  await expect(page.getByTestId('availability-panel').getByRole('row').nth(1)).toBeVisible();
  const { at } = await presence(page);
  const bursts = (
    await page.evaluate(() => (window as unknown as { __preloadBursts: Burst[] }).__preloadBursts)
  ).filter((burst) => at === null || burst.at < at);
  const asked = bursts.flatMap((burst) => burst.hrefs);
  // Until the reader is there: no burst of more than three, each named chunk once, and nothing
  // the server did not name but the entry itself (Vite's helper lists it among a route's chunks)
  // and what the head already links.
  expect(Math.max(...bursts.map((burst) => burst.hrefs.length))).toBeLessThanOrEqual(3);
  for (const file of named) expect(asked.filter((href) => href === file)).toHaveLength(1);
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)![1];
  expect(asked.filter((href) => !named.includes(href) && href !== entry && !html.includes(`href="${href}"`))).toEqual(
    [],
  );
});

test("on a phone, the home page's shelves wait for the reader, a member's too", async ({ page }) => {
  await signIn(page, 'reader');
  // A fresh tab of the signed-in browser: its pointer has not moved, so only the quiet moment counts.
  const phone = await page.context().newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto('/');
  // "For you" is a member's shelf: the session is there.
  await expect(phone.getByTestId('for-you')).toBeVisible({ timeout: 20_000 });
  const seen = await presence(phone);
  expect(seen.why).toBe('quiet');
  // A member's shelves need no sign of their own: without BelowTheFold they were asked for at once.
  expect(await requestedAt(phone, '/homeShelves')).toBeGreaterThanOrEqual(seen.at!);
  await phone.close();
});

test("the reader's first sign (a pointer) brings Auth and the live page at once", async ({ page }) => {
  const ref = admin().db.collection(COLLECTIONS.books).doc(BOOK.id);
  const before = (await ref.get()).get('description') as string | undefined;
  // The frame's own goto (the page's waits for the app); the pointer moves until the page notices,
  // which is as soon as its entry has run, long before five quiet seconds.
  await page.mainFrame().goto(`/books/${BOOK.id}`, { waitUntil: 'commit' });
  let x = 0;
  await expect
    .poll(async () => {
      await page.mouse.move(10 + (x++ % 50), 10);
      return (await presence(page)).why;
    })
    .toBe('pointermove');
  await expect.poll(async () => (await presence(page)).firestore).not.toBeNull();
  const seen = await presence(page);
  expect(seen.auth).toBeGreaterThanOrEqual(seen.at!);
  const marker = `Live once the reader shows up ${Date.now()}`;
  try {
    await ref.update({ description: marker });
    await expect(page.getByText(marker)).toBeVisible();
  } finally {
    await ref.update({ description: before ?? '' });
  }
});
