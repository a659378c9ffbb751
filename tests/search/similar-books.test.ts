/**
 * "More like this" (functions/src/search/similar-books.ts, embed-book.ts) through the emulators:
 * the embedBook trigger embeds a book as staff write it (the offline provider's word-hash stand-in
 * in the emulator), and GET /api/similar/{id} answers its nearest books by Firestore's vector
 * search, through the Hosting rewrite, as a reader and an attacker call it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@shared/collections';
import { BOOK_CARD_FIELDS } from '@shared/documents/book';
import { SIMILAR_COUNT, WORD_HASH_MODEL, similarUrl, type SimilarAnswer } from '@shared/catalogue-search';
import { admin } from '../../testing/clients';
import { newBookDoc } from '../../testing/documents';
import { eventually } from '../../testing/eventually';
import { runStamp } from '../../testing/ids';
import { forAdmin } from '../../testing/sdk';

const BASE = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';
const stamp = runStamp();
const ids = { a: `similar-a-${stamp}`, b: `similar-b-${stamp}` };
const get = (path: string, init?: RequestInit) => fetch(`${BASE}${path}`, init);
async function similar(id: string): Promise<SimilarAnswer> {
  const res = await get(similarUrl(id));
  expect(res.status).toBe(200);
  return (await res.json()) as SimilarAnswer;
}
const vectorOf = async (id: string) => (await admin().db.doc(`${COLLECTIONS.bookVectors}/${id}`).get()).data();

afterAll(async () => {
  await Promise.all(Object.values(ids).map((id) => admin().db.doc(`${COLLECTIONS.books}/${id}`).delete()));
});

describe('GET /api/similar/{bookId}', () => {
  it("answers a demo book's nearest books: never itself, at most six, card fields only, and the model", async () => {
    const res = await get(similarUrl('dune'));
    expect(res.headers.get('cache-control')).toMatch(/s-maxage=300/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const answer = (await res.json()) as SimilarAnswer;
    expect(answer.model).toBe(WORD_HASH_MODEL);
    expect(answer.books.length).toBeGreaterThan(0);
    expect(answer.books.length).toBeLessThanOrEqual(SIMILAR_COUNT);
    expect(answer.books.map((b) => b.id)).not.toContain('dune');
    const allowed = new Set<string>([...BOOK_CARD_FIELDS, 'id']);
    for (const b of answer.books) expect(Object.keys(b).filter((k) => !allowed.has(k))).toEqual([]);
    // Dune's neighbours share its subjects.
    expect(answer.books.some((b) => b.tags.includes('science fiction'))).toBe(true);
  });

  it('embeds a new book as staff write it, and finds the book that shares its words first', async () => {
    const words = `zephyrine${stamp.replace(/\d/g, '')} quillwort lanternfish`;
    await admin()
      .db.doc(`${COLLECTIONS.books}/${ids.a}`)
      .set(forAdmin(newBookDoc({ title: `Tides ${stamp}`, description: `${words} along the shore.`, tags: ['sea'] })));
    await admin()
      .db.doc(`${COLLECTIONS.books}/${ids.b}`)
      .set(forAdmin(newBookDoc({ title: `Shoals ${stamp}`, description: `More ${words}.`, tags: ['sea'] })));
    await eventually(
      async () => [await vectorOf(ids.a), await vectorOf(ids.b)],
      (vectors) => vectors.every((v) => v?.model === WORD_HASH_MODEL),
      { what: 'both books embedded' },
    );
    expect((await similar(ids.a)).books[0]?.id).toBe(ids.b);
  });

  it('forgets a deleted book: no vector, and no neighbours for it', async () => {
    await admin().db.doc(`${COLLECTIONS.books}/${ids.b}`).delete();
    await eventually(
      () => vectorOf(ids.b),
      (v) => v === undefined,
      { what: 'the vector deleted' },
    );
    expect((await similar(ids.b)).books).toEqual([]);
    expect((await similar(ids.a)).books.map((b) => b.id)).not.toContain(ids.b);
  });

  it('answers nothing for a book it does not know, 404 for what is not a book id, 405 for other methods', async () => {
    expect(await similar(`no-such-book-${stamp}`)).toEqual({ books: [], model: null });
    expect((await get('/api/similar/')).status).toBe(404);
    for (const path of ['/api/similar/a%2F..%2Fprofiles', '/api/similar/%24%7B%7D']) {
      expect((await get(path)).status, path).toBe(404);
    }
    expect((await get(similarUrl('dune'), { method: 'POST' })).status).toBe(405);
  });
});
