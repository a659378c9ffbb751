/**
 * Virtual book clubs (docs/community.md, "Virtual book clubs"): a group's reading schedule, each
 * member's place in it, moving a post to another milestone, and opening every post after the
 * meeting. What reaches whom is decided by the rules (firestore.rules, postReadable) from the
 * progress documents written here; the counts on the group and its discussions say how many
 * posts wait further on, never what they say.
 */
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import {
  clubMilestones,
  highestMilestoneInUse,
  type DiscussionDoc,
  type GroupDoc,
} from '../shared/documents/community.js';
import { SERVER_TIME } from '../shared/documents/fields.js';
import { canEditBooks } from '../shared/roles.js';
import { db } from '../lib/admin.js';
import { AI_CALLABLE } from '../ai/index.js';
import { callable, type SignedInCaller } from '../lib/callable.js';
import { docId } from '../lib/doc-id.js';
import { discussions, groups, progress, replies } from '../lib/documents.js';
import { appError, invalidField } from '../lib/errors.js';
import { asMember, groupToEdit } from './groups.js';
import { memberNameOf } from './member-name.js';
import { moderateOrThrow } from '../moderation/index.js';

/** The milestone must be one of the group's (0 to its last). */
function assertMilestoneOf(group: GroupDoc, milestone: number, field = 'milestone'): void {
  if (milestone > clubMilestones(group).length) throw invalidField(field);
}

/**
 * The group's creator sets the current book's milestones, in order ("Chapters 1-9", with an
 * optional due day). The labels are public, so they are moderated as the description is. A
 * schedule never drops a milestone a post or a member is at (schedule-in-use).
 */
export const setClubSchedule = callable('setClubSchedule', {
  rateLimit: 'community',
  ...AI_CALLABLE,
  handler: async ({ groupId, milestones }, caller) => {
    const ref = groups().doc(docId(groupId, 'groupId'));
    // Checked before moderation too, so a stranger's call costs no AI.
    await db.runTransaction((tx) => groupToEdit(tx, groupId, caller.uid));
    await moderateOrThrow(milestones.map((m) => m.label).join('\n'));
    await db.runTransaction(async (tx) => {
      const group = await groupToEdit(tx, groupId, caller.uid);
      if (milestones.length < highestMilestoneInUse(group)) {
        throw appError('failed-precondition', { reason: 'schedule-in-use' });
      }
      tx.update(ref, { schedule: milestones.map(({ label, dueOn }) => ({ label, dueOn })) });
    });
    return { id: groupId };
  },
});

/**
 * A member marks how far they have read (0: not started). Posts up to that milestone reach them
 * at once: their listeners' queries widen, and the rules read this document. Their name shows
 * beside the milestone only when they say so (shareName); the group keeps only counts.
 */
export const setReadingProgress = callable('setReadingProgress', {
  rateLimit: 'community',
  handler: async ({ groupId, milestone, shareName }, caller) => {
    const groupRef = groups().doc(docId(groupId, 'groupId'));
    const ref = progress(groupId).doc(caller.uid);
    const displayName = shareName ? await memberNameOf(caller) : '';
    await db.runTransaction(async (tx) => {
      const { group, own: before } = await asMember(tx, groupId, caller.uid, ref);
      assertMilestoneOf(group, milestone);
      const from = before?.milestone ?? 0;
      tx.set(ref, { uid: caller.uid, milestone, shareName, displayName, updatedAt: SERVER_TIME });
      if (from !== milestone) tx.update(groupRef, moveCount('progressCounts', from, milestone));
    });
    return { milestone };
  },
});

/**
 * The group's creator or staff move a post to another milestone. A discussion takes its replies
 * below the new milestone with it (a reply never reads earlier than its thread); a reply never
 * goes below its discussion's.
 */
export const retagPost = callable('retagPost', {
  rateLimit: 'community',
  handler: async ({ target, milestone }, caller) => {
    const discussionRef = discussions().doc(docId(target.discussionId, 'target.discussionId'));
    await db.runTransaction(async (tx) => {
      const discussion = (await tx.get(discussionRef)).data();
      if (!discussion?.groupId) throw appError('not-found', { reason: 'not-found' });
      const group = (await tx.get(groups().doc(discussion.groupId))).data();
      if (!group) throw appError('not-found', { reason: 'not-found' });
      assertCreatorOrStaff(group, caller);
      assertMilestoneOf(group, milestone);
      if (target.kind === 'reply') {
        await retagReply(tx, discussionRef.id, discussion, docId(target.replyId, 'target.replyId'), milestone);
      } else {
        await retagDiscussion(tx, discussionRef.id, discussion, milestone);
      }
    });
    return { milestone };
  },
});

/**
 * After the meeting the group's creator opens every post to everyone (the rules read
 * `spoilersOpen`), so the talk afterwards needs no milestone. Refused before the meeting.
 */
export const openClubSpoilers = callable('openClubSpoilers', {
  rateLimit: 'community',
  handler: async ({ groupId }, caller) => {
    const ref = groups().doc(docId(groupId, 'groupId'));
    await db.runTransaction(async (tx) => {
      const group = await groupToEdit(tx, groupId, caller.uid);
      if (!group.nextMeeting || group.nextMeeting.getTime() > Date.now()) {
        throw appError('failed-precondition', { reason: 'meeting-not-past' });
      }
      tx.update(ref, { spoilersOpen: true });
    });
    return { id: groupId };
  },
});

/**
 * Where the caller may tag a post in `group`: from `floor` (a reply's discussion) up to their own
 * milestone (any, once the creator opened everything). Without a choice: their own, or the floor.
 * Someone who has not reached the floor cannot see the discussion: not-found, as for a missing one.
 */
export async function milestoneToPostAt(
  tx: Transaction,
  groupId: string,
  group: GroupDoc,
  uid: string,
  chosen: number | undefined,
  floor = 0,
): Promise<number> {
  const own = (await tx.get(progress(groupId).doc(uid))).data()?.milestone ?? 0;
  const highest = group.spoilersOpen ? clubMilestones(group).length : own;
  if (highest < floor) throw appError('not-found', { reason: 'not-found' });
  const milestone = chosen ?? Math.min(Math.max(floor, own), highest);
  if (milestone > highest || milestone < floor) {
    throw appError('failed-precondition', { reason: 'milestone-not-reached' });
  }
  return milestone;
}

/**
 * Every member's place in the club's book, cleared when the club starts another book (their counts
 * were reset with the book). Batched: a club of any size, in pages of 400 deletes.
 */
export async function clearClubProgress(groupId: string): Promise<void> {
  for (;;) {
    const page = await progress(groupId).limit(400).get();
    if (page.empty) return;
    const batch = db.batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
  }
}

/** A group's tally field moved by one from `from` to `to` (0 is not counted). */
export function moveCount(field: 'progressCounts' | 'postCounts' | 'replyCounts', from: number, to: number) {
  return {
    ...(from > 0 ? { [`${field}.${from}`]: FieldValue.increment(-1) } : {}),
    ...(to > 0 ? { [`${field}.${to}`]: FieldValue.increment(1) } : {}),
  };
}

function assertCreatorOrStaff(group: GroupDoc, caller: SignedInCaller): void {
  if (group.createdBy !== caller.uid && !canEditBooks(caller.role)) {
    throw appError('permission-denied', { reason: 'not-group-creator' });
  }
}

async function retagReply(
  tx: Transaction,
  discussionId: string,
  discussion: DiscussionDoc,
  replyId: string,
  milestone: number,
): Promise<void> {
  const ref = replies(discussionId).doc(replyId);
  const reply = (await tx.get(ref)).data();
  if (!reply) throw appError('not-found', { reason: 'not-found' });
  if (milestone < discussion.milestone) throw appError('failed-precondition', { reason: 'milestone-not-reached' });
  if (reply.milestone === milestone) return;
  tx.update(ref, { milestone });
  tx.update(discussions().doc(discussionId), moveCount('replyCounts', reply.milestone, milestone));
}

async function retagDiscussion(
  tx: Transaction,
  discussionId: string,
  discussion: DiscussionDoc,
  milestone: number,
): Promise<void> {
  const below = await tx.get(replies(discussionId).where('milestone', '<', milestone));
  const replyCounts: Record<string, number> = { ...discussion.replyCounts };
  for (const reply of below.docs) {
    const from = reply.data().milestone;
    if (from > 0) replyCounts[from] = (replyCounts[from] ?? 0) - 1;
    replyCounts[milestone] = (replyCounts[milestone] ?? 0) + 1;
    tx.update(reply.ref, { milestone });
  }
  tx.update(discussions().doc(discussionId), { milestone, replyCounts });
  if (discussion.milestone !== milestone) {
    tx.update(groups().doc(discussion.groupId!), moveCount('postCounts', discussion.milestone, milestone));
  }
}
