import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { BookForm, EMPTY_BOOK } from '@/features/catalogue/components/book-form';
import { useCreateBook } from '@/features/catalogue/hooks/use-book-writes';
import { useStaffOnly } from '@/lib/auth/use-staff-only';

/**
 * /books/add: librarians and admins only; lands on the new book's page. Many books at once come
 * from a file on the Circulation Desk's Import & Export (/desk#catalogue-files), linked above the form.
 */
export function Component() {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const allowed = useStaffOnly();
  const createBook = useCreateBook();
  if (!allowed) return <Spinner />;
  return (
    <section className="book-form-page">
      <h1 className="page-title">{t('form.addTitle')}</h1>
      <p className="page-lead">
        <Link to={`${paths.desk}#catalogue-files`}>{t('form.importMany')}</Link>
      </p>
      <BookForm
        mode="add"
        initial={EMPTY_BOOK}
        cancelTo={paths.books}
        onSave={async (book) => {
          const id = await createBook.run(book);
          navigate(paths.book(id));
        }}
      />
    </section>
  );
}
