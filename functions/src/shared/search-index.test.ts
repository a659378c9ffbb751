import { describe, expect, it } from 'vitest';
import { facetToken, facetTokensFor, NO_FILTERS, searchTokensFor } from './search-index.js';

const book = {
  title: 'The Sea, the Sea',
  author: 'Iris Murdoch',
  description: 'A retired director writes by the sea.',
  tags: ['literature'],
  moods: ['calm'],
  formats: ['ebook', 'audio'],
  available: false,
};

describe('facet tokens', () => {
  it('cover every combination of a format, a mood and the availability, each or any', () => {
    const tokens = facetTokensFor(book);
    // (2 formats + any) x (1 mood + any) x (unavailable + any) = 12, minus the all-any one.
    expect(tokens).toHaveLength(11);
    expect(tokens).toContain(facetToken({ format: 'audio', mood: 'calm', availability: 'unavailable' }));
    expect(tokens).toContain(facetToken({ format: 'ebook', mood: 'all', availability: 'all' }));
    expect(tokens).not.toContain(facetToken({ format: 'physical', mood: 'all', availability: 'all' }));
    expect(tokens).not.toContain(facetToken({ format: 'all', mood: 'all', availability: 'available' }));
  });

  it('is null when nothing is filtered', () => {
    expect(facetToken(NO_FILTERS)).toBeNull();
  });
});

describe('searchTokensFor', () => {
  it('holds word prefixes of title, author, description, tags and moods, plus the facets', () => {
    const tokens = searchTokensFor(book);
    for (const t of ['se', 'sea', 'murdoch', 'mu', 'director', 'literature', 'calm']) expect(tokens).toContain(t);
    expect(tokens).toContain(facetToken({ format: 'all', mood: 'calm', availability: 'all' }));
    expect(tokens).not.toContain('ocean');
  });
});

describe('the tokens of both languages (smart search reads them)', () => {
  it("indexes the translation's words, so a book is found in either language", () => {
    const tokens = searchTokensFor({
      title: 'Season of Migration to the North',
      author: 'Tayeb Salih',
      translations: { ar: { title: 'موسم الهجرة إلى الشمال', author: 'الطيب صالح', description: 'رواية' } },
    });
    for (const word of ['season', 'salih', 'موسم', 'الهجره', 'الطيب', 'طيب', 'صالح', 'روايه'])
      expect(tokens, word).toContain(word);
  });
});
