import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { changeRating } from './ratings.js';

/** rateBook: the member rates a book in half stars, changes who sees it, or takes it back. */
export const rateBook = callable('rateBook', {
  rateLimit: 'reading',
  handler: async ({ bookId, halfStars, visibility }, caller) => ({
    summary: await changeRating(db, { uid: caller.uid, bookId, halfStars, visibility }),
  }),
});
