import { ArrowLeft, Languages, MessageCircleQuestion, Pencil, Sparkles, Trash2 } from 'lucide-react';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { bookInLanguage, bookLanguageOf, translationOf } from '@shared/documents/book-version';
import { canEditBooks } from '@shared/roles';
import { BelowTheFold } from '@/components/ui/below-the-fold';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import i18n from '@/i18n';
import { useAuth } from '@/lib/auth/auth-context';
import { priorityImagesLoaded } from '@/lib/data/first-screen';
import { BookChatPanel } from '@/features/book-chat/components/book-chat-panel';
import { BookCover } from '@/features/catalogue/components/book-cover';
import { LabelList } from '@/features/catalogue/components/label-list';
import { useBook } from '@/features/catalogue/hooks/use-book';
import { BookReviews } from '../compose/book-reviews';

// Loaded after the page, with its strings: the route's JavaScript budget has no room for it
// (docs/performance.md). The server's page names its chunks with the route's (LOADED_WITH_SCREEN
// in web/vite.config.ts).
const AvailabilityPanel = lazy(() =>
  Promise.all([import('@/features/lending/components/availability-panel'), i18n.loadNamespaces('lending')]).then(
    ([panel]) => panel,
  ),
);

// The member's shelf and rating, and the book's average: loaded as it nears the screen (BelowTheFold).
const ReadingPanel = lazy(() =>
  Promise.all([import('@/features/reading/components/reading-panel'), i18n.loadNamespaces('reading')]).then(
    ([panel]) => panel,
  ),
);

// "Readers also enjoyed": loaded as it nears the screen.
const AlsoEnjoyed = lazy(() =>
  Promise.all([
    import('@/features/reading/components/also-enjoyed'),
    i18n.loadNamespaces(['reading', 'catalogue', 'profile']),
  ]).then(([m]) => m),
);

// "More like this", below the rest: loaded as it nears the screen.
const SimilarBooks = lazy(() =>
  import('@/features/catalogue/components/similar-books').then((m) => ({ default: m.SimilarBooks })),
);

// Ask the library about books like this one: loaded with its strings and the book cards it
// lists when the reader opens it.
const AskAboutSimilar = lazy(() =>
  Promise.all([
    import('@/features/search/components/ask-library'),
    import('@/features/catalogue/components/book-card'),
    i18n.loadNamespaces('search'),
  ]).then(([{ default: AskLibrary }, { BookCard }]) => ({
    default: ({ bookId }: { bookId: string }) => (
      <AskLibrary
        bookId={bookId}
        autoFocus
        renderBook={(book, index) => <BookCard book={book} position={index} belowFold />}
      />
    ),
  })),
);

// Staff only, loaded when first opened (its delete call brings Firestore's write code).
const DeleteBookDialog = lazyDialog(() =>
  import('@/features/catalogue/components/delete-book-dialog').then((m) => m.DeleteBookDialog),
);

/**
 * /books/{id}: the book, live, with staff actions, its availability (lending), the chat panel and
 * "More like this".
 */
export function Component() {
  const { bookId = '' } = useParams();
  const { t, i18n: lang } = useTranslation('catalogue');
  const { t: tb } = useTranslation('bilingual');
  const { user } = useAuth();
  const navigate = useNavigate();
  const { status, data: book } = useBook(bookId);
  const [confirming, setConfirming] = useState(false);
  const [showOriginal, setShowOriginal] = useState(false);
  const [asking, setAsking] = useState(false);
  // The availability panel's code and strings load once the cover has, so they never slow the
  // page's largest paint on a slow link. Its first render is a transition: it yields to the
  // browser every few milliseconds instead of being one long task on a phone.
  const [coverShown, setCoverShown] = useState(false);
  const ready = status === 'ready';
  useEffect(() => {
    if (!ready) return;
    let live = true;
    void priorityImagesLoaded().then(() => live && startTransition(() => setCoverShown(true)));
    return () => {
      live = false;
    };
  }, [ready]);

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
  // The book in the reader's language when it has that version; the switch shows the other one.
  const readerLanguage = bookLanguageOf(lang.resolvedLanguage ?? lang.language);
  const hasVersion = translationOf(book, readerLanguage) !== null;
  const shown = bookInLanguage(book, readerLanguage, showOriginal);
  return (
    <article className="book-detail">
      <Link to={paths.books} className="back-link">
        <ArrowLeft size={16} aria-hidden="true" className="flip-rtl" /> {t('backToBooks')}
      </Link>
      <div className="book-detail-main">
        <div className="book-detail-cover card">
          <BookCover url={book.coverUrl} title={book.title} load="first" />
        </div>
        <div className="book-detail-info">
          <div className="book-detail-heading">
            <h1 className="book-detail-title" lang={shown.language} dir="auto">
              {shown.title}
            </h1>
            <span
              className={book.available ? 'badge badge-success' : 'badge badge-danger'}
              data-testid="availability-badge"
            >
              {book.available ? t('available') : t('unavailable')}
            </span>
          </div>
          <p className="book-detail-author">
            {t('by', { author: '' })}
            <span lang={shown.language} dir="auto">
              {shown.author}
            </span>
          </p>
          {hasVersion ? (
            <p className="book-detail-version" data-testid="book-version">
              {shown.origin ? (
                <span className={shown.origin === 'ai' ? 'badge badge-accent' : 'badge badge-success'}>
                  <Languages size={14} aria-hidden="true" /> {tb(`provenance.${shown.origin}`)}
                </span>
              ) : null}
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => setShowOriginal((v) => !v)}>
                {showOriginal ? tb(`showTranslation_${readerLanguage}`) : tb('showOriginal')}
              </button>
            </p>
          ) : null}
          {shown.description ? (
            <div className="book-detail-description">
              {book.aiGenerated ? (
                <span className="badge badge-accent" title={t('aiGeneratedHint')}>
                  <Sparkles size={14} aria-hidden="true" /> {t('aiGenerated')}
                </span>
              ) : null}
              <p lang={shown.language} dir="auto">
                {shown.description}
              </p>
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
      <Suspense fallback={<Spinner />}>{coverShown ? <AvailabilityPanel bookId={book.id} /> : <Spinner />}</Suspense>
      {coverShown ? (
        <BelowTheFold>
          <Suspense fallback={null}>
            <ReadingPanel bookId={book.id} />
          </Suspense>
          <Suspense fallback={null}>
            <BookReviews bookId={book.id} />
          </Suspense>
        </BelowTheFold>
      ) : null}
      <BookChatPanel bookId={book.id} />
      {coverShown ? (
        <BelowTheFold>
          <Suspense fallback={null}>
            <AlsoEnjoyed bookId={book.id} />
          </Suspense>
          <Suspense fallback={null}>
            <SimilarBooks bookId={book.id} />
          </Suspense>
        </BelowTheFold>
      ) : null}
      {asking ? (
        <Suspense fallback={<Spinner />}>
          <AskAboutSimilar bookId={book.id} />
        </Suspense>
      ) : (
        <div className="ask-open">
          <Button variant="secondary" onClick={() => setAsking(true)}>
            <MessageCircleQuestion size={16} aria-hidden="true" /> {t('similar.ask')}
          </Button>
        </div>
      )}
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
