/**
 * On a shared computer (a library's public terminal) the next person must not find where the last
 * one went: the worker's copies of the pages, first screens and covers a member saw, and the record
 * of their URLs that its cache expiry keeps in IndexedDB, are a browsing trail. Signing out asks the
 * worker to delete both (it owns them; the page could not delete the record while the worker holds
 * it open), then deletes the caches itself too, for a page no worker controls. The app's own files
 * (the precache) and the reader's language stay. docs/security.md, "A shared computer", says what
 * the browser itself still keeps.
 */
import { CACHES, WORKER_MESSAGES } from './caches';

export const BROWSING_CACHES = [CACHES.pages, CACHES.firstScreen, CACHES.covers] as const;

/** How long sign-out waits for the worker: a worker that does not answer must not hold it up. */
const WORKER_WAIT_MS = 3000;

function askWorkerToForget(): Promise<void> {
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  if (!worker) return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const done = () => {
      channel.port1.close();
      resolve();
    };
    channel.port1.onmessage = done;
    setTimeout(done, WORKER_WAIT_MS);
    worker.postMessage({ type: WORKER_MESSAGES.forgetBrowsing }, [channel.port2]);
  });
}

export async function forgetBrowsing(): Promise<void> {
  await askWorkerToForget();
  if (typeof caches === 'undefined') return;
  await Promise.all(BROWSING_CACHES.map((name) => caches.delete(name).catch(() => false)));
}
