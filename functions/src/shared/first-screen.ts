/**
 * The first screen's data as plain, cacheable JSON (docs/performance.md, "Instant pages"): the
 * function functions/src/http/first-screen.ts serves it behind a Hosting rewrite, and the web app
 * shows it before its live Firestore listener answers. Public data only: exactly the documents and
 * fields a visitor's own query would read (books and reading groups are public; the output is the
 * shared schemas', documents/wire.ts). No imports: the web app's entry loads this file.
 */

/** Where every first screen's path starts (firebase.json rewrites them to the function). */
export const FIRST_SCREEN_ROOT = '/api/first/';

/** Same-origin paths. */
export const FIRST_SCREEN_PATHS = {
  books: `${FIRST_SCREEN_ROOT}books`,
  book: (id: string) => `${FIRST_SCREEN_ROOT}books/${encodeURIComponent(id)}`,
  community: `${FIRST_SCREEN_ROOT}community`,
} as const;

/** A page that has a first screen: the catalogue's first page, one book, or the newest reading groups. */
export type FirstScreenPage = { kind: 'books' } | { kind: 'book'; id: string } | { kind: 'community' };

/**
 * Which first screen a page path shows, or null: /books and /books/{id}, not /books/add (the
 * staff form), and /community. The web app fetches the matching endpoint; the prerender function
 * renders it.
 */
export function firstScreenPage(pathname: string): FirstScreenPage | null {
  if (pathname === '/books') return { kind: 'books' };
  if (pathname === '/community') return { kind: 'community' };
  const match = /^\/books\/([^/]+)$/.exec(pathname);
  if (!match || match[1] === 'add') return null;
  try {
    return { kind: 'book', id: decodeURIComponent(match[1]!) };
  } catch {
    // A malformed escape names no book: its first screen answers "not found".
    return { kind: 'book', id: '' };
  }
}

/**
 * The public pages the prerender function renders (functions/src/http/prerender.ts; firebase.json
 * rewrites exactly these paths to it): the first screens above, and two pages whose first screen
 * needs no data. The service worker answers these from its page cache (web/src/sw.ts).
 */
export type PrerenderedPage = FirstScreenPage | { kind: 'home' } | { kind: 'search' };

export function prerenderedPage(pathname: string): PrerenderedPage | null {
  if (pathname === '/') return { kind: 'home' };
  if (pathname === '/search') return { kind: 'search' };
  return firstScreenPage(pathname);
}

/**
 * Shared caches (Hosting's CDN) keep an answer a minute and may serve it stale for ten more while
 * they refresh it; browsers always revalidate. The page's live listener corrects anything older
 * within a second of showing it, so a minute of CDN staleness is never what a reader ends up with.
 */
export const FIRST_SCREEN_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
