/**
 * Every route of the spec, each loaded lazily so a visitor downloads only the screen they open
 * (and Firestore only on screens that read data).
 */
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { routes } from '@/config/paths';
import i18n from '@/i18n';
import { AppShell } from './layout/app-shell';
import { ErrorPage } from './routes/error-page';

/**
 * A lazy route whose code and i18n namespaces load in parallel. Left to the screen, a namespace
 * would start loading only at its first render: one more round trip before the page shows.
 */
function page<M>(load: () => Promise<M>, ...namespaces: string[]) {
  return () => Promise.all([load(), i18n.loadNamespaces(namespaces)]).then(([module]) => module);
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
        children: [
          { index: true, lazy: page(() => import('@/features/pages/routes/home'), 'pages') },
          { path: routes.books, lazy: page(() => import('@/features/catalogue/routes/book-list'), 'catalogue') },
          { path: routes.addBook, lazy: page(() => import('@/features/catalogue/routes/book-add'), 'catalogue') },
          { path: routes.editBook, lazy: page(() => import('./routes/book-edit'), 'catalogue', 'circulation') },
          { path: routes.book, lazy: page(() => import('./routes/book-detail'), 'catalogue', 'bilingual') },
          { path: routes.search, lazy: page(() => import('./routes/search'), 'search', 'catalogue') },
          { path: routes.login, lazy: page(() => import('@/features/auth/routes/login'), 'auth') },
          { path: routes.register, lazy: page(() => import('@/features/auth/routes/register'), 'auth', 'profile') },
          {
            path: routes.forgotPassword,
            lazy: page(() => import('@/features/auth/routes/forgot-password'), 'auth'),
          },
          {
            path: routes.resetPassword,
            lazy: page(() => import('@/features/auth/routes/reset-password'), 'auth'),
          },
          { path: routes.profile, lazy: page(() => import('@/features/profile/routes/profile'), 'profile', 'auth') },
          { path: routes.myLibrary, lazy: page(() => import('@/features/lending/routes/my-library'), 'lending') },
          { path: routes.admin, lazy: page(() => import('./routes/admin'), 'admin', 'contact') },
          {
            path: routes.moderation,
            lazy: page(() => import('@/features/moderation/routes/moderation'), 'moderation', 'community'),
          },
          { path: routes.community, lazy: page(() => import('@/features/community/routes/community'), 'community') },
          { path: routes.group, lazy: page(() => import('@/features/community/routes/group'), 'community') },
          {
            path: routes.discussion,
            lazy: page(() => import('@/features/community/routes/discussion'), 'community'),
          },
          { path: routes.about, lazy: page(() => import('@/features/pages/routes/about'), 'pages') },
          { path: routes.contact, lazy: page(() => import('./routes/contact'), 'pages', 'contact') },
          { path: routes.presentation, lazy: page(() => import('@/features/pages/routes/presentation'), 'pages') },
          { path: routes.desk, lazy: page(() => import('@/features/circulation/routes/desk'), 'circulation') },
          { path: '*', lazy: page(() => import('./routes/not-found')) },
        ],
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
