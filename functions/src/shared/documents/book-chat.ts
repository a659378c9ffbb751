/** profiles/{uid}/bookChats/{bookId}: a member's private conversation about a book (bookChat callable). */
import { z } from 'zod/mini';
import { chatMessageSchema, type ChatMessage } from '../schemas.js';
import { defineCollection } from './collection.js';
import { SERVER_TIME, time } from './fields.js';

/** Only well-formed messages are read; a malformed one is left out, not the whole conversation. */
const messages = z.pipe(
  z.catch(z.array(z.unknown()), []),
  z.transform((list) =>
    list.flatMap((m) => {
      const parsed = chatMessageSchema.safeParse(m);
      return parsed.success ? [parsed.data] : [];
    }),
  ),
);

export const bookChatSchema = z.object({ messages, updatedAt: time });
export type BookChatDoc = z.infer<typeof bookChatSchema>;

export const bookChatWrite = (messages: ChatMessage[]): BookChatDoc => ({ messages, updatedAt: SERVER_TIME });

/** One private conversation per book. */
export const bookChats = defineCollection('profiles/{uid}/bookChats', bookChatSchema);
