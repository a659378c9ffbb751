import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDiscussions } from '../hooks/use-discussions';
import { formatDate } from '@/lib/format-date';

const StartDiscussionModal = lazyDialog(() => import('./start-discussion-modal').then((m) => m.StartDiscussionModal));

/** The Discussions tab: newest first, each with its author and a live reply count. */
export function DiscussionsPanel({ uid }: { uid: string | null }) {
  const { t, i18n } = useTranslation('community');
  const { items: discussions, hasMore, loadMore } = useDiscussions();
  const [starting, setStarting] = useState(false);

  return (
    <div className="community-panel">
      {uid ? (
        <div className="community-actions">
          <Button
            onClick={() => setStarting(true)}
            onPointerEnter={StartDiscussionModal.preload}
            onFocus={StartDiscussionModal.preload}
          >
            {t('discussions.start')}
          </Button>
          <StartDiscussionModal open={starting} onOpenChange={setStarting} />
        </div>
      ) : null}
      {discussions === null ? (
        <Spinner />
      ) : discussions.length === 0 ? (
        <EmptyState icon={<MessageSquare size={48} />} title={t('discussions.emptyTitle')}>
          {t('discussions.emptyText')}
        </EmptyState>
      ) : (
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
                <span className="badge" data-testid="reply-count">
                  <MessageSquare size={14} aria-hidden="true" /> {t('discussions.replies', { count: d.replyCount })}
                </span>
              </p>
            </li>
          ))}
        </ul>
      )}
      {hasMore ? (
        <div className="community-more">
          <Button variant="secondary" onClick={loadMore}>
            {t('discussions.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
