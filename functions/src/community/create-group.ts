import { newGroup, newMembership } from '../shared/documents/community.js';
import { db } from '../lib/admin.js';
import { AI_CALLABLE } from '../ai/index.js';
import { callable } from '../lib/callable.js';
import { groups, members } from '../lib/documents.js';
import { currentBookTitle } from './groups.js';
import { recordMeeting } from './meetings.js';
import { memberNameOf } from './member-name.js';
import { moderateOrThrow } from '../moderation/index.js';

/**
 * Create Reading Group: the name and description are moderated before anything is saved, then the
 * group and the creator's membership (the creator is joined automatically) are written together.
 */
export const createGroup = callable('createGroup', {
  rateLimit: 'community',
  ...AI_CALLABLE,
  handler: async (data, caller) => {
    const uid = caller.uid;
    await moderateOrThrow([data.name, data.description, data.meetingRoom ?? ''].join('\n\n').trim());
    const createdByName = await memberNameOf(caller);
    const groupRef = groups().doc();

    await db.runTransaction(async (tx) => {
      // The book's title is copied so a group card needs no second read to show it.
      const title = await currentBookTitle(tx, data.currentBookId);
      const group = newGroup(data, { uid, name: createdByName }, title);
      tx.create(groupRef, group);
      recordMeeting(tx, groupRef.id, null, group);
      tx.create(members(groupRef.id).doc(uid), newMembership(uid, createdByName));
    });
    return { id: groupRef.id };
  },
});
