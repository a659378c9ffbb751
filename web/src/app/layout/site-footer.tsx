import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container site-footer-inner">
        <div className="site-footer-about">
          <p className="site-footer-brand">
            <BookOpen size={18} aria-hidden="true" />
            {t('libraryName')}
          </p>
          <p>{t('footer.hours')}</p>
        </div>
        <nav aria-label={t('footer.navigation')}>
          <ul className="site-footer-links">
            <li>
              <Link to={paths.books}>{t('nav.books')}</Link>
            </li>
            <li>
              <Link to={paths.search}>{t('footer.search')}</Link>
            </li>
            <li>
              <Link to={paths.community}>{t('footer.community')}</Link>
            </li>
            <li>
              <Link to={paths.about}>{t('nav.about')}</Link>
            </li>
            <li>
              <Link to={paths.contact}>{t('nav.contact')}</Link>
            </li>
            <li>
              <Link to={paths.presentation}>{t('footer.presentation')}</Link>
            </li>
          </ul>
        </nav>
        <p className="site-footer-rights">{t('footer.rights', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
