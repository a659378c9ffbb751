import { DirectionProvider } from '@radix-ui/react-direction';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { AuthProvider } from '@/lib/auth/auth-provider';
import type { createRouter } from './router';

export function App({ router }: { router: ReturnType<typeof createRouter> }) {
  // Never suspends: the frame's strings are in before the first render (main.tsx).
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  return (
    // Radix's tabs and dialogs lay themselves out left to right unless told the page's direction.
    <DirectionProvider dir={i18n.dir()}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </DirectionProvider>
  );
}
