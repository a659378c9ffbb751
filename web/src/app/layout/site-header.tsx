import { BookOpen, ChevronDown, LogIn, LogOut, Menu, UserRound, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { mayOpen, PAGES, type PageId } from '@shared/pages';
import { canEditBooks } from '@shared/roles';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { cx } from '@/lib/cx';
import { useMediaQuery } from '@/lib/use-media-query';
import { HeaderSearch } from './header-search';
import { LanguageSwitch } from './language-switch';

// The count reads Firestore: its code loads after the page, and only for signed-in members.
const UnreadNoticeCount = lazy(() => import('@/features/lending/components/unread-notice-count'));
const UnreadNoticeLink = lazy(() =>
  import('@/features/lending/components/unread-notice-count').then((m) => ({ default: m.UnreadNoticeLink })),
);

/**
 * Where every link folds into the menu (a phone, a tablet): staff fit the spec's links in less
 * room, because between FOLD_BELOW.staff and COMPACT_BELOW their other links (Moderation,
 * Circulation Desk, My Library) fold into More and the spec's links stay in the bar.
 */
const FOLD_BELOW = { everyone: '(max-width: 1200px)', staff: '(max-width: 1100px)' } as const;
const COMPACT_BELOW = '(max-width: 1560px)';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav-link active' : 'nav-link');

/**
 * The header of spec section 2: logo, search box, Books / About / Contact, role links and the
 * sign-in state, plus My Library (issue 14) with the member's unread notices.
 * On a desktop the spec's links are always in the bar; a librarian's or admin's own links
 * (Moderation, Circulation Desk, My Library) fold into a More menu when the bar has no room for
 * them (`compact`, below 1560 px). Below the desktop breakpoint every link folds into a disclosure
 * menu, and the unread notices stay beside its toggle. Both menus: the toggle reports
 * aria-expanded, opening moves focus to the first link, Escape or tabbing away closes it and
 * Escape returns focus to the toggle.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const { user, signOut } = useAuth();
  const staff = !!user && canEditBooks(user.role);
  // A page's link shows to those who may open it (its access in the page table).
  const linkTo = (id: PageId) => !!user && mayOpen(PAGES[id].access, user.role);
  // Folded in the server's HTML: most visitors come on phones.
  const folded = useMediaQuery(staff ? FOLD_BELOW.staff : FOLD_BELOW.everyone, true);
  const narrow = useMediaQuery(COMPACT_BELOW, true);
  const compact = staff && !folded && narrow;
  const navigate = useNavigate();
  const location = useLocation();
  // The menu is open for the page it was opened on, so navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const [moreOn, setMoreOn] = useState<string | null>(null);
  const moreOpen = compact && moreOn === location.pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const moreToggleRef = useRef<HTMLButtonElement>(null);
  const moreRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) navRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);
  useEffect(() => {
    if (moreOpen) moreRef.current?.querySelector<HTMLElement>('a')?.focus();
  }, [moreOpen]);

  const close = (returnFocus: boolean) => {
    setOpenOn(null);
    if (returnFocus) toggleRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    if (moreOpen) {
      setMoreOn(null);
      moreToggleRef.current?.focus();
    } else if (open) close(true);
  };
  const onBlur = (event: FocusEvent) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) close(false);
  };
  const onMoreBlur = (event: FocusEvent) => {
    if (moreOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) setMoreOn(null);
  };

  const staffLinks = (
    <>
      {linkTo('moderation') ? (
        <NavLink to={paths.moderation} className={linkClass}>
          {t('nav.moderation')}
        </NavLink>
      ) : null}
      {linkTo('desk') ? (
        <NavLink to={paths.desk} className={linkClass}>
          {t('nav.desk')}
        </NavLink>
      ) : null}
    </>
  );
  const myLibrary =
    user && linkTo('myLibrary') ? (
      <NavLink to={paths.myLibrary} className={linkClass} data-testid="my-library-link">
        {t('nav.myLibrary')}{' '}
        <Suspense fallback={null}>
          <UnreadNoticeCount uid={user.uid} />
        </Suspense>
      </NavLink>
    ) : null;

  return (
    <header
      className={cx('site-header', folded && 'folded', staff && 'staff', compact && 'compact')}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <div className="container site-header-inner">
        <Link to={paths.home} className="brand">
          <span className="brand-mark" aria-hidden="true">
            <BookOpen size={22} />
          </span>
          <span className="brand-name">{t('libraryName')}</span>
        </Link>
        <HeaderSearch />
        {folded && user ? (
          <Suspense fallback={null}>
            <UnreadNoticeLink uid={user.uid} />
          </Suspense>
        ) : null}
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
              {linkTo('addBook') ? (
                <NavLink to={paths.addBook} className={linkClass}>
                  {t('nav.addBook')}
                </NavLink>
              ) : null}
              {compact ? null : staffLinks}
              {linkTo('admin') ? (
                <NavLink to={paths.admin} className={linkClass}>
                  {t('nav.adminDashboard')}
                </NavLink>
              ) : null}
              {compact ? (
                <div className="nav-more" onBlur={onMoreBlur}>
                  <button
                    ref={moreToggleRef}
                    type="button"
                    className="nav-link nav-more-toggle"
                    aria-expanded={moreOpen}
                    aria-controls="more-nav"
                    onClick={() => setMoreOn(moreOpen ? null : location.pathname)}
                  >
                    {t('nav.more')}
                    <ChevronDown size={16} aria-hidden="true" />
                    <Suspense fallback={null}>
                      <UnreadNoticeCount uid={user.uid} />
                    </Suspense>
                  </button>
                  <div ref={moreRef} id="more-nav" className="nav-more-list" hidden={!moreOpen}>
                    {staffLinks}
                    {myLibrary}
                  </div>
                </div>
              ) : null}
              <span className="nav-divider" aria-hidden="true" />
              {compact ? null : myLibrary}
              {linkTo('profile') ? (
                <NavLink to={paths.profile} className={linkClass} data-testid="profile-link">
                  <UserRound size={18} aria-hidden="true" />
                  <bdi>{user.firstName || t('nav.myProfile')}</bdi>
                </NavLink>
              ) : null}
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
