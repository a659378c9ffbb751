import { ArrowLeft, Pencil, Sparkles, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { canEditBooks } from '@shared/roles';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import i18n from '@/i18n';
import { useAuth } from '@/lib/auth/auth-context';
import { BookChatPanel } from '@/features/book-chat/components/book-chat-panel';
import { BookCover } from '@/features/catalogue/components/book-cover';
import { DeleteBookDialog } from '@/features/catalogue/components/delete-book-dialog';
import { LabelList } from '@/features/catalogue/components/label-list';
import { useBook } from '@/features/catalogue/hooks/use-book';
import '@/features/catalogue/catalogue.css';

// Loaded after the page, with its strings: the route's JavaScript budget has no room for it
// (docs/performance.md).
const AvailabilityPanel = lazy(() =>
  Promise.all([import('@/features/lending/components/availability-panel'), i18n.loadNamespaces('lending')]).then(
    ([panel]) => panel,
  ),
);

/** /books/{id}: the book, live, with staff actions, its availability (lending) and the chat panel. */
export function Component() {
  const { bookId = '' } = useParams();
  const { t } = useTranslation('catalogue');
  const { user } = useAuth();
  const navigate = useNavigate();
  const { status, data: book } = useBook(bookId);
  const [confirming, setConfirming] = useState(false);

  if (status === 'loading') return <Spinner />;
  // A load failure shows as "not found", like a missing book.
  if (!book) {
    return (
      <EmptyState title={t('notFound')}>
        <Link to={paths.books}>{t('backToBooks')}</Link>
      </EmptyState>
    );
  }

  const staff = !!user && canEditBooks(user.role);
  return (
    <article className="book-detail">
      <Link to={paths.books} className="back-link">
        <ArrowLeft size={16} aria-hidden="true" className="flip-rtl" /> {t('backToBooks')}
      </Link>
      <div className="book-detail-main">
        <div className="book-detail-cover card">
          <BookCover url={book.coverUrl} title={book.title} priority />
        </div>
        <div className="book-detail-info">
          <div className="book-detail-heading">
            <h1 className="book-detail-title" dir="auto">
              {book.title}
            </h1>
            <span
              className={book.available ? 'badge badge-success' : 'badge badge-danger'}
              data-testid="availability-badge"
            >
              {book.available ? t('available') : t('unavailable')}
            </span>
          </div>
          <p className="book-detail-author">{t('by', { author: book.author })}</p>
          {book.description ? (
            <div className="book-detail-description">
              {book.aiGenerated ? (
                <span className="badge badge-accent" title={t('aiGeneratedHint')}>
                  <Sparkles size={14} aria-hidden="true" /> {t('aiGenerated')}
                </span>
              ) : null}
              <p dir="auto">{book.description}</p>
            </div>
          ) : (
            <p className="book-detail-muted">{t('noDescription')}</p>
          )}
          <LabelList heading={t('formatsHeading')} labels={book.formats.map((f) => t(`format.${f}`))} />
          <LabelList heading={t('tagsHeading')} labels={book.tags} />
          <LabelList heading={t('moodsHeading')} labels={book.moods.map((m) => t(`mood.${m}`))} />
          {staff ? (
            <div className="form-actions">
              <Link to={paths.editBook(book.id)} className="btn btn-secondary">
                <Pencil size={16} aria-hidden="true" /> {t('edit')}
              </Link>
              <Button variant="danger" onClick={() => setConfirming(true)}>
                <Trash2 size={16} aria-hidden="true" /> {t('delete')}
              </Button>
            </div>
          ) : null}
        </div>
      </div>
      <Suspense fallback={<Spinner />}>
        <AvailabilityPanel bookId={book.id} />
      </Suspense>
      <BookChatPanel bookId={book.id} />
      {staff ? (
        <DeleteBookDialog
          bookId={book.id}
          open={confirming}
          onOpenChange={setConfirming}
          onDeleted={() => navigate(paths.books, { replace: true })}
        />
      ) : null}
    </article>
  );
}
