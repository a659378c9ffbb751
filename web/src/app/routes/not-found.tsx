import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function Component() {
  const { t } = useTranslation('errors');
  return (
    <section>
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFoundText')}</p>
      <Link to={paths.home} className="btn btn-primary">
        {t('common:backHome')}
      </Link>
    </section>
  );
}
