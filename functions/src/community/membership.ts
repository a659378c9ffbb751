import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import { meetingIdOf } from '../shared/documents/meetings.js';
import { groups, meetings, members, pickVotes, progress, rsvps } from '../lib/documents.js';
import { GRPC, hasGrpcCode } from '../lib/firestore-codes.js';

/**
 * Takes `uid` out of a group (leaveGroup, and account deletion). Idempotent: a member who is not in
 * the group changes nothing. The transaction reads that membership, their reading progress, RSVP and vote,
 * and decrements memberCount (and the count at their milestone) in the same commit, so the counts
 * stay exact under concurrency. Their progress goes with them: posts beyond milestone 0 no longer
 * reach a former member.
 */
export async function removeMembership(groupId: string, uid: string): Promise<void> {
  const groupRef = groups().doc(groupId);
  const memberRef = members(groupId).doc(uid);
  const progressRef = progress(groupId).doc(uid);
  const rsvpRef = rsvps(groupId).doc(uid);
  const voteRef = pickVotes(groupId).doc(uid);
  try {
    await db.runTransaction(async (tx) => {
      const [membership, place, group, rsvp, vote] = await Promise.all([
        tx.get(memberRef),
        tx.get(progressRef),
        tx.get(groupRef),
        tx.get(rsvpRef),
        tx.get(voteRef),
      ]);
      if (!membership.exists) return;
      // The precondition fails rather than decrement twice if a parallel leave won the race.
      tx.delete(memberRef, { exists: true });
      const milestone = place.data()?.milestone ?? 0;
      // Their answer to the coming meeting stops counting (community/meetings.ts).
      const answer = rsvp.data();
      const counted = answer && answer.meetingAt?.getTime() === group.data()?.rsvpMeeting?.getTime();
      // And their vote in an open round of club picks (community/club-picks.ts).
      const ballot = vote.data();
      const voting = ballot && group.data()?.picksOpen && ballot.round === group.data()?.picksRound;
      tx.update(groupRef, {
        memberCount: FieldValue.increment(-1),
        // A co-host who leaves hosts no more.
        hosts: FieldValue.arrayRemove(uid),
        ...(milestone > 0 ? { [`progressCounts.${milestone}`]: FieldValue.increment(-1) } : {}),
        ...(counted ? { [`rsvpCounts.${answer.answer}`]: FieldValue.increment(-1) } : {}),
        ...(voting ? { [`pickVotes.${ballot.bookId}`]: FieldValue.increment(-1) } : {}),
      });
      // The meeting's record counts them no more either, while the meeting is still ahead.
      if (counted && answer.meetingAt && answer.meetingAt.getTime() > Date.now()) {
        const record = meetings(groupId).doc(meetingIdOf(answer.meetingAt));
        tx.set(record, { rsvpCounts: { [answer.answer]: FieldValue.increment(-1) } }, { merge: true });
      }
      for (const own of [place, rsvp, vote]) if (own.exists) tx.delete(own.ref);
    });
  } catch (err) {
    if (!hasGrpcCode(err, GRPC.notFound, GRPC.failedPrecondition)) throw err;
  }
}
