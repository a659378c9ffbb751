/** The site's languages (docs/i18n.md): English, and Arabic written right to left. */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/**
 * The reader's language travels to the server in the one cookie Firebase Hosting passes on to a
 * function and keys its CDN cache on (`__session`; every other cookie is stripped), so a
 * prerendered page is served in the reader's language without a Vary on Accept-Language
 * (docs/i18n.md, "The first paint"). The value is `lang.<code>`: room for other session parts later.
 * web/app.html's first script reads the same format.
 */
export const LANGUAGE_COOKIE = '__session';
export const languageCookieValue = (language: Language) => `lang.${language}`;

/** The language a request's Cookie header carries, or null. */
export function languageFromCookies(header: string | undefined): Language | null {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name !== LANGUAGE_COOKIE || !value?.startsWith('lang.')) continue;
    const language = value.slice('lang.'.length);
    return isLanguage(language) ? language : null;
  }
  return null;
}
