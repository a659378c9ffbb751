import { useMutation } from '@/lib/data/use-mutation';
import {
  closeClubPicks,
  hostThread,
  openClubSpoilers,
  proposeClubPicks,
  retagPost,
  rsvpMeeting,
  saveMeetingNotes,
  setClubSchedule,
  setCoHost,
  setReadingProgress,
  voteClubPick,
} from '../api/club-calls';

/** Book clubs: a member's place in the book; the creator's schedule and opening every post. */
export const useSetReadingProgress = () => useMutation('reading progress', setReadingProgress);
export const useSetClubSchedule = () => useMutation('club schedule', setClubSchedule);
export const useOpenClubSpoilers = () => useMutation('open club posts', openClubSpoilers);
/** The creator (or staff) moves a post to another milestone. */
export const useRetagPost = () => useMutation('retag post', retagPost);
/** A member's answer to the group's next meeting. */
export const useRsvpMeeting = () => useMutation('meeting rsvp', rsvpMeeting);
/** A host's notes after a meeting. */
export const useSaveMeetingNotes = () => useMutation('meeting notes', saveMeetingNotes);
/** Club picks: the creator proposes and closes, a member votes once. */
export const useProposeClubPicks = () => useMutation('propose club picks', proposeClubPicks);
export const useVoteClubPick = () => useMutation('vote club pick', voteClubPick);
export const useCloseClubPicks = () => useMutation('close club picks', closeClubPicks);
/** Hosts: the creator names co-hosts; a host pins or closes a thread. */
export const useSetCoHost = () => useMutation('co-host', setCoHost);
export const useHostThread = () => useMutation('host thread', hostThread);
