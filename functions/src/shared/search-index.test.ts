import { describe, expect, it } from 'vitest';
import { BOOK_CARD_FIELDS, newBook } from './documents/book.js';
import { NO_FILTERS, SITEMAP_SHARDS, passesFilters, searchEntryFor, sitemapShardOf, wordsOf } from './search-index.js';

const book = { formats: ['ebook', 'audio'] as const, moods: ['calm'] as const, available: false };

describe('passesFilters', () => {
  it('keeps a book with the chosen format, mood and availability, each or any', () => {
    const pass = (f: Partial<typeof NO_FILTERS>) => passesFilters(book as never, { ...NO_FILTERS, ...f });
    expect(pass({})).toBe(true);
    expect(pass({ format: 'audio', mood: 'calm', availability: 'unavailable' })).toBe(true);
    expect(pass({ format: 'physical' })).toBe(false);
    expect(pass({ mood: 'dark' })).toBe(false);
    expect(pass({ availability: 'available' })).toBe(false);
  });
});

describe('wordsOf', () => {
  it('lowercases, strips accents and folds Arabic as readers type it', () => {
    expect(wordsOf('Café Society, 1984!')).toEqual(['cafe', 'society', '1984']);
    expect(wordsOf('الهجرة إلى الشمال')).toEqual(['الهجره', 'الي', 'الشمال']);
  });
});

describe('searchEntryFor', () => {
  it('is the card fields and the sitemap shard only: no timestamps, no tokens', () => {
    const stored = { ...newBook({ title: 'Dune', author: 'Frank Herbert' } as never), searchTokens: ['du'] };
    const entry = searchEntryFor(stored as never, 'dune');
    expect(Object.keys(entry).sort()).toEqual([...BOOK_CARD_FIELDS, 'sitemapShard'].sort());
    expect(entry).toMatchObject({ title: 'Dune', author: 'Frank Herbert', sitemapShard: sitemapShardOf('dune') });
  });

  it('spreads books evenly over the sitemap shards, each well under the 50,000 a sitemap may list', () => {
    const perShard = new Array<number>(SITEMAP_SHARDS).fill(0);
    for (let i = 0; i < 100_000; i++) perShard[sitemapShardOf(`book-${i}`)]!++;
    // A million books is ten times these counts: the fullest shard stays far below the limit.
    expect(Math.max(...perShard) * 10).toBeLessThan(50_000 / 2);
    expect(Math.min(...perShard)).toBeGreaterThan(0);
  });
});
