/**
 * The service worker's caches (web/src/sw.ts), named once: the page, the bench and the browser tests
 * open them too. No imports: the entry and the worker both load this file.
 */
export const CACHES = {
  /** Covers, as they are shown. */
  covers: 'covers',
  /** The first screens' data (/api/first/...). */
  firstScreen: 'first-screen',
  /** The prerendered public pages, in the reader's language. */
  pages: 'pages',
  /** What the page tells the worker, which cannot read localStorage. */
  reader: 'reader',
} as const;

/** In CACHES.reader: the language the site opens in for this reader (i18n/language-choice.ts). */
export const READER_LANGUAGE_KEY = '/reader-language';
