/**
 * The book chat's queries: the member's saved conversation (profiles/{uid}/bookChats/{bookId},
 * readable only by its owner) and the bookChat callable that adds one turn.
 */
import { getDoc } from 'firebase/firestore';
import { bookChats } from '@shared/documents/book-chat';
import type { ChatMessage } from '@shared/schemas';
import { ref } from '@/lib/firebase/documents';
import { callable } from '@/lib/firebase/functions';

/** The saved conversation of `uid` about `bookId`; empty when there is none yet. */
export async function getBookChat(uid: string, bookId: string): Promise<ChatMessage[]> {
  const snap = await getDoc(ref(bookChats, uid, bookId));
  return snap.data()?.messages ?? [];
}

export const sendBookChatMessage = callable('bookChat');
