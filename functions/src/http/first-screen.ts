/**
 * GET /api/first/books and /api/first/books/{id}, behind a Hosting rewrite (firebase.json): the
 * first page of the catalogue in title order and one book, as JSON a CDN may cache
 * (shared/first-screen.ts). The web app shows it before Firestore, Auth and the WebChannel are up,
 * then its live listener takes over. Reads only what a visitor's own query reads (public books,
 * schema fields only), so the cached response holds nothing a visitor could not read anyway.
 */
import { onRequest } from 'firebase-functions/v2/https';
import { BOOK_PAGE_SIZE } from '../shared/constants.js';
import { bookToWire } from '../shared/documents/book-wire.js';
import { FIRST_SCREEN_CACHE_CONTROL } from '../shared/first-screen.js';
import { books } from '../lib/documents.js';

const BOOK_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** Also sent by the function itself, so they hold however it is reached (Hosting adds its own over them). */
const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export const firstScreen = onRequest({ memory: '256MiB', concurrency: 80 }, async (req, res) => {
  res.set(SECURITY_HEADERS);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.set({ Allow: 'GET, HEAD', 'Cache-Control': 'no-store' }).status(405).json({ error: 'method-not-allowed' });
    return;
  }
  const path = req.path.replace(/\/+$/, '');
  try {
    if (path.endsWith('/api/first/books')) {
      const snap = await books().orderBy('titleLower').orderBy('__name__').limit(BOOK_PAGE_SIZE).get();
      res.set('Cache-Control', FIRST_SCREEN_CACHE_CONTROL);
      res.json({ books: snap.docs.map((d) => bookToWire(d.id, d.data())) });
      return;
    }
    const match = /\/api\/first\/books\/([^/]+)$/.exec(path);
    const id = match ? decodeURIComponent(match[1]!) : '';
    if (!BOOK_ID.test(id)) {
      res.set('Cache-Control', 'no-store').status(404).json({ error: 'not-found' });
      return;
    }
    const snap = await books().doc(id).get();
    const book = snap.data();
    res.set('Cache-Control', FIRST_SCREEN_CACHE_CONTROL);
    // A missing book is cached like a present one (a minute): the page's listener decides "not found".
    res.status(book ? 200 : 404).json({ book: book ? bookToWire(id, book) : null });
  } catch (err) {
    console.error('firstScreen failed', err);
    res.set('Cache-Control', 'no-store').status(500).json({ error: 'internal' });
  }
});
