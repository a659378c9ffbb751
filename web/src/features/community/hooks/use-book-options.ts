import { useEffect, useState } from 'react';
import { findBooksByTitlePrefix } from '../api/book-options';
import type { BookOption } from '../api/community-model';

const DEBOUNCE_MS = 250;

/** Catalogue titles starting with `term`, looked up as the member types (debounced, bounded). */
export function useBookOptions(term: string) {
  const [result, setResult] = useState<{ term: string; options: BookOption[] } | null>(null);

  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(() => {
      findBooksByTitlePrefix(term)
        .then((options) => {
          if (!cancelled) setResult({ term, options });
        })
        .catch((err: unknown) => {
          console.error('book lookup failed', err);
          if (!cancelled) setResult({ term, options: [] });
        });
    }, DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [term]);

  return { options: result?.options ?? [], loading: result?.term !== term };
}
