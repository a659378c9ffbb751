/**
 * Registers the service worker (web/src/sw.ts: the app shell precached, the prerendered pages,
 * covers and first-screen data cached as they are used). Loaded after the page's load event, so it
 * never competes with the first screen. A new version installs in the background and WAITS (no
 * silent swap of code under a reader's open form): the update prompt offers it, and accepting
 * activates it and reloads once it controls the page.
 */
import { Workbox } from 'workbox-window';
import { firstScreenUrl } from '@/lib/data/first-screen';
import { WORKER_MESSAGES } from './caches';
import { offerUpdate } from './status';

export function registerServiceWorker() {
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    offerUpdate(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  // The first install takes over this page (clientsClaim) after the page, its data and covers were
  // fetched: the worker fetches them again into its caches, so this very page also opens offline.
  wb.addEventListener('controlling', (event) => {
    if (!event.isUpdate) cacheWhatIsShown();
  });
  wb.register().catch((err: unknown) => console.warn('service worker not registered', err));
}

function cacheWhatIsShown() {
  // The worker keeps those it caches (covers, first-screen data) and ignores the rest.
  const images = [...document.images].map((img) => img.currentSrc || img.src);
  const data = firstScreenUrl(window.location.pathname);
  navigator.serviceWorker.controller?.postMessage({
    type: WORKER_MESSAGES.keepPage,
    url: window.location.href,
    resources: data ? [data, ...images] : images,
  });
}
