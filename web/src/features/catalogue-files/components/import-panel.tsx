import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CATALOGUE_CSV_COLUMNS,
  IMPORT_MAX_BYTES,
  isMarcProblem,
  isRefusal,
  type ImportPreview,
  type ImportProblem,
} from '@shared/catalogue-import';
import type { ImportJobDoc } from '@shared/documents/catalogue-import';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { refusalMessageKey } from '@/lib/callable-errors';
import { saveFile } from '@/lib/save-file';
import { fileAsBase64, previewCatalogueImport, startCatalogueImport, subscribeImportJob } from '../api/catalogue-files';

type Step =
  | { name: 'choose' }
  | { name: 'reading'; file: File }
  | { name: 'preview'; file: File; data: string; preview: ImportPreview }
  | { name: 'starting'; file: File; data: string; preview: ImportPreview }
  | { name: 'running'; jobId: string };

/** The CSV template: the columns and one example row. */
const TEMPLATE = `${CATALOGUE_CSV_COLUMNS.join(',')}
The Hobbit,J. R. R. Tolkien,"Tolkien, J. R. R.",A hobbit's unexpected journey.,9780547928227,,en,fantasy|classics,physical,,,main:31000000000001:F TOL
`;

/**
 * Import: choose a MARC or CSV file, see what it will become (nothing is written yet), start the
 * job, and follow its progress bar to the report.
 */
export function ImportPanel() {
  const { t } = useTranslation('catalogue', { keyPrefix: 'files' });
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const failed = (err: unknown) => {
    console.error('catalogue import failed', err);
    setError(t(refusalMessageKey(err) ?? 'import.failed'));
  };

  const choose = async (file: File | undefined) => {
    setError(null);
    if (!file) return;
    if (file.size > IMPORT_MAX_BYTES) {
      setError(t('import.tooBig', { mb: IMPORT_MAX_BYTES / 1024 / 1024 }));
      return;
    }
    setStep({ name: 'reading', file });
    try {
      const data = await fileAsBase64(file);
      setStep({ name: 'preview', file, data, preview: await previewCatalogueImport({ fileName: file.name, data }) });
    } catch (err) {
      failed(err);
      setStep({ name: 'choose' });
    }
  };

  const start = async () => {
    if (step.name !== 'preview') return;
    setError(null);
    setStep({ ...step, name: 'starting' });
    try {
      const { jobId } = await startCatalogueImport({ fileName: step.file.name, data: step.data });
      setStep({ name: 'running', jobId });
    } catch (err) {
      failed(err);
      setStep({ ...step, name: 'preview' });
    }
  };

  const again = () => {
    setStep({ name: 'choose' });
    if (input.current) input.current.value = '';
  };

  return (
    <section className="files-section" aria-labelledby="import-heading">
      <h2 id="import-heading">{t('import.title')}</h2>
      <p>{t('import.lead')}</p>
      {step.name === 'running' ? (
        <ImportJob jobId={step.jobId} onAgain={again} />
      ) : (
        <>
          <div className="files-actions">
            <label className="btn btn-primary files-choose">
              {t('import.choose')}
              <input
                ref={input}
                type="file"
                className="visually-hidden"
                accept=".mrc,.marc,.dat,.iso,.xml,.csv,text/csv,application/xml"
                data-testid="import-file"
                onChange={(e) => void choose(e.target.files?.[0])}
                disabled={step.name === 'reading' || step.name === 'starting'}
              />
            </label>
            <Button variant="secondary" onClick={() => saveFile(TEMPLATE, 'catalogue-template.csv', 'text/csv')}>
              {t('import.template')}
            </Button>
          </div>
          <p className="files-hint">{t('import.formats', { mb: IMPORT_MAX_BYTES / 1024 / 1024 })}</p>
          {step.name === 'reading' ? <p role="status">{t('import.reading', { name: step.file.name })}</p> : null}
          {error ? <Alert>{error}</Alert> : null}
          {step.name === 'preview' || step.name === 'starting' ? (
            <Preview preview={step.preview} fileName={step.file.name}>
              <Button
                onClick={() => void start()}
                busy={step.name === 'starting'}
                disabled={step.preview.importable === 0}
                data-testid="import-start"
              >
                {t('import.start', { count: step.preview.importable })}
              </Button>
            </Preview>
          ) : null}
        </>
      )}
    </section>
  );
}

function Preview({
  preview,
  fileName,
  children,
}: {
  preview: ImportPreview;
  fileName: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('catalogue', { keyPrefix: 'files' });
  return (
    <div className="files-preview" data-testid="import-preview">
      <h3>{t('preview.title', { name: fileName })}</h3>
      <p>
        {t('preview.summary', {
          format: t(`formats.${preview.format}`),
          records: preview.records,
          importable: preview.importable,
          refused: preview.refused,
          copies: preview.copies,
        })}
      </p>
      {preview.drafts.length ? (
        <div className="files-table-wrap" tabIndex={0} role="region" aria-label={t('preview.tableLabel')}>
          <table className="files-table">
            <thead>
              <tr>
                <th scope="col">{t('preview.record')}</th>
                <th scope="col">{t('preview.bookTitle')}</th>
                <th scope="col">{t('preview.author')}</th>
                <th scope="col">{t('preview.isbn')}</th>
                <th scope="col">{t('preview.subjects')}</th>
                <th scope="col">{t('preview.copies')}</th>
              </tr>
            </thead>
            <tbody>
              {preview.drafts.map((d) => (
                <tr key={d.record}>
                  <td>{d.record}</td>
                  <td dir="auto">{d.title}</td>
                  <td dir="auto">
                    {d.author}
                    {d.authorSort && d.authorSort !== d.author ? (
                      <span className="files-sort" dir="auto">
                        {' '}
                        ({d.authorSort})
                      </span>
                    ) : null}
                  </td>
                  <td dir="ltr">{d.isbns.join(', ')}</td>
                  <td dir="auto">{d.tags.join(', ')}</td>
                  <td>{d.holdings.length}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <details className="files-mapping">
        <summary>{t('mapping.title')}</summary>
        <ul>
          {(['titleField', 'author', 'isbn', 'description', 'subjects', 'language', 'cover', 'copies'] as const).map(
            (k) => (
              <li key={k}>{t(`mapping.${k}`)}</li>
            ),
          )}
        </ul>
      </details>
      <ProblemList problems={preview.problems} total={preview.problemCount} />
      {children}
    </div>
  );
}

function ProblemList({ problems, total }: { problems: ImportProblem[]; total: number }) {
  const { t } = useTranslation('catalogue', { keyPrefix: 'files' });
  const headingId = useId();
  if (total === 0) return <p>{t('problems.none')}</p>;
  return (
    <div className="files-problems">
      <h4 id={headingId}>{t('problems.title', { count: total })}</h4>
      {/* A long list scrolls in its frame: focusable, so the keyboard can scroll it too. */}
      <div className="files-problems-scroll" tabIndex={0} role="region" aria-labelledby={headingId}>
        <ul data-testid="import-problems">
          {problems.map((p, i) => (
            <li key={i} className={isRefusal(p.code) ? 'files-refused' : undefined}>
              {t('problems.record', { record: p.record })} {t(`problems.${p.code}`)}
              {/* The reader's reasons (MARC_PROBLEMS) are worded; a field or value is shown as it is. */}
              {p.code === 'unreadable' && isMarcProblem(p.detail) ? (
                <span className="files-detail"> ({t(`reader.${p.detail}`)})</span>
              ) : p.detail && p.code !== 'unreadable' && p.code !== 'recovered' ? (
                <span className="files-detail" dir="ltr">
                  {' '}
                  ({p.detail})
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
      {total > problems.length ? <p>{t('problems.more', { count: total - problems.length })}</p> : null}
    </div>
  );
}

/** The job, live: its progress bar while it runs, its report when it is done (or has failed). */
function ImportJob({ jobId, onAgain }: { jobId: string; onAgain: () => void }) {
  const { t } = useTranslation('catalogue', { keyPrefix: 'files' });
  const [job, setJob] = useState<ImportJobDoc | null | undefined>(undefined);
  const [error, setError] = useState(false);
  useEffect(() => subscribeImportJob(jobId, setJob, () => setError(true)), [jobId]);
  if (error) return <Alert>{t('job.unreadable')}</Alert>;
  if (!job) return <p role="status">{t('job.starting')}</p>;
  const done = job.status === 'done';
  const failed = job.status === 'failed';
  return (
    <div className="files-job" data-testid="import-job">
      <h3>{t(done ? 'job.done' : failed ? 'job.failed' : 'job.running', { name: job.fileName })}</h3>
      {failed ? <Alert>{t('job.failedLead')}</Alert> : null}
      <progress
        className="files-progress"
        max={Math.max(job.chunks, 1)}
        value={done ? Math.max(job.chunks, 1) : job.cursor}
        aria-label={t('job.progress')}
      />
      <p role="status">
        {t('job.counted', {
          done: Math.min(job.created + job.updated + job.skipped, job.importable),
          total: job.importable,
        })}
      </p>
      <dl className="files-report" data-testid="import-report">
        {/* Kept edits only when there were some: most imports never meet one. */}
        {(['created', 'updated', 'skipped', 'refused', 'copiesAdded', 'keptEdits'] as const)
          .filter((k) => k !== 'keptEdits' || job.keptEdits > 0)
          .map((k) => (
            <div key={k}>
              <dt>{t(`report.${k}`)}</dt>
              <dd>{job[k]}</dd>
            </div>
          ))}
      </dl>
      {done || failed ? (
        <>
          <ProblemList problems={job.problems} total={job.problemCount} />
          <Button variant="secondary" onClick={onAgain}>
            {t('job.again')}
          </Button>
        </>
      ) : null}
    </div>
  );
}
