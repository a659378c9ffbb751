import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import type { BookChatResponse } from '../shared/api.js';
import { LIMITS } from '../shared/constants.js';
import { bookInLanguage } from '../shared/documents/book-version.js';
import { bookChatWrite, type BookChatDoc } from '../shared/documents/book-chat.js';
import { isArabicText } from '../shared/text-normalize.js';
import { type ChatMessage } from '../shared/schemas.js';
import { AI_CALLABLE, AiError, describeAiFailure, getAiService } from './engine.js';
import { checkAssistantOutput } from './output-check.js';
import { db } from '../lib/admin.js';
import { bookChats, books } from '../lib/documents.js';
import { callable } from '../lib/callable.js';
import { docId } from '../lib/doc-id.js';
import { appError } from '../lib/errors.js';

/** Spec section 8: what the member sees, and what is stored, when the AI answers nothing. */
export const EMPTY_ANSWER = 'I apologize, but I cannot provide a response at this moment.';

/**
 * One turn of a member's private conversation about a book (profiles/{uid}/bookChats/{bookId}).
 * The question and the answer are stored together, only once the AI has answered and the answer
 * passed the output check (no link off this site, moderator says SAFE: ai/output-check.ts): a
 * failed call or a refused answer stores nothing, and the UI shows the spec's error as an unsaved
 * assistant bubble. One AI service (one time budget) serves the answer and its check.
 */
export const bookChat = callable('bookChat', {
  rateLimit: 'bookChat',
  ...AI_CALLABLE,
  handler: async ({ bookId, message }, caller) => {
    const uid = caller.uid;

    const book = (await books().doc(docId(bookId, 'bookId')).get()).data();
    if (!book) throw appError('not-found', { reason: 'not-found' });
    const chatRef = bookChats(uid).doc(bookId);

    const question: ChatMessage = { role: 'user', content: message };
    const history = [...storedMessages(await chatRef.get()), question].slice(-LIMITS.chatHistory);

    const ai = getAiService();
    let answer: string;
    let outcome: BookChatResponse['outcome'] = 'ok';
    try {
      // The record in the language the member writes in, when the book has it (docs/ai.md).
      const version = bookInLanguage(book, isArabicText(message) ? 'ar' : 'en');
      answer = await ai.chatAboutBook(
        {
          title: version.title,
          author: version.author,
          description: version.description,
          tags: book.tags,
          moods: book.moods,
        },
        history,
      );
    } catch (err) {
      if (!(err instanceof AiError && err.kind === 'empty')) {
        logger.warn('book chat failed', { bookId, ...describeAiFailure(err) });
        throw appError('unavailable', { reason: 'ai-failed' });
      }
      answer = EMPTY_ANSWER;
      outcome = 'empty';
    }
    if (outcome === 'ok') {
      const verdict = await checkAssistantOutput(answer, ai);
      if (!verdict.ok) {
        logger.warn('book chat answer refused by the output check', { bookId, ...verdict });
        throw appError('unavailable', { reason: 'ai-failed' });
      }
    }

    // Appended to whatever is stored now (another tab may have chatted meanwhile), capped.
    const messages = await db.runTransaction(async (tx) => {
      const current = storedMessages(await tx.get(chatRef));
      const next = [...current, question, { role: 'assistant' as const, content: answer }].slice(-LIMITS.chatHistory);
      tx.set(chatRef, bookChatWrite(next));
      return next;
    });
    return { messages, outcome };
  },
});

/** The stored conversation (its well-formed messages: shared/documents/book-chat.ts), or none. */
const storedMessages = (snap: DocumentSnapshot<BookChatDoc>): ChatMessage[] => snap.data()?.messages ?? [];
