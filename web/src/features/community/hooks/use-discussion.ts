import { useSubscription } from '@/lib/data/use-data';
import type { Discussion, Reply } from '../api/community-model';
import { PAGE_SIZE } from '../api/community-model';
import { subscribeDiscussion, type ReadBound } from '../api/discussions';
import { usePagedList } from '@/lib/data/use-paged-list';
import { QUERY_CAPS } from '@shared/constants';

/** One discussion, live: ready with null when it does not exist. */
export function useDiscussion(id: string) {
  return useSubscription<Discussion | null>(['discussion', id], (emit, fail) => subscribeDiscussion(id, emit, fail));
}

/**
 * The discussion's replies up to the reader's milestone (`bound`; null while it is not known yet:
 * nothing is read), oldest first, arriving live; `loadMore` reveals earlier ones.
 */
export function useReplies(discussionId: string, bound: ReadBound | null) {
  return usePagedList<Reply>(
    ['replies', discussionId, bound ? (bound.groupId ?? '') : null],
    () =>
      import('../api/discussions').then(
        (api) => (count, onData, onError) => api.subscribeReplies(discussionId, bound!, count, onData, onError),
      ),
    PAGE_SIZE.replies,
    QUERY_CAPS.replies,
    undefined,
    bound?.reached ?? null,
  );
}
