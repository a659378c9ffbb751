/**
 * moderationItems/{itemId}: the staff queue, one item per reported or held target (a discussion,
 * a reply, a group, a member's name or a book review), with the reports in
 * moderationItems/{itemId}/reports/{uid} (one per member). Written only by the callables (reportContent, moderateItem, editPost,
 * deletePost, and posting when the moderator was unsure); read by staff (firestore.rules), and
 * an AI-held item also by the author of the held post, so they can see what awaits review.
 *
 * While a target is held or hidden, its words live here (title, content) and not in the public
 * document, so no client can read them there; restoring moves them back.
 */
import { z } from 'zod/mini';
import {
  MODERATION_REASON_KEYS,
  REPORTER_TRUST,
  REPORT_REASONS,
  REPORT_WEIGHT,
  type ModerationReasonKey,
  type ReportReason,
  type ReporterTrust,
} from '../constants.js';
import type { ReportTarget } from '../schemas.js';
import { contentStatus } from './community.js';
import { defineCollection } from './collection.js';
import { SERVER_TIME, count, flag, nullableText, text, time } from './fields.js';

const MODERATION_KINDS = ['discussion', 'reply', 'group', 'member', 'review'] as const;
const RESOLUTIONS = ['hidden', 'restored', 'dismissed', 'deleted'] as const;

/** One id per target, so every report of the same thing lands on the same item. */
export function moderationItemId(target: ReportTarget): string {
  switch (target.kind) {
    case 'discussion':
      return `discussion_${target.discussionId}`;
    case 'reply':
      return `reply_${target.discussionId}_${target.replyId}`;
    case 'group':
      return `group_${target.groupId}`;
    case 'member':
      return `member_${target.uid}`;
    case 'review':
      return `review_${target.reviewId}`;
  }
}

export const moderationItemSchema = z.object({
  kind: z.catch(z.enum(MODERATION_KINDS), 'discussion'),
  discussionId: nullableText,
  replyId: nullableText,
  groupId: nullableText,
  memberUid: nullableText,
  reviewId: nullableText,
  /** Who wrote the target (the group's creator, the named member); null for the assistant. */
  authorUid: nullableText,
  authorName: text,
  /** In the queue: waiting for staff. */
  open: flag(true),
  /** The target's status as this item last set it (the public document carries the same). */
  targetStatus: contentStatus,
  /** AI moderation was unsure when the target was posted or edited. */
  heldByAi: flag(false),
  aiReason: text,
  /** Set when the server worded aiReason itself (MODERATION_REASON_KEYS): staff read it in their language. */
  aiReasonKey: z.catch(z.nullable(z.enum(MODERATION_REASON_KEYS)), null),
  /** Distinct members who ever reported it. */
  reportCount: count,
  /** The reports' weight since staff last reviewed it (REPORT_WEIGHT): REPORTS_TO_HIDE hides it. */
  weightSinceReview: count,
  /** Reports per reason (REPORT_REASONS). */
  reasons: z.catch(z.partialRecord(z.enum(REPORT_REASONS), z.int()), {}),
  /** The words as reported or held; while the target is not visible, their only copy. */
  title: text,
  content: text,
  createdAt: time,
  updatedAt: time,
  resolution: z.catch(z.nullable(z.enum(RESOLUTIONS)), null),
  resolutionNote: text,
});
export type ModerationItemDoc = z.infer<typeof moderationItemSchema>;

/** The words of a target as the item keeps them. */
export interface TargetText {
  title: string;
  content: string;
}

/** Where the item points and who wrote it (fields of the first write; later writes merge). */
export function moderationItemTarget(
  target: ReportTarget,
  author: { uid: string | null; name: string },
): Pick<
  ModerationItemDoc,
  'kind' | 'discussionId' | 'replyId' | 'groupId' | 'memberUid' | 'reviewId' | 'authorUid' | 'authorName' | 'createdAt'
> {
  return {
    kind: target.kind,
    discussionId: 'discussionId' in target ? target.discussionId : null,
    replyId: target.kind === 'reply' ? target.replyId : null,
    groupId: target.kind === 'group' ? target.groupId : null,
    memberUid: target.kind === 'member' ? target.uid : null,
    reviewId: target.kind === 'review' ? target.reviewId : null,
    authorUid: author.uid,
    authorName: author.name,
    createdAt: SERVER_TIME,
  };
}

/** An item for a post that AI moderation held as it was posted or edited. */
export function newHeldItem(
  target: ReportTarget,
  author: { uid: string; name: string },
  words: TargetText,
  aiReason: string,
  aiReasonKey: ModerationReasonKey | null = null,
): ModerationItemDoc {
  return {
    ...moderationItemTarget(target, author),
    open: true,
    targetStatus: 'held',
    heldByAi: true,
    aiReason,
    aiReasonKey,
    reportCount: 0,
    weightSinceReview: 0,
    reasons: {},
    ...words,
    updatedAt: SERVER_TIME,
    resolution: null,
    resolutionNote: '',
  };
}

export const reportSchema = z.object({
  reason: z.catch(z.nullable(z.enum(REPORT_REASONS)), null),
  note: text,
  /** Who reported, for staff: the display name when it was filed, and how far it counted. */
  reporterName: text,
  trust: z.catch(z.enum(REPORTER_TRUST), 'new'),
  weight: count,
  createdAt: time,
});
export type ReportDoc = z.infer<typeof reportSchema>;

export const newReport = (
  reason: ReportReason,
  note: string,
  reporter: { name: string; trust: ReporterTrust },
): ReportDoc => ({
  reason,
  note,
  reporterName: reporter.name,
  trust: reporter.trust,
  weight: REPORT_WEIGHT[reporter.trust],
  createdAt: SERVER_TIME,
});

/** Staff-only moderation queue: one item per reported or held target. */
export const moderationItems = defineCollection('moderationItems', moderationItemSchema);
/** One report per member (id = the reporter's uid). */
export const reports = defineCollection('moderationItems/{itemId}/reports', reportSchema);
