import { useTranslation } from 'react-i18next';

/** Placeholder until the accounts issue builds this screen. */
export function Component() {
  const { t } = useTranslation();
  return <h1>{t('nav.myProfile')}</h1>;
}
