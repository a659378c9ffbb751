import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useDefaultVisibility, useMyShelfEntry, useTapShelf } from '../hooks/use-reading';
import { readingErrorMessage } from '../lib/reading-errors';
import '../reading.css';

/**
 * "Mark as read?" for a book whose loan just ended (My Library). The answer is a shelf entry the
 * member chose, with their default visibility; the loan itself is still forgotten unless reading
 * history is on. Says so once the book is on the Read shelf; "Not now" hides the question.
 */
export function MarkAsRead({ uid, bookId }: { uid: string; bookId: string }) {
  const { t } = useTranslation('reading');
  const entry = useMyShelfEntry(uid, bookId);
  const defaults = useDefaultVisibility(uid);
  const tap = useTapShelf();
  const [dismissed, setDismissed] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (dismissed || entry.status !== 'ready' || defaults.status !== 'ready') return null;
  if (entry.data?.shelf === 'read') {
    return (
      <p className="reading-muted" data-testid="mark-as-read-done">
        {t('markAsRead.done')}
      </p>
    );
  }
  const mark = () => {
    setFailure(null);
    tap.run(uid, bookId, 'read', defaults.data).catch((err: unknown) => setFailure(readingErrorMessage(err, t)));
  };
  return (
    <div className="reading-mark-as-read" data-testid="mark-as-read">
      <span>{t('markAsRead.question')}</span>
      <Button variant="secondary" size="sm" busy={tap.busy} onClick={mark}>
        {t('markAsRead.yes')}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setDismissed(true)}>
        {t('markAsRead.notNow')}
      </Button>
      {failure ? <Alert>{failure}</Alert> : null}
    </div>
  );
}
