import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Shown when a screen crashes; logs the error and offers a way home. */
export function ErrorPage() {
  const { t } = useTranslation('errors');
  const error = useRouteError();
  console.error(error);
  return (
    <div className="container" style={{ paddingBlock: 'var(--space-7)' }}>
      <h1>{t('crashTitle')}</h1>
      <p>{t('crashText')}</p>
      <div className="form-actions">
        <button type="button" className="btn btn-secondary" onClick={() => window.location.reload()}>
          {t('tryAgain')}
        </button>
        <Link to={paths.home} className="btn btn-primary">
          {t('common:backHome')}
        </Link>
      </div>
    </div>
  );
}
