/**
 * The book chat's queries: the member's saved conversation (profiles/{uid}/bookChats/{bookId},
 * readable only by its owner) and the bookChat callable that adds one turn.
 */
import { getDoc } from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';
import { bookChatSchema } from '@shared/documents/book-chat';
import type { ChatMessage } from '@shared/schemas';
import { typedDoc } from '@/lib/firebase/documents';
import { callable } from '@/lib/firebase/functions';

/** The saved conversation of `uid` about `bookId`; empty when there is none yet. */
export async function getBookChat(uid: string, bookId: string): Promise<ChatMessage[]> {
  const snap = await getDoc(typedDoc(bookChatSchema, COLLECTIONS.profiles, uid, COLLECTIONS.bookChats, bookId));
  return snap.data()?.messages ?? [];
}

export const sendBookChatMessage = callable('bookChat');
