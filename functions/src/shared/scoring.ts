/**
 * Smart-search ranking, exactly as the spec gives it (section 9): terms are lowercased; each term
 * scores 1 for an exact tag or mood match and 0.5 for a partial one; the total is divided by
 * 1.5 x the number of terms; only books scoring above 0.1 are kept, best first.
 */
import type { BookAnalysis } from './schemas.js';

export interface Scorable {
  tags: readonly string[];
  moods: readonly string[];
}

export const MIN_SMART_SCORE = 0.1;

export function searchTermsOf(analysis: Pick<BookAnalysis, 'genres' | 'themes' | 'moods'>): string[] {
  return [...analysis.genres, ...analysis.themes, ...analysis.moods]
    .map((t) => t.trim().toLowerCase())
    .filter((t) => t.length > 0);
}

export function scoreBook(book: Scorable, terms: readonly string[]): number {
  if (terms.length === 0) return 0;
  const labels = [...book.tags, ...book.moods].map((t) => t.toLowerCase());
  let total = 0;
  for (const term of terms) {
    if (labels.includes(term)) total += 1;
    else if (labels.some((label) => label.includes(term) || term.includes(label))) total += 0.5;
  }
  return total / (1.5 * terms.length);
}

export function rankBooks<T extends Scorable>(
  books: readonly T[],
  terms: readonly string[],
): Array<T & { score: number }> {
  return books
    .map((book) => ({ ...book, score: scoreBook(book, terms) }))
    .filter((b) => b.score > MIN_SMART_SCORE)
    .sort((a, b) => b.score - a.score);
}

/** The spec shows the score as a percentage Match. */
export const scoreToPercent = (score: number): number => Math.round(score * 100);
