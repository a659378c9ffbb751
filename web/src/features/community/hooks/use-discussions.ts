import { PAGE_SIZE } from '../api/community-model';
import { subscribeDiscussions } from '../api/discussions';
import { useLiveList } from './use-live-list';
import { QUERY_CAPS } from '@shared/constants';

/** Discussions, newest first, live (reply counts included). */
export function useDiscussions() {
  return useLiveList(['discussions'], subscribeDiscussions, PAGE_SIZE.discussions, QUERY_CAPS.discussions);
}
