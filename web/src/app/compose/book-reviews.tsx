import { lazy, useState } from 'react';
import i18n from '@/i18n';

/**
 * A book's reviews with Report on each. Loaded, with its strings (Report's are the community
 * namespace's), after the book page shows; the reviews ride in the reading panel's chunk.
 */
export const BookReviews = lazy(() =>
  Promise.all([
    import('@/features/reading/components/reading-panel'),
    import('@/components/report/report-button'),
    i18n.loadNamespaces(['reading', 'community']),
  ]).then(([{ BookReviews: Reviews }, { ReportButton }]) => {
    /** Report on another member's review: into the same moderation queue as posts. */
    function ReportReview({ reviewId }: { reviewId: string }) {
      const [open, setOpen] = useState(false);
      return <ReportButton targets={[{ kind: 'review', reviewId }]} open={open} onOpenChange={setOpen} />;
    }
    return {
      default: ({ bookId }: { bookId: string }) => (
        <Reviews bookId={bookId} report={(reviewId) => <ReportReview reviewId={reviewId} />} />
      ),
    };
  }),
);
