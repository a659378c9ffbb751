/**
 * The service worker (docs/performance.md, "Installable app"), built by vite-plugin-pwa from this
 * file with Workbox (web/vite.config.ts), registered by lib/pwa/register.ts:
 * - the app's shell (app.html, every hashed chunk and style, the icons) precached;
 * - the prerendered public pages (`prerendered` in the page table, functions/src/shared/pages.ts;
 *   rendered by functions/src/http/prerender.ts) at once from the cache and
 *   refreshed behind it, in the language the reader's page opens in, so a repeat visit paints its
 *   first screen before any script runs; the shell when neither cache nor network has the page;
 * - every other page: the shell;
 * - covers and the first screens' data cached as they are used.
 * A new version installs and waits for the reader's "Update now" (WORKER_MESSAGES.skipWaiting).
 */
/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { FIRST_SCREEN_ROOT, prerenderedPage } from '@shared/first-screen';
import { isLanguage } from '@shared/languages';
import { CACHES, READER_LANGUAGE_KEY, WORKER_MESSAGES } from '@/lib/pwa/caches';

declare const self: ServiceWorkerGlobalScope;

const SHELL = '/app.html';
const ok = () => new CacheableResponsePlugin({ statuses: [200] });

// The first install takes over the open page at once, so what it shows is cached for offline.
clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** The module script app.html starts the app with: its hashed name is the build's. */
const entryScript = (html: string) => /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];

/**
 * Whether a page belongs to this worker's build. A page of another deploy names chunks this worker
 * does not hold (offline they are missing; after a deploy the server has deleted the old ones):
 * such a page is neither kept nor shown, and the network's or the shell's answer is used instead.
 */
async function ofThisBuild(page: Response): Promise<boolean> {
  const ours = await thisBuildsEntry();
  return ours !== undefined && entryScript(await page.clone().text()) === ours;
}

/** This worker's precached shell never changes: its entry script is read once, not per navigation. */
let entry: Promise<string | undefined> | undefined;
function thisBuildsEntry(): Promise<string | undefined> {
  entry ??= matchPrecache(SHELL).then(async (shell) => {
    const src = shell ? entryScript(await shell.text()) : undefined;
    if (src === undefined) entry = undefined; // not precached yet: read it again next time
    return src;
  });
  return entry;
}

const thisBuildOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => ((await ofThisBuild(response)) ? response : null),
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse && (await ofThisBuild(cachedResponse)) ? cachedResponse : undefined,
};

/**
 * Each browsing cache's expiry: it also keeps, in IndexedDB, the URLs it holds and when they were
 * used, so forgetting a visit (forgetBrowsing) deletes through it, cache and record together.
 */
const expiry = {
  pages: new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 7 * 24 * 3600 }),
  covers: new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 }),
  firstScreen: new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600 }),
};

const pages = new StaleWhileRevalidate({
  cacheName: CACHES.pages,
  plugins: [expiry.pages, ok(), thisBuildOnly],
});
const shell = createHandlerBoundToURL(SHELL);

/** The language the page will open in, as the page last said (i18n/language-choice.ts), or null. */
async function readerLanguage(url: URL): Promise<string | null> {
  if (url.searchParams.has('lang')) return url.searchParams.get('lang');
  const saved = await (await caches.open(CACHES.reader)).match(READER_LANGUAGE_KEY);
  return saved ? saved.text() : null;
}

/**
 * A prerendered page in the language the reader's page opens in, from the cache at once (refreshed
 * behind it) or from the network; null when the URL is no prerendered page or the language is not
 * known yet (the page then renders itself from the shell).
 */
async function prerenderedAnswer(url: URL, event: ExtendableEvent): Promise<Response | null> {
  const language = prerenderedPage(url.pathname) ? await readerLanguage(url) : null;
  if (!isLanguage(language)) return null;
  // The server renders English unless told otherwise; English pages keep the URL every visitor
  // shares, so the CDN holds one copy of them.
  const page = new URL(url.href);
  if (language !== 'en') page.searchParams.set('lang', language);
  return pages.handle({ event, request: new Request(page.href) });
}

registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return (await prerenderedAnswer(options.url, options.event)) ?? (await shell(options));
      } catch {
        return shell(options); // offline with no copy of this page: the shell and the cached data
      }
    },
    // Firebase's reserved paths and the data endpoints are never answered with a page.
    { denylist: [/^\/__\//, /^\/api\//] },
  ),
);

const sameOrigin = (url: URL) => url.origin === self.location.origin;

/** What the worker caches as it is used, besides pages: each kind's URLs and how it is served. */
const RUNTIME_CACHES = [
  {
    // Same-origin covers only: other origins' images load as before, outside the worker.
    matches: (url: URL) => sameOrigin(url) && url.pathname.startsWith('/covers/'),
    strategy: new CacheFirst({
      cacheName: CACHES.covers,
      plugins: [expiry.covers, ok()],
    }),
  },
  {
    // The first screens' data (functions/src/http/first-screen.ts): at once from the cache,
    // refreshed behind it; the page's live listener corrects it within a second.
    matches: (url: URL) => sameOrigin(url) && url.pathname.startsWith(FIRST_SCREEN_ROOT),
    strategy: new StaleWhileRevalidate({
      cacheName: CACHES.firstScreen,
      plugins: [expiry.firstScreen, ok()],
    }),
  },
];
for (const { matches, strategy } of RUNTIME_CACHES) registerRoute(({ url }) => matches(url), strategy);

/** The longest the worker spends keeping the page it was installed on. */
const KEEP_PAGE_MS = 10_000;

/**
 * The page the worker was installed on, and its images and data, were loaded before the worker:
 * the page names them and the worker fetches what it caches into its caches itself (the page
 * fetching two dozen covers again was one 156 ms task on its main thread at a phone's CPU speed).
 */
function keepPage(event: ExtendableMessageEvent, page: string, resources: readonly unknown[]) {
  const url = new URL(page);
  if (!sameOrigin(url)) return;
  const kept: Promise<unknown>[] = [prerenderedAnswer(url, event)];
  for (const resource of resources) {
    if (typeof resource !== 'string') continue;
    const at = new URL(resource, self.location.origin);
    const strategy = RUNTIME_CACHES.find(({ matches }) => matches(at))?.strategy;
    if (strategy) kept.push(strategy.handle({ event, request: new Request(at.href) }));
  }
  // Bounded: while a worker has work pending, a waiting new version cannot take over (the service
  // worker spec's "Try Activate"), so a slow fetch here could hold "Update now". What is not cached
  // by then is not kept.
  event.waitUntil(Promise.race([Promise.allSettled(kept), new Promise((done) => setTimeout(done, KEEP_PAGE_MS))]));
}

/** Sign-out (lib/pwa/forget.ts): the pages, data and covers the member saw, and their records, go. */
function forgetBrowsing(event: ExtendableMessageEvent) {
  const forgotten = Promise.allSettled(Object.values(expiry).map((plugin) => plugin.deleteCacheAndMetadata()));
  event.waitUntil(forgotten.then(() => event.ports[0]?.postMessage('forgotten')));
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; url?: unknown; resources?: unknown } | null;
  if (data?.type === WORKER_MESSAGES.skipWaiting) void self.skipWaiting();
  if (data?.type === WORKER_MESSAGES.forgetBrowsing) forgetBrowsing(event);
  if (data?.type === WORKER_MESSAGES.keepPage && typeof data.url === 'string')
    keepPage(event, data.url, Array.isArray(data.resources) ? data.resources : []);
});
