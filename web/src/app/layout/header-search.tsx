import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { KEEP_SERVER_CHILDREN } from '@/lib/keep-server-children';

/** One header per page, so one id; a fixed one, as the fields render in a root of their own. */
const INPUT_ID = 'header-search-q';
/** The form's class: its styles (global.css) and how main.tsx's hydration finds it. */
const FORM_CLASS = 'header-search';

/**
 * The header's search box on every page: Enter (or the button) opens /search?q=... in basic mode,
 * as a link to /search does. On /search itself only the query changes (mode and filters stay), and
 * on a phone it gives way to the page's own box. Kept tiny and free of search code: it is in every
 * route's bundle.
 *
 * The fields (label, input, button) are a React root of their own inside the form, hydrated as
 * soon as the strings are in, before the page (main.tsx). A click or key in a part of the page
 * React has not hydrated yet makes React hydrate the whole path to it at once, in that event: a
 * phone's first click into this box cost 90-270 ms that way while the page hydrated. In a root of
 * their own the fields are alive within a task of the page's start, and what a reader does in them
 * never touches the page's hydration (docs/performance.md). The form itself stays in the page's
 * tree: its submit navigates with the router.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
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

  const server = typeof document === 'undefined';
  return (
    <form
      className={FORM_CLASS}
      role="search"
      aria-label={t('headerSearch.landmark')}
      // Before the page is alive (server markup), Enter still searches, as a plain GET.
      action={paths.search}
      onSubmit={submit}
      // Hidden on phones there (global.css): the page's own box is just below.
      data-search-page={onSearchPage || undefined}
      // The server writes the fields; in the browser they belong to their own root, which the
      // page's tree leaves alone.
      {...(server ? {} : { ...KEEP_SERVER_CHILDREN, ref: mountFields })}
    >
      {server ? <HeaderSearchFields /> : undefined}
    </form>
  );
}

function HeaderSearchFields() {
  // Never suspends: the frame's strings are in before any root renders (main.tsx).
  const { t } = useTranslation(undefined, { useSuspense: false });
  return (
    <>
      <label htmlFor={INPUT_ID} className="visually-hidden">
        {t('headerSearch.label')}
      </label>
      <input
        id={INPUT_ID}
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
    </>
  );
}

const roots = new WeakMap<HTMLFormElement, Root>();

/** Hydrates the server's search fields in `page` (main.tsx, before the page itself hydrates). */
export function hydrateHeaderSearch(page: ParentNode): void {
  const form = page.querySelector<HTMLFormElement>(`form.${FORM_CLASS}`);
  if (form && !roots.has(form)) roots.set(form, hydrateRoot(form, <HeaderSearchFields />));
}

/**
 * The form's ref: a form rendered in the browser gets its fields' root here (a hydrated one has it
 * already), and gives it up once the form is gone.
 */
function mountFields(form: HTMLFormElement | null) {
  if (!form || roots.has(form)) return;
  const root = createRoot(form);
  root.render(<HeaderSearchFields />);
  roots.set(form, root);
  return () => {
    // After the page's commit (a root cannot be unmounted while React renders another), and only
    // if the form is gone (React may detach and attach a ref to the same form).
    setTimeout(() => {
      if (form.isConnected) return;
      root.unmount();
      roots.delete(form);
    });
  };
}
