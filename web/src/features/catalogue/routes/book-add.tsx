import { useTranslation } from 'react-i18next';

/** Placeholder until the catalogue issue builds this screen. */
export function Component() {
  const { t } = useTranslation();
  return <h1>{t('nav.addBook')}</h1>;
}
