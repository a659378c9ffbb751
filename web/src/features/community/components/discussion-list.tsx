import { Lock, MessageSquare, Pin, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Discussion } from '../api/community-model';
import { authorNameOf } from '../lib/author-name';
import { formatDate } from '@/lib/format-date';
import { postView } from '../lib/post-view';
import type { Milestone } from '@shared/documents/community';
import { MilestoneBadge } from './milestone-badge';

/**
 * Discussions with their author, date and live reply count; one started in a reading group names
 * the group, linked, unless the list is that group's own (`showGroup` false).
 */
export function DiscussionList({
  discussions,
  uid,
  showGroup = true,
  milestones = [],
}: {
  discussions: Discussion[];
  uid: string | null;
  showGroup?: boolean;
  /** A book club's schedule: each discussion shows how far into the book it reads. */
  milestones?: readonly Milestone[];
}) {
  const { t, i18n } = useTranslation('community');
  // A group's pinned threads come first (hosts pin them); the rest stay newest first.
  const ordered = showGroup ? discussions : [...discussions].sort((a, b) => Number(b.pinned) - Number(a.pinned));
  return (
    <ul className="discussion-list">
      {ordered.map((d) => {
        const view = postView(d, uid);
        // Someone else's held discussion is not shown at all (its text is not even here).
        if (view === 'invisible') return null;
        return (
          <li key={d.id} className="card discussion-item" data-testid="discussion-item">
            <h3 className="discussion-item-title">
              <Link to={paths.discussion(d.id)} dir="auto">
                {view === 'shown' ? d.title : t(`post.title.${view}`)}
              </Link>
            </h3>
            {view === 'shown' ? (
              <p className="discussion-item-excerpt" dir="auto">
                {d.content}
              </p>
            ) : null}
            <p className="discussion-meta">
              <span>{t('discussions.by', { name: authorNameOf(d.authorName, d.formerMember, t) })}</span>
              {d.createdAt ? (
                <time dateTime={d.createdAt.toISOString()}>{formatDate(d.createdAt, i18n.language)}</time>
              ) : null}
              {showGroup && d.groupId ? (
                <span data-testid="discussion-group">
                  <Users size={14} aria-hidden="true" /> {t('discussions.inGroup')}{' '}
                  <Link to={paths.group(d.groupId)} dir="auto">
                    {d.groupName || d.groupId}
                  </Link>
                </span>
              ) : null}
              {d.pinned && !showGroup ? (
                <span className="badge" data-testid="pinned">
                  <Pin size={14} aria-hidden="true" /> {t('hosts.pinned')}
                </span>
              ) : null}
              {d.threadClosed ? (
                <span className="badge">
                  <Lock size={14} aria-hidden="true" /> {t('hosts.closed')}
                </span>
              ) : null}
              <MilestoneBadge milestones={milestones} milestone={d.milestone} />
              <span className="badge" data-testid="reply-count">
                <MessageSquare size={14} aria-hidden="true" /> {t('discussions.replies', { count: d.replyCount })}
              </span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
