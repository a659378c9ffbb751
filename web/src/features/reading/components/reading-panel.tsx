import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SHELVES, type Shelf, type ShelfChoice, type Visibility } from '@shared/documents/reading';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import {
  useDefaultVisibility,
  useMyRating,
  useMyShelfEntry,
  useRateBook,
  useRemoveShelfEntry,
  useSaveShelfEntry,
  useTapShelf,
} from '../hooks/use-reading';
import { readingErrorMessage } from '../lib/reading-errors';
import { shelfSentence } from '../lib/shelf-sentence';
import { AddToList } from './add-to-list';
import { RatingInput } from './rating-input';
import { RatingSummary } from './rating-summary';
import { ShelfDetails } from './shelf-details';
import { VisibilitySelect } from './visibility-select';
import '../reading.css';

/**
 * The book page's reading panel (issue 32): the book's average of shared ratings for everyone;
 * for a member, their shelf (one tap), its dates and progress, their rating in half stars, and
 * who sees each. Loaded on demand by the book page, with its strings.
 */
export default function ReadingPanel({ bookId }: { bookId: string }) {
  const { t } = useTranslation('reading');
  const { user } = useAuth();
  const headingId = useId();
  return (
    <section className="card reading-panel" aria-labelledby={headingId} data-testid="reading-panel">
      <h2 id={headingId} className="reading-panel-title">
        {user ? t('panel.heading') : t('panel.headingVisitor')}
      </h2>
      <RatingSummary bookId={bookId} />
      {user ? (
        <MemberReading uid={user.uid} bookId={bookId} />
      ) : user === null ? (
        <p className="reading-muted">
          <Trans t={t} i18nKey="panel.signInPrompt" components={{ login: <Link to={paths.login} /> }} />
        </p>
      ) : null}
    </section>
  );
}

function MemberReading({ uid, bookId }: { uid: string; bookId: string }) {
  const { t } = useTranslation('reading');
  const entry = useMyShelfEntry(uid, bookId);
  const rating = useMyRating(uid, bookId);
  const defaults = useDefaultVisibility(uid);
  const save = useSaveShelfEntry();
  const tap = useTapShelf();
  const remove = useRemoveShelfEntry();
  const rate = useRateBook();
  const [failure, setFailure] = useState<string | null>(null);
  const shelfLabelId = useId();

  if (entry.status === 'loading' || rating.status === 'loading' || defaults.status === 'loading') return <Spinner />;
  if (entry.status === 'error' || rating.status === 'error') return <Alert>{t('errors.load')}</Alert>;
  const current = entry.data ?? null;
  const fallback: Visibility = defaults.status === 'ready' ? defaults.data : 'private';

  const act = (write: () => Promise<unknown>) => {
    setFailure(null);
    write().catch((err: unknown) => setFailure(readingErrorMessage(err, t)));
  };
  const put = (choice: ShelfChoice) => act(() => save.run(uid, bookId, choice));
  const tapShelf = (shelf: Shelf) => act(() => tap.run(uid, bookId, shelf, fallback));
  // A new rating takes the member's default, never the shelf entry's: each item is shared on its own.
  const ratingVisibility = rating.data?.visibility ?? fallback;

  return (
    <div className="reading-member">
      <div className="reading-shelves" role="group" aria-labelledby={shelfLabelId}>
        <span id={shelfLabelId} className="reading-label">
          {t('panel.shelf')}
        </span>
        {SHELVES.map((shelf) => (
          <button
            key={shelf}
            type="button"
            className={current?.shelf === shelf ? 'btn btn-primary btn-sm' : 'btn btn-secondary btn-sm'}
            aria-pressed={current?.shelf === shelf}
            disabled={save.busy || tap.busy}
            onClick={() => tapShelf(shelf)}
            data-testid={`shelf-${shelf}`}
          >
            {t(`shelf.${shelf}`)}
          </button>
        ))}
        {current ? (
          <Button variant="ghost" size="sm" busy={remove.busy} onClick={() => act(() => remove.run(uid, bookId))}>
            {t('panel.remove')}
          </Button>
        ) : null}
      </div>
      {current ? (
        <>
          <p className="reading-muted" data-testid="shelf-state">
            {shelfSentence(current, t)}
          </p>
          <VisibilitySelect
            label={t('panel.shelfVisibility')}
            value={current.visibility}
            disabled={save.busy}
            onChange={(visibility) => put({ ...current, visibility })}
            testId="shelf-visibility"
          />
          <ShelfDetails entry={current} busy={save.busy} onSave={put} />
        </>
      ) : null}
      <div className="reading-rating">
        <span className="reading-label">{t('rating.yours')}</span>
        <RatingInput
          value={rating.data?.halfStars ?? null}
          disabled={rate.busy}
          onChange={(halfStars) => act(() => rate.run({ bookId, halfStars, visibility: ratingVisibility }))}
        />
        {rating.data ? (
          <Button
            variant="ghost"
            size="sm"
            busy={rate.busy}
            onClick={() => act(() => rate.run({ bookId, halfStars: null, visibility: ratingVisibility }))}
          >
            {t('rating.clear')}
          </Button>
        ) : null}
      </div>
      {rating.data ? (
        <VisibilitySelect
          label={t('rating.visibility')}
          value={rating.data.visibility}
          disabled={rate.busy}
          onChange={(visibility) => act(() => rate.run({ bookId, halfStars: rating.data!.halfStars, visibility }))}
          testId="rating-visibility"
        />
      ) : null}
      <AddToList uid={uid} bookId={bookId} />
      <p className="reading-muted">{t('panel.privacy')}</p>
      {failure ? <Alert>{failure}</Alert> : null}
    </div>
  );
}
export { default as BookReviews } from './book-reviews';
