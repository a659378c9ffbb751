import { BookOpen, CalendarDays, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Group } from '../api/community-model';
import { BookTitle } from '@/lib/books/book-title';
import { formatDateTime } from '@/lib/format-date';

/**
 * A group's current book (linked to its page), next meeting (in the reader's locale) and where it
 * is (a branch and room, and/or a link to join online), when set.
 */
export function GroupFacts({ group }: { group: Group }) {
  const { t, i18n } = useTranslation('community');
  return (
    <dl className="group-card-facts">
      {group.currentBookId ? (
        <div>
          <dt>
            <BookOpen size={16} aria-hidden="true" /> {t('groups.currentBook')}
          </dt>
          <dd>
            <Link to={paths.book(group.currentBookId)} dir="auto">
              <BookTitle bookId={group.currentBookId} stored={group.currentBookTitle || group.currentBookId} />
            </Link>
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
      {group.nextMeeting && (group.meetingBranch || group.meetingLink) ? (
        <div>
          <dt>
            <MapPin size={16} aria-hidden="true" /> {t('groups.meetingPlace')}
          </dt>
          <dd data-testid="meeting-place">
            {group.meetingBranch ? (
              <span>
                {t(`common:branches.${group.meetingBranch}`)}
                {group.meetingRoom ? (
                  <>
                    {t('groups.placeSeparator')}
                    <bdi>{group.meetingRoom}</bdi>
                  </>
                ) : null}
              </span>
            ) : null}
            {group.meetingBranch && group.meetingLink ? t('groups.andOnline') : null}
            {group.meetingLink ? (
              <a href={group.meetingLink} rel="noopener noreferrer nofollow" target="_blank">
                {t('groups.joinOnline')}
              </a>
            ) : null}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
