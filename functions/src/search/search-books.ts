/**
 * GET /api/search (behind a Hosting rewrite, firebase.json): basic search ranked by relevance,
 * tolerant of typos, word forms, Arabic clitics and romanised names (./catalogue-index.ts), with
 * the filters and title order as a choice; and smart search: given the terms and meaning the
 * analyzeSearchQuery callable made, the whole catalogue ranked by terms, words and meaning fused
 * (./hybrid-rank.ts). Public: it answers from the search entries and the books' embeddings.
 *
 * Each instance keeps the whole index in memory (./live-index.ts).
 *
 * A query that finds fewer than LOW_RESULTS books on its first page, unfiltered, is counted in
 * searchMisses by its normalised words, with no reader's id or address: what staff read to see what
 * readers look for and the library lacks.
 */
import { createHash } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import {
  SEARCH_PAGE_SIZE,
  SMART_RESULTS,
  filtersOf,
  searchParamsOf,
  searchRequestSchema,
  type SearchAnswer,
  type SearchRequest,
} from '../shared/catalogue-search.js';
import { COLLECTIONS } from '../shared/collections.js';
import { NO_FILTERS, wordsOf } from '../shared/search-index.js';
import { DATA_HEADERS } from '../http/security-headers.js';
import { sendCompressed } from '../http/compressed.js';
import type { CatalogueIndex } from './catalogue-index.js';
import { fuseRankings, type Ranked } from './hybrid-rank.js';
import { catalogueIndex } from './live-index.js';
import { nearestBooks } from './nearest-books.js';
import { decodeMeaning } from './query-meaning.js';
import { queryWordsOf } from './word-forms.js';

/** A first page with fewer books than this is a low-result query. */
export const LOW_RESULTS = 3;

/**
 * Smart search over the whole catalogue (no candidate cap): the fused order of the books by the
 * analysis's terms (the spec's score), by the query's words and by its meaning when the analysis
 * brought one (./hybrid-rank.ts), within the filters, best SMART_RESULTS first.
 */
async function smartSearch(index: CatalogueIndex, request: SearchRequest): Promise<SearchAnswer> {
  const filters = filtersOf(request);
  const vector = request.meaning && request.model ? decodeMeaning(request.meaning) : null;
  const [byTerms, byWords, byMeaning] = await Promise.all([
    index.rank(request.terms, filters),
    queryWordsOf(request.q).length > 0 ? index.search(request.q, filters, 'relevance') : Promise.resolve(null),
    vector ? nearestBooks(request.model!, vector, SMART_RESULTS) : Promise.resolve(null),
  ]);
  const rankings: Ranked[][] = [byTerms.map(({ id, score }) => ({ id, score }))];
  if (byWords) rankings.push(byWords.slice(0, SMART_RESULTS).map((id, i) => ({ id, score: -i })));
  if (byMeaning) rankings.push(byMeaning.filter(({ id }) => index.passes(id, filters)));
  const fused = fuseRankings(rankings, SMART_RESULTS, index.inTitleOrder);
  const books = fused.map(({ id, score }) => ({ ...index.card(id)!, id, score }));
  return { books, total: books.length, page: 1, hasMore: false, model: vector ? request.model! : null };
}

/** One page of results for a valid request. */
export async function searchCatalogue(request: SearchRequest): Promise<SearchAnswer> {
  const index = await catalogueIndex();
  if (request.mode === 'smart') return smartSearch(index, request);
  const ids = await index.search(request.q, filtersOf(request), request.sort);
  const start = (request.page - 1) * SEARCH_PAGE_SIZE;
  const books = ids.slice(start, start + SEARCH_PAGE_SIZE).map((id) => ({ ...index.card(id)!, id }));
  return { books, total: ids.length, page: request.page, hasMore: ids.length > start + SEARCH_PAGE_SIZE };
}

/** The normalised words a miss is counted by, or null when the search is not one to count. */
export function missKeyOf(request: SearchRequest): string | null {
  const filtered = filtersOf(request);
  const unfiltered = Object.entries(NO_FILTERS).every(([k, v]) => filtered[k as keyof typeof NO_FILTERS] === v);
  const words = wordsOf(request.q);
  // Long strings are not what readers type in a search box: they are not kept.
  if (request.page !== 1 || request.mode === 'smart' || !unfiltered || words.length === 0 || words.length > 8)
    return null;
  return words.join(' ');
}

async function countMiss(query: string, results: number): Promise<void> {
  const id = createHash('sha256').update(query).digest('hex').slice(0, 32);
  await db
    .collection(COLLECTIONS.searchMisses)
    .doc(id)
    .set(
      { query, count: FieldValue.increment(1), lastResults: results, lastAt: FieldValue.serverTimestamp() },
      { merge: true },
    );
}

export const searchBooks = onRequest({ memory: '512MiB', concurrency: 80 }, async (req, res) => {
  res.set({ ...DATA_HEADERS, 'Cache-Control': 'no-store' });
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.set('Allow', 'GET, HEAD').status(405).json({ error: 'method-not-allowed' });
    return;
  }
  const params = new URLSearchParams(req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '');
  const parsed = searchRequestSchema.safeParse(searchParamsOf(params));
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((i) => String(i.path[0])))];
    res
      .status(400)
      .json({ error: 'invalid-argument', message: `Check these search parameters: ${fields.join(', ')}.` });
    return;
  }
  try {
    const answer = await searchCatalogue(parsed.data);
    const missKey = missKeyOf(parsed.data);
    if (missKey !== null && answer.total < LOW_RESULTS) {
      await countMiss(missKey, answer.total).catch((err: unknown) => console.error('searchMisses write failed', err));
    }
    res.set('Content-Type', 'application/json; charset=utf-8').status(200);
    sendCompressed(req, res, JSON.stringify(answer));
  } catch (err) {
    console.error('searchBooks failed', err);
    res.status(500).json({ error: 'internal' });
  }
});
