import { ThumbsUp } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithId } from '@shared/documents/collection';
import type { ReviewDoc } from '@shared/documents/reading';
import { Alert } from '@/components/ui/alert';
import { useMyVote, useVoteHelpful } from '../hooks/use-reading';
import { readingErrorMessage } from '../lib/reading-errors';

/**
 * Another member's review: who wrote it and when, its words (behind a reveal when it gives the
 * story away), how many found it helpful, and, for a signed-in member, "Helpful" (one vote each)
 * and Report (`report`, composed by the app from the community feature).
 */
export function ReviewCard({
  review,
  uid,
  report,
}: {
  review: WithId<ReviewDoc>;
  uid: string | null;
  report?: ReactNode;
}) {
  const { t } = useTranslation('reading');
  const [revealed, setRevealed] = useState(false);
  const textId = useId();
  const hidden = review.spoiler && !revealed;
  return (
    <article className="review-card" data-testid="review" aria-labelledby={`${textId}-by`}>
      <header className="review-meta">
        <span id={`${textId}-by`} className="review-author" dir="auto">
          {t('reviews.by', { name: review.authorName })}
        </span>
        {review.createdAt ? <span className="reading-muted">{t('reviews.on', { date: review.createdAt })}</span> : null}
        {review.editedAt ? <span className="reading-muted">({t('reviews.edited')})</span> : null}
      </header>
      {review.spoiler ? (
        <div className="review-spoiler">
          <p className="reading-muted">{t('reviews.spoilerWarning')}</p>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            aria-expanded={revealed}
            aria-controls={textId}
            onClick={() => setRevealed((r) => !r)}
          >
            {revealed ? t('reviews.hide') : t('reviews.show')}
          </button>
        </div>
      ) : null}
      <p id={textId} className="review-text" dir="auto" hidden={hidden}>
        {hidden ? '' : review.text}
      </p>
      <footer className="review-actions">
        {uid && uid !== review.uid ? (
          <HelpfulButton uid={uid} reviewId={review.id} count={review.helpfulCount} />
        ) : (
          <span className="reading-muted">{t('reviews.helpfulCount', { count: review.helpfulCount })}</span>
        )}
        {uid && uid !== review.uid ? report : null}
      </footer>
    </article>
  );
}

/** One vote per member: pressed when theirs is in; a second press takes it back. */
function HelpfulButton({ uid, reviewId, count }: { uid: string; reviewId: string; count: number }) {
  const { t } = useTranslation('reading');
  const vote = useMyVote(uid, reviewId);
  const helpful = useVoteHelpful();
  const [failure, setFailure] = useState<string | null>(null);
  const voted = vote.status === 'ready' && vote.data;
  const press = () => {
    setFailure(null);
    helpful.run({ reviewId, helpful: !voted }).catch((err: unknown) => setFailure(readingErrorMessage(err, t)));
  };
  return (
    <>
      <button
        type="button"
        className={voted ? 'btn btn-primary btn-sm' : 'btn btn-secondary btn-sm'}
        aria-pressed={voted}
        disabled={helpful.busy || vote.status === 'loading'}
        onClick={press}
        data-testid="helpful"
      >
        <ThumbsUp size={14} aria-hidden="true" /> {t('reviews.helpfulButton', { count })}
      </button>
      {failure ? <Alert>{failure}</Alert> : null}
    </>
  );
}
