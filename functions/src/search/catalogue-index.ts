/**
 * Basic search's engine (docs/search.md, "Relevance, typos and word forms"): an in-memory Orama
 * index (BM25 ranking, prefix and typo-tolerant matching) of every book's search entry, with the
 * terms of ./word-forms.ts. Pure: the endpoint (./search-books.ts) keeps it in step with
 * Firestore.
 *
 * Each query word is searched on its own, with its own typo tolerance (one edit from 5 letters,
 * two from 9), and a book must match every word; the words' scores add up. (Orama's one tolerance
 * per query fuzzed a title's short words too, and its all-words threshold counted a word's stem
 * and its transliteration key as two words.)
 */
import { create, insert, remove, search, type Tokenizer } from '@orama/orama';
import type { SearchOrder } from '../shared/catalogue-search.js';
import type { BookCard } from '../shared/documents/book.js';
import { rankBooks } from '../shared/scoring.js';
import { passesFilters as passes, type SearchFilters } from '../shared/search-index.js';
import { SUBJECTS_IN_ARABIC } from '../shared/subjects.js';
import { indexTermsOf, isStopWord, keyOf, queryWordsOf, stemOf, typoToleranceOf } from './word-forms.js';

/**
 * Records are tokenized into all their terms. A query searches one term at a time, marked by
 * QUERY_TERM so it is taken as it is: a word's stem with the word's typo tolerance, its name key with
 * none (a key already stands for every spelling; fuzzed, "~mazrbaga~" met "~maraga~", marriage).
 */
const QUERY_TERM = '\u0000';
const tokenizer: Tokenizer = {
  language: 'english',
  normalizationCache: new Map(),
  tokenize: (raw: string) => {
    const text = String(raw ?? '');
    return text.startsWith(QUERY_TERM) ? [text.slice(QUERY_TERM.length)] : indexTermsOf(text);
  },
};

const schema = {
  title: 'string',
  author: 'string',
  /** The title and author of the book's record in its other language: found by either's words. */
  otherTitle: 'string',
  subjects: 'string',
  description: 'string',
  otherDescription: 'string',
} as const;
const PROPERTIES = Object.keys(schema) as Array<keyof typeof schema>;
/** Where a match makes a book a title or author match, in either language. */
const NAMES: Array<keyof typeof schema> = ['title', 'author', 'otherTitle'];

/** Within BM25's score: title and author count most, then subjects (tags and moods), then descriptions. */
const BOOST = { title: 3, author: 3, otherTitle: 3, subjects: 1.5, description: 1, otherDescription: 1 };

/** Above any BM25 score here: a book matching more query words by title or author ranks first. */
const NAME_MATCH = 1_000;

/** Strings in Firestore's order (by code point), as /books sorts titles. */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function createCatalogueIndex() {
  const db = create({ schema, components: { tokenizer } });
  const cards = new Map<string, BookCard>();

  const record = (id: string, card: BookCard) => {
    const others = Object.values(card.translations ?? {}).filter((t) => t !== undefined);
    return {
      id,
      title: card.title,
      author: card.author,
      otherTitle: others.map((t) => `${t.title} ${t.author}`).join(' '),
      // A tag's Arabic name too (the home page's Arabic collection tiles search it).
      subjects: [
        ...card.tags,
        ...card.tags.flatMap((t) => SUBJECTS_IN_ARABIC[t.toLowerCase()] ?? []),
        ...card.moods,
      ].join(' '),
      description: card.description,
      otherDescription: others.map((t) => t.description).join(' '),
    };
  };

  const title = (id: string) => cards.get(id)!.titleLower;
  const inTitleOrder = (a: string, b: string) => byCodePoint(title(a), title(b)) || byCodePoint(a, b);

  const hitsOf = async (term: string, tolerance: number, properties: Array<keyof typeof schema>) =>
    (
      await search(db, {
        term: QUERY_TERM + term,
        properties,
        boost: BOOST,
        tolerance,
        limit: cards.size,
      })
    ).hits;

  /**
   * Each book matching `word` by its stem (with the word's typo tolerance) or its name key
   * (exactly), with its score: BM25's for each, plus NAME_MATCH when the word is in its title or
   * author. BM25 alone weighs each field by how rare the word is in that field, so a word in many
   * titles and one description ranked that description first.
   */
  async function matches(word: string): Promise<Map<string, number>> {
    const key = keyOf(word);
    const terms: Array<[string, number]> = [
      [stemOf(word), typoToleranceOf(word)],
      ...(key ? [[key, 0] as [string, number]] : []),
    ];
    const scores = new Map<string, number>();
    for (const [term, tolerance] of terms) {
      const [all, names] = await Promise.all([hitsOf(term, tolerance, PROPERTIES), hitsOf(term, tolerance, NAMES)]);
      const named = new Set(names.map((hit) => hit.id));
      for (const hit of all) {
        const score = hit.score + (named.has(hit.id) ? NAME_MATCH : 0);
        scores.set(hit.id, Math.max(scores.get(hit.id) ?? 0, score));
      }
    }
    return scores;
  }

  return {
    get size() {
      return cards.size;
    },
    /** Adds the book, or replaces what was indexed for it. */
    async put(id: string, card: BookCard): Promise<void> {
      if (cards.has(id)) await remove(db, id);
      await insert(db, record(id, card));
      cards.set(id, card);
    },
    async drop(id: string): Promise<void> {
      if (!cards.delete(id)) return;
      await remove(db, id);
    },
    card: (id: string) => cards.get(id),
    /** Whether the book is indexed and passes the filters. */
    passes: (id: string, filters: SearchFilters) => {
      const card = cards.get(id);
      return card !== undefined && passes(card, filters);
    },
    /** Two indexed books in title order (then by id), as /books lists them. */
    inTitleOrder,
    /**
     * Smart search: every book that passes the filters, scored by the spec's rule against the
     * analysis's terms (shared/scoring.ts), those above its threshold, best first (ties in title order).
     */
    rank(terms: readonly string[], filters: SearchFilters): Array<BookCard & { id: string; score: number }> {
      const books = [...cards].filter(([, card]) => passes(card, filters)).map(([id, card]) => ({ ...card, id }));
      return rankBooks(books, terms).sort(
        (a, b) => b.score - a.score || byCodePoint(a.titleLower, b.titleLower) || byCodePoint(a.id, b.id),
      );
    },
    /**
     * A question's books by its words (Ask the library): any word may match, each book's word
     * scores add up, best first, at most `limit`. A question is a sentence ("something like Dune
     * but shorter"): requiring every word would find nothing; the title or author named in it
     * ranks first by its name bonus.
     */
    async searchAny(question: string, limit: number): Promise<Array<{ id: string; score: number }>> {
      const words = queryWordsOf(question).filter((w) => !isStopWord(w));
      const sums = new Map<string, number>();
      for (const m of await Promise.all(words.map(matches)))
        for (const [id, score] of m) sums.set(id, (sums.get(id) ?? 0) + score);
      return [...sums]
        .map(([id, score]) => ({ id, score }))
        .sort((a, b) => b.score - a.score || inTitleOrder(a.id, b.id))
        .slice(0, limit);
    },
    /**
     * The ids of the books that match every word of `query` and the filters, best first (ties and
     * `order: 'title'` in title order). An empty query lists every book that passes the filters.
     */
    async search(query: string, filters: SearchFilters, order: SearchOrder): Promise<string[]> {
      const words = queryWordsOf(query);
      let scored: Array<[string, number]>;
      if (words.length === 0) scored = [...cards.keys()].map((id) => [id, 0]);
      else {
        const [first, ...rest] = await Promise.all(words.map(matches));
        scored = [...first!]
          .filter(([id]) => rest.every((m) => m.has(id)))
          .map(([id, score]) => [id, rest.reduce((sum, m) => sum + m.get(id)!, score)]);
      }
      const kept = scored.filter(([id]) => passes(cards.get(id)!, filters));
      kept.sort((a, b) => (order === 'relevance' ? b[1] - a[1] : 0) || inTitleOrder(a[0], b[0]));
      return kept.map(([id]) => id);
    },
  };
}
export type CatalogueIndex = ReturnType<typeof createCatalogueIndex>;
