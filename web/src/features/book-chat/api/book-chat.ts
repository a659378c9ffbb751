/**
 * The book chat's queries: the member's saved conversation (profiles/{uid}/bookChats/{bookId},
 * readable only by its owner) and the bookChat callable that adds one turn.
 */
import { doc, getDoc } from 'firebase/firestore';
import { z } from 'zod/mini';
import { COLLECTIONS } from '@shared/collections';
import { chatMessageSchema, type ChatMessage } from '@shared/schemas';
import { db } from '@/lib/firebase/firestore';
import { callable } from '@/lib/firebase/functions';

const storedMessagesSchema = z.catch(z.array(chatMessageSchema), []);

/** The saved conversation of `uid` about `bookId`; empty when there is none yet. */
export async function getBookChat(uid: string, bookId: string): Promise<ChatMessage[]> {
  const snap = await getDoc(doc(db, COLLECTIONS.profiles, uid, COLLECTIONS.bookChats, bookId));
  return storedMessagesSchema.parse(snap.get('messages') ?? []);
}

export const sendBookChatMessage = callable('bookChat');
