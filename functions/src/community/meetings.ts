/**
 * A group's meetings (docs/community.md, "Meetings"): members answer the next one going, maybe or
 * not going, counted on the group live; each meeting keeps a record (groups/{id}/meetings) with its
 * place, its counts and, after it, a host's notes: the meeting's own page. A calendar file and feed
 * (calendar.ts, calendar-feed.ts) bring them into anyone's calendar at their own local time.
 */
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { SERVER_TIME } from '../shared/documents/fields.js';
import { hostsGroup, type GroupDoc } from '../shared/documents/community.js';
import { meetingDetails, meetingIdOf } from '../shared/documents/meetings.js';
import { db } from '../lib/admin.js';
import { AI_CALLABLE } from '../ai/index.js';
import { callable } from '../lib/callable.js';
import { docId } from '../lib/doc-id.js';
import { groups, meetings, rsvps } from '../lib/documents.js';
import { appError } from '../lib/errors.js';
import { moderateOrThrow } from '../moderation/index.js';
import { canEditBooks } from '../shared/roles.js';
import { asMember } from './groups.js';
import { memberNameOf } from './member-name.js';

const NO_ANSWERS = { going: 0, maybe: 0, notGoing: 0 };

type MeetingFields = Pick<
  GroupDoc,
  'nextMeeting' | 'meetingBranch' | 'meetingRoom' | 'meetingLink' | 'currentBookTitle'
>;

/**
 * Keeps the meeting records in step when a group's next meeting is set, moved or its place changes
 * (in the caller's transaction, after its reads). A meeting still ahead that moves or is called off
 * leaves no record; one that has happened stays, with its notes.
 */
export function recordMeeting(tx: Transaction, groupId: string, before: MeetingFields | null, after: MeetingFields) {
  const was = before?.nextMeeting;
  const next = after.nextMeeting;
  if (was && was.getTime() !== next?.getTime() && was.getTime() > Date.now()) {
    tx.delete(meetings(groupId).doc(meetingIdOf(was)));
  }
  if (next) tx.set(meetings(groupId).doc(meetingIdOf(next)), meetingDetails(after, next), { merge: true });
}

/**
 * A member answers the next meeting, or changes their answer. One answer per member (the
 * document is theirs by uid), counted in the same transaction on the group and on the meeting's
 * record. Counts belong to one meeting: when the meeting moves, the first answer to the new one
 * starts them again, and older answers read as none.
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
      if (was === answer) return;
      // One answer moves, or the first answer to this meeting starts its counts again. The same
      // change goes to the group (live on its page) and to the meeting's record (kept after it).
      const counts = sameMeeting
        ? { [answer]: FieldValue.increment(1), ...(was ? { [was]: FieldValue.increment(-1) } : {}) }
        : { [answer]: 1 };
      tx.update(
        groupRef,
        sameMeeting
          ? Object.fromEntries(Object.entries(counts).map(([key, n]) => [`rsvpCounts.${key}`, n]))
          : { rsvpMeeting: meeting, rsvpCounts: counts },
      );
      tx.set(
        meetings(groupId).doc(meetingIdOf(meeting)),
        // A merge keeps the record's other counts: a fresh start zeroes them.
        { ...meetingDetails(group, meeting), rsvpCounts: sameMeeting ? counts : { ...NO_ANSWERS, ...counts } },
        { merge: true },
      );
    });
    return { answer };
  },
});

/**
 * After a meeting, a host of the group (or staff) writes its notes: what was talked about, what
 * comes next. Moderated like a post and refused before the meeting has happened; '' clears them.
 */
export const saveMeetingNotes = callable('saveMeetingNotes', {
  rateLimit: 'community',
  ...AI_CALLABLE,
  handler: async ({ groupId, meetingId, notes }, caller) => {
    const ref = meetings(docId(groupId, 'groupId')).doc(docId(meetingId, 'meetingId'));
    const check = async (tx: Transaction) => {
      const [group, meeting] = await Promise.all([tx.get(groups().doc(groupId)), tx.get(ref)]);
      const found = group.data();
      const at = meeting.data()?.at;
      if (!found || found.status !== 'visible' || !at) throw appError('not-found', { reason: 'not-found' });
      if (!hostsGroup(found, caller.uid) && !canEditBooks(caller.role)) {
        throw appError('permission-denied', { reason: 'not-group-host' });
      }
      if (at.getTime() > Date.now()) throw appError('failed-precondition', { reason: 'meeting-not-held' });
    };
    // Checked before moderation too, so a stranger's call costs no AI.
    await db.runTransaction(check);
    if (notes) await moderateOrThrow(notes);
    const name = await memberNameOf(caller);
    await db.runTransaction(async (tx) => {
      await check(tx);
      tx.update(ref, { notes, notesByName: notes ? name : '', notesAt: notes ? FieldValue.serverTimestamp() : null });
    });
    return { meetingId };
  },
});
