/**
 * What the page and the service worker (web/src/sw.ts) share: the worker's caches, named once (the
 * page, the bench and the browser tests open them too), and the messages the page sends it. No
 * imports: the entry and the worker both load this file.
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

/** Messages from the page to the worker. */
export const WORKER_MESSAGES = {
  /** Activate the waiting new version (workbox-window's messageSkipWaiting() sends this type). */
  skipWaiting: 'SKIP_WAITING',
  /**
   * Keep a copy of this prerendered page (`url`), as a navigation to it would, and of what it
   * shows (`resources`: its images and first-screen data; the worker keeps what it caches).
   */
  keepPage: 'KEEP_PAGE',
  /**
   * Delete the caches of what the reader saw and the worker's record of them (sign-out, lib/pwa/
   * forget.ts); the worker answers 'forgotten' on the message's port when done.
   */
  forgetBrowsing: 'FORGET_BROWSING',
} as const;
