/**
 * books/{bookId}: the catalogue entry librarians write from the web app (firestore.rules checks the
 * same fields again) and its server-written search entry, bookSearch/{bookId}.
 */
import { z } from 'zod/mini';
import { bookInputSchema, formatSchema, moodSchema, type BookInput } from '../schemas.js';
import { SERVER_TIME, flag, strings, text, time } from './fields.js';

/** The book as stored. */
export const bookSchema = z.object({
  title: text,
  /** title.toLowerCase(): the catalogue's sort key. */
  titleLower: text,
  author: text,
  description: text,
  coverUrl: text,
  formats: z.catch(z.array(formatSchema), []),
  tags: strings,
  moods: z.catch(z.array(moodSchema), []),
  available: flag(true),
  aiGenerated: flag(false),
  createdAt: time,
  updatedAt: time,
});
export type BookDoc = z.infer<typeof bookSchema>;
export const BOOK_FIELDS = Object.keys(bookSchema.shape) as (keyof BookDoc)[];

/** What a search result shows and is ranked on: every book field but the timestamps. */
export const bookCardSchema = z.omit(bookSchema, { createdAt: true, updatedAt: true });
export type BookCard = z.infer<typeof bookCardSchema>;
export const BOOK_CARD_FIELDS = Object.keys(bookCardSchema.shape) as (keyof BookCard)[];

/** bookSearch/{bookId}: the card fields plus the tokens (shared/search-index.ts). */
export const bookSearchSchema = z.extend(bookCardSchema, { searchTokens: strings });
export type BookSearchDoc = z.infer<typeof bookSearchSchema>;

const INPUT_FIELDS = Object.keys(bookInputSchema.shape) as (keyof BookInput)[];

/**
 * The fields every write of a book sets: the form's fields (only those, whatever else the object
 * carries), the sort key and the edit time.
 */
export function bookUpdate(input: BookInput) {
  const fields = Object.fromEntries(INPUT_FIELDS.map((f) => [f, input[f]])) as BookInput;
  return { ...fields, titleLower: input.title.toLowerCase(), updatedAt: SERVER_TIME };
}

/** A new book: new books start available, as the rules insist. */
export function newBook(input: BookInput): BookDoc {
  return { ...bookUpdate(input), available: true, createdAt: SERVER_TIME };
}
