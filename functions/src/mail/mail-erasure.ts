/** The mail domain's account eraser (accounts/account-erasure.ts runs it, last). */
import { db } from '../lib/admin.js';
import { mail } from '../lib/documents.js';
import type { AccountEraser } from '../lib/erasure.js';

const BATCH = 200;

/**
 * A deleted account's e-mails go with it: queued ones are never sent, and sent ones no longer keep
 * the address. Runs after the account is closed (disabled), so no new notice is mailed to it.
 */
export const mailEraser: AccountEraser = {
  name: 'mail',
  erase: async (uid) => {
    for (;;) {
      const page = await mail().where('uid', '==', uid).limit(BATCH).get();
      if (page.empty) return;
      const batch = db.batch();
      for (const doc of page.docs) batch.delete(doc.ref);
      await batch.commit();
    }
  },
};
