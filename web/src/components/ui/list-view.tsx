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
  /**
   * The "show more" button: its words, size, the class of a wrapper around it if any, and whether
   * it goes before the items (a list that reveals earlier items, like a thread's replies).
   */
  more: { label: string; size?: 'sm'; wrapClassName?: string; before?: boolean };
  /**
   * The items, in the screen's own markup. With `live`, also rendered for an empty list (after
   * `empty`): a live region must be in the page before its first item arrives to announce it.
   */
  children: (items: T[]) => ReactNode;
  live?: boolean;
}

/**
 * The web's one list view: loading (Spinner), failed, empty, the items, and "show more" (after
 * them, or before) while the list has more. Each screen keeps its own empty state, markup and words.
 */
export function ListView<T>({ list, empty, failed, more, children, live }: ListViewProps<T>) {
  const { items, hasMore, loadMore } = list;
  const button = (
    <Button variant="secondary" size={more.size} onClick={loadMore}>
      {more.label}
    </Button>
  );
  const moreButton = !hasMore ? null : more.wrapClassName ? <div className={more.wrapClassName}>{button}</div> : button;
  const body =
    list.failed && failed ? (
      failed
    ) : items === null ? (
      <Spinner />
    ) : (
      <>
        {items.length === 0 ? empty : null}
        {items.length > 0 || live ? children(items) : null}
      </>
    );
  return (
    <>
      {more.before ? moreButton : null}
      {body}
      {more.before ? null : moreButton}
    </>
  );
}
