import { describe, expect, it } from 'vitest';
import { MIN_SMART_SCORE, rankBooks, scoreBook, scoreToPercent, searchTermsOf } from './scoring.js';

/*
 * Hand-computed fixture. Analysis: genres [Mystery, Science], themes [friendship], moods [calm]
 * -> terms (lowercased) mystery, science, friendship, calm: 4 terms, so the divisor is 1.5 x 4 = 6.
 *   A: tags mystery, science, friendship; mood calm -> 1 + 1 + 1 + 1 = 4     -> 4/6   = 0.667 (67%)
 *   B: tags Mystery (case differs), computer science; mood tired
 *        -> mystery 1, science 0.5 ("computer science" contains it), friendship 0, calm 0
 *        = 1.5 -> 1.5/6 = 0.25 (25%)
 *   C: tags "mystery novel"; mood calm -> mystery 0.5 (the tag contains it), calm 1 = 1.5 -> 0.25
 *   D: tags sci -> science 0.5 (the term contains "sci") = 0.5 -> 0.5/6 = 0.0833: not above 0.1, dropped
 *   E: tags cooking -> 0, dropped
 */
const analysis = { genres: ['Mystery', ' Science '], themes: ['friendship'], moods: ['calm' as const] };
const books = [
  { id: 'D', tags: ['sci'], moods: [] },
  { id: 'C', tags: ['mystery novel'], moods: ['calm'] },
  { id: 'E', tags: ['cooking'], moods: ['happy'] },
  { id: 'B', tags: ['Mystery', 'computer science'], moods: ['tired'] },
  { id: 'A', tags: ['mystery', 'science', 'friendship'], moods: ['calm'] },
];

describe('searchTermsOf', () => {
  it('lowercases and trims genres, themes and moods in that order', () => {
    expect(searchTermsOf(analysis)).toEqual(['mystery', 'science', 'friendship', 'calm']);
  });

  it('drops blank terms', () => {
    expect(searchTermsOf({ genres: ['  '], themes: [], moods: [] })).toEqual([]);
  });
});

describe('scoreBook', () => {
  const terms = searchTermsOf(analysis);

  it('scores 1 per exact tag or mood match and 0.5 per partial, over 1.5 x the term count', () => {
    const score = (id: string) =>
      scoreBook(
        books.find((b) => b.id === id)!,
        terms,
      );
    expect(score('A')).toBeCloseTo(4 / 6);
    expect(score('B')).toBeCloseTo(1.5 / 6);
    expect(score('C')).toBeCloseTo(1.5 / 6);
    expect(score('D')).toBeCloseTo(0.5 / 6);
    expect(score('E')).toBe(0);
  });

  it('is 0 without terms', () => {
    expect(scoreBook(books[0]!, [])).toBe(0);
  });
});

describe('rankBooks', () => {
  it('keeps only books above 0.1, best first, ties in input order', () => {
    const ranked = rankBooks(books, searchTermsOf(analysis));
    expect(ranked.map((b) => b.id)).toEqual(['A', 'C', 'B']);
    expect(ranked.every((b) => b.score > MIN_SMART_SCORE)).toBe(true);
    expect(ranked.map((b) => scoreToPercent(b.score))).toEqual([67, 25, 25]);
  });

  it('keeps the book fields alongside the score', () => {
    const [top] = rankBooks(books, ['friendship']);
    expect(top).toMatchObject({ id: 'A', tags: ['mystery', 'science', 'friendship'], score: 1 / 1.5 });
  });
});
