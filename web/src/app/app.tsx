import { DirectionProvider } from '@radix-ui/react-direction';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { AuthProvider } from '@/lib/auth/auth-provider';
import type { createRouter } from './router';

/** What every page sits in, in the browser and in the server's prerender (entry-server.tsx) alike. */
export function AppFrame({ children }: { children: ReactNode }) {
  // Never suspends: the frame's strings are in before the first render (main.tsx).
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  return (
    // Radix's tabs and dialogs lay themselves out left to right unless told the page's direction.
    <DirectionProvider dir={i18n.dir()}>
      <AuthProvider>{children}</AuthProvider>
    </DirectionProvider>
  );
}

export function App({ router }: { router: ReturnType<typeof createRouter> }) {
  return (
    <AppFrame>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
