import { useCallback, useEffect, useState } from 'react';
import type { Discussion, ListSnapshot, Reply } from '../api/community-model';
import { PAGE_SIZE } from '../api/community-model';
import { subscribeDiscussion, subscribeReplies } from '../api/discussions';
import { useLiveList } from './use-live-list';
import { QUERY_CAPS } from '@shared/constants';

/** One discussion, live: undefined while loading, null when it does not exist. */
export function useDiscussion(id: string) {
  const [state, setState] = useState<{ id: string; discussion: Discussion | null } | null>(null);

  useEffect(
    () =>
      subscribeDiscussion(
        id,
        (discussion) => setState({ id, discussion }),
        (err) => {
          console.error('discussion load failed', err);
          setState({ id, discussion: null });
        },
      ),
    [id],
  );

  return state?.id === id ? state.discussion : undefined;
}

/** The discussion's replies, oldest first, arriving live; `loadMore` reveals earlier ones. */
export function useReplies(discussionId: string) {
  const subscribe = useCallback(
    (count: number, onData: (s: ListSnapshot<Reply>) => void, onError: (e: Error) => void) =>
      subscribeReplies(discussionId, count, onData, onError),
    [discussionId],
  );
  return useLiveList(subscribe, PAGE_SIZE.replies, QUERY_CAPS.replies);
}
