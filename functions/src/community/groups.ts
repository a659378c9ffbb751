/**
 * Reading-group checks shared by the callables that change a group or post into it. Each runs
 * inside the caller's transaction, so a group closed or handed over meanwhile cannot slip through.
 */
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import type { GroupDoc } from '../shared/documents/community.js';
import { docId } from '../lib/doc-id.js';
import { books, groups, members } from '../lib/documents.js';
import { appError, invalidField } from '../lib/errors.js';

/** The group, open; not-found or group-closed otherwise. */
export async function openGroup(tx: Transaction, groupId: string): Promise<GroupDoc> {
  const snap = await tx.get(groups().doc(docId(groupId, 'groupId')));
  const group = snap.data();
  if (!group) throw appError('not-found', { reason: 'not-found' });
  if (group.closed) throw appError('failed-precondition', { reason: 'group-closed' });
  return group;
}

/**
 * A group moderation held or hid stays as it is until staff review it: no edits (a later restore
 * would overwrite them, and the new words would be public before any review) and no new discussions.
 */
function assertNotUnderReview(group: GroupDoc): void {
  if (group.status !== 'visible') throw appError('failed-precondition', { reason: 'under-review' });
}

/** The open, visible group whose current creator is `uid`, to edit; refused otherwise. */
export async function groupToEdit(tx: Transaction, groupId: string, uid: string): Promise<GroupDoc> {
  const group = await ownGroup(tx, groupId, uid);
  assertNotUnderReview(group);
  return group;
}

/** The open group whose current creator is `uid`; permission-denied for anyone else. */
export async function ownGroup(tx: Transaction, groupId: string, uid: string): Promise<GroupDoc> {
  const group = await openGroup(tx, groupId);
  if (group.createdBy !== uid) throw appError('permission-denied', { reason: 'not-group-creator' });
  return group;
}

/** The open, visible group `uid` may post a discussion into (a member); refused for anyone else. */
export async function groupToPostIn(tx: Transaction, groupId: string, uid: string) {
  const group = await openGroup(tx, groupId);
  assertNotUnderReview(group);
  if (!(await tx.get(members(groupId).doc(uid))).exists) {
    throw appError('permission-denied', { reason: 'not-group-member' });
  }
  return { id: groupId, name: group.name, group };
}

/** The title of a group's chosen current book (copied onto the group), null for none. */
export async function currentBookTitle(tx: Transaction, bookId: string): Promise<string | null> {
  if (!bookId) return null;
  const book = await tx.get(books().doc(docId(bookId, 'currentBookId')));
  if (!book.exists) {
    throw invalidField('currentBookId');
  }
  return book.data()!.title;
}

/**
 * For a member's own answer in a group (their progress, RSVP or vote): the visible group, their
 * membership (required: not-group-member) and that document of theirs, read together in `tx`.
 */
export async function asMember<T>(
  tx: Transaction,
  groupId: string,
  uid: string,
  own: DocumentReference<T>,
): Promise<{ group: GroupDoc; own: T | undefined }> {
  const [groupSnap, membership, ownSnap] = await Promise.all([
    tx.get(groups().doc(docId(groupId, 'groupId'))),
    tx.get(members(groupId).doc(uid)),
    tx.get(own),
  ]);
  const group = groupSnap.data();
  if (!group || group.status !== 'visible') throw appError('not-found', { reason: 'not-found' });
  if (!membership.exists) throw appError('permission-denied', { reason: 'not-group-member' });
  return { group, own: ownSnap.data() };
}
