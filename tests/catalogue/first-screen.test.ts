/**
 * The first-screen endpoint (functions/src/http/first-screen.ts) as a visitor, a CDN and an
 * attacker see it: through the Hosting emulator's rewrite, with plain HTTP. What a CDN caches must
 * be public data only: the schema's fields of public books and reading groups, never anything else
 * a stored document carries, and the site's security headers on every answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@shared/collections';
import { BOOK_PAGE_SIZE, GROUP_PAGE_SIZE } from '@shared/constants';
import { BOOK_FIELDS } from '@shared/documents/book';
import { groupSchema } from '@shared/documents/community';
import { availabilitySchema, emptyAvailability } from '@shared/documents/lending';
import { FIRST_SCREEN_CACHE_CONTROL, FIRST_SCREEN_PATHS } from '@shared/first-screen';
import { admin } from '../../testing/clients';
import { bookWithStrayFields } from '../../testing/documents';
import { runStamp } from '../../testing/ids';

const BASE = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';
const unique = `fs${runStamp()}`;
// '!' sorts before letters and digits: this book is on the first page.
const bookId = `first-screen-${unique}`;
const SECRET = `staff-only-${unique}`;
const ALLOWED_KEYS = new Set<string>([...BOOK_FIELDS, 'id']);
const groupId = `first-screen-${unique}`;
const ALLOWED_GROUP_KEYS = new Set<string>([...Object.keys(groupSchema.shape), 'id']);
// Newer than any demo group: first in the newest-first list.
const GROUP_CREATED = new Date(Date.now() + 365 * 24 * 3600 * 1000);

beforeAll(async () => {
  const summary = emptyAvailability();
  summary.branches = { main: { shelf: 2, loan: 1, holdShelf: 0, pull: 0, transit: 0 } };
  await admin()
    .db.doc(`${COLLECTIONS.availability}/${bookId}`)
    .set({ ...summary, staffNote: SECRET });
  await admin()
    .db.doc(`${COLLECTIONS.books}/${bookId}`)
    .set(bookWithStrayFields(`!First screen ${unique}`, 'Cache Tester', SECRET));
  await admin()
    .db.doc(`${COLLECTIONS.groups}/${groupId}`)
    .set({
      name: `First screen group ${unique}`,
      description: 'A public group.',
      currentBookId: null,
      currentBookTitle: null,
      nextMeeting: GROUP_CREATED,
      createdBy: 'someone',
      createdByName: 'Someone',
      createdAt: GROUP_CREATED,
      memberCount: 1,
      status: 'visible',
      moderatorNote: SECRET,
    });
});
afterAll(async () => {
  await admin().db.doc(`${COLLECTIONS.availability}/${bookId}`).delete();
  await admin().db.doc(`${COLLECTIONS.groups}/${groupId}`).delete();
  await admin().db.doc(`${COLLECTIONS.books}/${bookId}`).delete();
  await admin().db.doc(`${COLLECTIONS.bookSearch}/${bookId}`).delete();
});

const get = (path: string, init?: RequestInit) => fetch(`${BASE}${path}`, init);

function expectSecurityHeaders(res: Response, label: string) {
  expect(res.headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(res.headers.get('content-security-policy'), label).toMatch(/default-src 'none'/);
  expect(res.headers.get('content-security-policy'), label).toMatch(/frame-ancestors 'none'/);
}

describe('first-screen data behind the Hosting rewrite', () => {
  it("the catalogue first page: the visitor query's 24 books in title order, cacheable by a CDN", async () => {
    const res = await get(FIRST_SCREEN_PATHS.books);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.headers.get('cache-control')).toBe(FIRST_SCREEN_CACHE_CONTROL);
    expectSecurityHeaders(res, 'books');
    const { books } = (await res.json()) as { books: Array<Record<string, unknown>> };
    expect(books).toHaveLength(BOOK_PAGE_SIZE);
    expect(books[0]!.id).toBe(bookId);
    const keys = books.map((b) => String(b.titleLower));
    expect(keys).toEqual([...keys].sort());
  });

  it('gzip for a client that accepts it; the same JSON', async () => {
    const plain = await (await get(FIRST_SCREEN_PATHS.books, { headers: { 'accept-encoding': 'identity' } })).text();
    const res = await get(FIRST_SCREEN_PATHS.books, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.text()).toBe(plain);
  });

  it("an attacker reading the cached answer finds only the schema's public fields", async () => {
    for (const path of [FIRST_SCREEN_PATHS.books, FIRST_SCREEN_PATHS.book(bookId)]) {
      const text = await (await get(path)).text();
      expect(text, path).not.toContain(SECRET);
      const body = JSON.parse(text) as { books?: Array<Record<string, unknown>>; book?: Record<string, unknown> };
      for (const book of body.books ?? [body.book!]) {
        for (const key of Object.keys(book)) expect(ALLOWED_KEYS.has(key), `${path}: ${key}`).toBe(true);
      }
    }
  });

  it('one book; a missing or malformed id -> 404 with no book, headers still on', async () => {
    const res = await get(FIRST_SCREEN_PATHS.book(bookId));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(FIRST_SCREEN_CACHE_CONTROL);
    const { book } = (await res.json()) as { book: Record<string, unknown> };
    expect(book).toMatchObject({ id: bookId, title: `!First screen ${unique}`, author: 'Cache Tester' });
    expect(typeof book.updatedAt).toBe('string');

    for (const path of [
      FIRST_SCREEN_PATHS.book(`missing-${unique}`),
      '/api/first/books/a%2F..%2Fprofiles',
      '/api/first/books/%24%7B%7D',
    ]) {
      const miss = await get(path);
      expect(miss.status, path).toBe(404);
      expectSecurityHeaders(miss, path);
      expect(JSON.stringify(await miss.json()), path).not.toMatch(/title/);
    }
  });

  it("one book's availability summary rides with it (the schema's fields only); none -> null", async () => {
    const text = await (await get(FIRST_SCREEN_PATHS.book(bookId))).text();
    expect(text).not.toContain(SECRET);
    const { availability } = JSON.parse(text) as { availability: Record<string, unknown> };
    expect(Object.keys(availability).sort()).toEqual(Object.keys(availabilitySchema.shape).sort());
    expect(availability.branches).toMatchObject({ main: { shelf: 2, loan: 1, holdShelf: 0 } });

    await admin().db.doc(`${COLLECTIONS.availability}/${bookId}`).delete();
    const none = (await (await get(FIRST_SCREEN_PATHS.book(bookId))).json()) as { availability: unknown };
    expect(none.availability).toBeNull();
    expect(
      ((await (await get(FIRST_SCREEN_PATHS.book(`missing-${unique}`))).json()) as { availability: unknown })
        .availability,
    ).toBeNull();
  });

  it('the ratings’ public summary rides with the book (nulls under five); none -> null', async () => {
    await admin().db.doc(`${COLLECTIONS.ratingSummaries}/${bookId}`).set({ count: 6, average: 4.25, stray: SECRET });
    const text = await (await get(FIRST_SCREEN_PATHS.book(bookId))).text();
    expect(text).not.toContain(SECRET);
    expect((JSON.parse(text) as { ratingSummary: unknown }).ratingSummary).toEqual({ count: 6, average: 4.25 });
    await admin().db.doc(`${COLLECTIONS.ratingSummaries}/${bookId}`).delete();
    const none = (await (await get(FIRST_SCREEN_PATHS.book(bookId))).json()) as { ratingSummary: unknown };
    expect(none.ratingSummary).toBeNull();
  });

  it("the community page: the newest reading groups, newest first, the schema's fields only", async () => {
    const res = await get(FIRST_SCREEN_PATHS.community);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(FIRST_SCREEN_CACHE_CONTROL);
    expectSecurityHeaders(res, 'community');
    const text = await res.text();
    expect(text).not.toContain(SECRET);
    const { groups } = JSON.parse(text) as { groups: Array<Record<string, unknown>> };
    expect(groups.length).toBeLessThanOrEqual(GROUP_PAGE_SIZE);
    expect(groups[0]).toMatchObject({ id: groupId, name: `First screen group ${unique}` });
    expect(groups[0]!.nextMeeting).toBe(GROUP_CREATED.toISOString());
    const created = groups.map((g) => String(g.createdAt));
    expect(created).toEqual([...created].sort().reverse());
    for (const group of groups) {
      for (const key of Object.keys(group)) expect(ALLOWED_GROUP_KEYS.has(key), key).toBe(true);
    }
  });

  it('anything but GET -> 405 and no data', async () => {
    const res = await get(FIRST_SCREEN_PATHS.books, { method: 'POST', body: '{}' });
    expect(res.status).toBe(405);
    expect(await res.json()).toEqual({ error: 'method-not-allowed' });
  });
});
