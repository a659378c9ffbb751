/**
 * The five things a member can report (a discussion, a reply, a group, a member's name, a review)
 * seen the same way by the moderation callables: read the target in a transaction, take its words
 * out of the public document (held or hidden), or put them back (restored).
 *
 * A member's name has no text to withhold: hiding it blocks the name from posting (the profile's
 * nameReview, community/member-name.ts), restoring clears it. Names already copied onto old posts stay.
 */
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { ContentStatus } from '../shared/documents/community.js';
import { moderationItemId, type ModerationItemDoc, type TargetText } from '../shared/documents/moderation.js';
import { displayNameOf } from '../shared/display-name.js';
import type { ReportTarget } from '../shared/schemas.js';
import { docId } from '../lib/doc-id.js';
import { discussions, groups, moderationItems, profiles, replies, reviews } from '../lib/documents.js';

export interface TargetState {
  exists: boolean;
  /** Seen by its author alone (a private review): nobody else may report it, or learn it exists. */
  ownerOnly?: boolean;
  authorUid: string | null;
  authorName: string;
  status: ContentStatus;
  words: TargetText;
}

const MISSING: TargetState = {
  exists: false,
  authorUid: null,
  authorName: '',
  status: 'visible',
  words: { title: '', content: '' },
};

function refs(target: ReportTarget) {
  switch (target.kind) {
    case 'discussion':
      return { kind: target.kind, ref: discussions().doc(docId(target.discussionId, 'target.discussionId')) };
    case 'reply':
      return {
        kind: target.kind,
        ref: replies(docId(target.discussionId, 'target.discussionId')).doc(docId(target.replyId, 'target.replyId')),
      };
    case 'group':
      return { kind: target.kind, ref: groups().doc(docId(target.groupId, 'target.groupId')) };
    case 'member':
      return { kind: target.kind, ref: profiles().doc(docId(target.uid, 'target.uid')) };
    case 'review':
      return { kind: target.kind, ref: reviews().doc(docId(target.reviewId, 'target.reviewId')) };
  }
}

/** The target as it is now (a transaction read: call before any write of the transaction). */
export async function readTarget(tx: Transaction, target: ReportTarget): Promise<TargetState> {
  const t = refs(target);
  switch (t.kind) {
    case 'discussion': {
      const d = (await tx.get(t.ref)).data();
      if (!d || d.deletedByAuthor) return MISSING;
      const words = { title: d.title, content: d.content };
      return { exists: true, authorUid: d.createdBy, authorName: d.authorName, status: d.status, words };
    }
    case 'reply': {
      const r = (await tx.get(t.ref)).data();
      if (!r) return MISSING;
      const words = { title: '', content: r.content };
      return { exists: true, authorUid: r.createdBy, authorName: r.authorName, status: r.status, words };
    }
    case 'group': {
      const g = (await tx.get(t.ref)).data();
      if (!g) return MISSING;
      const words = { title: g.name, content: g.description };
      return { exists: true, authorUid: g.createdBy, authorName: g.createdByName, status: g.status, words };
    }
    case 'member': {
      const snap = await tx.get(t.ref);
      const p = snap.data();
      if (!p) return MISSING;
      const name = displayNameOf(p);
      const fullName = `${p.firstName} ${p.lastName}`.trim();
      const blocked = p.nameReview?.name === fullName && p.nameReview.safe === false;
      return {
        exists: true,
        authorUid: snap.id,
        authorName: name,
        status: blocked ? 'hidden' : 'visible',
        words: { title: fullName, content: '' },
      };
    }
    case 'review': {
      const r = (await tx.get(t.ref)).data();
      if (!r) return MISSING;
      const words = { title: '', content: r.text };
      const ownerOnly = r.visibility === 'private';
      return { exists: true, ownerOnly, authorUid: r.uid, authorName: r.authorName, status: r.status, words };
    }
  }
}

/** Takes the words out of the public document and marks it held or hidden. */
export function withholdTarget(tx: Transaction, target: ReportTarget, status: 'held' | 'hidden', words: TargetText) {
  const t = refs(target);
  switch (t.kind) {
    case 'discussion':
      return tx.update(t.ref, { title: '', content: '', status });
    case 'reply':
      return tx.update(t.ref, { content: '', status });
    case 'group':
      return tx.update(t.ref, { name: '', description: '', status });
    case 'member':
      return tx.set(t.ref, { nameReview: { name: words.title, safe: false } }, { merge: true });
    case 'review':
      return tx.update(t.ref, { text: '', status });
  }
}

/** Puts the words the moderation item kept back into the public document, visible again. */
export function restoreTarget(tx: Transaction, target: ReportTarget, words: TargetText) {
  const t = refs(target);
  switch (t.kind) {
    case 'discussion':
      return tx.update(t.ref, { title: words.title, content: words.content, status: 'visible' });
    case 'reply':
      return tx.update(t.ref, { content: words.content, status: 'visible' });
    case 'group':
      return tx.update(t.ref, { name: words.title, description: words.content, status: 'visible' });
    case 'member':
      return tx.set(t.ref, { nameReview: { name: words.title, safe: true } }, { merge: true });
    case 'review':
      return tx.update(t.ref, { text: words.content, status: 'visible' });
  }
}

/** The target an item points at, rebuilt from its fields. */
export function targetOfItem(item: ModerationItemDoc): ReportTarget | null {
  const { kind, discussionId, replyId, groupId, memberUid, reviewId } = item;
  if (kind === 'discussion' && discussionId) return { kind, discussionId };
  if (kind === 'reply' && discussionId && replyId) return { kind, discussionId, replyId };
  if (kind === 'group' && groupId) return { kind, groupId };
  if (kind === 'member' && memberUid) return { kind, uid: memberUid };
  if (kind === 'review' && reviewId) return { kind, reviewId };
  return null;
}

/** Item fields that close it after a review; reports after this count towards a new hide. */
export const closedItem = (resolution: NonNullable<ModerationItemDoc['resolution']>, note: string) => ({
  open: false,
  resolution,
  resolutionNote: note,
  weightSinceReview: 0,
  updatedAt: FieldValue.serverTimestamp(),
});

/**
 * Its author deleted the target: its moderation item, if any, is closed and its copy of the words
 * erased (deleted words are kept nowhere). A transaction read first: call before its writes.
 */
export async function closeItemOfDeleted(tx: Transaction, target: ReportTarget): Promise<void> {
  const itemRef = moderationItems().doc(moderationItemId(target));
  if (!(await tx.get(itemRef)).exists) return;
  tx.update(itemRef, {
    open: false,
    resolution: 'deleted',
    title: '',
    content: '',
    updatedAt: FieldValue.serverTimestamp(),
  });
}
