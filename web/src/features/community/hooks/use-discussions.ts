import { PAGE_SIZE, type Discussion } from '../api/community-model';
import { usePagedList } from '@/lib/data/use-paged-list';
import { QUERY_CAPS } from '@shared/constants';

/** Discussions (a group's, or all when groupId is null), newest first, live (reply counts included). */
export function useDiscussions(groupId: string | null = null) {
  return usePagedList<Discussion>(
    ['discussions', groupId ?? ''],
    () =>
      import('../api/discussions').then(
        (api) => (count, onData, onError) => api.subscribeDiscussions(groupId, count, onData, onError),
      ),
    PAGE_SIZE.discussions,
    QUERY_CAPS.discussions,
  );
}
