import { useTranslation } from 'react-i18next';

/** Placeholder until the site issue builds this screen. */
export function Component() {
  const { t } = useTranslation();
  return <h1>{t('footer.presentation')}</h1>;
}
