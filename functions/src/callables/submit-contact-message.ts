import { FieldValue } from 'firebase-admin/firestore';
import type { CreatedResponse } from '../shared/api.js';
import { COLLECTIONS } from '../shared/collections.js';
import { contactMessageSchema } from '../shared/schemas.js';
import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';

/**
 * The contact form. Unlike the old site, which dropped the message, it is kept for admins to read
 * (contactMessages is admin-read, client-write-never). Open to visitors, so rate-limited per caller.
 */
export const submitContactMessage = callable({
  access: 'public',
  input: contactMessageSchema,
  rateLimit: 'contact',
  handler: async (data, caller): Promise<CreatedResponse> => {
    const ref = db.collection(COLLECTIONS.contactMessages).doc();
    await ref.set({ ...data, uid: caller.uid, createdAt: FieldValue.serverTimestamp() });
    return { id: ref.id };
  },
});
