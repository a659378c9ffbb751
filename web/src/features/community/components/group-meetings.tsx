import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ListView } from '@/components/ui/list-view';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import type { Group } from '../api/community-model';
import { useGroupMeetings } from '../hooks/use-meetings';

/**
 * The group's meetings, newest first, each linked to its own page (place, answers, and the notes a
 * host wrote after it). Nothing until the group has set a meeting.
 */
export function GroupMeetings({ group }: { group: Group }) {
  const { t, i18n } = useTranslation('community');
  const meetings = useGroupMeetings(group.id);
  // The page opened at: what is ahead of it is "Next".
  const [openedAt] = useState(() => Date.now());
  if (!meetings.items?.length) return null;
  return (
    <section className="card group-meetings" aria-labelledby="group-meetings-title">
      <h2 id="group-meetings-title" className="group-section-title">
        {t('meetings.title')}
      </h2>
      <ListView list={meetings} empty={null} more={{ label: t('meetings.more'), size: 'sm' }}>
        {(items) => (
          <ul className="group-meeting-list" data-testid="group-meetings">
            {items.map((m) =>
              m.at ? (
                <li key={m.id}>
                  <CalendarDays size={16} aria-hidden="true" />
                  <Link to={paths.meeting(group.id, m.id)}>
                    <time dateTime={m.at.toISOString()}>{formatDateTime(m.at, i18n.language)}</time>
                  </Link>
                  {m.at.getTime() > openedAt ? <span className="badge">{t('meetings.next')}</span> : null}
                  {m.notes ? <span className="badge">{t('meetings.hasNotes')}</span> : null}
                </li>
              ) : null,
            )}
          </ul>
        )}
      </ListView>
    </section>
  );
}
