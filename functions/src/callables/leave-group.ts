import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { docId } from '../lib/doc-id.js';
import { groups, members } from '../lib/documents.js';
import { GRPC, hasGrpcCode } from '../lib/firestore-codes.js';

/**
 * Leave Group. Idempotent: leaving a group one is not in changes nothing. Like joinGroup, the
 * transaction reads only the caller's membership and decrements memberCount in the same commit.
 */
export const leaveGroup = callable('leaveGroup', {
  access: 'signedIn',
  rateLimit: 'community',
  handler: async ({ groupId }, caller) => {
    const groupRef = groups().doc(docId(groupId, 'groupId'));
    const memberRef = members(groupRef.id).doc(caller.uid);

    try {
      await db.runTransaction(async (tx) => {
        if (!(await tx.get(memberRef)).exists) return;
        // The precondition fails rather than decrement twice if a parallel leave won the race.
        tx.delete(memberRef, { exists: true });
        tx.update(groupRef, { memberCount: FieldValue.increment(-1) });
      });
    } catch (err) {
      if (!hasGrpcCode(err, GRPC.notFound, GRPC.failedPrecondition)) throw err;
    }
    return { member: false };
  },
});
