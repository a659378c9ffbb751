import { useId, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { WithId } from '@shared/documents/collection';
import { REVIEWS_SHOWN, type ReviewDoc } from '@shared/documents/reading';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import type { ReviewOrder } from '../api/reading';
import { useBookReviews, useDefaultVisibility, useDeleteReview, useMyReview } from '../hooks/use-reading';
import { readingErrorMessage } from '../lib/reading-errors';
import { ConfirmDelete } from './confirm-delete';
import { ReviewCard } from './review-card';
import { ReviewForm } from './review-form';
import '../reading.css';

const ORDERS: ReviewOrder[] = ['newest', 'helpful'];

/** Both lists in one order (each is already in it; a member's view merges public and members-only). */
function merged(lists: Array<Array<WithId<ReviewDoc>> | undefined>, order: ReviewOrder, skipUid: string | null) {
  const time = (r: ReviewDoc) => r.createdAt?.getTime() ?? Number.MAX_SAFE_INTEGER; // just written: newest
  return lists
    .flatMap((l) => l ?? [])
    .filter((r) => r.uid !== skipUid)
    .sort((a, b) => (order === 'helpful' ? b.helpfulCount - a.helpfulCount : 0) || time(b) - time(a))
    .slice(0, REVIEWS_SHOWN);
}

/**
 * A book's reviews (issue 32): newest or most helpful first, live; the member's own review to
 * write, change or delete above them. A visitor reads the public ones; a member the members-only
 * ones too; nobody a private one but its author (the rules send none). `report` is the app's
 * Report control for a review (the community feature's), composed in.
 */
export default function BookReviews({ bookId, report }: { bookId: string; report?: (reviewId: string) => ReactNode }) {
  const { t } = useTranslation('reading');
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const headingId = useId();
  const [order, setOrder] = useState<ReviewOrder>('newest');
  const lists = [useBookReviews(bookId, 'public', order), useBookReviews(bookId, uid ? 'members' : null, order)];
  const loading = lists.some((l) => l.status === 'loading');
  const failed = lists.some((l) => l.status === 'error');
  const shown = merged(
    lists.map((l) => l.data),
    order,
    uid,
  );

  return (
    <section className="card reading-panel" aria-labelledby={headingId} data-testid="book-reviews">
      <div className="reviews-header">
        <h2 id={headingId} className="reading-panel-title">
          {t('reviews.heading')}
        </h2>
        <div className="reviews-order" role="group" aria-label={t('reviews.order')}>
          {ORDERS.map((o) => (
            <button
              key={o}
              type="button"
              className={order === o ? 'btn btn-primary btn-sm' : 'btn btn-secondary btn-sm'}
              aria-pressed={order === o}
              onClick={() => setOrder(o)}
            >
              {t(`reviews.${o}`)}
            </button>
          ))}
        </div>
      </div>
      {uid ? (
        <MyReview uid={uid} bookId={bookId} />
      ) : user === null ? (
        <p className="reading-muted">
          <Trans t={t} i18nKey="reviews.signInPrompt" components={{ login: <Link to={paths.login} /> }} />
        </p>
      ) : null}
      {failed ? <Alert>{t('errors.load')}</Alert> : null}
      {loading ? (
        <Spinner />
      ) : shown.length === 0 ? (
        <p className="reading-muted">{uid ? t('reviews.none') : t('reviews.noneVisitor')}</p>
      ) : (
        <ul className="review-list">
          {shown.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} uid={uid} report={report?.(review.id)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The member's own review: the form, or the review as others see it with Edit and Delete. */
function MyReview({ uid, bookId }: { uid: string; bookId: string }) {
  const { t } = useTranslation('reading');
  const mine = useMyReview(uid, bookId);
  const defaults = useDefaultVisibility(uid);
  const remove = useDeleteReview();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (mine.status === 'loading' || defaults.status === 'loading') return <Spinner />;
  const review = mine.data ?? null;
  if (editing) {
    return (
      <ReviewForm
        bookId={bookId}
        initial={{
          text: review?.text ?? '',
          spoiler: review?.spoiler ?? false,
          visibility: review?.visibility ?? (defaults.status === 'ready' ? defaults.data : 'private'),
          editing: review !== null,
        }}
        onDone={() => setEditing(false)}
      />
    );
  }
  if (!review) {
    return (
      <div className="form-actions">
        <Button variant="secondary" onClick={() => setEditing(true)}>
          {t('reviews.write')}
        </Button>
      </div>
    );
  }
  const del = () => {
    setFailure(null);
    remove.run({ bookId }).then(
      () => setConfirming(false),
      (err: unknown) => setFailure(readingErrorMessage(err, t)),
    );
  };
  return (
    <div className="review-mine" data-testid="my-review">
      <h3 className="reading-label">{t('reviews.yours')}</h3>
      {review.status === 'held' ? <p className="reading-muted">{t('reviews.held')}</p> : null}
      {review.status === 'hidden' ? <p className="reading-muted">{t('reviews.hidden')}</p> : null}
      {review.status === 'visible' ? <ReviewCard review={{ ...review, id: bookId }} uid={uid} /> : null}
      <p className="reading-muted">
        {t('reviews.visibility')}: {t(`visibility.${review.visibility}`)}
      </p>
      <div className="form-actions">
        {review.status === 'visible' ? (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            {t('reviews.edit')}
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
          {t('reviews.delete')}
        </Button>
      </div>
      {confirming ? (
        <ConfirmDelete
          question={t('reviews.confirmDelete')}
          action={t('reviews.delete')}
          busy={remove.busy}
          onConfirm={del}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
      {failure ? <Alert>{failure}</Alert> : null}
    </div>
  );
}
