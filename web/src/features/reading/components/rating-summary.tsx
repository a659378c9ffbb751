import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RATINGS_SHOWN_AT } from '@shared/documents/reading';
import { useRatingSummary } from '../hooks/use-reading';

/** A book's average of shared ratings, live; under RATINGS_SHOWN_AT of them, a sentence instead. */
export function RatingSummary({ bookId }: { bookId: string }) {
  const { t } = useTranslation('reading');
  const summary = useRatingSummary(bookId);
  if (summary.status !== 'ready') return null;
  const { count, average } = summary.data ?? { count: null, average: null };
  return (
    <p className="rating-summary" data-testid="rating-summary">
      {count !== null && average !== null ? (
        <>
          <Star size={18} aria-hidden="true" className="rating-shown-star" />
          {t('rating.average', { average: Math.round(average * 10) / 10, count })}
        </>
      ) : (
        <span className="reading-muted">{t('rating.tooFew', { min: RATINGS_SHOWN_AT })}</span>
      )}
    </p>
  );
}
