import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SHELVES, type Shelf } from '@shared/documents/reading';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { BookTitle } from '@/lib/books/book-title';
import { useDefaultVisibility, useMyShelves, useSetDefaultVisibility } from '../hooks/use-reading';
import { readingErrorMessage } from '../lib/reading-errors';
import { shelfSentence } from '../lib/shelf-sentence';
import { ExportReading } from './export-reading';
import { ImportReading } from './import-reading';
import { MyLists } from './my-lists';
import { MemberPageToggle } from './member-page-toggle';
import { VisibilitySelect } from './visibility-select';
import '../reading.css';

/**
 * My Library's shelves (issue 32), live: the member's books by reading state, most recent first,
 * each with its dates and who sees it, and the default visibility of new entries and ratings.
 */
export function MyShelves({ uid }: { uid: string }) {
  const { t } = useTranslation('reading');
  const headingId = useId();
  const shelves = useMyShelves(uid);
  const [open, setOpen] = useState<Shelf>('reading');
  const defaults = useDefaultVisibility(uid);
  const setDefault = useSetDefaultVisibility();
  const [failure, setFailure] = useState<string | null>(null);

  const counts = Object.fromEntries(
    SHELVES.map((s) => [s, shelves.data?.filter((e) => e.shelf === s).length ?? 0]),
  ) as Record<Shelf, number>;
  const shown = (shelves.data ?? [])
    .filter((e) => e.shelf === open)
    .sort((a, b) => (b.updatedAt?.getTime() ?? Infinity) - (a.updatedAt?.getTime() ?? Infinity));

  return (
    <>
      <section className="my-library-section" aria-labelledby={headingId} data-testid="my-shelves">
        <h2 id={headingId}>{t('shelves.heading')}</h2>
        {defaults.status === 'ready' ? (
          <div className="card reading-defaults">
            <VisibilitySelect
              label={t('shelves.default')}
              value={defaults.data}
              disabled={setDefault.busy}
              onChange={(v) => {
                setFailure(null);
                setDefault.run(uid, v).catch((err: unknown) => setFailure(readingErrorMessage(err, t)));
              }}
              testId="default-visibility"
            />
            <p className="reading-muted">{t('shelves.defaultHint')}</p>
            <MemberPageToggle uid={uid} />
            <ExportReading uid={uid} />
            <ImportReading fallback={defaults.data} />
          </div>
        ) : null}
        {failure ? <Alert>{failure}</Alert> : null}
        <div className="reading-tabs" role="group" aria-label={t('shelves.heading')}>
          {SHELVES.map((s) => (
            <button
              key={s}
              type="button"
              className={open === s ? 'btn btn-primary btn-sm' : 'btn btn-secondary btn-sm'}
              aria-pressed={open === s}
              onClick={() => setOpen(s)}
              data-testid={`my-shelf-${s}`}
            >
              {t('shelves.tab', { shelf: t(`shelf.${s}`), count: counts[s] })}
            </button>
          ))}
        </div>
        {shelves.status === 'loading' ? <Spinner /> : null}
        {shelves.status === 'error' ? <Alert>{t('errors.load')}</Alert> : null}
        {shelves.status === 'ready' ? (
          shown.length === 0 ? (
            <p className="reading-muted">
              {t('shelves.empty')} <Link to={paths.books}>{t('shelves.browse')}</Link>
            </p>
          ) : (
            <ul className="reading-list" data-testid="shelf-list">
              {shown.map((entry) => (
                <li key={entry.id} className="card reading-item">
                  <Link to={paths.book(entry.bookId)} className="reading-item-title" dir="auto">
                    <BookTitle bookId={entry.bookId} stored={t('shelves.untitled')} />
                  </Link>
                  <p className="reading-muted">
                    {shelfSentence(entry, t)} · {t(`visibility.${entry.visibility}`)}
                  </p>
                </li>
              ))}
            </ul>
          )
        ) : null}
      </section>
      <MyLists uid={uid} fallback={defaults.status === 'ready' ? defaults.data : 'private'} />
    </>
  );
}
