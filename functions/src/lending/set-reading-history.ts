import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { profiles } from '../lib/documents.js';
import { deleteReadingHistory } from './lending-erasure.js';

/**
 * Reading history on or off (off by default: no lending record is kept without the member's
 * consent). Turning it off deletes the history kept so far.
 */
export const setReadingHistory = callable('setReadingHistory', {
  rateLimit: 'lending',
  handler: async ({ enabled }, caller) => {
    await profiles().doc(caller.uid).set({ keepReadingHistory: enabled }, { merge: true });
    if (!enabled) await deleteReadingHistory(db, caller.uid);
    return { enabled };
  },
});
