import { Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Visibility } from '@shared/documents/reading';
import type { ImportOutcome, ParsedImport } from '@shared/reading-import';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useMutation } from '@/lib/data/use-mutation';
import { importReading } from '../api/calls';
import { readingErrorMessage } from '../lib/reading-errors';
import { VisibilitySelect } from './visibility-select';

interface Result {
  counts: Record<ImportOutcome, number>;
  missing: string[];
}

/**
 * "Import from Goodreads or StoryGraph": the member picks the service's CSV export; the browser
 * reads it (shared/reading-import.ts, loaded here on first use) and sends only what we keep, a
 * batch at a time, to importReading, which answers for every row. Nothing the member already
 * keeps is overwritten.
 */
export function ImportReading({ fallback }: { fallback: Visibility }) {
  const { t } = useTranslation('reading');
  const inputId = useId();
  const [parsed, setParsed] = useState<(ParsedImport & { name: string }) | null>(null);
  const [visibility, setVisibility] = useState<Visibility | null>(null);
  const [done, setDone] = useState(0);
  const [result, setResult] = useState<Result | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const read = async (file: File | undefined) => {
    setParsed(null);
    setResult(null);
    setFailure(null);
    if (!file) return;
    const [{ readImport }, text] = await Promise.all([import('@shared/reading-import'), file.text()]);
    setParsed({ ...readImport(text), name: file.name });
  };

  const run = useMutation('import reading', async (rows: ParsedImport['rows'], shown: Visibility) => {
    const { IMPORT_BATCH } = await import('@shared/reading-import');
    const counts: Record<ImportOutcome, number> = { imported: 0, matched: 0, 'not-in-catalogue': 0 };
    const missing: string[] = [];
    setDone(0);
    for (let i = 0; i < rows.length; i += IMPORT_BATCH) {
      const batch = rows.slice(i, i + IMPORT_BATCH);
      const { outcomes } = await importReading({ rows: batch, visibility: shown });
      outcomes.forEach((o, j) => {
        counts[o] += 1;
        if (o === 'not-in-catalogue') missing.push(batch[j]!.title);
      });
      setDone(i + batch.length);
    }
    setResult({ counts, missing });
  });
  const start = () => {
    if (!parsed) return;
    setFailure(null);
    run.run(parsed.rows, visibility ?? fallback).catch((err: unknown) => setFailure(readingErrorMessage(err, t)));
  };

  return (
    <details className="reading-import" data-testid="reading-import">
      <summary>{t('import.summary', { goodreads: 'Goodreads', storygraph: 'StoryGraph' })}</summary>
      <div className="reading-import-body">
        <p className="reading-muted">{t('import.explain')}</p>
        <label htmlFor={inputId} className="field-label">
          {t('import.file')}
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          disabled={run.busy}
          onChange={(e) => void read(e.target.files?.[0]).catch(() => setFailure(t('import.unreadable')))}
        />
        {parsed && !parsed.format ? <Alert>{t('import.unknown')}</Alert> : null}
        {parsed?.format ? (
          <>
            <p role="status">
              {t('import.found', { count: parsed.rows.length, source: t(`import.format.${parsed.format}`) })}
              {parsed.skipped > 0 ? ` ${t('import.skipped', { count: parsed.skipped })}` : ''}
            </p>
            <VisibilitySelect
              label={t('import.visibility')}
              value={visibility ?? fallback}
              disabled={run.busy}
              onChange={setVisibility}
              testId="import-visibility"
            />
            <div className="form-actions">
              <Button busy={run.busy} disabled={parsed.rows.length === 0 || result !== null} onClick={start}>
                <Upload size={16} aria-hidden="true" />{' '}
                {run.busy
                  ? t('import.progress', { done, count: parsed.rows.length })
                  : t('import.start', { count: parsed.rows.length })}
              </Button>
            </div>
          </>
        ) : null}
        {failure ? <Alert>{failure}</Alert> : null}
        {result ? (
          <div role="status" className="reading-import-result" data-testid="import-result">
            <p>{t('import.done')}</p>
            <ul>
              <li>{t('import.imported', { count: result.counts.imported })}</li>
              <li>{t('import.matched', { count: result.counts.matched })}</li>
              <li>{t('import.missing', { count: result.counts['not-in-catalogue'] })}</li>
            </ul>
            {result.missing.length > 0 ? (
              <details>
                <summary>{t('import.missingList')}</summary>
                <ul className="reading-import-missing">
                  {result.missing.map((title, i) => (
                    <li key={i} dir="auto">
                      {title}
                    </li>
                  ))}
                </ul>
              </details>
            ) : null}
          </div>
        ) : null}
      </div>
    </details>
  );
}
