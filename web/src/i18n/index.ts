/**
 * The one i18n layer. Every visible string lives in locales/<lang>/<namespace>.json; a feature adds
 * its own namespace file and it is picked up here. English now; Arabic (right-to-left) is planned,
 * so the document's dir attribute follows the language.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

type Catalog = Record<string, unknown>;
const files = import.meta.glob<Catalog>('./locales/*/*.json', { eager: true, import: 'default' });

const resources: Record<string, Record<string, Catalog>> = {};
for (const [path, catalog] of Object.entries(files)) {
  const match = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, lang, ns] = match as unknown as [string, string, string];
  (resources[lang] ??= {})[ns] = catalog;
}

void i18n.use(initReactI18next).init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: Object.keys(resources.en ?? {}),
  interpolation: { escapeValue: false },
  returnNull: false,
});

function applyDirection(lng: string) {
  document.documentElement.lang = lng;
  document.documentElement.dir = i18n.dir(lng);
}
applyDirection(i18n.language);
i18n.on('languageChanged', applyDirection);

export default i18n;
