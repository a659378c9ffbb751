import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { memberNameOf } from '../lib/member-name.js';
import { moderateOrThrow } from '../lib/moderation.js';

/** Start Discussion: the title and content are moderated, then saved under the author's display name. */
export const createDiscussion = callable('createDiscussion', {
  access: 'signedIn',
  rateLimit: 'community',
  ai: true,
  handler: async (data, caller) => {
    await moderateOrThrow(`${data.title}\n\n${data.content}`);
    const authorName = await memberNameOf(caller);
    const ref = db.collection(COLLECTIONS.discussions).doc();
    await ref.create({
      title: data.title,
      content: data.content,
      createdBy: caller.uid,
      authorName,
      createdAt: FieldValue.serverTimestamp(),
      replyCount: 0,
      lastActivityAt: FieldValue.serverTimestamp(),
    });
    return { id: ref.id };
  },
});
