import { memberNameOf } from '../community/index.js';
import { SERVER_TIME } from '../shared/documents/fields.js';
import { callable } from '../lib/callable.js';
import { memberPages } from '../lib/documents.js';

/**
 * setMemberPage: the member's public page on (with the name they post under, judged as a post's
 * author name is) or off (the page is gone at once; their items keep their own visibility).
 */
export const setMemberPage = callable('setMemberPage', {
  rateLimit: 'reading',
  handler: async ({ enabled }, caller) => {
    const page = memberPages().doc(caller.uid);
    if (!enabled) {
      await page.delete();
      return { enabled: false };
    }
    const name = await memberNameOf(caller);
    const since = (await page.get()).data()?.since ?? SERVER_TIME;
    await page.set({ name, since });
    return { enabled: true };
  },
});
