import { describe, expect, it } from 'vitest';
import { EMBEDDING_DIMENSIONS, wordHashEmbedding } from './word-hash-embedder.js';

const cosine = (a: number[], b: number[]) => a.reduce((sum, v, i) => sum + v * b[i]!, 0);

describe('the word-hash embedder (the offline stand-in)', () => {
  it('gives a text the same vector every time, of length 1', () => {
    const a = wordHashEmbedding('Dune, a desert planet and its spice');
    expect(a).toEqual(wordHashEmbedding('Dune, a desert planet and its spice'));
    expect(a).toHaveLength(EMBEDDING_DIMENSIONS);
    expect(Math.hypot(...a)).toBeCloseTo(1, 6);
    expect(wordHashEmbedding('the of and')).toEqual(new Array(EMBEDDING_DIMENSIONS).fill(0));
  });

  it('puts books that share words and subjects nearer each other than books that do not', () => {
    const dune = wordHashEmbedding('Dune\nscience fiction, space, desert\nA desert planet, spice and empire.');
    const foundation = wordHashEmbedding('Foundation\nscience fiction, space, empire\nA galactic empire falls.');
    const cookbook = wordHashEmbedding('Salt Fat Acid Heat\ncooking, food\nThe four elements of good cooking.');
    expect(cosine(dune, foundation)).toBeGreaterThan(cosine(dune, cookbook) + 0.2);
  });

  it('reads the Arabic words the offline vocabulary knows as their English cue too', () => {
    const arabic = wordHashEmbedding('رواية خيال علمي عن الفضاء');
    const english = wordHashEmbedding('science fiction space');
    const other = wordHashEmbedding('cooking food recipes');
    expect(cosine(arabic, english)).toBeGreaterThan(cosine(arabic, other) + 0.2);
  });
});
