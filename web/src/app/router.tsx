/**
 * Every route of the spec, each loaded lazily so a visitor downloads only the screen they open
 * (and Firestore only on screens that read data).
 */
import { createBrowserRouter } from 'react-router-dom';
import { AppShell } from './layout/app-shell';
import { ErrorPage } from './routes/error-page';

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    errorElement: <ErrorPage />,
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          { index: true, lazy: () => import('@/features/pages/routes/home') },
          { path: 'books', lazy: () => import('@/features/catalogue/routes/book-list') },
          { path: 'books/add', lazy: () => import('@/features/catalogue/routes/book-add') },
          { path: 'books/edit/:bookId', lazy: () => import('@/features/catalogue/routes/book-edit') },
          { path: 'books/:bookId', lazy: () => import('@/features/catalogue/routes/book-detail') },
          { path: 'search', lazy: () => import('@/features/search/routes/search') },
          { path: 'login', lazy: () => import('@/features/auth/routes/login') },
          { path: 'register', lazy: () => import('@/features/auth/routes/register') },
          { path: 'profile', lazy: () => import('@/features/profile/routes/profile') },
          { path: 'admin', lazy: () => import('@/features/admin/routes/admin') },
          { path: 'community', lazy: () => import('@/features/community/routes/community') },
          { path: 'discussions/:discussionId', lazy: () => import('@/features/community/routes/discussion') },
          { path: 'about', lazy: () => import('@/features/pages/routes/about') },
          { path: 'contact', lazy: () => import('@/features/pages/routes/contact') },
          { path: 'presentation', lazy: () => import('@/features/pages/routes/presentation') },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
]);
