import { useParams } from 'react-router-dom';
import { MemberReading } from '@/features/reading/components/member-reading';

/** /members/{id}: a member's public reading page (issue 32, docs/reading.md). */
export function Component() {
  const { memberId = '' } = useParams();
  return <MemberReading memberId={memberId} />;
}
