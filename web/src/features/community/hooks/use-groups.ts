import { QUERY_CAPS } from '@shared/constants';
import { groupWire } from '@shared/documents/community';
import { FIRST_SCREEN_PATHS } from '@shared/first-screen';
import { PAGE_SIZE, type Group } from '../api/community-model';
import { usePagedList, type FirstPage } from '@/lib/data/use-paged-list';

/** The newest groups as /api/first/community sends them: shown before Firestore and the session are up. */
const firstGroups: FirstPage<Group> = {
  url: FIRST_SCREEN_PATHS.community,
  read: (json) => {
    const groups = (json as { groups?: unknown } | null)?.groups;
    return Array.isArray(groups)
      ? { items: groups.map(groupWire.fromWire), hasMore: groups.length >= PAGE_SIZE.groups }
      : undefined;
  },
};

/** Reading groups, newest first, live (Firestore's code loads after the first screen has shown). */
export function useGroups() {
  return usePagedList(
    ['groups'],
    () => import('../api/groups').then((api) => api.subscribeGroups),
    PAGE_SIZE.groups,
    QUERY_CAPS.groups,
    firstGroups,
  );
}
