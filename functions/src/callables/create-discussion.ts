import { newDiscussion } from '../shared/documents/community.js';
import { callable } from '../lib/callable.js';
import { discussions } from '../lib/documents.js';
import { memberNameOf } from '../lib/member-name.js';
import { moderateOrThrow } from '../lib/moderation.js';

/** Start Discussion: the title and content are moderated, then saved under the author's display name. */
export const createDiscussion = callable('createDiscussion', {
  access: 'signedIn',
  verifiedEmail: true,
  rateLimit: 'community',
  ai: true,
  handler: async (data, caller) => {
    await moderateOrThrow(`${data.title}\n\n${data.content}`);
    const authorName = await memberNameOf(caller);
    const ref = discussions().doc();
    await ref.create(newDiscussion(data, { uid: caller.uid, name: authorName }));
    return { id: ref.id };
  },
});
