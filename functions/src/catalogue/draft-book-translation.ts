import { logger } from 'firebase-functions/v2';
import { AI_CALLABLE, describeAiFailure, draftFailure, getAiService } from '../ai/index.js';
import { callable } from '../lib/callable.js';
import { docId } from '../lib/doc-id.js';
import { books } from '../lib/documents.js';
import { appError } from '../lib/errors.js';

/**
 * Drafts a book's record (title, author, description) in its other language for librarians and
 * admins. Nothing is stored: the draft fills the edit page's translation section, marked as the
 * AI's, and is saved unreviewed (origin 'ai') until a librarian accepts it (docs/ai.md). Offline,
 * the draft is a placeholder that says so, and `offline` tells the page. Shares the metadata
 * generator's rate limit and the site's AI budget.
 */
export const draftBookTranslation = callable('draftBookTranslation', {
  rateLimit: 'generateMetadata',
  ...AI_CALLABLE,
  handler: async ({ bookId, language }) => {
    const book = (await books().doc(docId(bookId, 'bookId')).get()).data();
    if (!book) throw appError('not-found', { reason: 'not-found' });
    if (book.language === language) throw appError('invalid-argument', { reason: 'validation' });
    const ai = getAiService();
    try {
      const draft = await ai.draftTranslation(book, language);
      return { ...draft, offline: ai.provider === 'offline' };
    } catch (err) {
      logger.warn('translation draft failed', { bookId, ...describeAiFailure(err) });
      throw draftFailure(err);
    }
  },
});
