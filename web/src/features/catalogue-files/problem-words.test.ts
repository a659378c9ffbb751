// The import's words for every problem the functions can report: the codes come from
// shared/catalogue-import.ts, so a code added there without words in both languages fails here.
import { describe, expect, it } from 'vitest';
import { IMPORT_REFUSALS, IMPORT_WARNINGS, MARC_PROBLEMS } from '@shared/catalogue-import';
import ar from '@/i18n/locales/ar/catalogue.json';
import en from '@/i18n/locales/en/catalogue.json';

describe('the import screen’s problem words', () => {
  for (const [lng, { files }] of [
    ['en', en],
    ['ar', ar],
  ] as const) {
    it(`words every problem and every reason the reader gives, each its own way (${lng})`, () => {
      const problems = files.problems as Record<string, string>;
      const reader = files.reader as Record<string, string>;
      const problemWords = [...IMPORT_REFUSALS, ...IMPORT_WARNINGS].map((code) => problems[code]);
      const readerWords = MARC_PROBLEMS.map((code) => reader[code]);
      for (const words of [problemWords, readerWords]) {
        expect(words.every((w) => typeof w === 'string' && w.trim().length > 0)).toBe(true);
        expect(new Set(words).size).toBe(words.length);
      }
      // No words for a reason the reader no longer gives.
      expect(Object.keys(reader).sort()).toEqual([...MARC_PROBLEMS].sort());
    });
  }
});
