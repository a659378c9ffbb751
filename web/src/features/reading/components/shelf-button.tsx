import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { useDefaultVisibility, useMyShelves, useRemoveShelfEntry, useTapShelf } from '../hooks/use-reading';
import { readingErrorMessage } from '../lib/reading-errors';
import '../reading.css';

/**
 * "Want to read" in one tap under a book card: pressed when the book is on that shelf (a second
 * tap takes it off); a book on another shelf says which. Every card reads the member's one shelves
 * listener; the tap itself reads the stored entry first (api tapShelf).
 */
export function ShelfButton({ uid, bookId, title }: { uid: string; bookId: string; title: string }) {
  const { t } = useTranslation('reading');
  const shelves = useMyShelves(uid);
  const defaults = useDefaultVisibility(uid);
  const tap = useTapShelf();
  const remove = useRemoveShelfEntry();
  const [failure, setFailure] = useState<string | null>(null);
  if (shelves.status !== 'ready') return null;
  const shelf = shelves.data.find((e) => e.bookId === bookId)?.shelf ?? null;
  if (shelf !== null && shelf !== 'want') {
    return (
      <p className="reading-card-shelf" data-testid="card-shelf">
        <BookmarkCheck size={16} aria-hidden="true" /> {t(`shelf.${shelf}`)}
      </p>
    );
  }
  const on = shelf === 'want';
  const run = (write: () => Promise<unknown>) => {
    setFailure(null);
    write().catch((err: unknown) => setFailure(readingErrorMessage(err, t)));
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary btn-sm reading-card-button"
        aria-pressed={on}
        aria-label={t('card.want', { title })}
        disabled={tap.busy || remove.busy}
        onClick={() =>
          run(() =>
            on
              ? remove.run(uid, bookId)
              : tap.run(uid, bookId, 'want', defaults.status === 'ready' ? defaults.data : 'private'),
          )
        }
        data-testid="card-want"
      >
        {on ? <BookmarkCheck size={16} aria-hidden="true" /> : <Bookmark size={16} aria-hidden="true" />}
        {t('shelf.want')}
      </button>
      {failure ? <Alert>{failure}</Alert> : null}
    </>
  );
}
