import { Search } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * The header's search box on every page: Enter (or the button) opens /search?q=... in basic mode,
 * as a link to /search does. On /search itself only the query changes (mode and filters stay), and
 * on a phone it gives way to the page's own box. Kept tiny and free of search code: it is in every
 * route's bundle.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const inputId = useId();
  const onSearchPage = location.pathname === paths.search;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    const params = new URLSearchParams(onSearchPage ? location.search : '');
    if (q) params.set('q', q);
    else params.delete('q');
    const query = params.toString();
    navigate(query ? `${paths.search}?${query}` : paths.search);
  }

  return (
    <form
      className="header-search"
      role="search"
      aria-label={t('headerSearch.landmark')}
      // Before the page is alive (server markup), Enter still searches, as a plain GET.
      action={paths.search}
      onSubmit={submit}
      // Hidden on phones there (global.css): the page's own box is just below.
      data-search-page={onSearchPage || undefined}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('headerSearch.label')}
      </label>
      <input
        id={inputId}
        name="q"
        type="search"
        className="header-search-input"
        placeholder={t('headerSearch.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="header-search-button" aria-label={t('headerSearch.submit')}>
        <Search size={18} aria-hidden="true" />
      </button>
    </form>
  );
}
