import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { Group } from '../api/community-model';
import { useMembershipChange } from '../hooks/use-community-writes';
import { useMembership } from '../hooks/use-membership';
import { communityErrorMessage } from '../lib/community-errors';

/**
 * A group's member count (live) and, for the signed-in member, Join Group / Leave Group. The
 * button follows the membership listener, so it flips when the server has saved the change. A
 * closed group offers Leave to its members only.
 */
export function GroupMembership({ group, uid }: { group: Group; uid: string | null }) {
  const { t } = useTranslation('community');
  const member = useMembership(group.id, uid);
  const change = useMembershipChange();
  const offered = uid !== null && member !== undefined && (member || !group.closed);

  return (
    <div className="group-card-footer">
      <span className="group-card-count" data-testid="member-count">
        <Users size={16} aria-hidden="true" /> {t('groups.members', { count: group.memberCount })}
      </span>
      {offered ? (
        <Button
          variant={member ? 'secondary' : 'primary'}
          size="sm"
          busy={change.busy}
          // A failure is logged by the mutation and shown below.
          onClick={() => change.run(group.id, member).catch(() => undefined)}
        >
          {member ? t('groups.leave') : t('groups.join')}
        </Button>
      ) : null}
      {change.error !== undefined ? (
        <p className="inline-error" role="status">
          {communityErrorMessage(change.error, t, 'community:groups.membershipFailed')}
        </p>
      ) : null}
    </div>
  );
}
