/**
 * books/{bookId}: the catalogue entry librarians write from the web app (firestore.rules checks the
 * same fields again) and its server-written search entry, bookSearch/{bookId}.
 */
import { z } from 'zod/mini';
import { FORMATS, MOODS, TRANSLATION_ORIGINS } from '../constants.js';
// Types only: the form schemas stay out of every page that reads a book (docs/performance.md).
import type { BookInput, TranslationInput } from '../schemas.js';
import { defineCollection } from './collection.js';
import { wireCodec } from './wire.js';
import { SERVER_TIME, count, flag, nullableText, strings, text, time } from './fields.js';
import { LANGUAGES } from '../languages.js';

/**
 * The record in the book's other language (books/{id}.translations[lang]). `origin` says who wrote
 * it: 'ai' = drafted by the AI and not yet reviewed (reviewedBy null); 'librarian' = written or
 * accepted by the staff member `reviewedBy`. The rules keep this honest (docs/security.md).
 */
export const translationSchema = z.object({
  title: text,
  author: text,
  description: text,
  // An unknown origin reads as the AI's: never claim a review that is not recorded.
  origin: z.catch(z.enum(TRANSLATION_ORIGINS), 'ai'),
  reviewedBy: nullableText,
  updatedAt: time,
});
export type BookTranslation = z.infer<typeof translationSchema>;
const maybeTranslation = z.catch(z.optional(translationSchema), undefined);

/** The book as stored. */
export const bookSchema = z.object({
  title: text,
  /** title.toLowerCase(): the catalogue's sort key. */
  titleLower: text,
  author: text,
  description: text,
  coverUrl: text,
  formats: z.catch(z.array(z.enum(FORMATS)), []),
  tags: strings,
  moods: z.catch(z.array(z.enum(MOODS)), []),
  available: flag(true),
  aiGenerated: flag(false),
  /** The language of title, author and description; absent (older books) = 'en'. */
  language: z.catch(z.enum(LANGUAGES), 'en'),
  /** At most one entry: keyed by the language that is not `language`. */
  translations: z.catch(z.object({ en: maybeTranslation, ar: maybeTranslation }), {}),
  createdAt: time,
  updatedAt: time,
});
export type BookDoc = z.infer<typeof bookSchema>;
export const BOOK_FIELDS = Object.keys(bookSchema.shape) as (keyof BookDoc)[];

/** What a search result shows and is ranked on: every book field but the timestamps. */
export const bookCardSchema = z.omit(bookSchema, { createdAt: true, updatedAt: true });
export type BookCard = z.infer<typeof bookCardSchema>;
export const BOOK_CARD_FIELDS = Object.keys(bookCardSchema.shape) as (keyof BookCard)[];

/**
 * bookSearch/{bookId}: the card fields (shared/search-index.ts) and the book's sitemap shard.
 * Entries written before 2026-11-28 also carried `searchTokens`, the old token index; rewriting an
 * entry (any edit of its book) drops them, and readers ignore them.
 */
export const bookSearchSchema = z.extend(bookCardSchema, {
  /** Which of the SITEMAP_SHARDS book sitemaps lists it (sitemapShardOf its id): a bounded query each. */
  sitemapShard: count,
});
export type BookSearchDoc = z.infer<typeof bookSearchSchema>;

/** The form's fields (schemas.ts, bookInputSchema); book.test.ts holds the two lists equal. */
export const BOOK_INPUT_FIELDS = [
  'title',
  'author',
  'description',
  'coverUrl',
  'formats',
  'tags',
  'moods',
  'available',
  'aiGenerated',
] as const satisfies readonly (keyof BookInput)[];

/**
 * The fields every write of a book sets: the form's fields (only those, whatever else the object
 * carries), the sort key and the edit time.
 */
export function bookUpdate(input: BookInput) {
  const fields = Object.fromEntries(BOOK_INPUT_FIELDS.map((f) => [f, input[f]])) as BookInput;
  return { ...fields, titleLower: input.title.toLowerCase(), updatedAt: SERVER_TIME };
}

/**
 * A new book: new books start available, as the rules insist; written in English until staff set
 * its language and translation on the edit page.
 */
export function newBook(input: BookInput): BookDoc {
  return { ...bookUpdate(input), language: 'en', translations: {}, available: true, createdAt: SERVER_TIME };
}

/**
 * A translation entry as staff save it. Provenance is the caller's claim and the rules check it:
 * an AI draft is saved unreviewed (reviewedBy null); 'librarian' names the staff member saving it.
 */
export function translationEntry(
  input: TranslationInput,
  provenance: { origin: 'ai' } | { origin: 'librarian'; reviewedBy: string },
): BookTranslation {
  return {
    title: input.title,
    author: input.author,
    description: input.description,
    origin: provenance.origin,
    reviewedBy: provenance.origin === 'librarian' ? provenance.reviewedBy : null,
    updatedAt: SERVER_TIME,
  };
}

export const books = defineCollection('books', bookSchema);
/** One server-written search entry per book (same id): its card fields. */
export const bookSearch = defineCollection('bookSearch', bookSearchSchema);
/** A book as the first-screen endpoints send it (/api/first/books, /api/first/book). */
export const bookWire = wireCodec(bookSchema, ['createdAt', 'updatedAt']);
