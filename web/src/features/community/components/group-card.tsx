import { BookOpen, CalendarDays, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { Group } from '../api/community-model';
import { joinGroup, leaveGroup } from '../api/groups';
import { useMembership } from '../hooks/use-membership';
import { formatDateTime } from '../lib/format-date';

/** A reading group: what it reads, when it meets, how many belong (live), and Join / Leave. */
export function GroupCard({ group, uid }: { group: Group; uid: string | null }) {
  const { t, i18n } = useTranslation('community');
  const member = useMembership(group.id, uid);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const titleId = `group-${group.id}-name`;

  async function toggle() {
    setBusy(true);
    setFailed(false);
    try {
      // The button follows the membership listener, so it flips when the server has saved it.
      await (member ? leaveGroup : joinGroup)({ groupId: group.id });
    } catch (err) {
      console.error('membership change failed', err);
      setFailed(true);
    } finally {
      setBusy(false);
    }
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
          <Button variant={member ? 'secondary' : 'primary'} size="sm" busy={busy} onClick={() => void toggle()}>
            {member ? t('groups.leave') : t('groups.join')}
          </Button>
        ) : null}
      </div>
      {group.createdByName ? (
        <p className="group-card-meta">{t('groups.startedBy', { name: group.createdByName })}</p>
      ) : null}
      {failed ? (
        <p className="inline-error" role="status">
          {t('groups.membershipFailed')}
        </p>
      ) : null}
    </article>
  );
}
