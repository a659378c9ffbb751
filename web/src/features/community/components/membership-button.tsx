import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { Group } from '../api/community-model';
import { useMembershipChange } from '../hooks/use-community-writes';
import { useMembership } from '../hooks/use-membership';
import { communityErrorMessage } from '../lib/community-errors';

/**
 * Join Group / Leave Group for the signed-in member. The button follows the membership listener,
 * so it flips when the server has saved the change. A closed group offers Leave to its members
 * only. Nothing for visitors or while the membership is unknown.
 */
export function MembershipButton({ group, uid }: { group: Group; uid: string | null }) {
  const { t } = useTranslation('community');
  const member = useMembership(group.id, uid);
  const change = useMembershipChange();
  if (!uid || member === undefined || (group.closed && !member)) return null;

  return (
    <>
      <Button
        variant={member ? 'secondary' : 'primary'}
        size="sm"
        busy={change.busy}
        // A failure is logged by the mutation and shown below.
        onClick={() => change.run(group.id, member).catch(() => undefined)}
      >
        {member ? t('groups.leave') : t('groups.join')}
      </Button>
      {change.error !== undefined ? (
        <p className="inline-error" role="status">
          {communityErrorMessage(change.error, t, 'community:groups.membershipFailed')}
        </p>
      ) : null}
    </>
  );
}
