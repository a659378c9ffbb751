import { Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { ListView } from '@/components/ui/list-view';
import { useGroups } from '../hooks/use-groups';
import { GroupCard } from './group-card';

const CreateGroupModal = lazyDialog(() => import('./create-group-modal').then((m) => m.CreateGroupModal));

/** The Reading Groups tab: newest first, live; members can create one. */
export function GroupsPanel({ uid }: { uid: string | null }) {
  const { t } = useTranslation('community');
  const groups = useGroups();
  const [creating, setCreating] = useState(false);

  return (
    <div className="community-panel">
      {uid ? (
        <div className="community-actions">
          <Button
            onClick={() => setCreating(true)}
            onPointerEnter={CreateGroupModal.preload}
            onFocus={CreateGroupModal.preload}
          >
            {t('groups.create')}
          </Button>
          <CreateGroupModal open={creating} onOpenChange={setCreating} />
        </div>
      ) : null}
      <ListView
        list={groups}
        empty={
          <EmptyState icon={<Users size={48} />} title={t('groups.emptyTitle')}>
            {t('groups.emptyText')}
          </EmptyState>
        }
        more={{ label: t('groups.loadMore'), wrapClassName: 'community-more' }}
      >
        {(items) => (
          <div className="grid group-grid">
            {items.map((group) => (
              <GroupCard key={group.id} group={group} uid={uid} />
            ))}
          </div>
        )}
      </ListView>
    </div>
  );
}
