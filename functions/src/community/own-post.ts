/**
 * A member's own discussion or reply, for editPost and deletePost: the reference, and the check
 * (inside their transactions) that the caller wrote it. Only the server decides authorship: the
 * caller's uid against the post's createdBy.
 */
import type { DocumentReference } from 'firebase-admin/firestore';
import type { PostTarget } from '../shared/schemas.js';
import type { DiscussionDoc, ReplyDoc } from '../shared/documents/community.js';
import { docId } from '../lib/doc-id.js';
import { discussions, replies } from '../lib/documents.js';
import { appError } from '../lib/errors.js';

export const discussionRefOf = (target: PostTarget) =>
  discussions().doc(docId(target.discussionId, 'target.discussionId'));

export const replyRefOf = (target: PostTarget & { kind: 'reply' }) =>
  replies(discussionRefOf(target).id).doc(docId(target.replyId, 'target.replyId'));

/** Either kind of post, typed as the union (the Admin SDK's reads take one document type). */
export const postRefOf = (target: PostTarget) =>
  (target.kind === 'discussion' ? discussionRefOf(target) : replyRefOf(target)) as unknown as DocumentReference<
    DiscussionDoc | ReplyDoc
  >;

/** The post as stored, if it exists, is not deleted, and is the caller's; otherwise the refusal. */
export function ownPost<T extends DiscussionDoc | ReplyDoc>(post: T | undefined, uid: string): T {
  if (!post || ('deletedByAuthor' in post && post.deletedByAuthor))
    throw appError('not-found', { reason: 'not-found' });
  if (post.createdBy !== uid) throw appError('permission-denied', { reason: 'not-author' });
  return post;
}
