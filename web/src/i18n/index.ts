/**
 * The one i18n layer (docs/i18n.md). Every visible string lives in locales/<lang>/<namespace>.json;
 * a feature adds its own namespace file and it is picked up here. Only the English frame
 * namespaces (common, errors, validation) ship with the entry; a feature's namespace loads with
 * its screen (the router starts it with the route's code; a component asking for one not loaded yet
 * suspends until it arrives), and Arabic, every namespace of it, loads only for a reader who chose
 * it. The document's lang and dir attributes follow the language.
 */
import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES } from '@shared/languages';
import { formatDateStyle, formatNumber } from './formats';
import { initialLanguage, shareLanguage } from './language-choice';

type Catalog = Record<string, unknown>;
export const FRAME_NAMESPACES = ['common', 'errors', 'validation'];
const frame = import.meta.glob<Catalog>('./locales/en/{common,errors,validation}.json', {
  eager: true,
  import: 'default',
});
const lazy = import.meta.glob<Catalog>(['./locales/*/*.json', '!./locales/en/{common,errors,validation}.json'], {
  import: 'default',
});

const pathOf = (lang: string, ns: string) => `./locales/${lang}/${ns}.json`;

const resources: Record<string, Record<string, Catalog>> = {};
for (const [path, catalog] of Object.entries(frame)) {
  const match = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, lang, ns] = match as unknown as [string, string, string];
  (resources[lang] ??= {})[ns] = catalog;
}

/** Loads a namespace from its own chunk: a feature's with its screen, all of Arabic on demand. */
const lazyNamespaces: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = lazy[pathOf(language, namespace)];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (catalog) => callback(null, catalog as Record<string, string>),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), null),
    );
  },
};

export const startLanguage = initialLanguage();
shareLanguage(startLanguage);

function isolateInArabic(value: unknown): string {
  const text = String(value);
  // A value that is itself a translated sentence with isolated parts stays as it is: isolated
  // again, its direction would come from its first strong letter outside those parts, and a
  // sentence of only isolated parts and punctuation would turn left to right.
  if (i18n.language !== 'ar' || text === '' || text.includes('\u2068')) return text;
  return `\u2068${text}\u2069`;
}

/** Resolves once the frame's strings in the start language are in: main.tsx renders after it. */
export const i18nReady = i18n
  .use(lazyNamespaces)
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    lng: startLanguage,
    supportedLngs: [...LANGUAGES],
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: FRAME_NAMESPACES,
    // React escapes; what the escape hook does here is isolate each interpolated value (a title, a
    // name, an e-mail address, a number) inside Arabic sentences, so Latin text and digits inside
    // right-to-left text never reorder their neighbours (U+2068 FIRST STRONG ISOLATE ... U+2069).
    // English strings stay byte for byte as written.
    interpolation: { escapeValue: true, escape: isolateInArabic },
    returnNull: false,
    // No advertisement in the visitor's browser console.
    showSupportNotice: false,
  });

// {{n, number}} and dates inside strings use the same digits as the rest of the page. i18next hands
// the formatter every option of the t() call (count, ns, lng...): only Intl's own go on (our strings
// use none for numbers, dateStyle and timeStyle for dates), or each count would make a formatter.
const formatter = i18n.services.formatter;
formatter?.add('number', (value, lng) => formatNumber(lng ?? 'en', value as number));
formatter?.add('datetime', (value, lng, { dateStyle, timeStyle }: Intl.DateTimeFormatOptions) =>
  formatDateStyle(lng ?? 'en', value as Date, { dateStyle, timeStyle }),
);

function applyDirection(lng: string) {
  // The server's prerender (entry-server.tsx) has no document: it writes lang and dir itself.
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lng;
  document.documentElement.dir = i18n.dir(lng);
}
applyDirection(startLanguage);
i18n.on('languageChanged', applyDirection);

export default i18n;
