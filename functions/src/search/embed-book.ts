/**
 * Keeps each book's embedding (bookVectors/{bookId}) in step with the book, for "More like this"
 * (./similar-books.ts). Like indexBook, it reads the book as it is now, so repeated or reordered
 * events converge. The model is called only when the text it reads changed (or the model did):
 * lending's availability writes touch the book often and change nothing here. Without a model
 * (production with no key) the failure is logged and the book keeps no vector: the page shows no
 * neighbours rather than wrong ones.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { AI_FUNCTION_OPTIONS, describeAiFailure, getAiService } from '../ai/index.js';
import { db } from '../lib/admin.js';
import { books, bookVectors } from '../lib/documents.js';
import { COLLECTIONS } from '../shared/collections.js';
import { embeddingTextOf, textHashOf } from './book-vectors.js';

export const embedBook = onDocumentWritten(
  { document: `${COLLECTIONS.books}/{bookId}`, ...AI_FUNCTION_OPTIONS },
  async (event) => {
    const bookId = event.params.bookId;
    const vectorRef = bookVectors().doc(bookId);
    const book = (await books().doc(bookId).get()).data();
    if (!book) {
      await vectorRef.delete();
      return;
    }
    const ai = getAiService();
    const text = embeddingTextOf(book);
    if ((await vectorRef.get()).data()?.textHash === textHashOf(ai.embeddingModel, text)) return;
    try {
      const { model, vectors } = await ai.embed([text]);
      const textHash = textHashOf(model, text);
      // Raw (not the typed reference): the vector is not a schema field.
      await db
        .doc(`${COLLECTIONS.bookVectors}/${bookId}`)
        .set({ embedding: FieldValue.vector(vectors[0]!), model, textHash, embeddedAt: FieldValue.serverTimestamp() });
    } catch (err) {
      console.error('embedBook: no embedding', { bookId, ...describeAiFailure(err) });
    }
  },
);
