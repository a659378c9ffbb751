import { describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../seed/books.js';
import { LABELLED_QUERIES, QUERY_CLASSES, benchSearchQuality } from './search-quality.js';

describe("issue 31's labelled search queries", () => {
  it('hold at least 80 queries, in both languages, every class represented', () => {
    expect(LABELLED_QUERIES.length).toBeGreaterThanOrEqual(80);
    expect(new Set(LABELLED_QUERIES.map((q) => q.lang))).toEqual(new Set(['en', 'ar']));
    for (const cls of QUERY_CLASSES) expect(LABELLED_QUERIES.filter((q) => q.class === cls).length).toBeGreaterThan(0);
    expect(LABELLED_QUERIES.every((q) => (QUERY_CLASSES as readonly string[]).includes(q.class))).toBe(true);
  });

  it('name only books of the demo catalogue, and each query at least one', () => {
    const slugs = new Set(SEED_BOOKS.map((b) => b.slug));
    for (const q of LABELLED_QUERIES) {
      expect(q.expect.length, q.q).toBeGreaterThan(0);
      for (const id of q.expect) expect(slugs.has(id), `${q.q} -> ${id}`).toBe(true);
    }
  });

  it('score exact titles and authors fully with basic search (the harness finds what the site finds)', async () => {
    const { scores } = await benchSearchQuality();
    const exact = scores.find((s) => s.engine === 'basic' && s.class === 'exact')!;
    expect(exact.misses).toEqual([]);
    expect(exact.recallAt10).toBe(1);
    // The harness runs every engine over every query: about 3 s alone, three times that beside a
    // test run (the default 5 s timed out once so).
  }, 60_000);
});
