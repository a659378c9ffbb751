import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { embedFirstScreen, firstScreenUrl, prefetchFirstScreen } from './lib/data/first-screen';
import { markPageFromServer } from './lib/data/server-markup';
import i18n, { i18nReady, startLanguage } from './i18n';
import './styles/global.css';
// The catalogue's cards and book page are what most visits show: their styles come with the
// entry's, so those pages wait for one stylesheet before their first paint, not two.
import './features/catalogue/catalogue.css';
import { App } from './app/app';
import { createRouter, loadRoutesOf } from './app/router';
import { hydrateHeaderSearch } from './app/layout/header-search';
import { nextTask, preloadModules } from './lib/preload-modules';

/**
 * A page the server rendered (functions/src/http/prerender.ts) carries its first screen's data in
 * a JSON block (not executed, so the CSP allows it): the app hydrates that markup instead of
 * replacing it, when the reader's language is the one the server rendered in. Otherwise (an
 * Arabic reader who came without ?lang=ar, or a data block that does not parse) the markup is
 * dropped and the app renders its own.
 */
function serverRendered(root: HTMLElement): { namespaces: string[]; modules: string[] } | null {
  const block = document.getElementById('first-screen-data');
  if (!block) return null;
  block.remove();
  // The server's language (data-lang), not <html lang>: the i18n module has already set that.
  if (block.dataset.lang !== startLanguage) {
    root.replaceChildren();
    return null;
  }
  // An unreadable block (a cache or proxy that mangled it) must not keep the app from starting:
  // the markup goes, and the screen renders itself from live data.
  let data: unknown;
  try {
    data = JSON.parse(block.textContent || 'null');
  } catch {
    root.replaceChildren();
    return null;
  }
  markPageFromServer();
  const url = firstScreenUrl(window.location.pathname);
  if (url) embedFirstScreen(url, data);
  const words = (list = '') => list.split(' ').filter(Boolean);
  return {
    // The namespaces the server's screen shows: all loaded before hydrating, or the screen would
    // suspend part-way and React would replace the server's markup instead of adopting it.
    namespaces: words(block.dataset.namespaces),
    // The route's chunks (lib/preload-modules.ts).
    modules: words(block.dataset.modules),
  };
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from app.html');
const hydrate = serverRendered(root);
// The first screen's data starts loading now, in parallel with the route's code (lib/data/first-screen.ts).
prefetchFirstScreen(window.location.pathname);

// The installed app's names follow the page's language (one manifest per language, vite.config.ts).
const linkManifest = (lng: string) =>
  document
    .querySelector('link[rel="manifest"]')
    ?.setAttribute('href', `/manifest.${lng === 'ar' ? 'ar' : 'en'}.webmanifest`);
linkManifest(i18n.language);
i18n.on('languageChanged', linkManifest);

// The service worker registers after the page has loaded, never competing with the first screen.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void import('./lib/pwa/register').then(({ registerServiceWorker }) => registerServiceWorker());
  });
}

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread in one long task, so a slow phone stays responsive while the page builds.
const render = () =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App router={createRouter(false)} />
      </StrictMode>,
    );
  });

if (hydrate) {
  // The frame's strings, the route's code and the strings the server's screen shows first, so the
  // first client render is the server's screen.
  void i18nReady
    // The header's search fields first, a root of their own (app/layout/header-search.tsx): a
    // reader's first click or key there never waits for the page's hydration.
    .then(() => hydrateHeaderSearch(root))
    .then(nextTask)
    // Each step below is a task of its own (nextTask), not one long one: asking for the route's
    // chunks, their evaluation, the router and hydration.
    .then(() => preloadModules(hydrate.modules))
    .then(nextTask)
    .then(() => Promise.all([loadRoutesOf(window.location.pathname), i18n.loadNamespaces(hydrate.namespaces)]))
    .then(nextTask)
    // The router (matching the page's routes, reading the history) is a task of its own too.
    .then(() => createRouter(true))
    .then((router) =>
      nextTask().then(() =>
        // In a transition, as the first render above: hydration yields to the browser every few
        // milliseconds instead of holding the main thread (a long task, blocking input) while it
        // adopts the server's markup.
        startTransition(() => {
          hydrateRoot(
            root,
            <StrictMode>
              <App router={router} />
            </StrictMode>,
          );
        }),
      ),
    );
} else if (startLanguage === 'en') render();
// English ships with the entry; Arabic's frame strings load first, so its first paint is Arabic, not
// English that then changes (a failed load still renders, in the English fallback).
else void i18nReady.finally(render);
