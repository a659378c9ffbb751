// The home page's collection tiles search their own name in the reader's language: each name must
// find the books tagged with that subject, in English and in Arabic (the index adds the subjects'
// Arabic names, shared/subjects.ts).
import { describe, expect, it } from 'vitest';
import { matchesAllTokens, queryTokens, searchTokensFor } from '@shared/search-index';
import ar from '@/i18n/locales/ar/pages.json';
import en from '@/i18n/locales/en/pages.json';

describe("the home page's collections", () => {
  const subjects = Object.keys(en.home.collections);

  it('are the same subjects in both languages', () => {
    expect(Object.keys(ar.home.collections).sort()).toEqual([...subjects].sort());
  });

  for (const [language, catalogue] of [
    ['en', en],
    ['ar', ar],
  ] as const) {
    it(`each name, searched in ${language}, finds a book tagged with its subject and not one without`, () => {
      for (const subject of subjects) {
        const name = catalogue.home.collections[subject as keyof typeof en.home.collections];
        const tagged = searchTokensFor({ title: 'A', author: 'B', tags: [subject] });
        const untagged = searchTokensFor({ title: 'A', author: 'B', tags: ['cooking'] });
        expect(
          matchesAllTokens(tagged, queryTokens(name.toLocaleLowerCase(language))),
          `${language} ${subject}: ${name}`,
        ).toBe(true);
        expect(
          matchesAllTokens(untagged, queryTokens(name.toLocaleLowerCase(language))),
          `${language} ${subject}: ${name}`,
        ).toBe(false);
      }
    });
  }
});
