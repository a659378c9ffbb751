/**
 * The catalogue's search index. Each book has a search entry (bookSearch/{bookId}) with the fields
 * a result card shows and `searchTokens`: every word of its title, author, description, tags (and
 * their Arabic names, shared/subjects.ts) and moods, with each word's prefixes, so a query word is
 * one array-contains lookup instead of a scan of the catalogue. The server writes the entries (see
 * search/index-book.ts); the web app
 * tokenises the query with the same function.
 */
import { BOOK_CARD_FIELDS, type BookCard, type BookSearchDoc } from './documents/book.js';
import { SUBJECTS_IN_ARABIC } from './subjects.js';
import { foldArabic } from './text-normalize.js';

export const MIN_PREFIX = 2;
export const MAX_PREFIX = 20;

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

export function prefixesOf(word: string): string[] {
  const out: string[] = [];
  const max = Math.min(word.length, MAX_PREFIX);
  for (let n = Math.min(MIN_PREFIX, word.length); n <= max; n++) out.push(word.slice(0, n));
  return out;
}

export interface Indexable {
  title: string;
  author: string;
  description?: string | null;
  /** The record in the book's other language: its words are indexed too. */
  translations?: Partial<Record<string, { title: string; author: string; description: string } | undefined>>;
  tags?: readonly string[];
  moods?: readonly string[];
  formats?: readonly string[];
  available?: boolean;
}

/**
 * Search filters (format, mood, availability) are tokens too, so a filtered search is still ONE
 * array-contains (Firestore allows one per query). A book carries one facet token per combination
 * of (one of its formats or any) x (one of its moods or any) x (its availability or any), at most
 * 4 x 3 x 2 = 24. "facet:" cannot collide with a word token: words never contain ':'.
 */
export type FilterValue<T extends string> = T | 'all';
export interface SearchFilters {
  format: FilterValue<string>;
  mood: FilterValue<string>;
  availability: FilterValue<'available' | 'unavailable'>;
}
export const NO_FILTERS: SearchFilters = { format: 'all', mood: 'all', availability: 'all' };
const ANY = '*';

/** The facet token for a filter choice, or null when nothing is filtered. */
export function facetToken(filters: SearchFilters): string | null {
  const { format, mood, availability } = filters;
  if (format === 'all' && mood === 'all' && availability === 'all') return null;
  const part = (v: string) => (v === 'all' ? ANY : v);
  return `facet:${part(format)}:${part(mood)}:${part(availability)}`;
}

export function facetTokensFor(book: Pick<Indexable, 'formats' | 'moods' | 'available'>): string[] {
  const tokens: string[] = [];
  const availability = book.available === false ? 'unavailable' : 'available';
  for (const format of ['all', ...(book.formats ?? [])])
    for (const mood of ['all', ...(book.moods ?? [])])
      for (const a of ['all', availability] as const) {
        const token = facetToken({ format, mood, availability: a });
        if (token) tokens.push(token);
      }
  return tokens;
}

/** The Arabic definite article: "الحرب" is also indexed as "حرب", so a search for "حرب" finds it. */
const ARABIC_ARTICLE = /^(?:ال|لل)(?=\p{L}{2})/u;

export function searchTokensFor(book: Indexable): string[] {
  const translated = Object.values(book.translations ?? {}).flatMap((t) =>
    t ? [t.title, t.author, t.description] : [],
  );
  const text = [
    book.title,
    book.author,
    book.description ?? '',
    ...translated,
    ...(book.tags ?? []),
    ...(book.tags ?? []).flatMap((tag) => SUBJECTS_IN_ARABIC[tag.toLowerCase()] ?? []),
    ...(book.moods ?? []),
  ].join(' ');
  const tokens = new Set<string>(facetTokensFor(book));
  for (const word of wordsOf(text)) {
    for (const p of prefixesOf(word)) tokens.add(p);
    const bare = word.replace(ARABIC_ARTICLE, '');
    if (bare !== word) for (const p of prefixesOf(bare)) tokens.add(p);
  }
  return [...tokens].sort();
}

/**
 * A book's search entry: its card fields plus its tokens. The tokens (hundreds per book) live
 * here, not on the book, so the catalogue's pages, which never need them, read about a tenth of
 * the bytes (docs/search.md).
 */
export function searchEntryFor(book: BookCard): BookSearchDoc {
  const card = Object.fromEntries(BOOK_CARD_FIELDS.map((field) => [field, book[field]])) as BookCard;
  return { ...card, searchTokens: searchTokensFor(book) };
}
