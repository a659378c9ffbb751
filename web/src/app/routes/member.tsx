import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';

// The page's code loads from here, not from the router's entry: every chunk a route imports
// statically is named in the entry's preload list, which every page downloads (route budgets).
const MemberReading = lazy(() =>
  import('@/features/reading/components/member-reading').then((m) => ({ default: m.MemberReading })),
);

/** /members/{id}: a member's public reading page (issue 32, docs/reading.md). */
export function Component() {
  const { memberId = '' } = useParams();
  return (
    <Suspense fallback={<Spinner />}>
      <MemberReading memberId={memberId} />
    </Suspense>
  );
}
