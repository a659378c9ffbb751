/**
 * Smart search's order (docs/search.md, "Smart search by meaning"): reciprocal rank fusion of the
 * rankings it has, usually three: the books whose tags and moods match the analysis (the spec's
 * score), the books that match the query's words (basic search's relevance) and the books nearest
 * the query's meaning (its embedding). A book's fused score is the sum of 1 / (K + rank) over the
 * rankings that list it.
 *
 * Its "% Match" is that sum divided by the most a book could have: being first in every ranking
 * asked. So 100% is first by tags, words and meaning; a book first by meaning alone, of three
 * rankings, is 33%. The spec's threshold keeps its place: only books above 0.1 are shown.
 */
import { MIN_SMART_SCORE } from '../shared/scoring.js';

/** The usual constant of reciprocal rank fusion: rank 1 and rank 10 differ, but not tenfold. */
export const FUSION_K = 60;

/**
 * The cosine similarity from which a neighbour by meaning is listed on its own (closer ones only
 * add to the score of books the terms or words list). Word-hash: made-up words reach up to 0.21
 * with some demo book by hashing accidents, and recall of the descriptive queries is flat from 0.1
 * to 0.3 (scripts/bench/search-quality.ts), so 0.3. OpenAI's model: not measured here (no model
 * offline); unrelated texts typically fall near 0.1-0.2 with it, so the same 0.3 until the labelled
 * queries are run with a key.
 */
export const MIN_MEANING_SIMILARITY = 0.3;

export interface Ranked {
  id: string;
  /** Higher is better. Equal scores share a rank: a tie in the spec's score is a tie here too. */
  score: number;
  /**
   * Evidence too weak to list the book on its own (a far neighbour by meaning): it still adds to
   * the score of a book another ranking lists. Nearest-neighbour search always finds neighbours,
   * however far; without this a query of unknown words listed SMART_RESULTS unrelated books.
   */
  supportOnly?: boolean;
}

/**
 * The fused order of `rankings` (each best first), as ids with their match in 0..1, above the
 * spec's threshold, best first, at most `limit`. `tieBreak` orders equal matches (title order).
 */
export function fuseRankings(
  rankings: ReadonlyArray<readonly Ranked[]>,
  limit: number,
  tieBreak: (a: string, b: string) => number,
): Array<{ id: string; score: number }> {
  if (rankings.length === 0) return [];
  const sums = new Map<string, number>();
  const listed = new Set<string>();
  for (const ranking of rankings) {
    let rank = 0;
    ranking.forEach((entry, i) => {
      if (i === 0 || entry.score !== ranking[i - 1]!.score) rank = i + 1;
      sums.set(entry.id, (sums.get(entry.id) ?? 0) + 1 / (FUSION_K + rank));
      if (!entry.supportOnly) listed.add(entry.id);
    });
  }
  const best = rankings.length / (FUSION_K + 1);
  return [...sums]
    .filter(([id]) => listed.has(id))
    .map(([id, sum]) => ({ id, score: sum / best }))
    .filter((b) => b.score > MIN_SMART_SCORE)
    .sort((a, b) => b.score - a.score || tieBreak(a.id, b.id))
    .slice(0, limit);
}
