/**
 * Which language the site opens in (docs/i18n.md), strongest first: a `?lang=ar|en` link (so a
 * shared link opens as sent; remembered, then taken out of the address), the visitor's remembered
 * choice (localStorage `library.lang`), their browser's first supported preference, English.
 * A signed-in member's saved choice (profiles/{uid}.language) is applied at sign-in by the header.
 * web/app.html's first script decides the same way before the first paint of a server-rendered page.
 */
import { isLanguage, LANGUAGE_COOKIE, languageCookieValue, type Language } from '@shared/languages';
import { CACHES, READER_LANGUAGE_KEY } from '@/lib/pwa/caches';
import { whenIdle } from '@/lib/when-idle';

export const STORAGE_KEY = 'library.lang';

export function remember(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage off (private mode, quota): the choice lasts for this page only.
  }
  shareLanguage(language);
}

/**
 * The language the next page opens in, for those who cannot read localStorage: the server (a
 * cookie: it renders a prerendered page in that language, functions/src/http/prerender.ts) and the
 * service worker (a cache entry: it answers with the page in that language, web/src/sw.ts). Called
 * with the start language and on each choice, so both always say what initialLanguage() would.
 */
export function shareLanguage(language: Language): void {
  if (typeof document === 'undefined') return; // the server's render
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${languageCookieValue(language)}; path=/; max-age=31536000; samesite=lax${secure}`;
  if (typeof caches === 'undefined') return;
  // In an idle moment: opening the cache storage is a task's worth of work at a page's start.
  whenIdle(() => {
    caches
      .open(CACHES.reader)
      .then((cache) => cache.put(READER_LANGUAGE_KEY, new Response(language)))
      .catch(() => undefined); // No cache storage (private mode): the worker answers with the shell.
  });
}

function remembered(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** The first of the browser's preferences that the site has ('ar-EG' counts as Arabic). */
function preferred(): Language | null {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return null;
}

function fromLink(): Language | null {
  const url = new URL(window.location.href);
  const value = url.searchParams.get('lang');
  if (value === null) return null;
  url.searchParams.delete('lang');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return isLanguage(value) ? value : null;
}

export function initialLanguage(): Language {
  // The server's prerender (web/src/entry-server.tsx) picks each page's language itself.
  if (typeof window === 'undefined') return 'en';
  const linked = fromLink();
  if (linked) {
    remember(linked);
    return linked;
  }
  return remembered() ?? preferred() ?? 'en';
}

/** The language the page shows now: the server writes e-mails the visitor asks for in it. */
export function pageLanguage(): Language {
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return isLanguage(language) ? language : 'en';
}
