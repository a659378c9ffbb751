import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { pageLanguage } from '@/i18n/language-choice';
import { useDownloadMyData } from '../hooks/use-my-data';
import { accountErrorMessage } from '../lib/account-error';

type Status = { tone: 'error' | 'success'; message: string } | null;

/**
 * /profile's Download my data: one button that asks the server for everything the library holds
 * about the member (a zip of JSON and CSV files in the page's language) and saves it. Loaded
 * lazily: /profile's first load is at its budget.
 */
export function DownloadMyData() {
  const { t } = useTranslation('profile');
  const download = useDownloadMyData();
  const [status, setStatus] = useState<Status>(null);
  const run = () => {
    setStatus(null);
    download.run(pageLanguage()).then(
      () => setStatus({ tone: 'success', message: t('myData.saved') }),
      (err: unknown) => setStatus({ tone: 'error', message: accountErrorMessage(err, t, 'myData.failed') }),
    );
  };
  return (
    <section className="card account-card my-data" aria-labelledby="my-data-heading">
      <h2 id="my-data-heading">{t('myData.title')}</h2>
      <p>{t('myData.lead')}</p>
      {status ? <Alert tone={status.tone}>{status.message}</Alert> : null}
      <Button variant="secondary" busy={download.busy} onClick={run}>
        <Download size={16} aria-hidden="true" /> {download.busy ? t('myData.preparing') : t('myData.download')}
      </Button>
    </section>
  );
}
