import type { ReactNode } from 'react';
import type { PagedList } from '@/lib/data/use-paged-list';
import { Button } from './button';
import { Spinner } from './spinner';

export interface ListViewProps<T> {
  /** The list as usePagedList gives it (items null while the first page loads). */
  list: Pick<PagedList<T>, 'items' | 'hasMore' | 'loadMore'> & { failed?: boolean };
  /** Shown for an empty list, and for a failed load when there is no `failed` message. */
  empty: ReactNode;
  /** Shown when the first page failed to load; without it a failure reads as an empty list. */
  failed?: ReactNode;
  /** The "show more" button: its words, size, and the class of a wrapper around it if any. */
  more: { label: string; size?: 'sm'; wrapClassName?: string };
  /** The items, in the screen's own markup. */
  children: (items: T[]) => ReactNode;
}

/**
 * The web's one list view: loading (Spinner), failed, empty, the items, then "show more" while
 * the list has more. Each screen keeps its own empty state, markup and words.
 */
export function ListView<T>({ list, empty, failed, more, children }: ListViewProps<T>) {
  const { items, hasMore, loadMore } = list;
  const button = hasMore ? (
    <Button variant="secondary" size={more.size} onClick={loadMore}>
      {more.label}
    </Button>
  ) : null;
  return (
    <>
      {list.failed && failed ? failed : items === null ? <Spinner /> : items.length === 0 ? empty : children(items)}
      {button && more.wrapClassName ? <div className={more.wrapClassName}>{button}</div> : button}
    </>
  );
}
