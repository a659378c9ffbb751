/**
 * Every page of the site in one table (spec section 2; docs/architecture.md, "Add a page"): its
 * path, the screen that shows it (web/src/app/routes/<screen>.tsx), the i18n namespaces loaded with
 * it, who may open it, and whether the server prerenders it (functions/src/http/prerender.ts) with
 * a first screen of data (/api/first/..., ./first-screen.ts). Read by the web app's router, header
 * and service worker, the config's `routes` and `paths` (web/src/config/paths.ts, which e2e and the
 * scripts load), the prerender and first-screen functions, the Vite config (the prerendered pages'
 * stylesheets) and the bundle bench; tests/security/pages.unit.test.ts checks that firebase.json's
 * rewrites, the router's screens and the screens' own guards say the same. No runtime imports: the
 * web app's entry, the service worker and vite.config.ts load this file.
 */
import type { Role } from './roles.js';

/**
 * Who may open a page. The screens enforce it themselves (a member's page sends a visitor to
 * /login, a staff or admin page sends everyone else away); the header shows a page's link only to
 * those who may open it. The rules guard the data either way.
 */
export type Access = 'everyone' | 'member' | 'staff' | 'admin';

export interface Page {
  /** The router's pattern: static segments and `:param`s, or '*' for every other path. */
  path: string;
  /** The screen's module, web/src/app/routes/<screen>.tsx. */
  screen: string;
  /** i18n namespaces loaded in parallel with the screen's code (besides the entry's). */
  namespaces: readonly string[];
  access: Access;
  /** Rendered by the prerender function (a Hosting rewrite) and kept by the service worker. */
  prerendered: boolean;
  /** Its first screen's public data is served as JSON at /api/first/<path> (./first-screen.ts). */
  firstScreen?: true;
}

export const PAGES = {
  home: { path: '/', screen: 'home', namespaces: ['pages'], access: 'everyone', prerendered: true },
  books: {
    path: '/books',
    screen: 'book-list',
    namespaces: ['catalogue'],
    access: 'everyone',
    prerendered: true,
    firstScreen: true,
  },
  addBook: {
    path: '/books/add',
    screen: 'book-add',
    namespaces: ['catalogue'],
    access: 'staff',
    prerendered: false,
  },
  editBook: {
    path: '/books/edit/:bookId',
    screen: 'book-edit',
    namespaces: ['catalogue', 'circulation'],
    access: 'staff',
    prerendered: false,
  },
  book: {
    path: '/books/:bookId',
    screen: 'book-detail',
    namespaces: ['catalogue', 'bilingual'],
    access: 'everyone',
    prerendered: true,
    firstScreen: true,
  },
  search: {
    path: '/search',
    screen: 'search',
    namespaces: ['search', 'catalogue'],
    access: 'everyone',
    prerendered: true,
  },
  login: { path: '/login', screen: 'login', namespaces: ['auth'], access: 'everyone', prerendered: false },
  register: {
    path: '/register',
    screen: 'register',
    namespaces: ['auth', 'profile'],
    access: 'everyone',
    prerendered: false,
  },
  forgotPassword: {
    path: '/forgot-password',
    screen: 'forgot-password',
    namespaces: ['auth'],
    access: 'everyone',
    prerendered: false,
  },
  /** Where Firebase Auth's e-mailed links land (?mode=...&oobCode=...): reset, verify, recover. */
  resetPassword: {
    path: '/reset-password',
    screen: 'reset-password',
    namespaces: ['auth'],
    access: 'everyone',
    prerendered: false,
  },
  profile: {
    path: '/profile',
    screen: 'profile',
    namespaces: ['profile', 'auth'],
    access: 'member',
    prerendered: false,
  },
  /** A member's public reading page (issue 32): only while they opt in, only what they shared. */
  member: {
    path: '/members/:memberId',
    screen: 'member',
    namespaces: ['reading'],
    access: 'everyone',
    prerendered: false,
  },
  /** A reading list (issue 32): a member's (as its visibility allows, shared by this link) or the library's. */
  list: {
    path: '/lists/:listId',
    screen: 'list',
    namespaces: ['reading'],
    access: 'everyone',
    prerendered: false,
  },
  myLibrary: {
    path: '/my-library',
    screen: 'my-library',
    namespaces: ['lending', 'reading'],
    access: 'member',
    prerendered: false,
  },
  admin: {
    path: '/admin',
    screen: 'admin',
    namespaces: ['admin', 'contact'],
    access: 'admin',
    prerendered: false,
  },
  moderation: {
    path: '/moderation',
    screen: 'moderation',
    namespaces: ['moderation', 'community'],
    access: 'staff',
    prerendered: false,
  },
  community: {
    path: '/community',
    screen: 'community',
    namespaces: ['community'],
    access: 'everyone',
    prerendered: true,
    firstScreen: true,
  },
  group: {
    path: '/groups/:groupId',
    screen: 'group',
    namespaces: ['community'],
    access: 'everyone',
    prerendered: false,
  },
  meeting: {
    path: '/groups/:groupId/meetings/:meetingId',
    screen: 'meeting',
    namespaces: ['community'],
    access: 'everyone',
    prerendered: false,
  },
  discussion: {
    path: '/discussions/:discussionId',
    screen: 'discussion',
    namespaces: ['community'],
    access: 'everyone',
    prerendered: false,
  },
  about: { path: '/about', screen: 'about', namespaces: ['pages'], access: 'everyone', prerendered: false },
  contact: {
    path: '/contact',
    screen: 'contact',
    namespaces: ['pages', 'contact'],
    access: 'everyone',
    prerendered: false,
  },
  presentation: {
    path: '/presentation',
    screen: 'presentation',
    namespaces: ['pages'],
    access: 'everyone',
    prerendered: false,
  },
  desk: {
    path: '/desk',
    screen: 'desk',
    namespaces: ['circulation', 'search'],
    access: 'staff',
    prerendered: false,
  },
  notFound: { path: '*', screen: 'not-found', namespaces: [], access: 'everyone', prerendered: false },
} as const satisfies Record<string, Page>;

export type PageId = keyof typeof PAGES;
type PagesWhere<K extends keyof Page> = {
  [I in PageId]: (typeof PAGES)[I] extends Record<K, true> ? I : never;
}[PageId];
/** The pages the prerender function renders: each one's `kind` (./first-screen.ts). */
export type PrerenderedId = PagesWhere<'prerendered'>;
export type FirstScreenId = PagesWhere<'firstScreen'>;

export const PAGE_IDS = Object.keys(PAGES) as PageId[];

/** Whether a signed-in user of `role` (null: a visitor) may open a page of this access. */
export function mayOpen(access: Access, role: Role | null | undefined): boolean {
  switch (access) {
    case 'everyone':
      return true;
    case 'member':
      return !!role;
    case 'staff':
      return role === 'librarian' || role === 'admin';
    case 'admin':
      return role === 'admin';
  }
}

/** A pattern's `:param` values in `pathname` (raw, not decoded), or null when it does not match. */
function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = pathname.split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    const value = have[i]!;
    if (segment.startsWith(':')) {
      if (!value) return null;
      params[segment.slice(1)] = value;
    } else if (segment !== value) return null;
  }
  return params;
}

/** How many `:param`s a pattern has: a static segment wins over a parameter (/books/add). */
const paramCount = (pattern: string) => pattern.split('/').filter((s) => s.startsWith(':')).length;

/**
 * The page a path shows and its raw parameters, as the router picks it: the matching pattern
 * with the fewest parameters, else the catch-all.
 */
export function pageAt(pathname: string): { id: PageId; params: Record<string, string> } {
  let best: { id: PageId; params: Record<string, string> } | null = null;
  for (const id of PAGE_IDS) {
    const { path } = PAGES[id];
    if (path === '*') continue;
    const params = matchPattern(path, pathname);
    if (params && (!best || paramCount(path) < paramCount(PAGES[best.id].path))) best = { id, params };
  }
  return best ?? { id: 'notFound', params: {} };
}
