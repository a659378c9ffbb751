import { useTranslation } from 'react-i18next';

/** Placeholder until the community issue builds this screen. */
export function Component() {
  const { t } = useTranslation();
  return <h1>{t('libraryName')}</h1>;
}
