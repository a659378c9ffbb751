/**
 * What crawlers, browsers and e-reader apps read about the site (functions/src/http/discovery.ts),
 * fetched through the Hosting emulator as they would be: robots.txt (a file of the build) keeps crawlers off
 * members' and staff pages, the OpenSearch description parses and points at /search, and a
 * prerendered book page carries its schema.org Book and its language alternates.
 */
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS as C } from '@shared/collections';
import { forAdmin } from '../../functions/src/lib/server-time';
import { admin } from '../../testing/clients';
import { eventually } from '../../testing/eventually';
import { storedBook } from '../../testing/documents';
import { uniqueId } from '../../testing/ids';

const BASE = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!));

/** A day at the CDN, as Hosting sends it (firebase.json; DISCOVERY_CACHE_CONTROL in discovery.ts). */
const DAY_AT_CDN = 'public, max-age=3600, s-maxage=86400';

describe('robots.txt and the OpenSearch description', () => {
  it('robots.txt lets crawlers read the public pages and keeps them off private ones and the data', async () => {
    const res = await fetch(`${BASE}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.headers.get('cache-control')).toBe(DAY_AT_CDN);
    const lines = (await res.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/profile',
      '/admin',
      '/desk',
      '/moderation',
      '/my-library',
      '/books/add',
      '/books/edit/',
      '/api/',
    ]) {
      expect(lines, path).toContain(`Disallow: ${path}`);
    }
    // Nothing that would block the catalogue, a book or the community.
    expect(lines.filter((l) => /^Disallow: \/(books|community|groups|search)?$/.test(l))).toEqual([]);
  });

  it('the OpenSearch description is XML a browser reads, with the site’s search as its template', async () => {
    const res = await fetch(`${BASE}/opensearch.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/opensearchdescription\+xml/);
    const doc = new XMLParser({ ignoreAttributes: false }).parse(await res.text());
    const description = doc.OpenSearchDescription;
    expect(description['@_xmlns']).toBe('http://a9.com/-/spec/opensearch/1.1/');
    expect(description.ShortName).toBe('City Public Library');
    const html = [description.Url].flat().find((u: Record<string, string>) => u['@_type'] === 'text/html');
    expect(html['@_template']).toBe(`${BASE}/search?q={searchTerms}`);
    // The page itself names the description, so a browser finds it.
    expect(await (await fetch(`${BASE}/`)).text()).toMatch(
      /<link\s+rel="search"\s+type="application\/opensearchdescription\+xml"[^>]*href="\/opensearch\.xml"/,
    );
  });
});

describe('a book page’s structured data and language alternates', () => {
  it('carries a schema.org Book with its author, language and each format offered by the library', async () => {
    const blocks = jsonLdOf(await (await fetch(`${BASE}/books/pride-and-prejudice`)).text());
    expect(blocks).toHaveLength(1);
    const book = blocks[0];
    expect(book).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Book',
      '@id': `${BASE}/books/pride-and-prejudice`,
      name: 'Pride and Prejudice',
      author: { '@type': 'Person', name: 'Jane Austen' },
      inLanguage: 'en',
    });
    expect(book.workExample.length).toBeGreaterThan(0);
    for (const example of book.workExample) {
      expect(example.bookFormat).toMatch(/^https:\/\/schema\.org\/(EBook|Hardcover|AudiobookFormat)$/);
      expect(example.offers).toMatchObject({ '@type': 'Offer', price: 0, offeredBy: { '@type': 'Library' } });
    }
  });

  it('an imported book carries its ISBNs and contributors, and nothing else of its record', async () => {
    const id = uniqueId('isbn-page');
    const db = admin().db;
    await db
      .doc(`${C.books}/${id}`)
      .set(forAdmin(storedBook({ title: `Imported ${id}`, author: 'Ada Writer', formats: ['physical'] })));
    await db.doc(`${C.catalogueRecords}/${id}`).set(
      forAdmin({
        isbns: ['9780306406157', '9781565926998'],
        controlNumber: '(DLC)private-1',
        authorSort: 'Writer, Ada',
        contributors: ['Ben Editor'],
        keys: ['isbn-9780306406157'],
        importId: 'job-1',
        createdByImport: 'job-1',
        updatedAt: new Date(),
      }),
    );
    try {
      const [book] = jsonLdOf(await (await fetch(`${BASE}/books/${id}`)).text());
      expect(book).toMatchObject({
        '@type': 'Book',
        name: `Imported ${id}`,
        isbn: ['9780306406157', '9781565926998'],
        contributor: [{ '@type': 'Person', name: 'Ben Editor' }],
      });
      // The import's bookkeeping stays on the server.
      expect(JSON.stringify(book)).not.toMatch(/private-1|job-1|Writer, Ada/);
    } finally {
      await db.doc(`${C.catalogueRecords}/${id}`).delete();
      await db.doc(`${C.books}/${id}`).delete();
      // Counting tests (OPDS, sitemaps) need its search entry gone too: the trigger takes it.
      await eventually(
        () => db.doc(`${C.bookSearch}/${id}`).get(),
        (entry) => !entry.exists,
        { timeoutMs: 60_000, what: 'the book leaving search' },
      );
    }
  });

  it('every prerendered page names its English and Arabic versions and the default', async () => {
    for (const path of ['/', '/books', '/books/dune', '/community', '/search']) {
      const html = await (await fetch(`${BASE}${path}`)).text();
      const links = Object.fromEntries(
        [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]),
      );
      expect(links, path).toEqual({
        en: `${BASE}${path}?lang=en`,
        ar: `${BASE}${path}?lang=ar`,
        'x-default': `${BASE}${path}`,
      });
      // Only book pages describe a book.
      expect(html.includes('application/ld+json'), path).toBe(path.startsWith('/books/'));
    }
  });
});
