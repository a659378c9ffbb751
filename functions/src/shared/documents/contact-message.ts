/** contactMessages/{id}: the contact form's messages, written by its callable, read by admins. */
import { z } from 'zod/mini';
import type { ContactMessageInput } from '../schemas.js';
import { defineCollection } from './collection.js';
import { SERVER_TIME, nullableText, text, time } from './fields.js';

export const contactMessageDocSchema = z.object({
  name: text,
  email: text,
  phone: text,
  subject: text,
  message: text,
  /** The sender's uid when they were signed in. */
  uid: nullableText,
  createdAt: time,
});
export type ContactMessageDoc = z.infer<typeof contactMessageDocSchema>;

export const newContactMessage = (input: ContactMessageInput, uid: string | null): ContactMessageDoc => ({
  ...input,
  uid,
  createdAt: SERVER_TIME,
});

export const contactMessages = defineCollection('contactMessages', contactMessageDocSchema);
