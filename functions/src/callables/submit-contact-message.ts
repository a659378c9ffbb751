import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';

/**
 * The contact form. Unlike the old site, which dropped the message, it is kept for admins to read
 * (contactMessages is admin-read, client-write-never). Open to visitors, so rate-limited per caller.
 */
export const submitContactMessage = callable('submitContactMessage', {
  access: 'public',
  rateLimit: 'contact',
  handler: async (data, caller) => {
    const ref = db.collection(COLLECTIONS.contactMessages).doc();
    await ref.set({ ...data, uid: caller.uid, createdAt: FieldValue.serverTimestamp() });
    return { id: ref.id };
  },
});
