/**
 * The catalogue's search entries (bookSearch/{bookId}): the fields a result card shows and ranks
 * on, written by the server (search/index-book.ts) and read by the search endpoint, "More like
 * this" and Ask the library. Basic search's terms are built from them in memory
 * (search/word-forms.ts); nothing is tokenised into the documents.
 */
import { BOOK_CARD_FIELDS, type BookCard, type BookSearchDoc } from './documents/book.js';
import { fnv1a } from './fnv1a.js';
import { foldArabic } from './text-normalize.js';

/**
 * How many sitemaps list the books (functions/src/catalogue/sitemap.ts): each at most 50,000
 * addresses, the sitemap protocol's limit, so 64 of them hold 3,200,000 books (a million is
 * about 15,600 each).
 */
export const SITEMAP_SHARDS = 64;

/** The book sitemap that lists a book: its id's hash, so the shards fill evenly. */
export const sitemapShardOf = (bookId: string): number => fnv1a(bookId) % SITEMAP_SHARDS;

/**
 * Lowercase, strip accents, fold Arabic as readers type it (shared/text-normalize.ts: no
 * diacritics or tatweel, one alef, ة as ه, ى as ي, Arabic-Indic digits as 0-9), split on anything
 * that is not a letter or digit.
 */
export function wordsOf(text: string): string[] {
  return foldArabic(text.normalize('NFKC'))
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

/** The search screen's filters: a format, a mood, the availability, each or 'all'. */
export type FilterValue<T extends string> = T | 'all';
export interface SearchFilters {
  format: FilterValue<string>;
  mood: FilterValue<string>;
  availability: FilterValue<'available' | 'unavailable'>;
}
export const NO_FILTERS: SearchFilters = { format: 'all', mood: 'all', availability: 'all' };

/** Whether a book passes the filters (the search endpoint's, and smart results' in the browser). */
export function passesFilters(
  book: Pick<BookCard, 'formats' | 'moods' | 'available'>,
  filters: SearchFilters,
): boolean {
  if (filters.format !== 'all' && !(book.formats as readonly string[]).includes(filters.format)) return false;
  if (filters.mood !== 'all' && !(book.moods as readonly string[]).includes(filters.mood)) return false;
  if (filters.availability !== 'all' && book.available !== (filters.availability === 'available')) return false;
  return true;
}

/** A book's search entry: its card fields, not its timestamps, and the sitemap that lists it. */
export function searchEntryFor(book: BookCard, bookId: string): BookSearchDoc {
  const card = Object.fromEntries(BOOK_CARD_FIELDS.map((field) => [field, book[field]])) as BookCard;
  return { ...card, sitemapShard: sitemapShardOf(bookId) };
}
