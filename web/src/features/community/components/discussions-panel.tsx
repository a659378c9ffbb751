import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { ListView } from '@/components/ui/list-view';
import { clubMilestones } from '@shared/documents/community';
import type { Group } from '../api/community-model';
import type { MyProgress } from '../hooks/use-club';
import { useDiscussions } from '../hooks/use-discussions';
import { DiscussionList } from './discussion-list';
import { HiddenPosts } from './hidden-posts';

const StartDiscussionModal = lazyDialog(() => import('./start-discussion-modal').then((m) => m.StartDiscussionModal));

/**
 * Discussions, newest first, each with its author and a live reply count: the Discussions tab
 * (all that give nothing away), or a group page's (`club`: its own up to the reader's milestone,
 * with what waits further on; members of an open group may start one there, with the group chosen
 * in the dialog).
 */
export function DiscussionsPanel({
  uid,
  club,
}: {
  uid: string | null;
  club?: { group: Group; canPost: boolean; reached: number; mine: MyProgress | undefined };
}) {
  const { t } = useTranslation('community');
  const group = club ? { id: club.group.id, name: club.group.name, canPost: club.canPost } : undefined;
  const milestones = club ? clubMilestones(club.group) : [];
  const discussions = useDiscussions({ groupId: group?.id ?? null, reached: club?.reached ?? 0 });
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
          <StartDiscussionModal
            open={starting}
            onOpenChange={setStarting}
            group={group}
            club={club ? { milestones, reached: club.reached } : undefined}
          />
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
        {(items) => <DiscussionList discussions={items} uid={uid} showGroup={!group} milestones={milestones} />}
      </ListView>
      {club ? (
        <HiddenPosts
          group={club.group}
          counts={club.group.postCounts}
          reached={club.reached}
          mine={club.mine}
          kind="discussions"
        />
      ) : null}
    </div>
  );
}
