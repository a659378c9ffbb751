import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { ListView } from '@/components/ui/list-view';
import { useDiscussions } from '../hooks/use-discussions';
import { DiscussionList } from './discussion-list';

const StartDiscussionModal = lazyDialog(() => import('./start-discussion-modal').then((m) => m.StartDiscussionModal));

/**
 * Discussions, newest first, each with its author and a live reply count: the Discussions tab
 * (all of them), or a group page's (`group`: only its own; members of an open group may start one
 * there, with the group chosen in the dialog).
 */
export function DiscussionsPanel({
  uid,
  group,
}: {
  uid: string | null;
  group?: { id: string; name: string; canPost: boolean };
}) {
  const { t } = useTranslation('community');
  const discussions = useDiscussions(group?.id ?? null);
  const [starting, setStarting] = useState(false);
  const canStart = uid !== null && (group ? group.canPost : true);

  return (
    <div className="community-panel">
      {canStart ? (
        <div className="community-actions">
          <Button
            onClick={() => setStarting(true)}
            onPointerEnter={StartDiscussionModal.preload}
            onFocus={StartDiscussionModal.preload}
          >
            {t('discussions.start')}
          </Button>
          <StartDiscussionModal open={starting} onOpenChange={setStarting} group={group} />
        </div>
      ) : null}
      <ListView
        list={discussions}
        empty={
          <EmptyState icon={<MessageSquare size={48} />} title={t('discussions.emptyTitle')}>
            {group ? t('group.noDiscussions') : t('discussions.emptyText')}
          </EmptyState>
        }
        more={{ label: t('discussions.loadMore'), wrapClassName: 'community-more' }}
      >
        {(items) => <DiscussionList discussions={items} uid={uid} showGroup={!group} />}
      </ListView>
    </div>
  );
}
