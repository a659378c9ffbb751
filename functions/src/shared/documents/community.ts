/**
 * Reading groups (groups/{id}, members in groups/{id}/members/{uid}), discussions
 * (discussions/{id}) and their replies (discussions/{id}/replies/{id}). Only the moderated
 * callables and the assistant trigger write them (firestore.rules: no client writes).
 */
import { z } from 'zod/mini';
import { ASSISTANT_NAME } from '../constants.js';
import type { DiscussionInput, GroupDetails, GroupInput } from '../schemas.js';
import { defineCollection } from './collection.js';
import { SERVER_TIME, count, flag, nullableText, text, time } from './fields.js';
import { wireCodec } from './wire.js';

/**
 * Whether a post (or group) is shown: 'held' when AI moderation was unsure, 'hidden' when staff
 * hid it or three members reported it. While not visible its text is not in the public document:
 * it waits in the staff-only moderation item (shared/documents/moderation.ts).
 */
export const CONTENT_STATUSES = ['visible', 'held', 'hidden'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
export const contentStatus = z.catch(z.enum(CONTENT_STATUSES), 'visible');

/**
 * A club's reading schedule (docs/community.md, "Virtual book clubs"). Milestone n (1-based) is
 * `schedule[n - 1]`; milestone 0 is "before the book": talk that gives nothing away. A post tagged
 * n reaches only members who have reached n (firestore.rules, postReadable). A group with no
 * schedule of its own has the single milestone "Finished" (label '').
 */
export const milestoneSchema = z.object({
  label: text,
  /** The library day ('YYYY-MM-DD') the club means to be there by, or ''. */
  dueOn: text,
});
export type Milestone = z.infer<typeof milestoneSchema>;
/** A milestone number, never below 0. */
export const milestoneNumber = count;
/** How many of something there are at each milestone: {"2": 3}. Absent means none. */
export type Tally = Record<string, number>;
// Read tolerantly: a stray non-number drops that entry only (z.catch of a record would empty it).
export const tally = z.transform((v: unknown): Tally =>
  v && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(Object.entries(v).filter(([, n]) => Number.isInteger(n)))
    : {},
);

export const groupSchema = z.object({
  name: text,
  description: text,
  currentBookId: nullableText,
  /** Copied from the book so a group card needs no second read. */
  currentBookTitle: nullableText,
  nextMeeting: time,
  createdBy: nullableText,
  createdByName: text,
  /** Server-set when the creator deleted their account: shown as "Former member". */
  formerMember: flag(false),
  createdAt: time,
  memberCount: count,
  status: contentStatus,
  /** Closed by its creator (closeGroup): still shown, but takes no new members or discussions. */
  closed: flag(false),
  /** The current book's reading schedule, set by the creator (setClubSchedule); [] is "Finished" alone. */
  schedule: z.catch(z.array(milestoneSchema), []),
  /** How many members are at each milestone above 0 (progress documents keep who, privately). */
  progressCounts: tally,
  /** How many discussions are tagged at each milestone: a reader is told how many wait further on. */
  postCounts: tally,
  /** The creator opened every post to everyone after the meeting (openClubSpoilers). */
  spoilersOpen: flag(false),
  /** Where the next meeting is: a branch (and room), or an online link; empty when not said. */
  meetingBranch: nullableText,
  meetingRoom: text,
  meetingLink: text,
  /** RSVPs to the meeting at `rsvpMeeting` ({going, maybe, notGoing}); stale once it moves. */
  rsvpCounts: tally,
  rsvpMeeting: time,
  /** Club picks: the books the creator proposed for the next read, in order, while the vote is open. */
  picks: z.catch(z.array(z.object({ bookId: text, title: text })), []),
  /** Votes per proposed book ({bookId: n}); one per member per round (pickVotes/{uid}). */
  pickVotes: tally,
  /** Which vote this is: a member's vote counts in its round only. 0: never proposed. */
  picksRound: count,
  picksOpen: flag(false),
  /** Co-hosts the creator named (uids of members): they pin and close threads with the creator. */
  hosts: z.catch(z.array(z.string()), []),
});
export type GroupDoc = z.infer<typeof groupSchema>;

/** The fields a group's creator sets at creation and may edit later (updateGroup). */
export const groupDetails = (input: GroupDetails, currentBookTitle: string | null) => ({
  description: input.description,
  currentBookId: input.currentBookId || null,
  currentBookTitle,
  nextMeeting: input.nextMeeting ? new Date(input.nextMeeting) : null,
  meetingBranch: input.meetingBranch || null,
  meetingRoom: input.meetingBranch ? (input.meetingRoom ?? '') : '',
  meetingLink: input.meetingLink ?? '',
});

/** A new group with its creator as its one member. */
export function newGroup(
  input: GroupInput,
  creator: { uid: string; name: string },
  currentBookTitle: string | null,
): GroupDoc {
  return {
    name: input.name,
    ...groupDetails(input, currentBookTitle),
    createdBy: creator.uid,
    createdByName: creator.name,
    formerMember: false,
    createdAt: SERVER_TIME,
    memberCount: 1,
    status: 'visible',
    closed: false,
    schedule: [],
    progressCounts: {},
    postCounts: {},
    spoilersOpen: false,
    rsvpCounts: {},
    rsvpMeeting: null,
    picks: [],
    pickVotes: {},
    picksRound: 0,
    picksOpen: false,
    hosts: [],
  };
}

/** Whether `uid` hosts the group: its creator or a co-host. */
export const hostsGroup = (group: Pick<GroupDoc, 'createdBy' | 'hosts'>, uid: string | null): boolean =>
  uid !== null && (group.createdBy === uid || group.hosts.includes(uid));

/** A member's vote in a round of club picks (groups/{id}/pickVotes/{uid}): theirs to read. */
export const pickVoteSchema = z.object({ uid: text, bookId: text, round: count, votedAt: time });
export type PickVoteDoc = z.infer<typeof pickVoteSchema>;

/** The proposed book with the most votes; a tie goes to the one proposed first. */
export function winningPick(group: Pick<GroupDoc, 'picks' | 'pickVotes'>): { bookId: string; title: string } | null {
  let best: { bookId: string; title: string } | null = null;
  for (const pick of group.picks) {
    if (!best || (group.pickVotes[pick.bookId] ?? 0) > (group.pickVotes[best.bookId] ?? 0)) best = pick;
  }
  return best;
}

/** A new current book starts the club's reading again: default schedule, nobody anywhere yet. */
export const NEW_CLUB_BOOK = { schedule: [], progressCounts: {}, spoilersOpen: false } as const;

/** A member's answer to the group's next meeting (groups/{id}/rsvps/{uid}): theirs to read. */
export const RSVP_ANSWERS = ['going', 'maybe', 'notGoing'] as const;
export type RsvpAnswer = (typeof RSVP_ANSWERS)[number];
export const rsvpSchema = z.object({
  uid: text,
  answer: z.catch(z.enum(RSVP_ANSWERS), 'maybe'),
  /** The meeting it answers: a moved meeting makes it stale (read as no answer). */
  meetingAt: time,
  updatedAt: time,
});
export type RsvpDoc = z.infer<typeof rsvpSchema>;

/** The milestones of a group's schedule: its own, or the single "Finished" (label ''). */
export const clubMilestones = (group: Pick<GroupDoc, 'schedule'>): Milestone[] =>
  group.schedule.length > 0 ? group.schedule : [{ label: '', dueOn: '' }];

/**
 * The milestones 0..`reached`, for a query's `in` filter: the rules let a reader list posts only
 * with this bound (an `in` of at most MAX_MILESTONES + 1 values, within Firestore's 30).
 */
export const milestonesUpTo = (reached: number): number[] => Array.from({ length: reached + 1 }, (_, i) => i);

/** The highest milestone a post or a member is at: a schedule cannot become shorter than it. */
export function highestMilestoneInUse(group: Pick<GroupDoc, 'progressCounts' | 'postCounts'>): number {
  const used = [group.progressCounts, group.postCounts].flatMap((tally) =>
    Object.entries(tally).flatMap(([at, n]) => (n > 0 ? [Number(at)] : [])),
  );
  return Math.max(0, ...used);
}

/**
 * Where one member is in the group's current book (groups/{id}/progress/{uid}): read by the rules
 * to decide which posts reach them, and by that member. Others see only the counts on the group,
 * and the member's name when they choose to share it (`shareName`).
 */
export const progressSchema = z.object({
  uid: text,
  milestone: milestoneNumber,
  shareName: flag(false),
  displayName: text,
  updatedAt: time,
});
export type ProgressDoc = z.infer<typeof progressSchema>;

/** A group handed over (transferGroup) to one of its members. */
export const newCreator = (member: MemberDoc) => ({ createdBy: member.uid, createdByName: member.displayName });

export const memberSchema = z.object({ uid: text, displayName: text, joinedAt: time });
export type MemberDoc = z.infer<typeof memberSchema>;

export const newMembership = (uid: string, displayName: string): MemberDoc => ({
  uid,
  displayName,
  joinedAt: SERVER_TIME,
});

export const discussionSchema = z.object({
  title: text,
  content: text,
  createdBy: nullableText,
  authorName: text,
  /** Server-set when the author deleted their account: shown as "Former member". */
  formerMember: flag(false),
  createdAt: time,
  replyCount: count,
  lastActivityAt: time,
  status: contentStatus,
  /** When its author last edited it; null if never. */
  editedAt: time,
  /** Its author deleted it while others had replied: the thread stays, without title and text. */
  deletedByAuthor: flag(false),
  /** The reading group it was started in, or null for the whole community. */
  groupId: nullableText,
  /** Copied from the group (names never change) so a list needs no second read to show it. */
  groupName: nullableText,
  /** How far into the group's book it reads (0: gives nothing away); see milestoneSchema. */
  milestone: milestoneNumber,
  /** How many of its replies are tagged at each milestone (a reader is told how many wait). */
  replyCounts: tally,
  /** A group's host pinned it to the top of the group's list. */
  pinned: flag(false),
  /** A group's host closed it: it stays to read and takes no more replies. */
  threadClosed: flag(false),
});
export type DiscussionDoc = z.infer<typeof discussionSchema>;

/** A new discussion, in a group or not; a held one keeps its text in the moderation item, not here. */
export function newDiscussion(
  input: Pick<DiscussionInput, 'title' | 'content'>,
  author: { uid: string; name: string },
  status: ContentStatus = 'visible',
  group: { id: string; name: string } | null = null,
  milestone = 0,
): DiscussionDoc {
  const shown = status === 'visible';
  return {
    title: shown ? input.title : '',
    content: shown ? input.content : '',
    createdBy: author.uid,
    authorName: author.name,
    formerMember: false,
    createdAt: SERVER_TIME,
    replyCount: 0,
    lastActivityAt: SERVER_TIME,
    status,
    editedAt: null,
    deletedByAuthor: false,
    groupId: group?.id ?? null,
    groupName: group?.name ?? null,
    milestone,
    replyCounts: {},
    pinned: false,
    threadClosed: false,
  };
}

/**
 * The assistant's fixed answers (spec section 8: a failed or empty answer, the spent daily AI
 * budget, the offline helper's greeting). The trigger stores which one as a key, so the web shows it
 * in the reader's language; `content` keeps the English words for anything reading the raw text.
 */
export const ASSISTANT_NOTICES = ['failed', 'empty', 'budget', 'offline'] as const;
export type AssistantNotice = (typeof ASSISTANT_NOTICES)[number];

export const replySchema = z.object({
  content: text,
  /** Set on the assistant's fixed answers only; null for the model's own words and members' replies. */
  assistantNotice: z.catch(z.nullable(z.enum(ASSISTANT_NOTICES)), null),
  /** Null for the assistant's answers. */
  createdBy: nullableText,
  authorName: text,
  isAssistant: flag(false),
  /** Server-set when the author deleted their account: shown as "Former member". */
  formerMember: flag(false),
  createdAt: time,
  status: contentStatus,
  editedAt: time,
  /** The discussion's group, copied so the rules can bound a reply by its milestone alone. */
  groupId: nullableText,
  /** How far into the group's book it reads: never below its discussion's. */
  milestone: milestoneNumber,
});
export type ReplyDoc = z.infer<typeof replySchema>;

/** Where a reply sits: its discussion's group (null for none) and its milestone. */
export type ReplyPlace = { groupId: string | null; milestone: number };
const UNGROUPED: ReplyPlace = { groupId: null, milestone: 0 };

/** A member's reply; a held one keeps its text in the moderation item, not here. */
export const newReply = (
  content: string,
  author: { uid: string; name: string },
  status: ContentStatus = 'visible',
  place: ReplyPlace = UNGROUPED,
): ReplyDoc => ({
  content: status === 'visible' ? content : '',
  assistantNotice: null,
  createdBy: author.uid,
  authorName: author.name,
  isAssistant: false,
  formerMember: false,
  createdAt: SERVER_TIME,
  status,
  editedAt: null,
  ...place,
});

/**
 * The assistant's answer, badged by the server-set isAssistant flag; `notice` names a fixed answer.
 * It sits where the question did: it read nothing beyond that milestone.
 */
export const newAssistantReply = (
  content: string,
  notice: AssistantNotice | null = null,
  place: ReplyPlace = UNGROUPED,
): ReplyDoc => ({
  content,
  assistantNotice: notice,
  createdBy: null,
  authorName: ASSISTANT_NAME,
  isAssistant: true,
  formerMember: false,
  createdAt: SERVER_TIME,
  status: 'visible',
  editedAt: null,
  ...place,
});

/**
 * What a deleted account's public posts keep (docs/community.md): the words stay where the
 * conversation needs them, but nothing says whose they were. Discussions and replies...
 */
export const FORMER_MEMBER_POST = { createdBy: null, authorName: '', formerMember: true } as const;
/** ...and the groups the member started. */
export const FORMER_MEMBER_GROUP = { createdBy: null, createdByName: '', formerMember: true } as const;

export const groups = defineCollection('groups', groupSchema);
export const members = defineCollection('groups/{groupId}/members', memberSchema);
export const discussions = defineCollection('discussions', discussionSchema);
export const replies = defineCollection('discussions/{discussionId}/replies', replySchema);
export const progress = defineCollection('groups/{groupId}/progress', progressSchema);
export const rsvps = defineCollection('groups/{groupId}/rsvps', rsvpSchema);
export const pickVotes = defineCollection('groups/{groupId}/pickVotes', pickVoteSchema);
/** A group as the first-screen endpoint sends it (/api/first/community). */
export const groupWire = wireCodec(groupSchema, ['createdAt', 'nextMeeting']);
