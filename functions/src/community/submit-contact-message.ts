import { newContactMessage } from '../shared/documents/contact-message.js';
import { callable } from '../lib/callable.js';
import { contactMessages } from '../lib/documents.js';

/**
 * The contact form. Unlike the old site, which dropped the message, it is kept for admins to read
 * (contactMessages is admin-read, client-write-never). Open to visitors, so rate-limited per caller.
 */
export const submitContactMessage = callable('submitContactMessage', {
  rateLimit: 'contact',
  handler: async (data, caller) => {
    const ref = contactMessages().doc();
    await ref.set(newContactMessage(data, caller.uid));
    return { id: ref.id };
  },
});
