/**
 * Search quality (issue 31): recall@10 and MRR@10 per class of the labelled queries
 * (search-quality/queries.json) for basic and smart search over the demo catalogue. It runs the
 * site's own functions in-process, with no emulator: each book's search entry as the indexBook
 * trigger writes it (searchEntryFor), basic search's engine as the search endpoint runs it
 * (functions/src/search/catalogue-index.ts) and smart search's (the offline provider's analysis
 * and word-hash embeddings, the spec's score, the words and the vectors fused as the endpoint does:
 * functions/src/search/hybrid-rank.ts), with the terms alone and the vectors alone reported too.
 * `--books=10000` times basic search's index build and queries at that size, the demo catalogue
 * plus generated books made of its own words. Recall is scored on the demo catalogue alone: a
 * generated "Dune Hobbit" is as good an answer to "dune" as Dune itself, so near-misses made of
 * the same words would measure the generator, not the engines (tried: every class fell by
 * 0.2-0.5 for every engine).
 *   node --expose-gc --import tsx scripts/bench/search-quality.ts [--misses] [--books=10000]
 * (--expose-gc lets it collect garbage before measuring the index's heap; without it the figure
 * is an upper bound, as in `npm run bench -- --only=search-quality`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { rankBooks, searchTermsOf } from '@shared/scoring';
import { ASK_BOOKS, SMART_RESULTS } from '@shared/catalogue-search';
import { NO_FILTERS, searchEntryFor } from '@shared/search-index';
import type { BookSearchDoc } from '@shared/documents/book';
import { offlineProvider } from '../../functions/src/ai/offline-provider.js';
import { wordHashEmbedding } from '../../functions/src/ai/word-hash-embedder.js';
import { embeddingTextOf } from '../../functions/src/search/book-vectors.js';
import { createCatalogueIndex, type CatalogueIndex } from '../../functions/src/search/catalogue-index.js';
import { fuseRankings, MIN_MEANING_SIMILARITY, type Ranked } from '../../functions/src/search/hybrid-rank.js';
import { queryWordsOf } from '../../functions/src/search/word-forms.js';
import { seededRandom } from '../lib/seeded-random.js';
import { SEED_BOOKS, type SeedBook } from '../seed/books.js';
import { bookDoc } from '../seed/index.js';
import labelled from './search-quality/queries.json' with { type: 'json' };

export const QUERY_CLASSES = [
  'exact',
  'typo',
  'word-form',
  'arabic-clitic',
  'arabic-article',
  'transliteration',
  'cross-language',
  'descriptive',
] as const;
export type QueryClass = (typeof QUERY_CLASSES)[number];

export interface LabelledQuery {
  class: QueryClass;
  lang: 'en' | 'ar';
  q: string;
  /** Slugs (book ids) of the books this query should find. */
  expect: string[];
}

export const LABELLED_QUERIES = labelled.queries as LabelledQuery[];

/** Classes a reader's words cannot find without meaning: a book with no version in the query's language, a description. */
export const MEANING_CLASSES: readonly QueryClass[] = ['cross-language', 'descriptive'];

/** Issue 31's recall@10 targets: every lexical class, and the classes of meaning. */
export const QUALITY_TARGETS = { lexicalRecall: 0.95, meaningRecall: 0.8 };

const K = 10;
type Entry = BookSearchDoc & { id: string };
type EngineName = 'basic' | 'terms' | 'vector' | 'smart' | 'ask';
type Engine = (query: string) => Promise<string[]>;

/**
 * `count` made-up books of the catalogue's own words, in its proportion of Arabic ones: a title of
 * 2-4 title words, an author of two name words, a description of 12-24 description words, and a
 * real book's tags, moods and formats.
 */
export function generatedBooks(count: number): SeedBook[] {
  const next = seededRandom(31);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const words = (texts: string[]) => texts.flatMap((t) => t.split(/\s+/)).filter(Boolean);
  const pools = (['en', 'ar'] as const).map((lang) => {
    const books = SEED_BOOKS.filter((b) => (b.language ?? 'en') === lang);
    return {
      share: books.length / SEED_BOOKS.length,
      books,
      titles: words(books.map((b) => b.title)),
      names: words(books.map((b) => b.author)),
      descriptions: words(books.map((b) => b.description)),
    };
  });
  return Array.from({ length: count }, (_, i) => {
    const pool = next() < pools[1]!.share ? pools[1]! : pools[0]!;
    const model = pick(pool.books);
    const some = (list: string[], min: number, max: number) =>
      Array.from({ length: min + Math.floor(next() * (max - min + 1)) }, () => pick(list)).join(' ');
    return {
      ...model,
      slug: `generated-${i}`,
      title: some(pool.titles, 2, 4),
      author: some(pool.names, 2, 2),
      description: some(pool.descriptions, 12, 24),
      translation: undefined,
    };
  });
}

/** Firestore's order of strings: by code point, not by locale. */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The search entries in title order, as `orderBy('titleLower')` (then the id) returns them. */
function catalogue(books: readonly SeedBook[]): Entry[] {
  return books
    .map((book, i) => ({ ...searchEntryFor(bookDoc(book, i), book.slug), id: book.slug }))
    .sort((a, b) => byCodePoint(a.titleLower, b.titleLower) || byCodePoint(a.id, b.id));
}

/** Basic search as the search endpoint runs it, without filters: ids best first. */
async function basicIndex(entries: readonly Entry[]) {
  const index = createCatalogueIndex();
  for (const { id, ...card } of entries) await index.put(id, card);
  return index;
}

/**
 * Nearest books by the offline embedder (ai/word-hash-embedder.ts) of the query and of each book's
 * embedding text (search/book-vectors.ts), as embedBook stores them, with their cosine: the
 * vector ranking that findNearest gives smart search, with the stand-in.
 */
function nearest(entries: readonly Entry[]): (query: string) => Ranked[] {
  const vectors = entries.map((e) => ({ id: e.id, v: wordHashEmbedding(embeddingTextOf(e)) }));
  return (query) => {
    const q = wordHashEmbedding(query);
    return vectors
      .map(({ id, v }) => ({ id, score: v.reduce((sum, x, i) => sum + x * q[i]!, 0) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, SMART_RESULTS)
      .map((r) => ({ ...r, supportOnly: r.score < MIN_MEANING_SIMILARITY }));
  };
}

/** The spec's score alone against the offline analysis's terms (smart search before issue 31's fusion). */
const byTerms = async (entries: Entry[], query: string) =>
  rankBooks(entries, searchTermsOf(await offlineProvider.analyzeSearchQuery(query)));

/**
 * Smart search as the endpoint runs it with the offline provider: the terms', the words' and the
 * meaning's rankings fused (search/hybrid-rank.ts).
 */
function smartEngine(entries: Entry[], index: CatalogueIndex, meaning: (query: string) => Ranked[]): Engine {
  return async (query) => {
    const rankings: Ranked[][] = [(await byTerms(entries, query)).map(({ id, score }) => ({ id, score }))];
    if (queryWordsOf(query).length > 0)
      rankings.push(
        (await index.search(query, NO_FILTERS, 'relevance'))
          .slice(0, SMART_RESULTS)
          .map((id, i) => ({ id, score: -i })),
      );
    rankings.push(meaning(query));
    return fuseRankings(rankings, SMART_RESULTS, index.inTitleOrder).map((b) => b.id);
  };
}

export interface ClassScore {
  class: QueryClass;
  engine: EngineName;
  queries: number;
  recallAt10: number;
  mrrAt10: number;
  misses: Array<{ q: string; expect: string[]; got: string[] }>;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

async function score(engine: Engine, name: EngineName): Promise<ClassScore[]> {
  const scores: ClassScore[] = [];
  for (const cls of QUERY_CLASSES) {
    const queries = LABELLED_QUERIES.filter((q) => q.class === cls);
    let recall = 0;
    let rr = 0;
    const misses: ClassScore['misses'] = [];
    for (const query of queries) {
      const top = (await engine(query.q)).slice(0, K);
      const found = query.expect.filter((id) => top.includes(id));
      recall += found.length / Math.min(query.expect.length, K);
      const rank = top.findIndex((id) => query.expect.includes(id));
      rr += rank < 0 ? 0 : 1 / (rank + 1);
      if (found.length < query.expect.length) misses.push({ q: query.q, expect: query.expect, got: top });
    }
    const n = queries.length || 1;
    scores.push({
      class: cls,
      engine: name,
      queries: queries.length,
      recallAt10: round(recall / n),
      mrrAt10: round(rr / n),
      misses,
    });
  }
  return scores;
}

export interface QualityResult {
  books: number;
  queries: number;
  scores: ClassScore[];
  /** Basic search's index at `books`: its build, the heap it added, one query (n = 3 x the queries). */
  basicAtScale: { books: number; buildMs: number; heapMb: number; queryMs: { p50: number; p95: number } };
}

/**
 * Scores of the site's two engines per class over the demo catalogue; basic search's speed over
 * `scaleTo` books (the demo's and generated ones).
 */
export async function benchSearchQuality(scaleTo = 0): Promise<QualityResult> {
  const extraBooks = Math.max(0, scaleTo - SEED_BOOKS.length);
  const slugs = new Set(SEED_BOOKS.map((b) => b.slug));
  for (const query of LABELLED_QUERIES)
    for (const id of query.expect) if (!slugs.has(id)) throw new Error(`"${query.q}" expects unknown book ${id}`);
  const entries = catalogue(SEED_BOOKS);
  const scaled = extraBooks ? [...entries, ...catalogue(generatedBooks(extraBooks))] : entries;
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const timedIndex = await basicIndex(scaled);
  const timed: Engine = (query) => timedIndex.search(query, NO_FILTERS, 'relevance');
  const buildMs = Math.round(performance.now() - started);
  global.gc?.();
  const heapMb = Math.round((process.memoryUsage().heapUsed - heapBefore) / 1e5) / 10;
  // Scored on the demo catalogue alone: the timed index is that one when nothing was added.
  const index = extraBooks ? await basicIndex(entries) : timedIndex;
  const basic: Engine = (query) => index.search(query, NO_FILTERS, 'relevance');
  const times: number[] = [];
  for (let round = 0; round < 3; round++)
    for (const { q } of LABELLED_QUERIES) {
      const t = performance.now();
      await timed(q);
      times.push(performance.now() - t);
    }
  times.sort((a, b) => a - b);
  const at = (p: number) => Math.round(times[Math.min(times.length - 1, Math.floor(p * times.length))]! * 10) / 10;
  const meaning = nearest(entries);
  const scores = [
    ...(await score(basic, 'basic')),
    ...(await score(smartEngine(entries, index, meaning), 'smart')),
    ...(await score(async (q) => (await byTerms(entries, q)).map((b) => b.id), 'terms')),
    ...(await score(async (q) => meaning(q).map((b) => b.id), 'vector')),
    // Ask the library's retrieval (search/ask-library.ts): the question's words (any of them) and
    // its close neighbours by meaning, fused, at most six.
    ...(await score(
      async (q) =>
        fuseRankings(
          [await index.searchAny(q, SMART_RESULTS), meaning(q).filter((b) => !b.supportOnly)],
          ASK_BOOKS,
          index.inTitleOrder,
        ).map((b) => b.id),
      'ask',
    )),
  ];
  return {
    books: entries.length,
    queries: LABELLED_QUERIES.length,
    scores,
    basicAtScale: { books: scaled.length, buildMs, heapMb, queryMs: { p50: at(0.5), p95: at(0.95) } },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const extra = Number(/--books=(\d+)/.exec(process.argv.join(' '))?.[1] ?? 0);
  const { books, queries, scores, basicAtScale } = await benchSearchQuality(extra);
  console.log(`${queries} labelled queries over ${books} books (recall@10 / MRR@10):`);
  console.table(
    QUERY_CLASSES.map((cls) => {
      const of = (engine: string) => scores.find((s) => s.class === cls && s.engine === engine)!;
      return {
        class: cls,
        n: of('basic').queries,
        basic: `${of('basic').recallAt10} / ${of('basic').mrrAt10}`,
        'smart (fused)': `${of('smart').recallAt10} / ${of('smart').mrrAt10}`,
        'terms alone': `${of('terms').recallAt10} / ${of('terms').mrrAt10}`,
        'vector (word-hash)': `${of('vector').recallAt10} / ${of('vector').mrrAt10}`,
        'ask (6 closest)': `${of('ask').recallAt10} / ${of('ask').mrrAt10}`,
      };
    }),
  );
  const { buildMs, heapMb, queryMs } = basicAtScale;
  console.log(
    `basic search at ${basicAtScale.books} books: index built in ${buildMs} ms, +${heapMb} MB heap, ` +
      `one query p50 ${queryMs.p50} ms, p95 ${queryMs.p95} ms (in-process)`,
  );
  mkdirSync('artifacts/bench', { recursive: true });
  const file = `artifacts/bench/${new Date().toISOString().replace(/[:.]/g, '-')}-search-quality.json`;
  writeFileSync(file, JSON.stringify({ books, queries, basicAtScale, scores }, null, 1));
  console.log(`JSON: ${file}`);
  if (process.argv.includes('--misses'))
    for (const s of scores)
      for (const m of s.misses)
        console.log(`${s.engine} ${s.class}: "${m.q}" expects ${m.expect.join(', ')}; top: ${m.got.join(', ') || '-'}`);
}
