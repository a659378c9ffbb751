/**
 * A group's hosts (docs/community.md, "Hosts"): the creator names co-hosts among the members, and
 * any host (or staff) pins a thread to the top of the group's list or closes it to new replies.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { hostsGroup } from '../shared/documents/community.js';
import { canEditBooks } from '../shared/roles.js';
import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { docId } from '../lib/doc-id.js';
import { discussions, groups, members } from '../lib/documents.js';
import { appError } from '../lib/errors.js';
import { groupToEdit } from './groups.js';

/** The creator names a member co-host, or takes it back. Only members can host. */
export const setCoHost = callable('setCoHost', {
  rateLimit: 'community',
  handler: async ({ groupId, uid, host }, caller) => {
    const ref = groups().doc(docId(groupId, 'groupId'));
    await db.runTransaction(async (tx) => {
      await groupToEdit(tx, groupId, caller.uid);
      if (host && !(await tx.get(members(groupId).doc(docId(uid, 'uid')))).exists) {
        throw appError('permission-denied', { reason: 'not-group-member' });
      }
      tx.update(ref, { hosts: host ? FieldValue.arrayUnion(uid) : FieldValue.arrayRemove(uid) });
    });
    return { id: groupId };
  },
});

/** A host of the thread's group (or staff) pins it or closes it; either can be undone. */
export const hostThread = callable('hostThread', {
  rateLimit: 'community',
  handler: async ({ discussionId, pinned, closed }, caller) => {
    const ref = discussions().doc(docId(discussionId, 'discussionId'));
    await db.runTransaction(async (tx) => {
      const discussion = (await tx.get(ref)).data();
      if (!discussion?.groupId) throw appError('not-found', { reason: 'not-found' });
      const group = (await tx.get(groups().doc(discussion.groupId))).data();
      if (!group) throw appError('not-found', { reason: 'not-found' });
      if (!hostsGroup(group, caller.uid) && !canEditBooks(caller.role)) {
        throw appError('permission-denied', { reason: 'not-group-host' });
      }
      tx.update(ref, {
        ...(pinned === undefined ? {} : { pinned }),
        ...(closed === undefined ? {} : { threadClosed: closed }),
      });
    });
    return { id: discussionId };
  },
});
