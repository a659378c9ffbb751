import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useKeepsHistory, useReadingHistory, useSetReadingHistory } from '../hooks/use-lending';
import { BookTitle } from '@/lib/books/book-title';

/**
 * Reading history: off by default (library privacy practice). Turning it on starts a list of
 * returned books; turning it off deletes the list, so that asks for confirmation first.
 */
export function ReadingHistory({ uid }: { uid: string }) {
  const { t } = useTranslation('lending');
  const headingId = useId();
  const keeps = useKeepsHistory(uid);
  const on = keeps.status === 'ready' && keeps.data;
  const history = useReadingHistory(uid, on);
  const setHistory = useSetReadingHistory();
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);

  const change = (enabled: boolean) => {
    setFailed(false);
    setHistory.run({ enabled }).then(
      () => setConfirming(false),
      () => {
        setConfirming(false);
        setFailed(true);
      },
    );
  };

  return (
    <section className="my-library-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('history.heading')}</h2>
      {keeps.status === 'loading' ? <Spinner /> : null}
      {keeps.status === 'error' ? <Alert>{t('myLibrary.loadError')}</Alert> : null}
      {keeps.status === 'ready' ? (
        <div className="card my-library-limits">
          <label className="lending-history-toggle">
            <input
              type="checkbox"
              checked={on}
              disabled={setHistory.busy}
              onChange={(event) => (event.target.checked ? change(true) : setConfirming(true))}
              data-testid="history-toggle"
            />
            {t('history.toggle')}
          </label>
          <p className="lending-muted">{on ? t('history.on') : t('history.off')}</p>
        </div>
      ) : null}
      {failed ? <Alert>{t('history.failed')}</Alert> : null}
      {on && history.status === 'loading' ? <Spinner /> : null}
      {on && history.status === 'error' ? <Alert>{t('myLibrary.loadError')}</Alert> : null}
      {on && history.status === 'ready' ? (
        history.data.length === 0 ? (
          <p className="lending-muted">{t('history.empty')}</p>
        ) : (
          <ul className="lending-list" data-testid="history-list">
            {[...history.data]
              .sort((a, b) => (b.returnedAt?.getTime() ?? 0) - (a.returnedAt?.getTime() ?? 0))
              .map((entry) => (
                <li key={entry.id} className="card lending-item">
                  <div className="lending-item-main">
                    <Link to={paths.book(entry.bookId)} className="lending-item-title" dir="auto">
                      <BookTitle bookId={entry.bookId} stored={entry.bookTitle} />
                    </Link>
                    <p className="lending-muted">
                      {t(`format.${entry.format}`)} · {t('history.returned', { date: entry.returnedAt })}
                    </p>
                  </div>
                </li>
              ))}
          </ul>
        )
      ) : null}
      <Modal
        open={confirming}
        onOpenChange={setHistory.busy ? () => undefined : setConfirming}
        title={t('history.confirmTitle')}
        description={t('history.confirmText')}
      >
        <div className="form-actions modal-actions">
          <Button variant="secondary" onClick={() => setConfirming(false)} disabled={setHistory.busy}>
            {t('common:cancel')}
          </Button>
          <Button variant="danger" busy={setHistory.busy} onClick={() => change(false)}>
            {t('history.confirm')}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
