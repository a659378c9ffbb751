/**
 * Groups, memberships, discussions and replies as the web app reads them. Every read is checked
 * against these schemas; missing values default, so a malformed document cannot break a screen.
 */
import { Timestamp } from 'firebase/firestore';
import { z } from 'zod';

/** A Firestore Timestamp as a Date; null when absent or still pending on the server. */
const date = z.preprocess((v) => (v instanceof Timestamp ? v.toDate() : null), z.date().nullable()).catch(null);
const count = z.number().int().min(0).catch(0);

export const groupDocSchema = z.object({
  name: z.string().catch(''),
  description: z.string().catch(''),
  currentBookId: z.string().nullable().catch(null),
  currentBookTitle: z.string().nullable().catch(null),
  nextMeeting: date,
  createdByName: z.string().catch(''),
  createdAt: date,
  memberCount: count,
});
export type Group = z.infer<typeof groupDocSchema> & { id: string };

export const discussionDocSchema = z.object({
  title: z.string().catch(''),
  content: z.string().catch(''),
  authorName: z.string().catch(''),
  createdAt: date,
  replyCount: count,
  lastActivityAt: date,
});
export type Discussion = z.infer<typeof discussionDocSchema> & { id: string };

export const replyDocSchema = z.object({
  content: z.string().catch(''),
  authorName: z.string().catch(''),
  isAssistant: z.boolean().catch(false),
  createdAt: date,
});
export type Reply = z.infer<typeof replyDocSchema> & { id: string };

export const toGroup = (id: string, data: unknown): Group => ({ id, ...groupDocSchema.parse(data ?? {}) });
export const toDiscussion = (id: string, data: unknown): Discussion => ({
  id,
  ...discussionDocSchema.parse(data ?? {}),
});
export const toReply = (id: string, data: unknown): Reply => ({ id, ...replyDocSchema.parse(data ?? {}) });

/** A catalogue entry offered as a group's current book. */
export interface BookOption {
  id: string;
  title: string;
  author: string;
}

/** One page of a live list. */
export interface ListSnapshot<T> {
  items: T[];
  /** False once the listener returned fewer documents than it asked for: nothing more to load. */
  hasMore: boolean;
}

/** How many documents each list asks for at first and adds per "show more". */
export const PAGE_SIZE = { groups: 12, discussions: 20, replies: 50 } as const;
