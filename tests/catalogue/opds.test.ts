/**
 * The OPDS catalog (functions/src/catalogue/opds.ts) as an e-reader app reads it through Hosting,
 * parsed by a real feed parser (rss-parser reads Atom): the root's navigation, a subject's books
 * with their borrow links, the whole collection page by page through `next` links with no book
 * twice, and the OpenSearch template's Atom search.
 */
import Parser from 'rss-parser';
import { describe, expect, it } from 'vitest';

const BASE = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';
type Link = { $: { rel: string; type?: string; href: string } };
// Every <link> of the feed and of each entry (the parser keeps only the first by default); its
// types name a feed's custom field by its key alone, though it reads this form too.
const parser = new Parser<{ feedLinks: Link[] }, { links: Link[]; id: string }>({
  customFields: {
    feed: [['link', 'feedLinks', { keepArray: true }]] as never,
    item: [['link', 'links', { keepArray: true }]],
  },
});

async function opds(path: string, kind: 'navigation' | 'acquisition') {
  const res = await fetch(path.startsWith('http') ? path : `${BASE}${path}`);
  expect(res.status, path).toBe(200);
  // Its parameters in any order and spacing (the server adds the charset).
  const type = res.headers.get('content-type') ?? '';
  expect(type, path).toMatch(/^application\/atom\+xml\s*;/);
  expect(type, path).toMatch(/;\s*profile=opds-catalog\s*(;|$)/);
  expect(type, path).toMatch(new RegExp(`;\\s*kind=${kind}\\s*(;|$)`));
  expect(res.headers.get('cache-control'), path).toBe('public, max-age=300, s-maxage=3600');
  return parser.parseString(await res.text());
}
const rel = (links: Link[], name: string) => links.find((l) => l.$.rel === name)?.$.href;

describe('the OPDS catalog', () => {
  it('starts with navigation to all books and to subjects, and names its search', async () => {
    const root = await opds('/opds', 'navigation');
    expect(root.title).toBe('City Public Library');
    expect(root.items.map((i) => i.title)).toEqual(['All books', 'Subjects']);
    expect(rel(root.feedLinks, 'search')).toBe(`${BASE}/opensearch.xml`);
    const subjects = await opds('/opds/subjects', 'navigation');
    expect(subjects.items.map((i) => i.title)).toContain('classic');
  });

  it('a subject lists its books, each with its page to borrow it from', async () => {
    const classics = await opds('/opds/subjects/classic', 'acquisition');
    const book = classics.items.find((i) => i.title === 'Pride and Prejudice');
    expect(book, 'Pride and Prejudice').toBeDefined();
    expect(book!.id).toBe('urn:library:book:pride-and-prejudice');
    expect(rel(book!.links, 'http://opds-spec.org/acquisition/borrow')).toBe(`${BASE}/books/pride-and-prejudice`);
    expect((await fetch(`${BASE}/opds/subjects/not-a-subject`)).status).toBe(404);
  });

  it('pages through the whole collection by `next` links, each book once, in title order', async () => {
    const seen: string[] = [];
    let next: string | undefined = '/opds/books';
    for (let pages = 0; next && pages < 20; pages++) {
      const page = await opds(next, 'acquisition');
      expect(page.items.length).toBeLessThanOrEqual(50);
      seen.push(...page.items.map((i) => i.id));
      next = rel(page.feedLinks, 'next');
    }
    expect(next, 'the last page has no next link').toBeUndefined();
    expect(seen.length).toBeGreaterThan(50);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toContain('urn:library:book:dune');
  });

  it('answers the OpenSearch Atom template with the titles that start with the words', async () => {
    const found = await opds('/opds/search?q=Pride', 'acquisition');
    expect(found.items.map((i) => i.title)).toContain('Pride and Prejudice');
    expect((await opds('/opds/search?q=', 'acquisition')).items).toEqual([]);
    // A cursor that is not one is ignored, not an error.
    expect((await opds('/opds/books?after=%7Bnot-json', 'acquisition')).items.length).toBeGreaterThan(0);
  });
});
