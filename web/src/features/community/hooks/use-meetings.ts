import { QUERY_CAPS } from '@shared/constants';
import { useSubscription } from '@/lib/data/use-data';
import { usePagedList } from '@/lib/data/use-paged-list';
import type { Meeting } from '../api/community-model';
import { PAGE_SIZE } from '../api/community-model';
import { subscribeMeeting } from '../api/meetings';

/** A group's meetings, newest first, live; `loadMore` shows earlier ones, up to QUERY_CAPS.meetings. */
export function useGroupMeetings(groupId: string) {
  return usePagedList<Meeting>(
    ['group-meetings', groupId],
    () =>
      import('../api/meetings').then(
        (api) => (count, onData, onError) => api.subscribeMeetings(groupId, count, onData, onError),
      ),
    PAGE_SIZE.meetings,
    QUERY_CAPS.meetings,
  );
}

/** One meeting of a group, live: ready with null when there is none. */
export function useMeeting(groupId: string, meetingId: string) {
  return useSubscription<Meeting | null>(['meeting', groupId, meetingId], (emit, fail) =>
    subscribeMeeting(groupId, meetingId, emit, fail),
  );
}
