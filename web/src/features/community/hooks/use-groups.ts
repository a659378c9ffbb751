import { PAGE_SIZE } from '../api/community-model';
import { subscribeGroups } from '../api/groups';
import { useLiveList } from './use-live-list';
import { QUERY_CAPS } from '@shared/constants';

/** Reading groups, newest first, live. */
export function useGroups() {
  return useLiveList(['groups'], subscribeGroups, PAGE_SIZE.groups, QUERY_CAPS.groups);
}
