import { BookOpen, CalendarDays, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { Group } from '../api/community-model';
import { useMembershipChange } from '../hooks/use-community-writes';
import { useMembership } from '../hooks/use-membership';
import { formatDateTime } from '@/lib/format-date';

/** A reading group: what it reads, when it meets, how many belong (live), and Join / Leave. */
export function GroupCard({ group, uid }: { group: Group; uid: string | null }) {
  const { t, i18n } = useTranslation('community');
  const member = useMembership(group.id, uid);
  const change = useMembershipChange();
  const titleId = `group-${group.id}-name`;

  function toggle() {
    // The button follows the membership listener, so it flips when the server has saved it.
    // A failure is logged by the mutation and shown below.
    change.run(group.id, !!member).catch(() => undefined);
  }

  return (
    <article className="card group-card" aria-labelledby={titleId} data-testid="group-card">
      <h3 id={titleId} className="group-card-name">
        {group.name}
      </h3>
      <p className="group-card-description">{group.description}</p>
      <dl className="group-card-facts">
        {group.currentBookId ? (
          <div>
            <dt>
              <BookOpen size={16} aria-hidden="true" /> {t('groups.currentBook')}
            </dt>
            <dd>
              <Link to={paths.book(group.currentBookId)}>{group.currentBookTitle || group.currentBookId}</Link>
            </dd>
          </div>
        ) : null}
        {group.nextMeeting ? (
          <div>
            <dt>
              <CalendarDays size={16} aria-hidden="true" /> {t('groups.nextMeeting')}
            </dt>
            <dd>
              <time dateTime={group.nextMeeting.toISOString()}>{formatDateTime(group.nextMeeting, i18n.language)}</time>
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="group-card-footer">
        <span className="group-card-count" data-testid="member-count">
          <Users size={16} aria-hidden="true" /> {t('groups.members', { count: group.memberCount })}
        </span>
        {uid && member !== undefined ? (
          <Button variant={member ? 'secondary' : 'primary'} size="sm" busy={change.busy} onClick={toggle}>
            {member ? t('groups.leave') : t('groups.join')}
          </Button>
        ) : null}
      </div>
      {group.createdByName ? (
        <p className="group-card-meta">{t('groups.startedBy', { name: group.createdByName })}</p>
      ) : null}
      {change.error !== undefined ? (
        <p className="inline-error" role="status">
          {t('groups.membershipFailed')}
        </p>
      ) : null}
    </article>
  );
}
