import { describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../seed/books.js';
import { wordsOf } from '@shared/search-index';
import { arabicLightStem, transliterationKey } from './search-quality/orama-candidate.js';
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
  });
});

describe("the candidate's tokenizer", () => {
  const stem = (word: string) => arabicLightStem(wordsOf(word)[0]!);
  it('gives an Arabic word one stem with or without و, the article or a preposition with it', () => {
    for (const [a, b] of <const>[
      ['ثلاثية', 'الثلاثية'],
      ['الشمس', 'بالشمس'],
      ['كلاب', 'والكلاب'],
      ['مؤسسة', 'المؤسسة'],
      ['الشمال', 'للشمال'],
      ['المقدمة', 'فالمقدمة'],
    ])
      expect(stem(b), `${a} / ${b}`).toBe(stem(a));
    expect(stem('فلسطين')[0]).toBe('ف'); // a root letter that looks like a prefix stays
  });
  it('gives spelling variants of a romanised name one key', () => {
    for (const [a, b] of <const>[
      ['mahfouz', 'mahfuz'],
      ['naguib', 'najib'],
      ['husayn', 'hussein'],
      ['chekhov', 'tchekhov'],
      ['qabbani', 'kabbani'],
      ['dostoevsky', 'dostoyevsky'],
    ])
      expect(transliterationKey(b), `${a} / ${b}`).toBe(transliterationKey(a));
    expect(transliterationKey('mahfouz')).not.toBe(transliterationKey('marquez'));
  });
});
