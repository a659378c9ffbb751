import { Home, Library, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Any route the site does not know. */
export function Component() {
  const { t } = useTranslation('errors');
  return (
    <section className="status-page" aria-labelledby="not-found-title">
      <title>{t('common:pageTitle', { page: t('notFoundTitle') })}</title>
      <span className="status-page-icon" aria-hidden="true">
        <SearchX size={40} />
      </span>
      <h1 id="not-found-title">{t('notFoundTitle')}</h1>
      <p>{t('notFoundText')}</p>
      <p className="status-page-hint">{t('notFoundHint')}</p>
      <div className="form-actions">
        <Link to={paths.home} className="btn btn-primary">
          <Home size={18} aria-hidden="true" />
          {t('common:backHome')}
        </Link>
        <Link to={paths.books} className="btn btn-secondary">
          <Library size={18} aria-hidden="true" />
          {t('browseBooks')}
        </Link>
      </div>
    </section>
  );
}
