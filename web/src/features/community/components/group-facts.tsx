import type { ReactNode } from 'react';
import { BookOpen, CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Group } from '../api/community-model';
import { BookTitle } from '@/lib/books/book-title';
import { formatDateTime } from '@/lib/format-date';

/**
 * A group's current book (linked to its page) and next meeting (in the reader's locale), when set;
 * `children` add facts of the group's own page (where it meets).
 */
export function GroupFacts({ group, children }: { group: Group; children?: ReactNode }) {
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
      {children}
    </dl>
  );
}
