import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { bookInLanguage } from '@shared/documents/book-version';
import { paths } from '@/config/paths';
import type { Book } from '@/lib/books/book-model';
import { BookCover } from './book-cover';

/** Cards in the first screenful of a grid, whose covers load eagerly (two rows on a wide screen). */
const EAGER_CARDS = 8;

/**
 * A catalogue card; `note` (e.g. a smart-search match) shows above the title. `position` is the
 * card's place in its grid: the first screenful's covers load at once, unless the grid is below
 * the page's first screen (`belowFold`: every cover loads lazily). `action` (a member's shelf
 * button) sits under the card, outside its link: a button may not be inside a link.
 */
export function BookCard({
  action,
  ...card
}: {
  book: Book;
  note?: ReactNode;
  position: number;
  belowFold?: boolean;
  action?: ReactNode;
}) {
  if (!action) return <CardLink {...card} />;
  return (
    <div className="book-card-shell">
      <CardLink {...card} />
      {action}
    </div>
  );
}

function CardLink({
  book,
  note,
  position,
  belowFold = false,
}: {
  book: Book;
  note?: ReactNode;
  position: number;
  belowFold?: boolean;
}) {
  const { t, i18n } = useTranslation('catalogue');
  // The book in the reader's language when it has that version, else as written.
  const shown = bookInLanguage(book, i18n.resolvedLanguage ?? i18n.language);
  return (
    <Link to={paths.book(book.id)} className="card book-card" data-testid="book-card">
      <div className="book-card-cover">
        <BookCover
          url={book.coverUrl}
          title={shown.title}
          load={belowFold ? 'lazy' : position === 0 ? 'first' : position < EAGER_CARDS ? 'eager' : 'lazy'}
        />
        {!book.available ? <span className="badge badge-danger book-card-badge">{t('unavailable')}</span> : null}
      </div>
      <div className="book-card-body">
        {note ? <div className="book-card-note">{note}</div> : null}
        <div lang={shown.language}>
          <h2 className="book-card-title" dir="auto">
            {shown.title}
          </h2>
          <p className="book-card-author" dir="auto">
            {shown.author}
          </p>
          {shown.description ? (
            <p className="book-card-description" dir="auto">
              {shown.description}
            </p>
          ) : null}
        </div>
      </div>
    </Link>
  );
}
