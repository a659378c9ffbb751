import { lazy, Suspense, type ReactNode } from 'react';
import i18n from '@/i18n';
import { useAuth } from '@/lib/auth/auth-context';
import type { Book } from '@/lib/books/book-model';

// Loaded with its strings for a signed-in member only: a visitor's catalogue loads none of it.
const ShelfButton = lazy(() =>
  Promise.all([import('@/features/reading/components/shelf-button'), i18n.loadNamespaces('reading')]).then(([m]) => ({
    default: m.ShelfButton,
  })),
);

/**
 * The "Want to read" button a catalogue grid puts under each card (BookCard's action) for a
 * signed-in member: the catalogue and reading features meet here, in the app, not in each other.
 */
export function useCardShelf(): ((book: Book) => ReactNode) | undefined {
  const { user } = useAuth();
  if (!user) return undefined;
  return (book) => (
    <Suspense fallback={null}>
      <ShelfButton uid={user.uid} bookId={book.id} title={book.title} />
    </Suspense>
  );
}
