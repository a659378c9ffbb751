import { BookOpen, Menu, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { canEditBooks, isAdmin } from '@shared/roles';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/auth-context';

/** The header of spec section 2: logo, Books / About / Contact, role links and the sign-in state. */
export function SiteHeader() {
  const { t } = useTranslation();
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  // The mobile menu is open for the page it was opened on, so navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;

  const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav-link active' : 'nav-link');

  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <Link to={paths.home} className="brand">
          <BookOpen aria-hidden="true" size={26} />
          <span>{t('libraryName')}</span>
        </Link>
        <button
          type="button"
          className="icon-btn menu-toggle"
          aria-expanded={open}
          aria-controls="main-nav"
          aria-label={open ? t('nav.closeMenu') : t('nav.menu')}
          onClick={() => setOpenOn(open ? null : location.pathname)}
        >
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
        <nav id="main-nav" className={open ? 'nav open' : 'nav'} aria-label={t('nav.mainNavigation')}>
          <NavLink to={paths.books} end className={linkClass}>
            {t('nav.books')}
          </NavLink>
          <NavLink to={paths.about} className={linkClass}>
            {t('nav.about')}
          </NavLink>
          <NavLink to={paths.contact} className={linkClass}>
            {t('nav.contact')}
          </NavLink>
          {user ? (
            <>
              {canEditBooks(user.role) ? (
                <NavLink to={paths.addBook} className={linkClass}>
                  {t('nav.addBook')}
                </NavLink>
              ) : null}
              {isAdmin(user.role) ? (
                <NavLink to={paths.admin} className={linkClass}>
                  {t('nav.adminDashboard')}
                </NavLink>
              ) : null}
              <NavLink to={paths.profile} className={linkClass} data-testid="profile-link">
                {user.firstName ?? t('nav.myProfile')}
              </NavLink>
              <button
                type="button"
                className="btn btn-sm btn-on-dark"
                onClick={() => void signOut().then(() => navigate(paths.home))}
              >
                {t('nav.signOut')}
              </button>
            </>
          ) : user === null ? (
            <Link to={paths.login} className="btn btn-sm btn-on-dark">
              {t('nav.login')}
            </Link>
          ) : null}
        </nav>
      </div>
    </header>
  );
}
