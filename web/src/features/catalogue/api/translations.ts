/**
 * A book's language and its other-language version (books/{id}.language and .translations; the
 * shape and its provenance rules: @shared/documents/book, firestore.rules). Only the edit page's
 * translation section, loaded on demand, imports this.
 */
import { updateDoc } from 'firebase/firestore';
import { books, type BookDoc, type BookTranslation } from '@shared/documents/book';
import { otherLanguage } from '@shared/documents/book-version';
import { SERVER_TIME } from '@shared/documents/fields';
import { forUpdate, ref } from '@/lib/firebase/documents';
import { callable } from '@/lib/firebase/functions';
import type { Language } from '@shared/languages';

/**
 * Saves the book's original language and its version in the other language (`null`: none). The
 * whole map is written, so a translation keyed by the old language cannot linger after a switch.
 */
export async function saveBookLanguages(
  id: string,
  language: Language,
  translation: BookTranslation | null,
): Promise<void> {
  const translations = translation ? { [otherLanguage(language)]: translation } : {};
  await updateDoc(ref(books, id), forUpdate<BookDoc>({ language, translations, updatedAt: SERVER_TIME }));
}

/** A draft of the book's record in `language`, by the AI (staff only, rate-limited; nothing stored). */
export const draftBookTranslation = callable('draftBookTranslation');
