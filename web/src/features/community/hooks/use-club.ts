import { clubMilestones } from '@shared/documents/community';
import { onDemand } from '@/lib/data/first-screen';
import { useSubscription } from '@/lib/data/use-data';
import type { Group } from '../api/community-model';

export interface MyProgress {
  milestone: number;
  shareName: boolean;
}

/** The signed-in member's place in a group's book, live; undefined while unknown or signed out. */
export function useMyProgress(groupId: string | null, uid: string | null): MyProgress | undefined {
  const state = useSubscription<MyProgress>(
    ['my-progress', groupId, uid],
    onDemand(() =>
      import('../api/discussions').then((api) => (emit, fail) => api.subscribeMyProgress(groupId!, uid!, emit, fail)),
    ),
  );
  return state.status === 'ready' ? state.data : undefined;
}

/**
 * How far a reader's lists reach in `group` (docs/community.md, "Virtual book clubs"): every
 * milestone once its creator opened all posts, else the reader's own (0 for visitors, and while
 * their progress loads). Null while the group itself is not known.
 */
export function useReached(group: Group | null | undefined, uid: string | null): number | null {
  const mine = useMyProgress(group && !group.spoilersOpen ? group.id : null, uid);
  if (!group) return null;
  if (group.spoilersOpen) return clubMilestones(group).length;
  return mine?.milestone ?? 0;
}

/** The members of a group who share where they are in its book, live. */
export function useSharedProgress(groupId: string) {
  return useSubscription<Array<{ displayName: string; milestone: number }>>(
    ['shared-progress', groupId],
    onDemand(() =>
      import('../api/discussions').then((api) => (emit, fail) => api.subscribeSharedProgress(groupId, emit, fail)),
    ),
  );
}
