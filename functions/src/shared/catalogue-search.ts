/**
 * Basic search's endpoint, GET /api/search (functions/src/search/search-books.ts behind a Hosting
 * rewrite), as both sides read it: the request's parameters and the answer. The address is the
 * search screen's own (?q=&format=&mood=&availability=&sort=) plus the page.
 */
import { z } from 'zod/mini';
import { FORMATS, LIMITS, MOODS, type BranchId } from './constants.js';
import { bookCardSchema, type BookCard } from './documents/book.js';
import { readDocument } from './documents/fields.js';
import type { SearchFilters } from './search-index.js';

export const SEARCH_PATH = '/api/search';
/** Books per page of results. */
export const SEARCH_PAGE_SIZE = 24;
/** Pages a reader may ask for: past 40 x 24 books, a query needs more words, not more pages. */
export const MAX_SEARCH_PAGE = 40;
export const SEARCH_ORDERS = ['relevance', 'title'] as const;
/**
 * Smart search (`mode: 'smart'`): the analysis's terms (genres, themes, moods: shared/scoring.ts
 * searchTermsOf), at most this many, each at most TERM_CHARS long, and the query's meaning as the
 * analysis encoded it. The endpoint fuses three rankings of the whole catalogue (by the terms, by
 * `q`'s words, by meaning: functions/src/search/hybrid-rank.ts) and answers the best SMART_RESULTS.
 */
export const MAX_TERMS = 30;
const TERM_CHARS = 100;
export const SMART_RESULTS = 100;
export const SEARCH_MODES = ['basic', 'smart'] as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[number];

/** A query's embedding, as the analysis callable hands it on (functions/src/search/query-meaning.ts). */
export interface QueryMeaning {
  model: string;
  /** One signed byte per dimension, base64url. */
  vector: string;
}
const MEANING_PATTERN = /^[A-Za-z0-9_-]{1,400}$/;
const MODEL_PATTERN = /^[A-Za-z0-9._:/-]{1,100}$/;

const ALL = 'all';
const choice = <T extends readonly string[]>(values: T) => z._default(z.enum([ALL, ...values]), ALL);

export const searchRequestSchema = z.object({
  q: z._default(z.string().check(z.trim(), z.maxLength(LIMITS.searchQuery)), ''),
  format: choice(FORMATS),
  mood: choice(MOODS),
  availability: choice(['available', 'unavailable'] as const),
  sort: z._default(z.enum(SEARCH_ORDERS), 'relevance'),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_SEARCH_PAGE)), 1),
  terms: z._default(
    z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(TERM_CHARS))).check(z.maxLength(MAX_TERMS)),
    [],
  ),
  mode: z._default(z.enum(SEARCH_MODES), 'basic'),
  meaning: z.optional(z.string().check(z.regex(MEANING_PATTERN))),
  model: z.optional(z.string().check(z.regex(MODEL_PATTERN))),
});

/** The request in an address's parameters (`terms` may repeat), for the schema to check. */
export const searchParamsOf = (params: URLSearchParams): Record<string, unknown> => ({
  ...Object.fromEntries(params),
  terms: params.getAll('terms'),
});
export type SearchRequest = z.infer<typeof searchRequestSchema>;
/** What a client asks for: the screen's filters are plain strings until the endpoint checks them. */
export type SearchParams = Omit<SearchRequest, keyof SearchFilters | 'terms' | 'mode'> &
  SearchFilters & { terms?: readonly string[]; mode?: SearchRequest['mode'] };

export const filtersOf = (r: SearchParams): SearchFilters => ({
  format: r.format,
  mood: r.mood,
  availability: r.availability,
});

/** The endpoint's address for a request: only what differs from the defaults. */
export function searchUrl(request: Partial<SearchParams>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) {
    if (Array.isArray(value)) {
      for (const v of value) params.append(key, v);
      continue;
    }
    const fallback =
      key === 'sort' ? 'relevance' : key === 'page' ? 1 : key === 'q' ? '' : key === 'mode' ? 'basic' : ALL;
    if (value !== undefined && value !== fallback) params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${SEARCH_PATH}?${query}` : SEARCH_PATH;
}

/**
 * A result: the book's card fields and its id (a translation's edit time is not sent), and in
 * smart search its score (the "% Match": functions/src/search/hybrid-rank.ts).
 */
export type SearchResult = BookCard & { id: string; score?: number };

export interface SearchAnswer {
  books: SearchResult[];
  /** Books that match in all. */
  total: number;
  page: number;
  hasMore: boolean;
  /** Smart search: the embedding model its meaning ranking used, null when it had none. */
  model?: string | null;
}

/** An answer as received, read as tolerantly as a stored document. */
export function readSearchAnswer(raw: unknown): SearchAnswer {
  const body = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const books = Array.isArray(body.books) ? body.books : [];
  return {
    books: books.map((b: Record<string, unknown>) => ({
      ...readDocument(bookCardSchema, b),
      id: typeof b?.id === 'string' ? b.id : '',
      ...(typeof b?.score === 'number' ? { score: b.score } : {}),
    })),
    total: typeof body.total === 'number' ? body.total : books.length,
    page: typeof body.page === 'number' ? body.page : 1,
    hasMore: body.hasMore === true,
    ...(typeof body.model === 'string' || body.model === null ? { model: body.model } : {}),
  };
}

/** "More like this": GET /api/similar/{bookId} (functions/src/search/similar-books.ts). */
export const SIMILAR_ROOT = '/api/similar/';
export const similarUrl = (bookId: string) => `${SIMILAR_ROOT}${encodeURIComponent(bookId)}`;
/** The offline provider's stand-in embedder (functions/src/ai/word-hash-embedder.ts): not a model. */
export const WORD_HASH_MODEL = 'word-hash-256';
/** Neighbours shown on a book page. */
export const SIMILAR_COUNT = 6;

export interface SimilarAnswer {
  books: SearchResult[];
  /** The embedding model that chose them (the UI says so when it is the offline word-hash one). */
  model: string | null;
}

export function readSimilarAnswer(raw: unknown): SimilarAnswer {
  const { books } = readSearchAnswer(raw);
  const model = (raw as { model?: unknown } | null)?.model;
  return { books, model: typeof model === 'string' ? model : null };
}

/**
 * "Ask the library" (functions/src/search/ask-library.ts): a question answered from the books the
 * server retrieved for it. The answer names books only as [[bookId]] markers, each one of `books`
 * (the server refuses any other); the web turns each into a link with the book's title.
 */
export const ASK_BOOK_MARKER = /\[\[([A-Za-z0-9][A-Za-z0-9_-]{0,127})\]\]/g;
/** Books retrieved per question: what the answer may draw on, and what the page lists. */
export const ASK_BOOKS = 6;

/** A retrieved book and where a reader can have it now. */
export type AskedBook = SearchResult & {
  /** Branches with a copy on the shelf now (physical). */
  onShelfAt: BranchId[];
  /** Digital formats with a free licence now. */
  digitalNow: Array<'ebook' | 'audio'>;
};

export interface AskLibraryResponse {
  /**
   * 'answered': `answer` is grounded in `books`; 'nothing': nothing in the catalogue is close to
   * the question; 'refused': the model's answers named books the server had not retrieved, so
   * none is shown (the retrieved books still are).
   */
  outcome: 'answered' | 'nothing' | 'refused';
  answer: string;
  /** Cited books first, in the order the answer cites them, then the rest retrieved. */
  books: AskedBook[];
  /** Who wrote the answer: the offline provider says it is not an AI model. */
  provider: 'openai' | 'offline';
}

/** The answer in pieces: text, and the books it names (by id), in order. */
export function answerPieces(answer: string): Array<{ text: string } | { bookId: string }> {
  const pieces: Array<{ text: string } | { bookId: string }> = [];
  let at = 0;
  for (const match of answer.matchAll(ASK_BOOK_MARKER)) {
    if (match.index > at) pieces.push({ text: answer.slice(at, match.index) });
    pieces.push({ bookId: match[1]! });
    at = match.index + match[0].length;
  }
  if (at < answer.length) pieces.push({ text: answer.slice(at) });
  return pieces;
}
