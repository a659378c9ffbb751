import { ArrowLeft, BookOpen, CalendarDays, CalendarX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { hostsGroup, RSVP_ANSWERS } from '@shared/documents/community';
import { canEditBooks } from '@shared/roles';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { formatDateTime } from '@/lib/format-date';
import type { Group, Meeting } from '@/features/community/api/community-model';
import { MeetingNotes } from '@/features/community/components/meeting-notes';
import { MeetingPlace } from '@/features/community/components/meeting-place';
import { MeetingRsvp } from '@/features/community/components/meeting-rsvp';
import { useGroup } from '@/features/community/hooks/use-group';
import { useMeeting } from '@/features/community/hooks/use-meetings';
import { useMembership } from '@/features/community/hooks/use-membership';
import '@/features/community/community.css';

/**
 * /groups/{id}/meetings/{meetingId}: one meeting of a reading group, live: when and where, what
 * the club was reading, the answers (RSVP while it is ahead), and the notes a host wrote after it.
 */
export function Component() {
  const { groupId = '', meetingId = '' } = useParams();
  const { t } = useTranslation('community');
  const group = useGroup(groupId);
  const meeting = useMeeting(groupId, meetingId);

  const back = (
    <Link to={paths.group(groupId)} className="community-back">
      <ArrowLeft size={16} aria-hidden="true" className="flip-rtl" />{' '}
      {group.data?.status === 'visible' ? <bdi>{group.data.name}</bdi> : t('meetings.backToGroup')}
    </Link>
  );
  if (group.status === 'loading' || meeting.status === 'loading') return <Spinner />;
  if (!group.data || !meeting.data?.at) {
    return (
      <section>
        <title>{t('common:pageTitle', { page: t('meetings.notFound') })}</title>
        {back}
        {meeting.status === 'error' && group.data?.status === 'visible' ? (
          <Alert>{t('meetings.loadFailed')}</Alert>
        ) : null}
        <EmptyState icon={<CalendarX size={48} />} title={t('meetings.notFound')}>
          {t('meetings.notFoundText')}
        </EmptyState>
      </section>
    );
  }
  return (
    <section className="group-page">
      <title>{t('common:pageTitle', { page: t('meetings.heading', { name: group.data.name }) })}</title>
      {back}
      <MeetingBody group={group.data} meeting={{ ...meeting.data, at: meeting.data.at }} />
    </section>
  );
}

function MeetingBody({ group, meeting }: { group: Group; meeting: Meeting & { at: Date } }) {
  const { t, i18n } = useTranslation('community');
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const member = useMembership(group.id, uid);
  // The page opened at: a meeting before it has happened (its notes can be written).
  const [openedAt] = useState(() => Date.now());
  const held = meeting.at.getTime() <= openedAt;
  const isNext = !held && group.nextMeeting?.getTime() === meeting.at.getTime();
  const canWrite = (hostsGroup(group, uid) || (!!user && canEditBooks(user.role))) && !group.closed;

  return (
    <>
      <article className="card group-header" aria-labelledby="meeting-title">
        <h1 id="meeting-title" className="group-title">
          <bdi>{t('meetings.heading', { name: group.name })}</bdi>
        </h1>
        <dl className="group-card-facts">
          <div>
            <dt>
              <CalendarDays size={16} aria-hidden="true" /> {t('meetings.when')}
            </dt>
            <dd>
              <time dateTime={meeting.at.toISOString()} data-testid="meeting-when">
                {formatDateTime(meeting.at, i18n.language)}
              </time>
            </dd>
          </div>
          {meeting.bookTitle ? (
            <div>
              <dt>
                <BookOpen size={16} aria-hidden="true" /> {t('meetings.reading')}
              </dt>
              <dd dir="auto">{meeting.bookTitle}</dd>
            </div>
          ) : null}
          <MeetingPlace place={meeting} />
        </dl>
        {isNext ? (
          <MeetingRsvp group={group} uid={uid} member={member === true} />
        ) : (
          <p className="meeting-answers" data-testid="meeting-answers">
            <span className="community-muted">{t('meetings.answers')}</span>
            {RSVP_ANSWERS.map((a) => (
              <span key={a} className="meeting-count">
                {t(`meeting.${a}`)} <span className="badge">{meeting.rsvpCounts[a] ?? 0}</span>
              </span>
            ))}
          </p>
        )}
      </article>
      <MeetingNotes groupId={group.id} meeting={meeting} held={held} canWrite={canWrite} />
    </>
  );
}
