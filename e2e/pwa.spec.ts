/**
 * The installable app (docs/performance.md, "Installable app"): the manifests and icons, the
 * service worker keeping visited pages for offline use, the offline notice and the refusal of
 * writes while offline, and the update prompt when a new version is deployed. The only browser
 * tests with the service worker allowed (playwright.config.ts blocks it everywhere else).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { screenshot } from './support/screenshot';
import { signIn } from '../testing/demo';
import { paths } from '../web/src/config/paths';
import { CACHES, READER_LANGUAGE_KEY } from '../web/src/lib/pwa/caches';
import { BROWSING_CACHES } from '../web/src/lib/pwa/forget';
import en from '../web/src/i18n/locales/en/common.json' with { type: 'json' };
import ar from '../web/src/i18n/locales/ar/common.json' with { type: 'json' };

test.use({ serviceWorkers: 'allow' });

const SW_FILE = new URL('../web/dist/sw.js', import.meta.url);
const BOOK = { id: 'dune', title: 'Dune' };

/** Waits until the service worker controls the page and has cached what the page showed. */
async function waitForOfflineCopy(page: Page, dataPath: string) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await page.waitForFunction(
    async ([name, path]) => {
      const cache = await caches.open(name);
      return (await cache.keys()).some((req) => new URL(req.url).pathname === path);
    },
    [CACHES.firstScreen, dataPath] as const,
    { timeout: 20_000 },
  );
}

/** For people to look at (artifacts/ is git-ignored): the notice at desktop and phone widths. */
async function shoot(page: Page, name: string) {
  const size = page.viewportSize()!;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await screenshot(page, { path: `artifacts/screenshots/pwa-${name}-${width}.png` });
  }
  await page.setViewportSize(size);
}

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

test('the manifests name the app in English and Arabic, with installable icons', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.en.webmanifest');
  for (const [lang, catalogue] of [
    ['en', en],
    ['ar', ar],
  ] as const) {
    const res = await request.get(`/manifest.${lang}.webmanifest`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/application\/manifest\+json/);
    const manifest = await res.json();
    expect(manifest).toMatchObject({
      name: catalogue.libraryName,
      short_name: catalogue.app.shortName,
      lang,
      dir: lang === 'ar' ? 'rtl' : 'ltr',
      start_url: lang === 'ar' ? '/?lang=ar' : '/',
      scope: '/',
      display: 'standalone',
    });
    const purposes = new Set<string>();
    for (const icon of manifest.icons as Array<{ src: string; sizes: string; type: string; purpose: string }>) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type'], icon.src).toBe('image/png');
      expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
      purposes.add(`${icon.purpose} ${icon.sizes}`);
    }
    expect([...purposes]).toEqual(expect.arrayContaining(['any 192x192', 'any 512x512', 'maskable 512x512']));
  }
  expect(ar.libraryName).not.toBe(en.libraryName);
});

test('after one visit, /books and a visited book open offline; writes are refused with a clear message', async ({
  page,
  context,
}) => {
  await signIn(page, 'reader');
  await page.goto(paths.books);
  await expect(page.getByTestId('book-card').first()).toBeVisible();
  await waitForOfflineCopy(page, '/api/first/books');
  const firstTitle = await page.getByTestId('book-card').first().locator('.book-card-title').textContent();

  await page.goto(paths.book(BOOK.id));
  await expect(page.getByRole('heading', { name: BOOK.title, level: 1 })).toBeVisible();
  await waitForOfflineCopy(page, `/api/first/books/${BOOK.id}`);
  const chat = page.getByRole('region', { name: 'Chat about this book' });
  await expect(chat.getByRole('log')).toHaveAttribute('aria-busy', 'false');

  await context.setOffline(true);
  const notice = page.getByTestId('offline-notice');
  await expect(notice).toContainText(en.offline.title);
  await expect(notice).toContainText(en.offline.notice);
  await shoot(page, 'offline');

  // A write while offline: refused at once with the reason, nothing queued to be sent later.
  await chat.getByLabel('Your message').fill('Is the sequel on the shelf?');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByText(en.offline.writeRefused)).toBeVisible();

  // The network is gone: the pages come from the service worker and the cached first screens.
  await page.reload();
  await expect(page.getByRole('heading', { name: BOOK.title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('offline-notice')).toBeVisible();

  await page.goto(paths.books);
  await expect(page.getByTestId('book-card').first().locator('.book-card-title')).toHaveText(firstTitle!);
  await expect(page.getByTestId('offline-notice')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
});

// In the demo catalogue; no test here opens it before going offline.
const UNVISITED_BOOK = 'frankenstein';

for (const lang of ['en', 'ar'] as const) {
  test(`offline in ${lang}: a compact notice that can be dismissed, and live panels that say they wait for the network`, async ({
    page,
    context,
  }) => {
    const words = lang === 'ar' ? ar : en;
    await page.goto(`${paths.book(BOOK.id)}?lang=${lang}`);
    // The Arabic page shows the book's Arabic title.
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const title = await heading.textContent();
    await expect(page.getByTestId('availability-panel')).toBeVisible();
    await waitForOfflineCopy(page, `/api/first/books/${BOOK.id}`);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // The copies come with the page's cached first screen: the panel shows them, no spinner.
    await expect(page.getByTestId('availability-panel').getByRole('row').nth(1)).toBeVisible();
    await expect(page.locator('main .spinner')).toHaveCount(0);
    // A book never opened before, reached inside the app: its live listener cannot answer offline,
    // and the page says it waits for the network instead of spinning.
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, paths.book(UNVISITED_BOOK));
    const waiting = page.getByTestId('waiting-for-network').first();
    await expect(waiting).toBeVisible();
    await expect(waiting).toHaveText(words.offline.waiting);
    await expect(page.locator('main .spinner')).toHaveCount(0);

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      const notice = page.getByTestId('offline-notice');
      await expect(notice).toContainText(words.offline.title);
      const box = (await notice.boundingBox())!;
      console.log(`offline notice at ${width} px (${lang}): ${Math.round(box.width)}x${Math.round(box.height)}`);
      expect(box.height, `notice height at ${width} px`).toBeLessThanOrEqual(56);
      await screenshot(page, { path: `artifacts/screenshots/pwa-offline-compact-${lang}-${width}.png` });
    }
    // Dismissed, it stays away while offline; the next time the connection drops it comes back.
    await page.getByTestId('offline-notice').getByRole('button', { name: words.offline.dismiss }).click();
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);
    await context.setOffline(false);
    await expect(page.getByTestId('waiting-for-network')).toHaveCount(0, { timeout: 20_000 });
    await context.setOffline(true);
    await expect(page.getByTestId('offline-notice')).toBeVisible();
    await context.setOffline(false);
  });
}

test('signing out on a shared computer leaves no copy of the pages the member saw', async ({ page }) => {
  await signIn(page, 'reader');
  await page.goto(paths.book(BOOK.id));
  await expect(page.getByRole('heading', { name: BOOK.title, level: 1 })).toBeVisible();
  await waitForOfflineCopy(page, `/api/first/books/${BOOK.id}`);
  const kept = () =>
    page.evaluate(async (names) => {
      const urls: string[] = [];
      for (const name of names) {
        if (!(await caches.has(name))) continue;
        for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
      }
      return urls;
    }, BROWSING_CACHES);
  // The worker's cache expiry also records each URL it keeps, and when (Workbox's IndexedDB).
  const recorded = () =>
    page.evaluate(
      () =>
        new Promise<string[]>((resolve, reject) => {
          const open = indexedDB.open('workbox-expiration');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('cache-entries')) return resolve([]);
            const all = db.transaction('cache-entries').objectStore('cache-entries').getAll();
            all.onsuccess = () => {
              resolve((all.result as Array<{ url: string }>).map((e) => new URL(e.url).pathname));
              db.close();
            };
          };
        }),
    );
  await expect.poll(kept).toContain(`/api/first/books/${BOOK.id}`);
  await expect.poll(recorded).toContain(`/api/first/books/${BOOK.id}`);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL('/');
  // Neither the book's page nor its data is kept, nor their record (home, shown next, may keep its own).
  const trail = [`/books/${BOOK.id}`, `/api/first/books/${BOOK.id}`];
  await expect.poll(async () => (await kept()).filter((path) => trail.includes(path))).toEqual([]);
  await expect.poll(async () => (await recorded()).filter((path) => trail.includes(path))).toEqual([]);
});

test("a repeat visit opens the page the server rendered, from the worker, in the reader's language", async ({
  page,
}) => {
  /** The HTML the worker answered a navigation with (before any script ran). */
  const served = async (path: string) => {
    const response = await page.goto(path);
    expect(response?.fromServiceWorker(), path).toBe(true);
    return response!.text();
  };
  /** What one of the worker's caches holds (path and query). */
  const cached = async (name: string = CACHES.pages) =>
    page.evaluate(
      async (name) =>
        (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search),
      name,
    );
  await page.goto(paths.books);
  const firstCover = new URL(
    await page
      .locator('.book-card img')
      .first()
      .evaluate((img: HTMLImageElement) => img.src),
  ).pathname;
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  // The page the worker was installed on, loaded before it, is kept too, with its data and covers.
  await expect.poll(cached).toContain(paths.books);
  await expect.poll(() => cached(CACHES.firstScreen)).toContain('/api/first/books');
  await expect.poll(() => cached(CACHES.covers)).toContain(firstCover);

  // English: the book's first screen is in the worker's answer itself, and the page works from it.
  expect(await served(paths.book(BOOK.id))).toContain(`>${BOOK.title}</h1>`);
  await expect(page.getByRole('heading', { name: BOOK.title, level: 1 })).toBeVisible();
  await expect.poll(cached).toContain(paths.book(BOOK.id));

  // A copy left by another build names chunks this worker does not hold: never shown.
  await page.evaluate(async (name) => {
    const stale = '<!doctype html><script type="module" src="/assets/app-old.js"></script><h1>Stale copy</h1>';
    await (await caches.open(name)).put('/books', new Response(stale, { headers: { 'content-type': 'text/html' } }));
  }, CACHES.pages);
  const books = await served(paths.books);
  expect(books).not.toContain('Stale copy');
  expect(books).toContain('data-testid="book-card"');

  // An Arabic reader (the choice arrives with a ?lang=ar link and is remembered): the worker asks
  // for the Arabic page, so the first paint is already Arabic, right to left.
  await page.goto('/?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // The page tells the worker by writing the choice to its cache, after it switched: the next
  // navigation is the worker's to answer only once that is there (it raced in a busy CI run).
  await expect
    .poll(() =>
      page.evaluate(async ([name, key]) => (await (await caches.open(name)).match(key))?.text() ?? null, [
        CACHES.reader,
        READER_LANGUAGE_KEY,
      ] as const),
    )
    .toBe('ar');
  const arabic = await served(paths.book(BOOK.id));
  expect(arabic).toMatch(/<html lang="ar" dir="rtl"[ >]/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(cached).toContain(`${paths.book(BOOK.id)}?lang=ar`);
});

test('a new version deployed while the site is open -> the update prompt, and "Update now" switches to it', async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await expect(page.getByTestId('update-prompt')).toHaveCount(0);

  // A deploy: the served service worker changes (as any new build's precache list does).
  const original = readFileSync(SW_FILE, 'utf8');
  try {
    writeFileSync(SW_FILE, `${original}\n// next deploy ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toContainText(en.update.available, { timeout: 20_000 });
    await shoot(page, 'update-prompt');

    // Accepting reloads the page: a mark left on this document is gone from the next one. (Waiting
    // for the reload's load event instead races a fast reload and waits on every cover of a slow one.)
    await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
    await prompt.getByRole('button', { name: en.update.apply }).click();
    await page.waitForFunction(() => !('beforeUpdate' in window), undefined, { timeout: 30_000 });
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
    ).toBeNull();
  } finally {
    writeFileSync(SW_FILE, original);
  }
});
