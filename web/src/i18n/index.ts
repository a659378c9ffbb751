/**
 * The one i18n layer. Every visible string lives in locales/<lang>/<namespace>.json; a feature adds
 * its own namespace file and it is picked up here. The frame's namespaces (common, errors,
 * validation) ship with the entry; a feature's namespace loads with its screen (the router starts
 * it with the route's code; a component asking for one not loaded yet suspends until it arrives),
 * so the home page does not carry every screen's text. English now; Arabic (right-to-left) is planned, so the document's dir attribute
 * follows the language.
 */
import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';

type Catalog = Record<string, unknown>;
const frame = import.meta.glob<Catalog>('./locales/*/{common,errors,validation}.json', {
  eager: true,
  import: 'default',
});
const lazy = import.meta.glob<Catalog>(['./locales/*/*.json', '!./locales/*/{common,errors,validation}.json'], {
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

/** Loads a feature's namespace from its own chunk. */
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

void i18n
  .use(lazyNamespaces)
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    lng: 'en',
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: ['common', 'errors', 'validation'],
    interpolation: { escapeValue: false },
    returnNull: false,
    // No advertisement in the visitor's browser console.
    showSupportNotice: false,
  });

function applyDirection(lng: string) {
  // The server's prerender (entry-server.tsx) has no document: it writes lang and dir itself.
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lng;
  document.documentElement.dir = i18n.dir(lng);
}
applyDirection(i18n.language);
i18n.on('languageChanged', applyDirection);

export default i18n;
