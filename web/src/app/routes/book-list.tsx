import { Library } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { BookCard } from '@/features/catalogue/components/book-card';
import { useCardShelf } from '@/app/compose/card-shelf';
import { useBookList } from '@/features/catalogue/hooks/use-book-list';

/** /books: every book sorted by title, live, loaded a page at a time as the reader scrolls. */
export function Component() {
  const { t } = useTranslation('catalogue');
  const shelf = useCardShelf();
  const { books, hasMore, loadMore, loading, loadingMore } = useBookList();
  const sentinel = useRef<HTMLDivElement>(null);
  // Where the reader stood when the last page arrived: a page loads when the reader scrolls past
  // it with the end of the list in reach, never merely because the end is in reach (after a short
  // page, or on a tall screen), which would chain page after page unasked. It starts at the top,
  // so a reader who scrolled the server-rendered page before the app came alive is counted.
  const stoodAt = useRef(0);
  const shown = useRef(books?.length ?? 0);

  // A layout effect: set in the same commit as the new page, before any scroll can be checked.
  useLayoutEffect(() => {
    const count = books?.length ?? 0;
    if (shown.current > 0 && count > shown.current) stoodAt.current = window.scrollY;
    shown.current = count;
  }, [books?.length]);

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore) return;
    let near = false;
    // Checked on every scroll and every crossing, so neither order of the two events is missed;
    // a second call before the page arrives does nothing (loadMore waits for the page it asked for).
    const check = () => {
      if (near && window.scrollY > stoodAt.current) loadMore();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        near = entries.some((e) => e.isIntersecting);
        check();
      },
      { rootMargin: '600px' },
    );
    observer.observe(el);
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', check);
    };
  }, [hasMore, loadMore, books?.length]);

  return (
    <section>
      <h1 className="page-title">{t('listTitle')}</h1>
      {loading ? (
        <Spinner />
      ) : books && books.length > 0 ? (
        <>
          <div className="grid grid-books" data-testid="book-grid">
            {books.map((book, index) => (
              <BookCard key={book.id} book={book} position={index} action={shelf?.(book)} />
            ))}
          </div>
          {loadingMore ? (
            <Spinner />
          ) : hasMore ? (
            <div className="list-footer">
              <div ref={sentinel} className="load-more-sentinel" />
              <Button variant="secondary" onClick={loadMore}>
                {t('loadMore')}
              </Button>
            </div>
          ) : null}
        </>
      ) : (
        <EmptyState icon={<Library size={48} />} title={t('emptyTitle')}>
          {t('emptyText')}
        </EmptyState>
      )}
    </section>
  );
}
