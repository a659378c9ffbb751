/**
 * The first screen's data from the cacheable same-origin endpoint (functions/src/http/
 * first-screen.ts): fetched as soon as the entry runs, in parallel with the route's code, so the
 * first cards need neither Firestore, Auth nor the WebChannel handshake. The service worker keeps
 * the answers, so a repeat visit (or an offline one) has them at once. Each screen's live listener
 * takes over as soon as it answers from the server. No Firebase import: this ships in the entry.
 */
import { FIRST_SCREEN_PATHS } from '@shared/first-screen';

const started = new Map<string, Promise<unknown>>();

/** The endpoint for a page's first screen, or null when the page has none. */
export function firstScreenUrl(pathname: string): string | null {
  if (pathname === '/books') return FIRST_SCREEN_PATHS.books;
  const book = /^\/books\/([^/]+)$/.exec(pathname);
  if (book && book[1] !== 'add') return FIRST_SCREEN_PATHS.book(decodeURIComponent(book[1]!));
  return null;
}

function load(url: string): Promise<unknown> {
  return fetch(url, { headers: { accept: 'application/json' } })
    .then((res) => (res.ok || res.status === 404 ? (res.json() as Promise<unknown>) : null))
    .catch(() => null);
}

/** Starts the current page's read (main.tsx, before React renders). */
export function prefetchFirstScreen(pathname: string): void {
  const url = firstScreenUrl(pathname);
  if (url && !started.has(url)) started.set(url, load(url));
}

/**
 * The answer for `url` (null when it failed): the prefetched one, used once, so a later visit to
 * the same screen in this tab asks again (the SW or the CDN answers it quickly).
 */
export function firstScreen(url: string): Promise<unknown> {
  const pending = started.get(url);
  started.delete(url);
  return pending ?? load(url);
}
