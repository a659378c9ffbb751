/**
 * The prerendered pages carry members' and librarians' words (a book's title, author and
 * description; a group's name, description and current book) inside an HTML template. A string
 * replacement would read "$&", "$`", "$'", "$$" and "$1" in those words as replacement patterns:
 * a group named "$&" once duplicated #root on /community and broke its data block for every
 * visitor. Each pattern, in each field that reaches a page, must arrive as the literal text, in one
 * #root and a data block that parses: through Hosting, and at the function's own URL, which must
 * send the page's security headers itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@shared/collections';
import { admin } from '../../testing/clients';
import { plainBook, storedGroup } from '../../testing/documents';
import { PROJECT_ID, emulatorHosts } from '../../testing/emulators';
import { forAdmin } from '../../testing/sdk';
import { runStamp } from '../../testing/ids';

const HOSTING = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';
const FUNCTION = `http://${emulatorHosts().functions}/${PROJECT_ID}/us-central1/prerender`;
const unique = `pat${runStamp()}`;
const PATTERNS = ['$&', '$`', "$'", '$$', '$1', '$<name>'];
/** One field's words: every pattern, tagged so each field's copy is found on its own. */
const words = (field: string) => `${field}-${unique} ${PATTERNS.join(' x ')} end`;
const bookId = `patterns-${unique}`;
const groupId = `patterns-${unique}`;

beforeAll(async () => {
  const { db } = admin();
  const book = plainBook(words('title'), words('author'), words('description'));
  await db.doc(`${COLLECTIONS.books}/${bookId}`).set(forAdmin(book));
  // The newest group, so it is on /community's first screen.
  const group = storedGroup('someone', {
    name: words('name'),
    description: words('about'),
    currentBookTitle: words('reading'),
    createdAt: new Date(Date.now() + 60_000),
  });
  await db.doc(`${COLLECTIONS.groups}/${groupId}`).set(forAdmin(group));
});
afterAll(async () => {
  const { db } = admin();
  await db.doc(`${COLLECTIONS.books}/${bookId}`).delete();
  await db.doc(`${COLLECTIONS.bookSearch}/${bookId}`).delete();
  await db.doc(`${COLLECTIONS.groups}/${groupId}`).delete();
});

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

const pages = {
  [`/books/${bookId}`]: ['title', 'author', 'description'],
  '/community': ['name', 'about', 'reading'],
} as const;

describe('words with "$" replacement patterns on a prerendered page', () => {
  for (const [path, fields] of Object.entries(pages)) {
    for (const [via, base] of [
      ['Hosting', HOSTING],
      ["the function's own URL", FUNCTION],
    ] as const) {
      it(`${path} via ${via}: each field's words arrive as written, in one #root and a data block that parses`, async () => {
        const res = await fetch(`${base}${path}`);
        expect(res.status).toBe(200);
        const html = await res.text();
        expect(html.match(/<div id="root">/g)).toHaveLength(1);
        expect(html.match(/id="first-screen-data"/g)).toHaveLength(1);
        const block = /<script type="application\/json" id="first-screen-data"[^>]*>([^<]*)<\/script>/.exec(html);
        const data = JSON.stringify(JSON.parse(block![1]!));
        const markup = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="first-screen-data"'));
        for (const field of fields) {
          expect(data, `${field} in the data block`).toContain(JSON.stringify(words(field)).slice(1, -1));
          expect(markup, `${field} in the markup`).toContain(escapeHtml(words(field)));
        }
        // Nothing of the template was pulled in by a pattern ("$`" is everything before the match).
        expect(html.match(/<!doctype html>/gi)).toHaveLength(1);
        expect(html.match(/<\/html>/g)).toHaveLength(1);
      });
    }
  }
});

describe('the prerender function at its own URL (no Hosting in front)', () => {
  it('sends the same security headers as the site: CSP, no framing, nosniff, referrer, COOP, permissions', async () => {
    const direct = await fetch(`${FUNCTION}/books/dune`);
    const hosted = await fetch(`${HOSTING}/books/dune`);
    await Promise.all([direct.body?.cancel(), hosted.body?.cancel()]);
    const csp = direct.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(direct.headers.get('x-frame-options')).toBe('DENY');
    for (const header of [
      'content-security-policy',
      'x-frame-options',
      'x-content-type-options',
      'referrer-policy',
      'permissions-policy',
      'cross-origin-opener-policy',
    ])
      expect(direct.headers.get(header), header).toBe(hosted.headers.get(header));
  });
});
