import { NEW_CLUB_BOOK, groupDetails } from '../shared/documents/community.js';
import { db } from '../lib/admin.js';
import { AI_CALLABLE } from '../ai/index.js';
import { callable } from '../lib/callable.js';
import { groups } from '../lib/documents.js';
import { clearClubProgress } from './clubs.js';
import { currentBookTitle, groupToEdit } from './groups.js';
import { recordMeeting } from './meetings.js';
import { moderateOrThrow } from '../moderation/index.js';

/**
 * Edit a reading group (its creator only): description, current book and next meeting, validated
 * and moderated as at creation. The name stays what members joined. A group held or hidden by
 * moderation cannot be edited until staff have reviewed it (under-review), as posts cannot.
 * Another current book starts the club's schedule and every member's place in it again; the
 * meeting's record follows the next meeting (meetings.ts).
 */
export const updateGroup = callable('updateGroup', {
  rateLimit: 'community',
  ...AI_CALLABLE,
  handler: async ({ groupId, ...details }, caller) => {
    const ref = groups().doc(groupId);
    // Checked before moderation too, so a stranger's call costs no AI.
    await db.runTransaction((tx) => groupToEdit(tx, groupId, caller.uid));
    await moderateOrThrow([details.description, details.meetingRoom ?? ''].join('\n\n').trim());
    const newBook = await db.runTransaction(async (tx) => {
      const group = await groupToEdit(tx, groupId, caller.uid);
      const changed = (group.currentBookId ?? '') !== details.currentBookId;
      // Another book starts the club's reading again (docs/community.md, "Virtual book clubs").
      const edited = groupDetails(details, await currentBookTitle(tx, details.currentBookId));
      tx.update(ref, { ...edited, ...(changed ? NEW_CLUB_BOOK : {}) });
      recordMeeting(tx, groupId, group, edited);
      return changed;
    });
    if (newBook) await clearClubProgress(groupId);
    return { id: groupId };
  },
});
