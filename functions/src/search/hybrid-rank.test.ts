import { describe, expect, it } from 'vitest';
import { FUSION_K, fuseRankings } from './hybrid-rank.js';
import { decodeMeaning, encodeMeaning } from './query-meaning.js';

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const ranking = (...ids: string[]) => ids.map((id, i) => ({ id, score: -i }));

describe('fuseRankings: smart search order and "% Match"', () => {
  it('is 100% only for a book first in every ranking, and a third for first in one of three', () => {
    const fused = fuseRankings([ranking('a', 'b'), ranking('a', 'c'), ranking('a', 'b')], 10, byId);
    expect(fused[0]).toEqual({ id: 'a', score: 1 });
    // b: second in two rankings; c: second in one.
    const best = 3 / (FUSION_K + 1);
    expect(fused.map((b) => b.id)).toEqual(['a', 'b', 'c']);
    expect(fused[1]!.score).toBeCloseTo(2 / (FUSION_K + 2) / best, 10);
    expect(fused[2]!.score).toBeCloseTo(1 / (FUSION_K + 2) / best, 10);
    expect(fuseRankings([[], ranking('x'), []], 10, byId)[0]!.score).toBeCloseTo(1 / 3, 10);
  });

  it('gives equal scores the same rank, and orders equal matches by the tie-break', () => {
    const tied = [
      { id: 'z', score: 0.5 },
      { id: 'm', score: 0.5 },
      { id: 'q', score: 0.2 },
    ];
    const fused = fuseRankings([tied], 10, byId);
    expect(fused.map((b) => b.id)).toEqual(['m', 'z', 'q']);
    expect(fused[0]!.score).toBe(1);
    expect(fused[1]!.score).toBe(1);
    // q is third (two books above it), not second.
    expect(fused[2]!.score).toBeCloseTo((FUSION_K + 1) / (FUSION_K + 3), 10);
  });

  it("keeps the spec's threshold (above 0.1) and the limit", () => {
    const long = ranking(...Array.from({ length: 300 }, (_, i) => `b${String(i).padStart(3, '0')}`));
    const fused = fuseRankings([long, [], []], 1_000, byId);
    expect(fused.every((b) => b.score > 0.1)).toBe(true);
    // Rank r of one ranking in three is above 0.1 while (K + 1) / 3 / (K + r) > 0.1: r < 143.3.
    expect(fused).toHaveLength(143);
    expect(fuseRankings([long], 5, byId)).toHaveLength(5);
    expect(fuseRankings([], 5, byId)).toEqual([]);
  });
});

describe("a query's meaning on its way to the search endpoint", () => {
  it('keeps the direction of the vector within 1% of cosine, in about 340 characters', () => {
    const vector = Array.from({ length: 256 }, (_, i) => Math.sin(i * 1.7) / 16);
    const { model, vector: text } = encodeMeaning('m-1', vector);
    expect(model).toBe('m-1');
    expect(text).toMatch(/^[A-Za-z0-9_-]{342}$/);
    const back = decodeMeaning(text)!;
    const dot = back.reduce((s, x, i) => s + x * vector[i]!, 0);
    const norm = (v: number[]) => Math.hypot(...v);
    expect(dot / norm(back) / norm(vector)).toBeGreaterThan(0.99);
  });

  it('refuses a vector of the wrong length or with no direction', () => {
    expect(decodeMeaning(Buffer.alloc(10).toString('base64url'))).toBeNull();
    expect(decodeMeaning(Buffer.alloc(256).toString('base64url'))).toBeNull();
    expect(decodeMeaning('not base64 at all!')).toBeNull();
  });
});

describe('fuseRankings: weak evidence', () => {
  it('lists a far neighbour by meaning only when another ranking lists it too, and counts it then', () => {
    const terms = ranking('a');
    const meaning = [
      { id: 'near', score: -0.1 },
      { id: 'a', score: -0.5, supportOnly: true },
      { id: 'far', score: -0.9, supportOnly: true },
    ];
    const fused = fuseRankings([terms, meaning], 10, byId);
    expect(fused.map((b) => b.id)).toEqual(['a', 'near']);
    expect(fused[0]!.score).toBeCloseTo((1 / (FUSION_K + 1) + 1 / (FUSION_K + 2)) / (2 / (FUSION_K + 1)), 10);
    expect(fused[1]!.score).toBeCloseTo(0.5, 10);
  });
});
