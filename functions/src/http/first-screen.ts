/**
 * GET /api/first/books, /api/first/books/{id} and /api/first/community, behind a Hosting rewrite
 * (firebase.json): the first page of the catalogue in title order, one book, and the newest reading
 * groups, as JSON a CDN may cache
 * (shared/first-screen.ts). The web app shows it before Firestore, Auth and the WebChannel are up,
 * then its live listener takes over. Reads only what a visitor's own query reads (public books and
 * groups, schema fields only), so the cached response holds nothing a visitor could not read anyway.
 */
import { onRequest } from 'firebase-functions/v2/https';
import { BOOK_PAGE_SIZE, GROUP_PAGE_SIZE } from '../shared/constants.js';
import { bookWire } from '../shared/documents/book.js';
import { groupWire } from '../shared/documents/community.js';
import { FIRST_SCREEN_CACHE_CONTROL, firstScreenPage, type FirstScreenPage } from '../shared/first-screen.js';
import { ID_PATTERN } from '../shared/schemas.js';
import { availability, books, groups, ratingSummaries } from '../lib/documents.js';
import { sendCompressed } from './compressed.js';
import { DATA_HEADERS } from './security-headers.js';

/** A first screen's answer: what /api/first/... sends, and what the prerender embeds. */
export interface FirstScreenAnswer {
  status: 200 | 404;
  body: unknown;
}

/** The catalogue's first page in title order: public books, schema fields only. */
async function firstBooks(): Promise<FirstScreenAnswer> {
  const snap = await books().orderBy('titleLower').orderBy('__name__').limit(BOOK_PAGE_SIZE).get();
  return { status: 200, body: { books: snap.docs.map((d) => bookWire.toWire(d.id, d.data())) } };
}

/**
 * One book (null when it does not exist or the id is not a book id), its public availability
 * summary (null when it has no copies or licences) and its ratings' public summary (null when
 * nobody rated it), so the book page shows all three before Firestore.
 */
async function firstBook(id: string): Promise<FirstScreenAnswer> {
  if (!ID_PATTERN.test(id)) return { status: 404, body: { book: null, availability: null, ratingSummary: null } };
  const [bookSnap, availabilitySnap, ratingSnap] = await Promise.all([
    books().doc(id).get(),
    availability().doc(id).get(),
    ratingSummaries().doc(id).get(),
  ]);
  const book = bookSnap.data();
  return {
    status: book ? 200 : 404,
    body: {
      book: book ? bookWire.toWire(id, book) : null,
      availability: (book && availabilitySnap.data()) ?? null,
      ratingSummary: (book && ratingSnap.data()) ?? null,
    },
  };
}

/**
 * The newest visible reading groups, as the community page's groups tab lists them: a group hidden
 * by staff or held for review is not in the public list (nor in the prerendered /community).
 */
async function firstGroups(): Promise<FirstScreenAnswer> {
  const snap = await groups()
    .where('status', '==', 'visible')
    .orderBy('createdAt', 'desc')
    .limit(GROUP_PAGE_SIZE)
    .get();
  return { status: 200, body: { groups: snap.docs.map((d) => groupWire.toWire(d.id, d.data())) } };
}

/** The answer for a page's first screen. */
export const firstScreenAnswer = (page: FirstScreenPage): Promise<FirstScreenAnswer> =>
  page.kind === 'books' ? firstBooks() : page.kind === 'book' ? firstBook(page.id) : firstGroups();

export const firstScreen = onRequest({ memory: '256MiB', concurrency: 80 }, async (req, res) => {
  res.set(DATA_HEADERS);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.set({ Allow: 'GET, HEAD', 'Cache-Control': 'no-store' }).status(405).json({ error: 'method-not-allowed' });
    return;
  }
  // The page path the endpoint stands for: /api/first/books/dune -> /books/dune.
  const page = firstScreenPage(req.path.replace(/\/+$/, '').replace(/^.*\/api\/first(?=\/)/, ''));
  if (!page || (page.kind === 'book' && !ID_PATTERN.test(page.id))) {
    res.set('Cache-Control', 'no-store').status(404).json({ error: 'not-found' });
    return;
  }
  try {
    const answer = await firstScreenAnswer(page);
    // A missing book is cached like a present one (a minute): the page's listener decides "not found".
    res
      .set({ 'Cache-Control': FIRST_SCREEN_CACHE_CONTROL, 'Content-Type': 'application/json; charset=utf-8' })
      .status(answer.status);
    sendCompressed(req, res, JSON.stringify(answer.body));
  } catch (err) {
    console.error('firstScreen failed', err);
    res.set('Cache-Control', 'no-store').status(500).json({ error: 'internal' });
  }
});
