import { Home, RefreshCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * Shown when a screen crashes (the router's errorElement): the error is logged for developers,
 * the visitor gets a calm message, a retry and a way home. No error text is shown to them.
 */
export function ErrorPage() {
  const { t } = useTranslation('errors');
  const error = useRouteError();
  console.error(error);
  return (
    <div className="container">
      <section className="status-page" aria-labelledby="error-title">
        <span className="status-page-icon status-page-icon-danger" aria-hidden="true">
          <TriangleAlert size={40} />
        </span>
        <h1 id="error-title">{t('crashTitle')}</h1>
        <p>{t('crashText')}</p>
        <div className="form-actions">
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            <RefreshCw size={18} aria-hidden="true" />
            {t('tryAgain')}
          </button>
          <Link to={paths.home} className="btn btn-secondary">
            <Home size={18} aria-hidden="true" />
            {t('common:backHome')}
          </Link>
        </div>
      </section>
    </div>
  );
}
