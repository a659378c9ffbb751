/**
 * The OPDS 1.2 catalog (docs/search.md, "Open to the world"): the collection as Atom feeds an
 * e-reader app browses. /opds is the root (navigation): all books, and the library's subjects;
 * /opds/books and /opds/subjects/{tag} are acquisition feeds in title order, 50 a page with a
 * `next` link (a cursor, never an offset); /opds/search?q= finds titles that start with the words
 * (OpenSearch's Atom template, /opensearch.xml). Each entry links to the book's page, where a
 * member borrows it. Public data only, each page one bounded query, cached at the CDN.
 */
import { FieldPath } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import type { BookDoc } from '../shared/documents/book.js';
import { PAGES } from '../shared/pages.js';
import { SUBJECTS_IN_ARABIC } from '../shared/subjects.js';
import { books } from '../lib/documents.js';
import { siteUrl } from '../lib/site-origins.js';
import { DATA_HEADERS } from '../http/security-headers.js';
import { LIBRARY_NAME, notFound, pageUrl, readOnly, xmlText } from '../http/public-feed.js';

export const OPDS_PAGE = 50;
export const OPDS_CACHE_CONTROL = 'public, max-age=300, s-maxage=3600';
const NAVIGATION = 'application/atom+xml;profile=opds-catalog;kind=navigation';
const ACQUISITION = 'application/atom+xml;profile=opds-catalog;kind=acquisition';

const link = (rel: string, type: string, href: string, title?: string) =>
  `<link rel="${rel}" type="${type}" href="${xmlText(href)}"${title ? ` title="${xmlText(title)}"` : ''}/>`;

interface Feed {
  id: string;
  title: string;
  kind: 'navigation' | 'acquisition';
  self: string;
  next?: string;
  entries: string[];
}

function feed(site: string, f: Feed, now: Date): string {
  const url = (path: string) => new URL(path, site).toString();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/terms/" xmlns:opds="http://opds-spec.org/2010/catalog">',
    `<id>${xmlText(f.id)}</id>`,
    `<title>${xmlText(f.title)}</title>`,
    `<updated>${now.toISOString()}</updated>`,
    `<author><name>${LIBRARY_NAME}</name><uri>${xmlText(site)}</uri></author>`,
    link('self', f.kind === 'navigation' ? NAVIGATION : ACQUISITION, url(f.self)),
    link('start', NAVIGATION, url('/opds')),
    link('search', 'application/opensearchdescription+xml', url('/opensearch.xml')),
    ...(f.next ? [link('next', ACQUISITION, url(f.next))] : []),
    ...f.entries,
    '</feed>',
    '',
  ].join('\n');
}

const navigationEntry = (site: string, id: string, title: string, path: string, content: string, now: Date) =>
  `<entry><title>${xmlText(title)}</title><id>${xmlText(id)}</id><updated>${now.toISOString()}</updated>` +
  `<content type="text">${xmlText(content)}</content>${link('subsection', ACQUISITION, new URL(path, site).toString())}</entry>`;

/** One book as an OPDS entry: what its public page shows, and that page to borrow it from. */
export function bookEntry(site: string, id: string, book: BookDoc): string {
  const page = pageUrl(site, PAGES.book.path, { bookId: id });
  const updated = (book.updatedAt ?? book.createdAt ?? new Date(0)).toISOString();
  return [
    '<entry>',
    `<title>${xmlText(book.title)}</title>`,
    `<id>urn:library:book:${xmlText(id)}</id>`,
    `<updated>${updated}</updated>`,
    book.author ? `<author><name>${xmlText(book.author)}</name></author>` : '',
    `<dc:language>${book.language}</dc:language>`,
    ...book.tags.map((tag) => `<category term="${xmlText(tag)}" label="${xmlText(tag)}"/>`),
    book.description ? `<content type="text">${xmlText(book.description)}</content>` : '',
    book.coverUrl ? link('http://opds-spec.org/image', 'image/jpeg', new URL(book.coverUrl, site).toString()) : '',
    link('alternate', 'text/html', page),
    link('http://opds-spec.org/acquisition/borrow', 'text/html', page),
    '</entry>',
  ].join('');
}

/** A cursor after a book in title order: its sort key and id. */
const cursorOf = (titleLower: string, id: string) =>
  Buffer.from(JSON.stringify([titleLower, id])).toString('base64url');
function parseCursor(value: unknown): [string, string] | null {
  if (typeof value !== 'string' || value.length > 1000) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 2) return null;
    const [titleLower, id]: unknown[] = parsed;
    return typeof titleLower === 'string' && typeof id === 'string' ? [titleLower, id] : null;
  } catch {
    return null;
  }
}

/** A page of books in title order (all, or one subject), from `after`. */
async function bookPage(site: string, path: string, title: string, tag: string | null, after: unknown) {
  let query = books().orderBy('titleLower').orderBy(FieldPath.documentId());
  if (tag) query = query.where('tags', 'array-contains', tag);
  const cursor = parseCursor(after);
  if (cursor) query = query.startAfter(...cursor);
  const snap = await query.limit(OPDS_PAGE).get();
  const last = snap.docs.at(-1);
  return {
    id: `urn:library:opds:${path}`,
    title,
    kind: 'acquisition' as const,
    self: path,
    next: snap.size === OPDS_PAGE && last ? `${path}?after=${cursorOf(last.data().titleLower, last.id)}` : undefined,
    entries: snap.docs.map((d) => bookEntry(site, d.id, d.data())),
  };
}

/** Titles that start with the words asked for (the catalogue's sort key), a page of them. */
async function searchPage(site: string, q: unknown) {
  const words = typeof q === 'string' ? q.trim().toLowerCase().slice(0, 200) : '';
  const snap = words
    ? await books()
        .where('titleLower', '>=', words)
        .where('titleLower', '<', `${words}\uf8ff`)
        .orderBy('titleLower')
        .limit(OPDS_PAGE)
        .get()
    : null;
  return {
    id: `urn:library:opds:search:${words}`,
    title: `${LIBRARY_NAME}: ${words}`,
    kind: 'acquisition' as const,
    self: `/opds/search?q=${encodeURIComponent(words)}`,
    entries: snap ? snap.docs.map((d) => bookEntry(site, d.id, d.data())) : [],
  };
}

const SUBJECT = /^\/opds\/subjects\/([^/]+)$/;

export const opdsCatalog = onRequest(async (req, res) => {
  res.set(DATA_HEADERS);
  if (!readOnly(req, res)) return;
  const site = siteUrl();
  const now = new Date();
  const path = req.path.replace(/\/+$/, '');
  const subjects = Object.keys(SUBJECTS_IN_ARABIC);
  const subject = SUBJECT.exec(path)?.[1];
  const tag = subject === undefined ? undefined : decodeURIComponent(subject);
  let f: Feed | null = null;
  if (path === '/opds') {
    f = {
      id: 'urn:library:opds',
      title: LIBRARY_NAME,
      kind: 'navigation',
      self: '/opds',
      entries: [
        navigationEntry(
          site,
          'urn:library:opds:/opds/books',
          'All books',
          '/opds/books',
          'The whole collection, by title.',
          now,
        ),
        navigationEntry(
          site,
          'urn:library:opds:/opds/subjects',
          'Subjects',
          '/opds/subjects',
          'Books by subject.',
          now,
        ),
      ],
    };
  } else if (path === '/opds/subjects') {
    f = {
      id: 'urn:library:opds:/opds/subjects',
      title: `${LIBRARY_NAME}: subjects`,
      kind: 'navigation',
      self: '/opds/subjects',
      entries: subjects.map((s) =>
        navigationEntry(site, `urn:library:opds:subject:${s}`, s, `/opds/subjects/${encodeURIComponent(s)}`, s, now),
      ),
    };
  } else if (path === '/opds/books') {
    f = await bookPage(site, '/opds/books', `${LIBRARY_NAME}: all books`, null, req.query.after);
  } else if (tag !== undefined && subjects.includes(tag)) {
    f = await bookPage(
      site,
      `/opds/subjects/${encodeURIComponent(tag)}`,
      `${LIBRARY_NAME}: ${tag}`,
      tag,
      req.query.after,
    );
  } else if (path === '/opds/search') {
    f = await searchPage(site, req.query.q);
  }
  if (!f) {
    notFound(res);
    return;
  }
  res
    .status(200)
    .set('Cache-Control', OPDS_CACHE_CONTROL)
    .type(f.kind === 'navigation' ? NAVIGATION : ACQUISITION)
    .send(feed(site, f, now));
});
