/**
 * The first screen's data as plain, cacheable JSON (docs/performance.md, "Instant pages"): the
 * function functions/src/http/first-screen.ts serves it behind a Hosting rewrite, and the web app
 * shows it before its live Firestore listener answers. Public data only: exactly the documents and
 * fields a visitor's own query would read (books and reading groups are public; the output is the
 * shared schemas', documents/wire.ts). Imports only the page table: the web app's entry loads this
 * file.
 */
import { PAGES, pageAt, type FirstScreenId, type PrerenderedId } from './pages.js';

/** Where every first screen's path starts (firebase.json rewrites them to the function). */
export const FIRST_SCREEN_ROOT = '/api/first/';

/** Same-origin paths. */
export const FIRST_SCREEN_PATHS = {
  books: `${FIRST_SCREEN_ROOT}books`,
  book: (id: string) => `${FIRST_SCREEN_ROOT}books/${encodeURIComponent(id)}`,
  community: `${FIRST_SCREEN_ROOT}community`,
} as const;

/**
 * A page that has a first screen (`firstScreen` in ./pages.ts): the catalogue's first page, one
 * book, or the newest reading groups.
 */
export type FirstScreenPage = { kind: 'book'; id: string } | { kind: Exclude<FirstScreenId, 'book'> };

/**
 * Which first screen a page path shows, or null: the pages of ./pages.ts marked `firstScreen`
 * (/books and /books/{id}, not /books/add, the staff form; /community). The web app fetches the
 * matching endpoint; the prerender function renders it.
 */
export function firstScreenPage(pathname: string): FirstScreenPage | null {
  const { id, params } = pageAt(pathname);
  if (!('firstScreen' in PAGES[id])) return null;
  if (id !== 'book') return { kind: id as Exclude<FirstScreenId, 'book'> };
  try {
    return { kind: 'book', id: decodeURIComponent(params.bookId!) };
  } catch {
    // A malformed escape names no book: its first screen answers "not found".
    return { kind: 'book', id: '' };
  }
}

/**
 * The public pages the prerender function renders (functions/src/http/prerender.ts; firebase.json
 * rewrites exactly these paths to it): the pages of ./pages.ts marked `prerendered`, the first
 * screens above and pages whose first screen needs no data. The service worker answers these from
 * its page cache (web/src/sw.ts).
 */
export type PrerenderedPage = FirstScreenPage | { kind: Exclude<PrerenderedId, FirstScreenId> };

export function prerenderedPage(pathname: string): PrerenderedPage | null {
  const { id } = pageAt(pathname);
  if (!PAGES[id].prerendered) return null;
  return firstScreenPage(pathname) ?? { kind: id as Exclude<PrerenderedId, FirstScreenId> };
}

/**
 * Shared caches (Hosting's CDN) keep an answer a minute and may serve it stale for ten more while
 * they refresh it; browsers always revalidate. The page's live listener corrects anything older
 * within a second of showing it, so a minute of CDN staleness is never what a reader ends up with.
 */
export const FIRST_SCREEN_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
