import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ListItem } from '@shared/documents/reading';
import { paths } from '@/config/paths';

/** A list's books in order, each linking to its page with the maker's note below it. */
export function ListBooks({
  items,
  title,
  testId,
}: {
  items: ListItem[];
  /** How a book's title shows (the list page reads its translation; the home page keeps the stored one). */
  title: (item: ListItem) => ReactNode;
  testId?: string;
}) {
  return (
    <ol className="reading-list-items" data-testid={testId}>
      {items.map((item) => (
        <li key={item.bookId} dir="auto">
          <Link to={paths.book(item.bookId)}>{title(item)}</Link>
          {item.note ? (
            <p className="reading-muted" dir="auto">
              {item.note}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
