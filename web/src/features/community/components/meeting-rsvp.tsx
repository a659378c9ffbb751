import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RSVP_ANSWERS, type RsvpAnswer } from '@shared/documents/community';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { onDemand } from '@/lib/data/first-screen';
import { useSubscription } from '@/lib/data/use-data';
import type { Group } from '../api/community-model';
import { useRsvpMeeting } from '../hooks/use-club-writes';
import { communityErrorMessage } from '../lib/community-errors';

/** Where a group's calendar lives (functions/src/community/calendar-feed.ts): a file and a feed. */
export const calendarPath = (groupId: string) => `/api/calendar/${encodeURIComponent(groupId)}.ics`;

/**
 * The next meeting's RSVPs, live: how many are going, maybe or not going (for everyone), the
 * member's own answer as three toggle buttons, and "Add to calendar" (the group's calendar file,
 * whose address a calendar app can also subscribe to).
 */
export function MeetingRsvp({ group, uid, member }: { group: Group; uid: string | null; member: boolean }) {
  const { t } = useTranslation('community');
  // The page opened at: a meeting in the past takes no answers (the server says so too).
  const [openedAt] = useState(() => Date.now());
  const meeting = group.nextMeeting;
  const mine = useSubscription<RsvpAnswer | null>(
    ['my-rsvp', member && meeting ? group.id : null, uid, meeting?.getTime() ?? null],
    onDemand(() =>
      import('../api/groups').then((api) => (emit, fail) => api.subscribeMyRsvp(group.id, uid!, meeting!, emit, fail)),
    ),
  );
  const answer = useRsvpMeeting();
  if (!meeting || meeting.getTime() <= openedAt) return null;
  const current = group.rsvpMeeting?.getTime() === meeting.getTime() ? group.rsvpCounts : {};
  const chosen = mine.status === 'ready' ? mine.data : null;

  return (
    <section className="meeting-rsvp" aria-labelledby="meeting-rsvp-title" data-testid="meeting-rsvp">
      <h2 id="meeting-rsvp-title" className="club-progress-title">
        {member ? t('meeting.areYouComing') : t('meeting.whoIsComing')}
      </h2>
      {answer.error ? <Alert>{communityErrorMessage(answer.error, t, 'community:meeting.rsvpFailed')}</Alert> : null}
      <div className="meeting-answers" role={member ? 'group' : undefined} aria-labelledby="meeting-rsvp-title">
        {RSVP_ANSWERS.map((a) =>
          member ? (
            <Button
              key={a}
              size="sm"
              variant={chosen === a ? 'primary' : 'secondary'}
              aria-pressed={chosen === a}
              busy={answer.busy}
              onClick={() => void answer.run({ groupId: group.id, answer: a }).catch(() => {})}
            >
              {t(`meeting.${a}`)}{' '}
              <span className="badge" data-testid={`rsvp-${a}`}>
                {current[a] ?? 0}
              </span>
            </Button>
          ) : (
            <span key={a} className="meeting-count">
              {t(`meeting.${a}`)}{' '}
              <span className="badge" data-testid={`rsvp-${a}`}>
                {current[a] ?? 0}
              </span>
            </span>
          ),
        )}
      </div>
      <p className="meeting-calendar">
        <a href={calendarPath(group.id)} download>
          <CalendarPlus size={16} aria-hidden="true" /> {t('meeting.addToCalendar')}
        </a>{' '}
        <span className="community-muted">{t('meeting.subscribeHint')}</span>
      </p>
    </section>
  );
}
