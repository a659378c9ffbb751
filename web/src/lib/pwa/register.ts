/**
 * Registers the service worker (built by vite-plugin-pwa/Workbox: the app shell precached, covers
 * and first-screen data cached as they are used; see web/vite.config.ts). Loaded after the page's
 * load event, so it never competes with the first screen. A new version installs in the
 * background and WAITS (no silent swap of code under a reader's open form): the update prompt
 * offers it, and accepting activates it and reloads once it controls the page.
 */
import { Workbox } from 'workbox-window';
import { offerUpdate } from './status';

export function registerServiceWorker() {
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    offerUpdate(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  wb.register().catch((err: unknown) => console.warn('service worker not registered', err));
}
