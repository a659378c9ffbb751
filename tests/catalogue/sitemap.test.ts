/**
 * The sitemaps (functions/src/catalogue/sitemap.ts) as a crawler reads them through Hosting, parsed
 * with the `sitemap` library's own parsers: an index of the pages' sitemap and the book shards,
 * every book of the catalogue in exactly one shard, nothing private listed.
 */
import { Readable } from 'node:stream';
import { parseSitemap, parseSitemapIndex } from 'sitemap';
import { describe, expect, it } from 'vitest';
import { SITEMAP_SHARDS } from '@shared/search-index';
import { SEED_BOOKS } from '../../scripts/seed/books';

const BASE = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';
const DAY_AT_CDN = 'public, max-age=3600, s-maxage=86400';

async function fetched(path: string) {
  const res = await fetch(`${BASE}${path}`);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type'), path).toMatch(/^application\/xml/);
  expect(res.headers.get('cache-control'), path).toBe(DAY_AT_CDN);
  return Readable.from([await res.text()]);
}

describe('the sitemaps', () => {
  it('the index lists the pages’ sitemap and every book shard, on the site’s own origin', async () => {
    const index = await parseSitemapIndex(await fetched('/sitemap.xml'));
    expect(index.map((s) => s.url)).toEqual([
      `${BASE}/sitemaps/pages.xml`,
      ...Array.from({ length: SITEMAP_SHARDS }, (_, k) => `${BASE}/sitemaps/books-${k}.xml`),
    ]);
  });

  it('the pages’ sitemap has the public pages and visible groups, no account or staff page', async () => {
    const urls = (await parseSitemap(await fetched('/sitemaps/pages.xml'))).map((u) => u.url);
    for (const path of ['/', '/books', '/community', '/about', '/contact', '/groups/classics-circle']) {
      expect(urls, path).toContain(`${BASE}${path}`);
    }
    for (const path of ['/login', '/register', '/profile', '/admin', '/desk', '/moderation', '/books/add']) {
      expect(urls, path).not.toContain(`${BASE}${path}`);
    }
  });

  it('lists every book of the catalogue in exactly one shard', async () => {
    const listed: string[] = [];
    for (let k = 0; k < SITEMAP_SHARDS; k++) {
      listed.push(...(await parseSitemap(await fetched(`/sitemaps/books-${k}.xml`))).map((u) => u.url));
    }
    // Other tests add and remove books meanwhile: the seed's are all there, each listed once.
    const seeded = SEED_BOOKS.map((b) => `${BASE}/books/${encodeURIComponent(b.slug)}`);
    for (const url of seeded)
      expect(
        listed.filter((u) => u === url),
        url,
      ).toHaveLength(1);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('answers 404 for a shard that does not exist', async () => {
    for (const path of [`/sitemaps/books-${SITEMAP_SHARDS}.xml`, '/sitemaps/books-x.xml', '/sitemaps/other.xml']) {
      expect((await fetch(`${BASE}${path}`)).status, path).toBe(404);
    }
  });
});
