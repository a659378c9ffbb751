/**
 * Groups, memberships, discussions and replies as the web app reads them. Every read is checked
 * against these schemas; missing values default, so a malformed document cannot break a screen.
 */
import { Timestamp } from 'firebase/firestore';
import { z } from 'zod/mini';

/** A Firestore Timestamp as a Date; null when absent or still pending on the server. */
const date = z.transform((v: unknown) => (v instanceof Timestamp ? v.toDate() : null));
const count = z.catch(z.int().check(z.minimum(0)), 0);
const text = z.catch(z.string(), '');
const optionalText = z.catch(z.nullable(z.string()), null);

export const groupDocSchema = z.object({
  name: text,
  description: text,
  currentBookId: optionalText,
  currentBookTitle: optionalText,
  nextMeeting: date,
  createdByName: text,
  createdAt: date,
  memberCount: count,
});
export type Group = z.infer<typeof groupDocSchema> & { id: string };

export const discussionDocSchema = z.object({
  title: text,
  content: text,
  authorName: text,
  createdAt: date,
  replyCount: count,
  lastActivityAt: date,
});
export type Discussion = z.infer<typeof discussionDocSchema> & { id: string };

export const replyDocSchema = z.object({
  content: text,
  authorName: text,
  isAssistant: z.catch(z.boolean(), false),
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
