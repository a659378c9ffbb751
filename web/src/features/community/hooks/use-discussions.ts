import { PAGE_SIZE, type Discussion } from '../api/community-model';
import type { ReadBound } from '../api/discussions';
import { usePagedList } from '@/lib/data/use-paged-list';
import { QUERY_CAPS } from '@shared/constants';

/**
 * Discussions newest first, live (reply counts included): a group's up to the reader's milestone,
 * or (groupId null) all that give nothing away. Reaching a milestone widens the list in place.
 */
export function useDiscussions(bound: ReadBound) {
  return usePagedList<Discussion>(
    ['discussions', bound.groupId ?? ''],
    () =>
      import('../api/discussions').then(
        (api) => (count, onData, onError) => api.subscribeDiscussions(bound, count, onData, onError),
      ),
    PAGE_SIZE.discussions,
    QUERY_CAPS.discussions,
    undefined,
    bound.reached,
  );
}
