/**
 * A group's next meeting (docs/community.md, "Meetings"): members answer going, maybe or not
 * going, counted on the group live; a calendar file and feed (calendar.ts, calendar-feed.ts)
 * bring it into anyone's calendar at their own local time.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { SERVER_TIME } from '../shared/documents/fields.js';
import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { docId } from '../lib/doc-id.js';
import { groups, rsvps } from '../lib/documents.js';
import { appError } from '../lib/errors.js';
import { asMember } from './groups.js';

/**
 * A member answers the next meeting, or changes their answer. One answer per member (the
 * document is theirs by uid), counted in the same transaction. Counts belong to one meeting: when
 * the meeting moves, the first answer to the new one starts them again, and older answers read as
 * none.
 */
export const rsvpMeeting = callable('rsvpMeeting', {
  rateLimit: 'community',
  handler: async ({ groupId, answer }, caller) => {
    const groupRef = groups().doc(docId(groupId, 'groupId'));
    const ref = rsvps(groupId).doc(caller.uid);
    await db.runTransaction(async (tx) => {
      const { group, own: previous } = await asMember(tx, groupId, caller.uid, ref);
      const meeting = group.nextMeeting;
      if (!meeting || meeting.getTime() <= Date.now() || group.closed) {
        throw appError('failed-precondition', { reason: 'no-upcoming-meeting' });
      }
      const sameMeeting = group.rsvpMeeting?.getTime() === meeting.getTime();
      const was = sameMeeting && previous?.meetingAt?.getTime() === meeting.getTime() ? previous.answer : null;
      tx.set(ref, { uid: caller.uid, answer, meetingAt: meeting, updatedAt: SERVER_TIME });
      if (!sameMeeting) {
        tx.update(groupRef, { rsvpMeeting: meeting, rsvpCounts: { [answer]: 1 } });
      } else if (was !== answer) {
        tx.update(groupRef, {
          [`rsvpCounts.${answer}`]: FieldValue.increment(1),
          ...(was ? { [`rsvpCounts.${was}`]: FieldValue.increment(-1) } : {}),
        });
      }
    });
    return { answer };
  },
});
