import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import { groups, members } from '../lib/documents.js';
import { GRPC, hasGrpcCode } from '../lib/firestore-codes.js';

/**
 * Takes `uid` out of a group (leaveGroup, and account deletion). Idempotent: a member who is not in
 * the group changes nothing. The transaction reads only that membership and decrements memberCount
 * in the same commit, so the count stays exact under concurrency.
 */
export async function removeMembership(groupId: string, uid: string): Promise<void> {
  const groupRef = groups().doc(groupId);
  const memberRef = members(groupId).doc(uid);
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
}
