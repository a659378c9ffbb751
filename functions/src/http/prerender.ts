/**
 * GET /, /books, /books/{id}, /search and /community (the pages marked `prerendered` in the page
 * table, shared/pages.ts), behind Hosting rewrites (firebase.json; a test holds them to the
 * table): the app's shell (app.html) with the first screen already in it (docs/performance.md,
 * "The first screen's HTML in the response"). The real components render it (the web app's server build,
 * web/src/entry-server.tsx, copied with the client's app.html into functions/prerender/ by
 * `npm run build -w web`); the catalogue's and community's pages from the same public data as
 * /api/first/... (./first-screen.ts), which the page also carries as a JSON data block for the
 * browser to hydrate from. The page is in the reader's language, with lang and dir in the first
 * byte: a `?lang=ar` link's, else the language cookie's (shared/languages.ts), else English. Cached
 * like the JSON: the CDN keeps a page a minute, one copy per language cookie; the page's live
 * listener corrects it.
 */
import { readFile } from 'node:fs/promises';
import { onRequest } from 'firebase-functions/v2/https';
import {
  FIRST_SCREEN_CACHE_CONTROL,
  prerenderedPage,
  type FirstScreenPage,
  type PrerenderedPage,
} from '../shared/first-screen.js';
import { isLanguage, languageFromCookies, type Language } from '../shared/languages.js';
import type { BookDoc } from '../shared/documents/book.js';
import type { CatalogueRecordDoc } from '../shared/documents/catalogue-import.js';
import { ID_PATTERN } from '../shared/schemas.js';
import { catalogueRecords } from '../lib/documents.js';
import { siteUrl } from '../lib/site-origins.js';
import { sendCompressed } from './compressed.js';
import { bookJsonLd, hreflangLinks, jsonLdBlock } from './discovery.js';
import { firstScreenAnswer } from './first-screen.js';
import { PAGE_HEADERS } from './security-headers.js';

interface PrerenderModule {
  render(input: { url: string; lang: Language; firstScreen: unknown }): Promise<{
    html: string;
    namespaces: string[];
    lang: string;
    dir: 'ltr' | 'rtl';
  }>;
}

const PRERENDER_DIR = new URL('../../prerender/', import.meta.url);

/** Loaded on first use and kept; a failed load is tried again next time, not kept as a failure. */
function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () =>
    (value ??= load().catch((err: unknown) => {
      value = undefined;
      throw err;
    }));
}
const template = loadOnce(() => readFile(new URL('app.html', PRERENDER_DIR), 'utf8'));
const renderer = loadOnce(() => import(new URL('entry-server.js', PRERENDER_DIR).href) as Promise<PrerenderModule>);
const withoutData = (page: PrerenderedPage): page is Exclude<PrerenderedPage, FirstScreenPage> =>
  page.kind === 'home' || page.kind === 'search';

/** Each page kind's route stylesheets and chunks (web/vite.config.ts writes them at build time). */
const routeAssets = loadOnce(
  async (): Promise<Record<PrerenderedPage['kind'], { styles: string[]; modules: string[] }>> =>
    JSON.parse(await readFile(new URL('assets.json', PRERENDER_DIR), 'utf8')),
);

/**
 * JSON inside <script type="application/json">: "<" escaped, so "</script>" cannot end the block.
 * Its attributes name the strings and the chunks the page's screen needs (web/src/main.tsx).
 */
const dataBlock = (json: unknown, namespaces: string[], modules: string[], lang: string) =>
  `<script type="application/json" id="first-screen-data" data-lang="${lang}" data-namespaces="${namespaces.filter((ns) => /^[a-z-]+$/.test(ns)).join(' ')}" data-modules="${modules.filter((file) => /^\/assets\/[\w.-]+\.js$/.test(file)).join(' ')}">${JSON.stringify(json).replace(/</g, '\\u003c')}</script>`;

/**
 * The template with the rendered markup, the data block, and the language in the first byte.
 * React puts the preloads of the priority covers before the markup; they belong in the head (the
 * browser fetches them sooner, and hydration finds #root holding only what the app renders).
 */
export function fillTemplate(
  html: string,
  page: {
    markup: string;
    namespaces: string[];
    lang: string;
    dir: string;
    data: unknown;
    styles: string[];
    /** The route's chunks, which the page asks for before its import does. */
    modules: string[];
    /** What the world reads in the head (./discovery.ts): language alternates, a book's JSON-LD. */
    head?: string;
  },
): string {
  const stylesheets = page.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
  const preloads = /^(?:<link [^>]*\/>)*/.exec(page.markup)![0];
  // Style attributes (Radix's tabs write two) are blocked by the page's CSP (style-src 'self'):
  // they would only log violations. React escapes every quote in text and attribute values, so
  // this matches attributes only.
  const markup = page.markup.slice(preloads.length).replace(/ style="[^"]*"/g, '');
  // Every value goes in through a function: a string replacement would expand "$&", "$`", "$'"
  // and "$$" found in a member's or a book's words (a group named "$&" duplicated #root).
  const put = (value: string) => () => value;
  return (
    html
      // data-rendered tells the page's first script (web/app.html) that this language was chosen here.
      .replace(
        /<html lang="[^"]*" dir="[^"]*">/,
        put(`<html lang="${page.lang}" dir="${page.dir}" data-rendered="server">`),
      )
      .replace('/manifest.en.webmanifest', put(`/manifest.${page.lang === 'ar' ? 'ar' : 'en'}.webmanifest`))
      .replace('</head>', put(`${stylesheets}${preloads}${page.head ?? ''}</head>`))
      .replace(
        '<div id="root"></div>',
        put(`<div id="root">${markup}</div>${dataBlock(page.data, page.namespaces, page.modules, page.lang)}`),
      )
  );
}

/** What an import knows of a book beyond its page (the ISBNs for its structured data); null for none. */
async function catalogueRecordOf(bookId: string): Promise<CatalogueRecordDoc | null> {
  if (!ID_PATTERN.test(bookId)) return null;
  return (await catalogueRecords().doc(bookId).get()).data() ?? null;
}

export const prerender = onRequest({ memory: '512MiB', concurrency: 80 }, async (req, res) => {
  // The page's policy from the function itself: at its own URL nothing else would add it.
  res.set({ ...PAGE_HEADERS, 'Content-Type': 'text/html; charset=utf-8' });
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.set({ Allow: 'GET, HEAD', 'Cache-Control': 'no-store' }).status(405).send('Method not allowed');
    return;
  }
  const shell = await template();
  const pathname = req.path.replace(/\/+$/, '') || '/';
  const prerendered = prerenderedPage(pathname);
  if (!prerendered) {
    res.set('Cache-Control', 'no-cache');
    sendCompressed(req, res, shell);
    return;
  }
  try {
    const lang = isLanguage(req.query.lang) ? req.query.lang : (languageFromCookies(req.get('cookie')) ?? 'en');
    // Browsers and shared caches other than Hosting's CDN (which keys on __session itself) too.
    res.vary('Cookie');
    const [answer, record] = await Promise.all([
      withoutData(prerendered) ? { status: 200, body: null } : firstScreenAnswer(prerendered),
      prerendered.kind === 'book' ? catalogueRecordOf(prerendered.id) : null,
    ]);
    const { render } = await renderer();
    const assets = (await routeAssets())[prerendered.kind];
    const page = await render({ url: req.originalUrl, lang, firstScreen: answer.body });
    res.set('Cache-Control', FIRST_SCREEN_CACHE_CONTROL).status(answer.status);
    const site = siteUrl();
    const pageUrl = new URL(pathname, site).toString();
    const book = prerendered.kind === 'book' ? (answer.body as { book: BookDoc | null } | null)?.book : null;
    sendCompressed(
      req,
      res,
      fillTemplate(shell, {
        markup: page.html,
        styles: assets.styles,
        modules: assets.modules,
        namespaces: page.namespaces,
        lang: page.lang,
        dir: page.dir,
        data: answer.body,
        head: hreflangLinks(pageUrl) + (book ? jsonLdBlock(bookJsonLd(book, record, pageUrl, site)) : ''),
      }),
    );
  } catch (err) {
    // The app shell still works: the browser renders the page itself, as without the prerender.
    console.error('prerender failed', err);
    res.set('Cache-Control', 'no-store');
    sendCompressed(req, res, shell);
  }
});
