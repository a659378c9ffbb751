import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPORT_FORMATS, type ExportFormat } from '@shared/catalogue-import';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { refusalMessageKey } from '@/lib/callable-errors';
import { saveFile } from '@/lib/save-file';
import { exportWhole } from '../api/catalogue-files';

const FILES: Record<ExportFormat, { name: string; type: string }> = {
  marcxml: { name: 'catalogue.xml', type: 'application/marcxml+xml' },
  iso2709: { name: 'catalogue.mrc', type: 'application/marc' },
  csv: { name: 'catalogue.csv', type: 'text/csv' },
};

/** Export: the whole catalogue, with copies, as MARCXML, ISO 2709 (UTF-8) or CSV. */
export function ExportPanel() {
  const { t } = useTranslation('catalogue', { keyPrefix: 'files' });
  const [busy, setBusy] = useState<{ format: ExportFormat; books: number } | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const run = async (format: ExportFormat) => {
    setMessage(null);
    setBusy({ format, books: 0 });
    try {
      let books = 0;
      const parts = await exportWhole(format, (n) => {
        books = n;
        setBusy({ format, books: n });
      });
      saveFile(parts as BlobPart[], FILES[format].name, FILES[format].type);
      setMessage({ tone: 'success', text: t('export.saved', { count: books }) });
    } catch (err) {
      console.error('catalogue export failed', err);
      setMessage({ tone: 'error', text: t(refusalMessageKey(err) ?? 'export.failed') });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="files-section" aria-labelledby="export-heading">
      <h2 id="export-heading">{t('export.title')}</h2>
      <p>{t('export.lead')}</p>
      <div className="files-actions">
        {EXPORT_FORMATS.map((format) => (
          <Button
            key={format}
            variant="secondary"
            busy={busy?.format === format}
            disabled={busy !== null}
            onClick={() => void run(format)}
            data-testid={`export-${format}`}
          >
            {t(`export.${format}`)}
          </Button>
        ))}
      </div>
      {busy ? <p role="status">{t('export.progress', { count: busy.books })}</p> : null}
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
    </section>
  );
}
