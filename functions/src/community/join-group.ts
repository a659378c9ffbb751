import { FieldValue } from 'firebase-admin/firestore';
import { newMembership } from '../shared/documents/community.js';
import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { docId } from '../lib/doc-id.js';
import { groups, members } from '../lib/documents.js';
import { appError } from '../lib/errors.js';
import { GRPC, hasGrpcCode } from '../lib/firestore-codes.js';
import { memberNameOf } from './member-name.js';

/**
 * Join Group. Idempotent: joining twice counts once. The transaction reads only the caller's own
 * membership document, so members joining the same group at once never contend; memberCount moves
 * by an increment in the same commit, which keeps it exact under concurrency.
 */
export const joinGroup = callable('joinGroup', {
  rateLimit: 'community',
  handler: async ({ groupId }, caller) => {
    const uid = caller.uid;
    const groupRef = groups().doc(docId(groupId, 'groupId'));
    const group = (await groupRef.get()).data();
    if (!group) throw appError('not-found', { reason: 'not-found' });
    // Checked before the transaction, which stays free of the group document (see above); a join
    // racing the close by milliseconds may land, as if it came just before.
    if (group.closed) throw appError('failed-precondition', { reason: 'group-closed' });
    const displayName = await memberNameOf(caller);
    const memberRef = members(groupRef.id).doc(uid);

    try {
      await db.runTransaction(async (tx) => {
        if ((await tx.get(memberRef)).exists) return;
        // create() fails rather than overwrite if a parallel join of the same member won the race.
        tx.create(memberRef, newMembership(uid, displayName));
        tx.update(groupRef, { memberCount: FieldValue.increment(1) });
      });
    } catch (err) {
      if (!hasGrpcCode(err, GRPC.alreadyExists)) throw err;
    }
    return { member: true };
  },
});
