import { BookOpen, LogIn, LogOut, Menu, UserRound, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { canEditBooks, isAdmin } from '@shared/roles';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { cx } from '@/lib/cx';
import { useMediaQuery } from '@/lib/use-media-query';
import { HeaderSearch } from './header-search';
import { LanguageSwitch } from './language-switch';

// The count reads Firestore: its code loads after the page, and only for signed-in members.
const UnreadNoticeCount = lazy(() => import('@/features/lending/components/unread-notice-count'));

/** Where the links fold into the menu: staff have seven of them beside the search box. */
const FOLD_BELOW = { everyone: '(max-width: 1200px)', staff: '(max-width: 1560px)' } as const;

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav-link active' : 'nav-link');

/**
 * The header of spec section 2: logo, search box, Books / About / Contact, role links and the
 * sign-in state, plus My Library (issue 14) with the member's unread notices.
 * Below the desktop breakpoint the links fold into a disclosure menu: the toggle reports
 * aria-expanded, opening moves focus to the first link, Escape or tabbing away closes it and
 * Escape returns focus to the toggle.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const { user, signOut } = useAuth();
  const staff = !!user && canEditBooks(user.role);
  // Folded in the server's HTML: most visitors come on phones.
  const folded = useMediaQuery(staff ? FOLD_BELOW.staff : FOLD_BELOW.everyone, true);
  const navigate = useNavigate();
  const location = useLocation();
  // The menu is open for the page it was opened on, so navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (open) navRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpenOn(null);
    if (returnFocus) toggleRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (open && event.key === 'Escape') close(true);
  };
  const onBlur = (event: FocusEvent) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) close(false);
  };

  return (
    <header className={cx('site-header', folded && 'folded', staff && 'staff')} onKeyDown={onKeyDown} onBlur={onBlur}>
      <div className="container site-header-inner">
        <Link to={paths.home} className="brand">
          <span className="brand-mark" aria-hidden="true">
            <BookOpen size={22} />
          </span>
          <span>{t('libraryName')}</span>
        </Link>
        <HeaderSearch />
        <button
          ref={toggleRef}
          type="button"
          className="icon-btn menu-toggle"
          aria-expanded={open}
          aria-controls="main-nav"
          aria-label={t('nav.menu')}
          onClick={() => setOpenOn(open ? null : location.pathname)}
        >
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
        <nav ref={navRef} id="main-nav" className={open ? 'nav open' : 'nav'} aria-label={t('nav.mainNavigation')}>
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
              {canEditBooks(user.role) ? (
                <NavLink to={paths.moderation} className={linkClass}>
                  {t('nav.moderation')}
                </NavLink>
              ) : null}
              {canEditBooks(user.role) ? (
                <NavLink to={paths.desk} className={linkClass}>
                  {t('nav.desk')}
                </NavLink>
              ) : null}
              {isAdmin(user.role) ? (
                <NavLink to={paths.admin} className={linkClass}>
                  {t('nav.adminDashboard')}
                </NavLink>
              ) : null}
              <span className="nav-divider" aria-hidden="true" />
              <NavLink to={paths.myLibrary} className={linkClass} data-testid="my-library-link">
                {t('nav.myLibrary')}{' '}
                <Suspense fallback={null}>
                  <UnreadNoticeCount uid={user.uid} />
                </Suspense>
              </NavLink>
              <NavLink to={paths.profile} className={linkClass} data-testid="profile-link">
                <UserRound size={18} aria-hidden="true" />
                <bdi>{user.firstName || t('nav.myProfile')}</bdi>
              </NavLink>
              <button
                type="button"
                className="btn btn-sm btn-on-dark"
                onClick={() => void signOut().then(() => navigate(paths.home))}
              >
                <LogOut size={16} aria-hidden="true" className="flip-rtl" />
                {t('nav.signOut')}
              </button>
            </>
          ) : user === null ? (
            <Link to={paths.login} className="btn btn-sm btn-on-dark">
              <LogIn size={16} aria-hidden="true" className="flip-rtl" />
              {t('nav.login')}
            </Link>
          ) : (
            // Session still loading: hold the button's place so the header does not jump.
            <span className="nav-pending" aria-hidden="true" />
          )}
        </nav>
        <LanguageSwitch />
      </div>
    </header>
  );
}
