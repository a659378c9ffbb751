import { PAGE_SIZE } from '../api/community-model';
import { subscribeGroups } from '../api/groups';
import { useLiveList } from './use-live-list';

/** Reading groups, newest first, live. */
export function useGroups() {
  return useLiveList(subscribeGroups, PAGE_SIZE.groups);
}
