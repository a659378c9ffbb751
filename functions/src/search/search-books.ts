/**
 * GET /api/search (behind a Hosting rewrite, firebase.json): basic search ranked by relevance,
 * tolerant of typos, word forms, Arabic clitics and romanised names (./catalogue-index.ts), with
 * the filters and title order as a choice; and smart search: given the terms and meaning the
 * analyzeSearchQuery callable made, the whole catalogue ranked by terms, words and meaning fused
 * (./hybrid-rank.ts). Public: it answers from the search entries and the books' embeddings.
 *
 * Each instance keeps the whole index in memory (docs/search.md, "Where the index lives"): built
 * from bookSearch on its first request, then kept in step by catching up, at most once a second, on
 * the changes since its last look (bookSearchChanges, written with each entry by the indexBook
 * trigger). So an edit is findable about a second after its entry is written.
 *
 * A query that finds fewer than LOW_RESULTS books on its first page, unfiltered, is counted in
 * searchMisses by its normalised words, with no reader's id or address: what staff read to see what
 * readers look for and the library lacks.
 */
import { createHash } from 'node:crypto';
import { FieldPath, FieldValue, Timestamp, type Query } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { bookSearchChanges } from '../lib/documents.js';
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
import { BOOK_CARD_FIELDS, bookCardSchema } from '../shared/documents/book.js';
import { readDocument } from '../shared/documents/fields.js';
import { SEARCH_CHANGE_TTL_MS } from '../shared/documents/search.js';
import { NO_FILTERS, wordsOf } from '../shared/search-index.js';
import { DATA_HEADERS } from '../http/security-headers.js';
import { sendCompressed } from '../http/compressed.js';
import { createCatalogueIndex, type CatalogueIndex } from './catalogue-index.js';
import { fuseRankings, type Ranked } from './hybrid-rank.js';
import { nearestBooks } from './nearest-books.js';
import { decodeMeaning } from './query-meaning.js';
import { queryWordsOf } from './word-forms.js';

/** How stale an instance's index may be: an edit is findable within about this long. */
const CATCH_UP_EVERY_MS = 1_000;
/**
 * Each catch-up reads again the changes of this long before its last look: a write committed just
 * before a look can carry a slightly earlier time than writes already seen. Applying one twice is
 * harmless.
 */
const OVERLAP_MS = 5_000;
/** An instance that has not looked for this long builds again: older changes may be gone (TTL). */
const REBUILD_AFTER_MS = SEARCH_CHANGE_TTL_MS / 2;
/** Entries read per request while building the index. */
const BUILD_PAGE = 2_000;
/** A first page with fewer books than this is a low-result query. */
export const LOW_RESULTS = 3;

interface Live {
  index: CatalogueIndex;
  /** The read time of the last look at the entries. */
  seenTo: Timestamp;
  /** When the last look started (this instance's clock). */
  lookedAt: number;
}
let live: Promise<Live> | null = null;
let catchingUp: Promise<void> | null = null;

const cardOf = (data: unknown) => readDocument(bookCardSchema, data);

async function build(): Promise<Live> {
  const index = createCatalogueIndex();
  const started = Date.now();
  let seenTo: Timestamp | null = null;
  let after: string | null = null;
  for (;;) {
    let page: Query = db
      .collection(COLLECTIONS.bookSearch)
      .select(...BOOK_CARD_FIELDS)
      .orderBy(FieldPath.documentId())
      .limit(BUILD_PAGE);
    if (after) page = page.startAfter(after);
    const snap = await page.get();
    seenTo ??= snap.readTime;
    for (const d of snap.docs) await index.put(d.id, cardOf(d.data()));
    if (snap.size < BUILD_PAGE) break;
    after = snap.docs.at(-1)!.id;
  }
  console.info(`search index built: ${index.size} books in ${Date.now() - started} ms`);
  return { index, seenTo: seenTo!, lookedAt: started };
}

/**
 * Applies the changes since the last look: reads the changed entries (card fields only) and drops
 * the removed books. Only what changed is read, however large the catalogue.
 */
async function catchUp(state: Live): Promise<void> {
  const since = Timestamp.fromMillis(state.seenTo.toMillis() - OVERLAP_MS);
  const changes = await bookSearchChanges().where('changedAt', '>', since).get();
  const changed = changes.docs.filter((d) => !d.data().removed).map((d) => db.doc(`${COLLECTIONS.bookSearch}/${d.id}`));
  const entries = changed.length ? await db.getAll(...changed, { fieldMask: [...BOOK_CARD_FIELDS] }) : [];
  for (const entry of entries) {
    if (entry.exists) await state.index.put(entry.id, cardOf(entry.data()));
    else await state.index.drop(entry.id);
  }
  for (const d of changes.docs) if (d.data().removed) await state.index.drop(d.id);
  state.seenTo = changes.readTime;
}

/**
 * The index, at most CATCH_UP_EVERY_MS behind the entries as they were when the request came:
 * a request that waited for a slow build (a cold start) catches up before it is answered.
 */
export async function catalogueIndex(): Promise<CatalogueIndex> {
  const arrived = Date.now();
  if (live && arrived - (await live).lookedAt > REBUILD_AFTER_MS) live = null;
  live ??= build().catch((err: unknown) => {
    live = null;
    throw err;
  });
  const state = await live;
  if (arrived - state.lookedAt >= CATCH_UP_EVERY_MS) {
    if (!catchingUp) {
      const started = Date.now();
      catchingUp = catchUp(state).finally(() => {
        state.lookedAt = started;
        catchingUp = null;
      });
    }
    await catchingUp;
  }
  return state.index;
}

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
