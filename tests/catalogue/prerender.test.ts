/**
 * The prerendered pages (functions/src/http/prerender.ts) as an attacker sees them, through the
 * Hosting emulator's rewrite with plain HTTP: what a CDN caches holds public data only (a stored
 * book's extra, staff-only fields never reach the HTML or its data block), a title written to break
 * out of the markup or the data block stays text, and the page carries no inline executable script
 * but app.html's own (allowed by its hash).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@shared/collections';
import { FIRST_SCREEN_CACHE_CONTROL } from '@shared/first-screen';
import { admin } from '../../testing/clients';
import { bookWithStrayFields } from '../../testing/documents';
import { hashSource, inlineScripts } from '../../testing/page-scripts';
import { runStamp } from '../../testing/ids';

const BASE = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';
const unique = `pr${runStamp()}`;
// '!' sorts before letters and digits: this book is on the first page of /books.
const bookId = `prerender-${unique}`;
const SECRET = `staff-only-${unique}`;
const HOSTILE = `!</script><script>alert("${unique}")</script><img src=x onerror=alert(1)>`;

beforeAll(async () => {
  await admin()
    .db.doc(`${COLLECTIONS.books}/${bookId}`)
    .set(bookWithStrayFields(HOSTILE, 'Markup Tester', SECRET));
});
afterAll(async () => {
  await admin().db.doc(`${COLLECTIONS.books}/${bookId}`).delete();
  await admin().db.doc(`${COLLECTIONS.bookSearch}/${bookId}`).delete();
});

const get = (path: string, init?: RequestInit) => fetch(`${BASE}${path}`, init);

describe('prerendered pages behind the Hosting rewrite', () => {
  for (const path of ['/books', `/books/${bookId}`, `/books/${bookId}?lang=ar`]) {
    it(`${path}: the book as text, no staff-only field, no injected or inline script`, async () => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe(FIRST_SCREEN_CACHE_CONTROL);
      expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
      const html = await res.text();
      expect(html).not.toContain(SECRET);
      expect(html).not.toContain('staffNote');
      expect(html).not.toContain('searchTokens');
      // The title is in the page, escaped: as markup text and inside the data block.
      expect(html).toContain('Markup Tester');
      expect(html).not.toContain(`alert("${unique}")</script>`);
      expect(html).not.toContain('<img src=x');
      // Every script is a file, the data block, or app.html's own inline script the CSP names.
      const inline = inlineScripts(html);
      expect(inline).toHaveLength(1);
      expect(res.headers.get('content-security-policy')).toContain(hashSource(inline[0]!));
      const block = /<script type="application\/json" id="first-screen-data"[^>]*>([^<]*)<\/script>/.exec(html);
      expect(block, 'data block').not.toBeNull();
      expect(JSON.stringify(JSON.parse(block![1]!))).toContain(HOSTILE.replace(/"/g, '\\"'));
      if (path.startsWith('/books/')) {
        // The book's structured data reads back as the title, whole: the markup in it ended nothing.
        const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
        expect(JSON.parse(ld![1]!)).toMatchObject({ '@type': 'Book', name: HOSTILE });
      }
    });
  }

  it('no page carries a style attribute (the CSP would block it and report a violation)', async () => {
    for (const path of ['/', '/books', '/books/dune', '/search', '/community']) {
      const html = await (await fetch(`${BASE}${path}`)).text();
      expect(html, path).toContain('id="first-screen-data"');
      expect(html, path).not.toMatch(/<[^>]+\sstyle="/);
    }
  });

  it('compressed for clients that accept it (brotli, else gzip), the same page either way', async () => {
    const plain = await get('/books', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const html = await plain.text();
    for (const [accept, encoding] of [
      ['gzip, deflate', 'gzip'],
      ['gzip, br', 'br'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const res = await get('/books', { headers: { 'accept-encoding': accept } });
      expect(res.headers.get('content-encoding'), accept).toBe(encoding);
      expect(res.headers.get('vary'), accept).toMatch(/accept-encoding/i);
      expect(Number(res.headers.get('content-length') ?? Infinity), accept).toBeLessThan(html.length / 3);
      expect(await res.text(), accept).toBe(html);
    }
  });

  it('a path that is no book id renders no data; anything but GET -> 405', async () => {
    for (const path of ['/books/a%2F..%2Fprofiles', '/books/%24%7B%7D']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html, path).toContain('"book":null');
      expect(html, path).not.toContain('book-detail-title');
    }
    const post = await get('/books', { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
    expect(await post.text()).not.toContain('first-screen-data');
  });
});
