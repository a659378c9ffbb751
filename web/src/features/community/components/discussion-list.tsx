import { MessageSquare, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Discussion } from '../api/community-model';
import { formatDate } from '../lib/format-date';

/**
 * Discussions with their author, date and live reply count; one started in a reading group names
 * the group, linked, unless the list is that group's own (`showGroup` false).
 */
export function DiscussionList({ discussions, showGroup = true }: { discussions: Discussion[]; showGroup?: boolean }) {
  const { t, i18n } = useTranslation('community');
  return (
    <ul className="discussion-list">
      {discussions.map((d) => (
        <li key={d.id} className="card discussion-item" data-testid="discussion-item">
          <h3 className="discussion-item-title">
            <Link to={paths.discussion(d.id)}>{d.title}</Link>
          </h3>
          <p className="discussion-item-excerpt">{d.content}</p>
          <p className="discussion-meta">
            <span>{t('discussions.by', { name: d.authorName })}</span>
            {d.createdAt ? (
              <time dateTime={d.createdAt.toISOString()}>{formatDate(d.createdAt, i18n.language)}</time>
            ) : null}
            {showGroup && d.groupId ? (
              <span data-testid="discussion-group">
                <Users size={14} aria-hidden="true" /> {t('discussions.inGroup')}{' '}
                <Link to={paths.group(d.groupId)}>{d.groupName || d.groupId}</Link>
              </span>
            ) : null}
            <span className="badge" data-testid="reply-count">
              <MessageSquare size={14} aria-hidden="true" /> {t('discussions.replies', { count: d.replyCount })}
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
