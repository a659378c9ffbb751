/**
 * On a shared computer (a library's public terminal) the next person must not find where the last
 * one went: the worker's copies of the pages, first screens and covers a member saw are a browsing
 * trail. Signing out deletes those caches (the worker starts them afresh on the next visit); the
 * app's own files (the precache) and the reader's language stay. docs/security.md, "A shared
 * computer", says what the browser itself still keeps.
 */
import { CACHES } from './caches';

export const BROWSING_CACHES = [CACHES.pages, CACHES.firstScreen, CACHES.covers] as const;

export async function forgetBrowsing(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(BROWSING_CACHES.map((name) => caches.delete(name).catch(() => false)));
}
