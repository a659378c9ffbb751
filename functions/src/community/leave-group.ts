import { callable } from '../lib/callable.js';
import { docId } from '../lib/doc-id.js';
import { removeMembership } from './membership.js';

/** Leave Group. Idempotent: leaving a group one is not in changes nothing (community/membership.ts). */
export const leaveGroup = callable('leaveGroup', {
  rateLimit: 'community',
  handler: async ({ groupId }, caller) => {
    await removeMembership(docId(groupId, 'groupId'), caller.uid);
    return { member: false };
  },
});
