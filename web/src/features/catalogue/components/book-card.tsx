import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Book } from '../api/book-model';
import { BookCover } from './book-cover';

/** Cards in the first screenful of a grid, whose covers load eagerly (two rows on a wide screen). */
export const PRIORITY_CARDS = 8;

/** A catalogue card; `note` (e.g. a smart-search match) shows above the title. */
export function BookCard({ book, note, priority }: { book: Book; note?: ReactNode; priority?: boolean }) {
  const { t } = useTranslation('catalogue');
  return (
    <Link to={paths.book(book.id)} className="card book-card" data-testid="book-card">
      <div className="book-card-cover">
        <BookCover url={book.coverUrl} title={book.title} priority={priority} />
        {!book.available ? <span className="badge badge-danger book-card-badge">{t('unavailable')}</span> : null}
      </div>
      <div className="book-card-body">
        {note ? <div className="book-card-note">{note}</div> : null}
        <h2 className="book-card-title">{book.title}</h2>
        <p className="book-card-author">{book.author}</p>
        {book.description ? <p className="book-card-description">{book.description}</p> : null}
      </div>
    </Link>
  );
}
