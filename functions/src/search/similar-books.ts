/**
 * GET /api/similar/{bookId} (behind a Hosting rewrite): "More like this", the SIMILAR_COUNT books
 * nearest to this one by meaning: Firestore's vector search (findNearest, cosine) over the books'
 * embeddings of the same model (./embed-book.ts). Public data only (the entries' card fields), so
 * a CDN may keep the answer a few minutes. A book with no embedding has no neighbours yet.
 */
import { onRequest } from 'firebase-functions/v2/https';
import { SIMILAR_COUNT, SIMILAR_ROOT, type SimilarAnswer } from '../shared/catalogue-search.js';
import { ID_PATTERN } from '../shared/schemas.js';
import { sendCompressed } from '../http/compressed.js';
import { bookVectorOf, cardsOf, nearestBooks } from './nearest-books.js';
import { DATA_HEADERS } from '../http/security-headers.js';

export const SIMILAR_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600';

/** The neighbours of `bookId`, nearest first (none when it has no embedding). */
export async function similarBooks(bookId: string): Promise<SimilarAnswer> {
  const own = await bookVectorOf(bookId);
  if (!own) return { books: [], model: null };
  const { model, vector } = own;
  const ids = (await nearestBooks(model, vector, SIMILAR_COUNT + 1))
    .map((d) => d.id)
    .filter((id) => id !== bookId)
    .slice(0, SIMILAR_COUNT);
  if (ids.length === 0) return { books: [], model };
  return { books: await cardsOf(ids), model };
}

export const similarBooksEndpoint = onRequest({ memory: '256MiB', concurrency: 80 }, async (req, res) => {
  res.set(DATA_HEADERS);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.set({ Allow: 'GET, HEAD', 'Cache-Control': 'no-store' }).status(405).json({ error: 'method-not-allowed' });
    return;
  }
  let bookId = '';
  try {
    bookId = decodeURIComponent(req.path.replace(/\/+$/, '').replace(/^.*\/api\/similar\//, ''));
  } catch {
    bookId = '';
  }
  if (!req.path.includes(SIMILAR_ROOT) || !ID_PATTERN.test(bookId)) {
    res.set('Cache-Control', 'no-store').status(404).json({ error: 'not-found' });
    return;
  }
  try {
    const answer = await similarBooks(bookId);
    res.set({ 'Cache-Control': SIMILAR_CACHE_CONTROL, 'Content-Type': 'application/json; charset=utf-8' }).status(200);
    sendCompressed(req, res, JSON.stringify(answer));
  } catch (err) {
    console.error('similarBooks failed', err);
    res.set('Cache-Control', 'no-store').status(500).json({ error: 'internal' });
  }
});
