/**
 * Book clubs' callables (docs/community.md: schedule and progress, meetings, club picks, hosts),
 * apart from calls.ts so /community's first load, which only joins and leaves groups, carries none.
 */
import { callable } from '@/lib/firebase/functions';

export const setClubSchedule = callable('setClubSchedule');
export const setReadingProgress = callable('setReadingProgress');
export const openClubSpoilers = callable('openClubSpoilers');
export const retagPost = callable('retagPost');
export const rsvpMeeting = callable('rsvpMeeting');
export const saveMeetingNotes = callable('saveMeetingNotes');
export const proposeClubPicks = callable('proposeClubPicks');
export const voteClubPick = callable('voteClubPick');
export const closeClubPicks = callable('closeClubPicks');
export const setCoHost = callable('setCoHost');
export const hostThread = callable('hostThread');
