/**
 * The community domain's callables (functions/src/community/): reading groups, discussions and
 * replies, one's own posts, and the contact form. Posting is moderated (moderation-unsafe,
 * moderation-failed) and names the member (member-name.ts: name-not-allowed, or moderation-failed
 * when the name's check fails); the group helpers (groups.ts) answer not-found, group-closed,
 * under-review, not-group-creator and not-group-member.
 */
import * as schemas from '../schemas.js';
import type { Contract } from './contract.js';

export interface CreatedResponse {
  id: string;
}

/** updateGroup, transferGroup, closeGroup: the group changed (the page shows it through its listener). */
export interface GroupChangedResponse {
  id: string;
}

export interface MembershipResponse {
  /** Whether the caller is a member after the call (join and leave are idempotent). */
  member: boolean;
}

export interface PostReplyResponse {
  id: string;
  /** The moderator was unsure: the reply is saved but held until staff review it. */
  held: boolean;
  /** True when the reply summoned the assistant; its answer arrives by the replies listener. */
  assistantRequested: boolean;
}

export interface CreatedPostResponse {
  id: string;
  /** The moderator was unsure: the post is saved but held until staff review it. */
  held: boolean;
}

export interface EditPostResponse {
  /** The edit was moderated as unsure: the post is now held until staff review it. */
  held: boolean;
}

export interface DeletePostResponse {
  /** 'removed': the post is gone; 'marked': a discussion with others' replies now reads "Deleted by its author". */
  outcome: 'removed' | 'marked';
}

/** setReadingProgress, retagPost: the milestone now stored. */
export interface MilestoneResponse {
  milestone: number;
}

/** What refuses the creator's changes to their group (groups.ts, groupToEdit). */
const CREATOR_EDIT_REFUSALS = ['not-found', 'group-closed', 'not-group-creator', 'under-review'] as const;

export const COMMUNITY_CONTRACTS = {
  createGroup: {
    access: 'signedIn',
    verifiedEmail: true,
    input: schemas.groupInputSchema,
    output: {} as CreatedResponse,
    refusals: ['moderation-unsafe', 'moderation-failed', 'name-not-allowed'],
  },
  joinGroup: {
    access: 'signedIn',
    verifiedEmail: true,
    input: schemas.groupMembershipSchema,
    output: {} as MembershipResponse,
    refusals: ['not-found', 'group-closed', 'name-not-allowed', 'moderation-failed'],
  },
  leaveGroup: {
    access: 'signedIn',
    input: schemas.groupMembershipSchema,
    output: {} as MembershipResponse,
    refusals: [],
  },
  updateGroup: {
    access: 'signedIn',
    verifiedEmail: true,
    input: schemas.updateGroupSchema,
    output: {} as GroupChangedResponse,
    refusals: ['moderation-unsafe', 'moderation-failed', ...CREATOR_EDIT_REFUSALS],
  },
  transferGroup: {
    access: 'signedIn',
    input: schemas.transferGroupSchema,
    output: {} as GroupChangedResponse,
    refusals: ['not-found', 'group-closed', 'not-group-creator', 'not-group-member'],
  },
  closeGroup: {
    access: 'signedIn',
    input: schemas.groupMembershipSchema,
    output: {} as GroupChangedResponse,
    refusals: ['not-found', 'group-closed', 'not-group-creator'],
  },
  createDiscussion: {
    access: 'signedIn',
    verifiedEmail: true,
    input: schemas.discussionInputSchema,
    output: {} as CreatedPostResponse,
    refusals: [
      'moderation-unsafe',
      'moderation-failed',
      'name-not-allowed',
      'not-found',
      'group-closed',
      'under-review',
      'not-group-member',
      'milestone-not-reached',
    ],
  },
  postReply: {
    access: 'signedIn',
    verifiedEmail: true,
    input: schemas.replyInputSchema,
    output: {} as PostReplyResponse,
    refusals: [
      'not-found',
      'moderation-unsafe',
      'moderation-failed',
      'name-not-allowed',
      'milestone-not-reached',
      'thread-closed',
    ],
  },
  editPost: {
    access: 'signedIn',
    verifiedEmail: true,
    input: schemas.editPostSchema,
    output: {} as EditPostResponse,
    refusals: ['not-found', 'not-author', 'under-review', 'moderation-unsafe', 'moderation-failed'],
  },
  deletePost: {
    access: 'signedIn',
    input: schemas.deletePostSchema,
    output: {} as DeletePostResponse,
    refusals: ['not-found', 'not-author'],
  },
  // Book clubs (community/clubs.ts, docs/community.md "Virtual book clubs").
  /** The creator sets the current book's milestones; the labels are public, so moderated. */
  setClubSchedule: {
    access: 'signedIn',
    verifiedEmail: true,
    input: schemas.clubScheduleSchema,
    output: {} as GroupChangedResponse,
    refusals: ['moderation-unsafe', 'moderation-failed', ...CREATOR_EDIT_REFUSALS, 'schedule-in-use'],
  },
  /** A member marks how far they have read; their name shows there only if they choose. */
  setReadingProgress: {
    access: 'signedIn',
    input: schemas.readingProgressSchema,
    output: {} as MilestoneResponse,
    refusals: ['not-found', 'not-group-member', 'name-not-allowed', 'moderation-failed'],
  },
  /** The group's creator or staff move a post to another milestone. */
  retagPost: {
    access: 'signedIn',
    input: schemas.retagPostSchema,
    output: {} as MilestoneResponse,
    refusals: ['not-found', 'not-group-creator', 'milestone-not-reached'],
  },
  /** After the meeting, the creator opens every post to everyone. */
  openClubSpoilers: {
    access: 'signedIn',
    input: schemas.groupMembershipSchema,
    output: {} as GroupChangedResponse,
    refusals: [...CREATOR_EDIT_REFUSALS, 'meeting-not-past'],
  },
  /** A member answers the group's next meeting: going, maybe or not going (community/meetings.ts). */
  rsvpMeeting: {
    access: 'signedIn',
    input: schemas.rsvpInputSchema,
    output: {} as { answer: 'going' | 'maybe' | 'notGoing' },
    refusals: ['not-found', 'not-group-member', 'no-upcoming-meeting'],
  },
  /** After a meeting, one of the group's hosts writes (or changes, or clears) its notes. */
  saveMeetingNotes: {
    access: 'signedIn',
    input: schemas.meetingNotesSchema,
    output: {} as { meetingId: string },
    refusals: [
      'not-found',
      'not-group-host',
      'meeting-not-held',
      'moderation-unsafe',
      'moderation-failed',
      'name-not-allowed',
    ],
  },
  /** Club picks (community/club-picks.ts): the creator proposes books, members vote once, the creator closes. */
  proposeClubPicks: {
    access: 'signedIn',
    input: schemas.clubPicksSchema,
    output: {} as GroupChangedResponse,
    refusals: CREATOR_EDIT_REFUSALS,
  },
  voteClubPick: {
    access: 'signedIn',
    input: schemas.pickVoteInputSchema,
    output: {} as { bookId: string },
    refusals: ['not-found', 'not-group-member', 'no-open-vote', 'already-voted'],
  },
  closeClubPicks: {
    access: 'signedIn',
    input: schemas.groupMembershipSchema,
    output: {} as { bookId: string },
    refusals: [...CREATOR_EDIT_REFUSALS, 'no-open-vote'],
  },
  /** Hosts (community/hosts.ts): the creator names co-hosts; a host or staff pins or closes a thread. */
  setCoHost: {
    access: 'signedIn',
    input: schemas.coHostSchema,
    output: {} as GroupChangedResponse,
    refusals: [...CREATOR_EDIT_REFUSALS, 'not-group-member'],
  },
  hostThread: {
    access: 'signedIn',
    input: schemas.hostThreadSchema,
    output: {} as CreatedResponse,
    refusals: ['not-found', 'not-group-host'],
  },
  submitContactMessage: {
    access: 'public',
    input: schemas.contactMessageSchema,
    output: {} as CreatedResponse,
    refusals: [],
  },
} as const satisfies Record<string, Contract>;
