import { RouterProvider } from 'react-router-dom';
import { AuthProvider } from '@/lib/auth/auth-provider';
import type { createRouter } from './router';

export function App({ router }: { router: ReturnType<typeof createRouter> }) {
  return (
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>
  );
}
