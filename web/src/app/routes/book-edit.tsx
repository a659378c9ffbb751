import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { BookForm } from '../components/book-form';
import { useBookOnce } from '../hooks/use-book';
import { useUpdateBook } from '../hooks/use-book-writes';
import { useStaffOnly } from '../hooks/use-staff-only';
import '../catalogue.css';

/** /books/edit/{id}: librarians and admins only; Save Changes returns to the book. */
export function Component() {
  const { bookId = '' } = useParams();
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const allowed = useStaffOnly();
  const loaded = useBookOnce(bookId);
  const updateBook = useUpdateBook();

  if (!allowed || loaded.status === 'loading') return <Spinner />;
  if (loaded.status === 'error') return <Alert>{t('form.loadFailed')}</Alert>;
  if (!loaded.data) {
    return (
      <EmptyState title={t('notFound')}>
        <Link to={paths.books}>{t('backToBooks')}</Link>
      </EmptyState>
    );
  }
  const { id, ...book } = loaded.data;
  return (
    <section className="book-form-page">
      <h1 className="page-title">{t('form.editTitle')}</h1>
      <BookForm
        mode="edit"
        initial={book}
        cancelTo={paths.book(id)}
        onSave={async (values) => {
          await updateBook.run(id, values);
          navigate(paths.book(id));
        }}
      />
    </section>
  );
}
