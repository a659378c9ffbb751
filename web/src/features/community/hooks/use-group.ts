import { QUERY_CAPS } from '@shared/constants';
import { useSubscription } from '@/lib/data/use-data';
import type { Group, Member } from '../api/community-model';
import { PAGE_SIZE } from '../api/community-model';
import { subscribeGroup } from '../api/groups';
import { usePagedList } from '@/lib/data/use-paged-list';

/** One reading group, live: ready with null when it does not exist; idle while `wanted` is false. */
export function useGroup(id: string, wanted = true) {
  return useSubscription<Group | null>(wanted ? ['group', id] : null, (emit, fail) => subscribeGroup(id, emit, fail));
}

/** A group's members by joining time, live; `loadMore` shows more, up to QUERY_CAPS.members. */
export function useGroupMembers(groupId: string) {
  return usePagedList<Member>(
    ['group-members', groupId],
    () =>
      import('../api/groups').then(
        (api) => (count, onData, onError) => api.subscribeMembers(groupId, count, onData, onError),
      ),
    PAGE_SIZE.members,
    QUERY_CAPS.members,
  );
}
