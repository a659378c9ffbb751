/** The community's account erasers (accounts/account-erasure.ts runs them, in its order). */
import { COLLECTIONS } from '../shared/collections.js';
import { FORMER_MEMBER_GROUP, FORMER_MEMBER_POST } from '../shared/documents/community.js';
import { db } from '../lib/admin.js';
import { contactMessages, discussions, groups } from '../lib/documents.js';
import { updateAll, type AccountEraser } from '../lib/erasure.js';
import { removeMembership } from './membership.js';

/** Each membership leaves its group as leaveGroup does, keeping memberCount exact. */
export const membershipsEraser: AccountEraser = {
  name: 'memberships',
  erase: async (uid) => {
    const found = await db.collectionGroup(COLLECTIONS.members).where('uid', '==', uid).get();
    for (const doc of found.docs) {
      const groupId = doc.ref.parent.parent?.id;
      if (groupId) await removeMembership(groupId, uid);
    }
  },
};

/** Public posts stay for the conversations they belong to, as "Former member". */
export const postsEraser: AccountEraser = {
  name: 'posts',
  erase: async (uid) => {
    await updateAll(discussions().where('createdBy', '==', uid), FORMER_MEMBER_POST);
    await updateAll(db.collectionGroup(COLLECTIONS.replies).where('createdBy', '==', uid), FORMER_MEMBER_POST);
    await updateAll(groups().where('createdBy', '==', uid), FORMER_MEMBER_GROUP);
  },
};

/** Messages written to the library stay with the library, no longer linked to the account. */
export const contactMessagesEraser: AccountEraser = {
  name: 'contact-messages',
  erase: (uid) => updateAll(contactMessages().where('uid', '==', uid), { uid: null }),
};
