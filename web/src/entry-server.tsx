/**
 * The server's render of a public page's first screen (docs/performance.md, "The first screen's
 * HTML in the response"): the real route tree and components, the same i18n catalogues, a visitor
 * who is not signed in (the session is still "loading", as in the browser's first render), and
 * the first-screen JSON the page would fetch. Built by `vite build --ssr` into a self-contained
 * module for the function functions/src/http/prerender.ts; the browser then hydrates the markup
 * (main.tsx). No Firebase runs here: the screens' live code loads only in effects.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppFrame } from './app/app';
import { routeTree } from './app/router';
import i18n from './i18n';
import { clearEmbeddedFirstScreens, embedFirstScreen, firstScreenUrl } from './lib/data/first-screen';

export interface PrerenderInput {
  /** The page's URL (path and query). */
  url: string;
  lang: 'en' | 'ar';
  /** The page's first-screen JSON (what /api/first/... answers), when it has one. */
  firstScreen: unknown;
}

export interface Prerendered {
  /** The markup of #root. */
  html: string;
  /** The i18n namespaces it shows: the browser loads them before it hydrates. */
  namespaces: string[];
  lang: string;
  dir: 'ltr' | 'rtl';
}

const handler = createStaticHandler(routeTree);

// i18n's language and the embedded first screen are module-wide: one page renders at a time.
let queue: Promise<unknown> = Promise.resolve();

async function renderNow({ url, lang, firstScreen }: PrerenderInput): Promise<Prerendered> {
  const request = new Request(new URL(url, 'http://localhost'));
  const pathname = new URL(request.url).pathname;
  clearEmbeddedFirstScreens();
  const endpoint = firstScreenUrl(pathname);
  if (endpoint && firstScreen !== undefined) embedFirstScreen(endpoint, firstScreen);
  await i18n.changeLanguage(lang);
  // Which namespaces this page's components ask for (react-i18next reports them here).
  const used = new Set<string>();
  i18n.reportNamespaces = {
    addUsedNamespaces: (ns) => (Array.isArray(ns) ? ns : [ns]).forEach((n: string) => used.add(n)),
    getUsedNamespaces: () => [...used],
  };
  // Runs the matched routes' lazy() (their code and i18n namespaces, router.tsx).
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`unexpected redirect for ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  try {
    const page = (
      <StrictMode>
        <AppFrame>
          {/* hydrate={false}: no inline hydration script (the CSP allows none); main.tsx hydrates. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppFrame>
      </StrictMode>
    );
    let html = renderToString(page);
    // Something suspended (a panel's i18n namespace, a lazy component): renderToString sent its
    // fallback. prerender waits for all of it; its own output is not used, because it moves large
    // parts behind inline scripts, which the CSP forbids. The second renderToString has it all.
    if (html.includes('<!--$!')) {
      await prerender(page);
      html = renderToString(page);
    }
    return { html, namespaces: [...used], lang, dir: i18n.dir(lang) === 'rtl' ? 'rtl' : 'ltr' };
  } finally {
    clearEmbeddedFirstScreens();
  }
}

export function render(input: PrerenderInput): Promise<Prerendered> {
  const result = queue.then(() => renderNow(input));
  queue = result.catch(() => undefined);
  return result;
}
