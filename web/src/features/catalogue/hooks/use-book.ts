import { useEffect, useState } from 'react';
import { getBook, subscribeBook } from '../api/books';
import type { Book } from '@/lib/books/book-model';

/** One book, live. `undefined` while loading, `null` when it does not exist (or failed to load). */
export function useBook(id: string) {
  const [state, setState] = useState<{ id: string; book: Book | null } | null>(null);
  useEffect(
    () =>
      subscribeBook(
        id,
        (book) => setState({ id, book }),
        (err) => {
          console.error('book load failed', err);
          setState({ id, book: null });
        },
      ),
    [id],
  );
  return state?.id === id ? state.book : undefined;
}

export type LoadedBook =
  { status: 'loading' } | { status: 'ready'; book: Book } | { status: 'missing' } | { status: 'failed' };

/** One book, read once (for the edit form). */
export function useBookOnce(id: string): LoadedBook {
  const [state, setState] = useState<{ id: string; result: LoadedBook } | null>(null);
  useEffect(() => {
    let live = true;
    getBook(id).then(
      (book) => live && setState({ id, result: book ? { status: 'ready', book } : { status: 'missing' } }),
      (err: unknown) => {
        console.error('book load failed', err);
        if (live) setState({ id, result: { status: 'failed' } });
      },
    );
    return () => {
      live = false;
    };
  }, [id]);
  return state?.id === id ? state.result : { status: 'loading' };
}
