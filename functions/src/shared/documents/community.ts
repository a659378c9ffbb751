/**
 * Reading groups (groups/{id}, members in groups/{id}/members/{uid}), discussions
 * (discussions/{id}) and their replies (discussions/{id}/replies/{id}). Only the moderated
 * callables and the assistant trigger write them (firestore.rules: no client writes).
 */
import { z } from 'zod/mini';
import { ASSISTANT_NAME } from '../constants.js';
import type { DiscussionInput, GroupDetails, GroupInput } from '../schemas.js';
import { SERVER_TIME, count, flag, nullableText, text, time } from './fields.js';

export const groupSchema = z.object({
  name: text,
  description: text,
  currentBookId: nullableText,
  /** Copied from the book so a group card needs no second read. */
  currentBookTitle: nullableText,
  nextMeeting: time,
  createdBy: nullableText,
  createdByName: text,
  createdAt: time,
  memberCount: count,
  /** Closed by its creator (closeGroup): still shown, but takes no new members or discussions. */
  closed: flag(false),
});
export type GroupDoc = z.infer<typeof groupSchema>;

/** The fields a group's creator sets at creation and may edit later (updateGroup). */
export const groupDetails = (input: GroupDetails, currentBookTitle: string | null) => ({
  description: input.description,
  currentBookId: input.currentBookId || null,
  currentBookTitle,
  nextMeeting: input.nextMeeting ? new Date(input.nextMeeting) : null,
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
    createdAt: SERVER_TIME,
    memberCount: 1,
    closed: false,
  };
}

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
  createdAt: time,
  replyCount: count,
  lastActivityAt: time,
  /** The reading group it was started in, or null for the whole community. */
  groupId: nullableText,
  /** Copied from the group (names never change) so a list needs no second read to show it. */
  groupName: nullableText,
});
export type DiscussionDoc = z.infer<typeof discussionSchema>;

export function newDiscussion(
  input: Pick<DiscussionInput, 'title' | 'content'>,
  author: { uid: string; name: string },
  group: { id: string; name: string } | null = null,
): DiscussionDoc {
  return {
    title: input.title,
    content: input.content,
    createdBy: author.uid,
    authorName: author.name,
    createdAt: SERVER_TIME,
    replyCount: 0,
    lastActivityAt: SERVER_TIME,
    groupId: group?.id ?? null,
    groupName: group?.name ?? null,
  };
}

export const replySchema = z.object({
  content: text,
  /** Null for the assistant's answers. */
  createdBy: nullableText,
  authorName: text,
  isAssistant: flag(false),
  createdAt: time,
});
export type ReplyDoc = z.infer<typeof replySchema>;

/** A member's reply. */
export const newReply = (content: string, author: { uid: string; name: string }): ReplyDoc => ({
  content,
  createdBy: author.uid,
  authorName: author.name,
  isAssistant: false,
  createdAt: SERVER_TIME,
});

/** The assistant's answer, badged by the server-set isAssistant flag. */
export const newAssistantReply = (content: string): ReplyDoc => ({
  content,
  createdBy: null,
  authorName: ASSISTANT_NAME,
  isAssistant: true,
  createdAt: SERVER_TIME,
});
