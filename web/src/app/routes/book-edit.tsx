import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { derivedAvailable } from '@shared/lending';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import i18n from '@/i18n';
import { useStaffOnly } from '@/lib/auth/use-staff-only';
import { BookForm } from '@/features/catalogue/components/book-form';
import { useBookOnce } from '@/features/catalogue/hooks/use-book-once';
import { useUpdateBook } from '@/features/catalogue/hooks/use-book-writes';
import { useAvailability } from '@/lib/lending/availability';

// Below the form and after it in reading order: its code (tables, two more forms) loads on demand.
const CopiesEditor = lazy(() =>
  import('@/features/circulation/components/copies-editor').then((m) => ({ default: m.CopiesEditor })),
);

// The other-language section, with its strings and the draft callable: loaded after the form.
const TranslationEditor = lazy(() =>
  Promise.all([import('@/features/catalogue/components/translation-editor'), i18n.loadNamespaces('bilingual')]).then(
    ([m]) => ({ default: m.TranslationEditor }),
  ),
);

/**
 * /books/edit/{id}: librarians and admins only; Save Changes returns to the book. Below the book's
 * form, its copies and licences. Once it has any, circulation owns "Book is available": the form
 * shows the live value read-only and its save leaves the field alone (the rules refuse a change).
 */
export function Component() {
  const { bookId = '' } = useParams();
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const allowed = useStaffOnly();
  const loaded = useBookOnce(bookId);
  const availability = useAvailability(bookId);
  const updateBook = useUpdateBook();

  if (!allowed || loaded.status === 'loading' || availability.status === 'loading') return <Spinner />;
  if (loaded.status === 'error') return <Alert>{t('form.loadFailed')}</Alert>;
  if (!loaded.data) {
    return (
      <EmptyState title={t('notFound')}>
        <Link to={paths.books}>{t('backToBooks')}</Link>
      </EmptyState>
    );
  }
  const { id, ...book } = loaded.data;
  // A failed read of the summary leaves the toggle to staff; the rules still guard the field.
  const circulationAvailable = availability.data ? (derivedAvailable(availability.data) ?? undefined) : undefined;
  return (
    <section className="book-form-page">
      <h1 className="page-title">{t('form.editTitle')}</h1>
      <BookForm
        mode="edit"
        initial={book}
        cancelTo={paths.book(id)}
        circulationAvailable={circulationAvailable}
        onSave={async (values) => {
          await updateBook.run(id, values, circulationAvailable !== undefined);
          navigate(paths.book(id));
        }}
      />
      <Suspense fallback={<Spinner />}>
        <TranslationEditor book={loaded.data} />
      </Suspense>
      <Suspense fallback={<Spinner />}>
        <CopiesEditor bookId={id} formats={book.formats} />
      </Suspense>
    </section>
  );
}
