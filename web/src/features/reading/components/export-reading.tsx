import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useMutation } from '@/lib/data/use-mutation';
import { readingErrorMessage } from '../lib/reading-errors';
import { readingRows, toCsv } from '../lib/reading-export';

type Format = 'csv' | 'json';

/** Downloads all of the member's shelves and ratings, as CSV or JSON, built in the browser. */
export function ExportReading({ uid }: { uid: string }) {
  const { t } = useTranslation('reading');
  const [failure, setFailure] = useState<string | null>(null);
  const download = useMutation('export reading', async (format: Format) => {
    const [{ readMyReading }, { saveFile }] = await Promise.all([import('../api/export'), import('@/lib/save-file')]);
    const data = await readMyReading(uid);
    const rows = readingRows(data.entries, data.ratings, data.books);
    const day = new Date().toISOString().slice(0, 10);
    if (format === 'csv') saveFile(toCsv(rows), `my-reading-${day}.csv`, 'text/csv;charset=utf-8');
    else
      saveFile(
        JSON.stringify({ exportedAt: new Date().toISOString(), books: rows }, null, 2),
        `my-reading-${day}.json`,
        'application/json',
      );
  });
  const run = (format: Format) => {
    setFailure(null);
    download.run(format).catch((err: unknown) => setFailure(readingErrorMessage(err, t)));
  };
  return (
    <div className="reading-export">
      <span className="reading-label">{t('export.heading')}</span>
      <Button variant="secondary" size="sm" busy={download.busy} onClick={() => run('csv')}>
        <Download size={16} aria-hidden="true" /> <bdi>{t('export.csv')}</bdi>
      </Button>
      <Button variant="secondary" size="sm" busy={download.busy} onClick={() => run('json')}>
        <Download size={16} aria-hidden="true" /> <bdi>{t('export.json')}</bdi>
      </Button>
      {failure ? <Alert>{failure}</Alert> : null}
    </div>
  );
}
