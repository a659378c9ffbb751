import { useEffect, useState } from 'react';
import { useOneShot } from '@/lib/data/use-data';
import { findBooksByTitlePrefix } from '../api/book-options';
import type { BookOption } from '../api/community-model';

const DEBOUNCE_MS = 250;

/** Catalogue titles starting with `term`, looked up as the member types (debounced, bounded). */
export function useBookOptions(term: string) {
  // The term once typing has paused; undefined before the first pause.
  const [settled, setSettled] = useState<{ term: string }>();
  useEffect(() => {
    const timer = setTimeout(() => setSettled({ term }), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term]);

  const lookup = useOneShot<BookOption[]>(
    settled ? ['book-options', settled.term] : null,
    () => findBooksByTitlePrefix(settled!.term),
    // The last titles stay listed while the next lookup runs.
    { keepPreviousWhile: 'book-options' },
  );
  return {
    options: lookup.data ?? [],
    loading: settled?.term !== term || lookup.status === 'loading',
  };
}
