import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';

// The page's code loads from here, not from the router's entry (see member.tsx).
const ReadingList = lazy(() =>
  import('@/features/reading/components/reading-list').then((m) => ({ default: m.ReadingList })),
);

/** /lists/{id}: a reading list (issue 32, docs/reading.md). */
export function Component() {
  const { listId = '' } = useParams();
  return (
    <Suspense fallback={<Spinner />}>
      <ReadingList listId={listId} />
    </Suspense>
  );
}
