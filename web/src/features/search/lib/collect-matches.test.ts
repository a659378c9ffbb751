import { describe, expect, it } from 'vitest';
import { collectMatches, FETCH_SIZE, MAX_FETCHES, RESULTS_PAGE } from './collect-matches';

type B = { id: number; searchTokens: string[] };
/** An index of `n` rows in which every `every`-th row also holds the token "x". */
function fakeIndex(n: number, every: number) {
  const rows: B[] = Array.from({ length: n }, (_, id) => ({ id, searchTokens: id % every === 0 ? ['a', 'x'] : ['a'] }));
  const sizes: number[] = [];
  const fetchPage = async (after: number | null, size: number) => {
    sizes.push(size);
    const start = after === null ? 0 : after + 1;
    const books = rows.slice(start, start + size);
    return { books, last: books.at(-1)?.id ?? after, exhausted: books.length < size };
  };
  return { fetchPage, sizes };
}

describe('collectMatches', () => {
  it('reads exactly one results page when nothing is checked on the page', async () => {
    const { fetchPage, sizes } = fakeIndex(100, 1);
    const res = await collectMatches(fetchPage, [], null);
    expect(res.matches).toHaveLength(RESULTS_PAGE);
    expect(sizes).toEqual([RESULTS_PAGE]);
    expect(res.exhausted).toBe(false);
  });

  it('keeps reading until a page of matches is found, and continues from the cursor', async () => {
    const { fetchPage } = fakeIndex(1000, 3);
    const first = await collectMatches(fetchPage, ['x'], null);
    expect(first.matches.length).toBeGreaterThanOrEqual(RESULTS_PAGE);
    expect(first.matches.every((b) => b.id % 3 === 0)).toBe(true);
    const second = await collectMatches(fetchPage, ['x'], first.last);
    expect(second.matches[0]!.id).toBeGreaterThan(first.matches.at(-1)!.id);
  });

  it('stops after MAX_FETCHES requests when matches are rare', async () => {
    const { fetchPage, sizes } = fakeIndex(10_000, 5000);
    const res = await collectMatches(fetchPage, ['x'], null);
    expect(sizes).toEqual(Array(MAX_FETCHES).fill(FETCH_SIZE));
    expect(res.matches.map((b) => b.id)).toEqual([0]);
    expect(res.exhausted).toBe(false);
  });

  it('reports exhaustion when the index runs out', async () => {
    const { fetchPage } = fakeIndex(10, 1);
    const res = await collectMatches(fetchPage, [], null);
    expect(res.matches).toHaveLength(10);
    expect(res.exhausted).toBe(true);
  });
});
