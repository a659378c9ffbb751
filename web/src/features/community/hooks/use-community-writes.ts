import { useMutation } from '@/lib/data/use-mutation';
import {
  closeClubPicks,
  closeGroup,
  createDiscussion,
  createGroup,
  hostThread,
  joinGroup,
  leaveGroup,
  openClubSpoilers,
  proposeClubPicks,
  rsvpMeeting,
  setCoHost,
  setClubSchedule,
  setReadingProgress,
  transferGroup,
  updateGroup,
  voteClubPick,
} from '../api/calls';

/** Join a group, or leave it when `member`. */
const changeMembership = (groupId: string, member: boolean) => (member ? leaveGroup : joinGroup)({ groupId });

/** The community's writes (moderated callables), each with the app's busy/error convention. */
export const useMembershipChange = () => useMutation('membership change', changeMembership);
export const useCreateGroup = () => useMutation('create group', createGroup);
export const useCreateDiscussion = () => useMutation('create discussion', createDiscussion);
/** A group's creator managing it (the server checks the caller is the current creator). */
export const useUpdateGroup = () => useMutation('update group', updateGroup);
export const useTransferGroup = () => useMutation('transfer group', transferGroup);
export const useCloseGroup = () => useMutation('close group', closeGroup);
/** Book clubs: a member's place in the book; the creator's schedule and opening every post. */
export const useSetReadingProgress = () => useMutation('reading progress', setReadingProgress);
export const useSetClubSchedule = () => useMutation('club schedule', setClubSchedule);
export const useOpenClubSpoilers = () => useMutation('open club posts', openClubSpoilers);
/** A member's answer to the group's next meeting. */
export const useRsvpMeeting = () => useMutation('meeting rsvp', rsvpMeeting);
/** Club picks: the creator proposes and closes, a member votes once. */
export const useProposeClubPicks = () => useMutation('propose club picks', proposeClubPicks);
export const useVoteClubPick = () => useMutation('vote club pick', voteClubPick);
export const useCloseClubPicks = () => useMutation('close club picks', closeClubPicks);
/** Hosts: the creator names co-hosts; a host pins or closes a thread. */
export const useSetCoHost = () => useMutation('co-host', setCoHost);
export const useHostThread = () => useMutation('host thread', hostThread);
