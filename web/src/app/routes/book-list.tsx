import { Library } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { BookCard } from '@/features/catalogue/components/book-card';
import { useBookList } from '@/features/catalogue/hooks/use-book-list';

/** /books: every book sorted by title, live, loaded a page at a time as the reader scrolls. */
export function Component() {
  const { t } = useTranslation('catalogue');
  const { books, hasMore, loadMore, loading, loadingMore } = useBookList();
  const sentinel = useRef<HTMLDivElement>(null);
  const observedOnce = useRef(false);

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore) return;
    // Load when the reader scrolls the end of the list into reach, not merely because it is in
    // reach when the observer starts (after a page arrives, or on a tall screen): that would chain
    // page after page without the reader asking. The button covers the rest.
    // A reader who scrolled down before the page came alive (its HTML arrives rendered, before the
    // script) did scroll the end into reach: that counts, once.
    let armed = !observedOnce.current && window.scrollY > 0;
    observedOnce.current = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries.some((e) => e.isIntersecting);
        if (!near) armed = true;
        else if (armed) {
          armed = false;
          loadMore();
        }
      },
      { rootMargin: '600px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
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
              <BookCard key={book.id} book={book} position={index} />
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
