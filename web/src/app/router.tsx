/**
 * Every page of the table (@shared/pages), each loaded lazily so a visitor downloads only the
 * screen they open (and Firestore only on screens that read data).
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { PAGE_IDS, PAGES, type PageId } from '@shared/pages';
import { Spinner } from '@/components/ui/spinner';
import i18n from '@/i18n';
import { AppShell } from './layout/app-shell';
import { ErrorPage } from './routes/error-page';

/**
 * Each page's screen (web/src/app/routes/<screen>.tsx, as @shared/pages names it), one literal
 * import() each so that every screen is a chunk of its own.
 */
const screens: Record<PageId, () => Promise<{ Component: ComponentType }>> = {
  home: () => import('./routes/home'),
  books: () => import('./routes/book-list'),
  addBook: () => import('./routes/book-add'),
  editBook: () => import('./routes/book-edit'),
  book: () => import('./routes/book-detail'),
  search: () => import('./routes/search'),
  login: () => import('./routes/login'),
  register: () => import('./routes/register'),
  forgotPassword: () => import('./routes/forgot-password'),
  resetPassword: () => import('./routes/reset-password'),
  profile: () => import('./routes/profile'),
  member: () => import('./routes/member'),
  list: () => import('./routes/list'),
  myLibrary: () => import('./routes/my-library'),
  admin: () => import('./routes/admin'),
  moderation: () => import('./routes/moderation'),
  community: () => import('./routes/community'),
  group: () => import('./routes/group'),
  meeting: () => import('./routes/meeting'),
  discussion: () => import('./routes/discussion'),
  about: () => import('./routes/about'),
  contact: () => import('./routes/contact'),
  presentation: () => import('./routes/presentation'),
  desk: () => import('./routes/desk'),
  notFound: () => import('./routes/not-found'),
};

/**
 * A page's lazy route: its screen's code and i18n namespaces load in parallel. Left to the screen,
 * a namespace would start loading only at its first render: one more round trip before the page
 * shows.
 */
function pageRoute(id: PageId): RouteObject {
  const { path, namespaces } = PAGES[id];
  const lazy = () => Promise.all([screens[id](), i18n.loadNamespaces([...namespaces])]).then(([module]) => module);
  return path === '/' ? { index: true, lazy } : { path, lazy };
}

/** The route tree: the browser's router and the server's prerender (entry-server.tsx) share it. */
export const routeTree: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <ErrorPage />,
    children: [
      {
        errorElement: <ErrorPage />,
        // Shown in the page frame while the first screen's code loads, so the header paints at once.
        hydrateFallbackElement: <Spinner />,
        children: PAGE_IDS.map(pageRoute),
      },
    ],
  },
];

/**
 * Loads the lazy modules (code and i18n namespaces) of the routes matching `pathname` and puts
 * them in place, so the first client render is the screen the server rendered: hydration needs it
 * (docs/performance.md, "The first screen's HTML in the response").
 */
export async function loadRoutesOf(pathname: string): Promise<void> {
  const matches = matchRoutes(routeTree, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/** The browser's router; `hydrate` when the page's first screen came rendered from the server. */
export const createRouter = (hydrate: boolean) =>
  createBrowserRouter(routeTree, hydrate ? { hydrationData: { loaderData: {}, actionData: null, errors: null } } : {});
