import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container">
        <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
        <Link to={paths.presentation}>{t('footer.presentation')}</Link>
      </div>
    </footer>
  );
}
