import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { readSimilarAnswer, similarUrl, WORD_HASH_MODEL, type SimilarAnswer } from '@shared/catalogue-search';
import { getJson } from '@/lib/data/get-json';
import { useOneShot } from '@/lib/data/use-data';
import { BookCard } from './book-card';

async function fetchSimilar(bookId: string): Promise<SimilarAnswer> {
  return readSimilarAnswer(await getJson(similarUrl(bookId)));
}

/**
 * "More like this" on a book page: its nearest books by meaning (GET /api/similar/{id}). Shown only
 * when there are some; a failure shows nothing (the rest of the page is what the reader came for).
 */
export function SimilarBooks({ bookId }: { bookId: string }) {
  const { t } = useTranslation('catalogue');
  const headingId = useId();
  const similar = useOneShot(['similar-books', bookId], () => fetchSimilar(bookId));
  if (similar.status !== 'ready' || similar.data.books.length === 0) return null;
  return (
    <section className="similar-books" aria-labelledby={headingId} data-testid="similar-books">
      <h2 id={headingId} className="similar-books-title">
        {t('similar.title')}
      </h2>
      {/* The offline stand-in says what it is. */}
      {similar.data.model === WORD_HASH_MODEL ? <p className="similar-books-note">{t('similar.offline')}</p> : null}
      <div className="grid grid-books">
        {similar.data.books.map((book, index) => (
          <BookCard key={book.id} book={book} position={index} belowFold />
        ))}
      </div>
    </section>
  );
}
