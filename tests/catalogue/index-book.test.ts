/**
 * The catalogue end to end through the emulators: staff write books with the web SDK (as the site
 * does), the indexBook trigger maintains the search entries, and readers are refused by the rules.
 */
import { addDoc, collection, deleteDoc, doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@shared/collections';
import { searchUrl, type SearchAnswer } from '@shared/catalogue-search';
import { searchEntryFor } from '@shared/search-index';
import { newBookDoc } from '../../testing/documents';
import { forWeb } from '../../testing/sdk';
import { admin, signedInClient, closeAfter } from '../../testing/clients';
import { eventually } from '../../testing/eventually';
import { runStamp } from '../../testing/ids';

const BASE = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';
const track = closeAfter(afterEach);
const created: string[] = [];
afterAll(async () => {
  const { db } = admin();
  await Promise.all(
    created.flatMap((id) => [
      db.doc(`${COLLECTIONS.books}/${id}`).delete(),
      db.doc(`${COLLECTIONS.bookSearch}/${id}`).delete(),
    ]),
  );
});

async function client(role: 'reader' | 'librarian') {
  const c = await signedInClient(role);
  track(c);
  return c;
}

const unique = `zx${runStamp()}`;
const bookFields = (title: string) =>
  forWeb(
    newBookDoc({
      title,
      author: 'Index Tester',
      description: `A book about ${unique}lighthouses.`,
      coverUrl: '',
      formats: ['ebook'],
      tags: ['maritime'],
      moods: ['calm'],
    }),
  );

type Entry = Record<string, unknown>;

/** Polls the Admin SDK until the book's search entry (or its absence: null) satisfies `done`. */
async function entryOnceIndexed(id: string, done: (entry: Entry | null) => boolean): Promise<Entry | null> {
  const { db } = admin();
  return eventually(
    async () => ((await db.doc(`${COLLECTIONS.bookSearch}/${id}`).get()).data() as Entry | undefined) ?? null,
    done,
    { what: `the search entry of book ${id}` },
  );
}

describe('indexBook trigger', () => {
  it('indexes a book a librarian adds, and re-indexes it when edited', async () => {
    const librarian = await client('librarian');
    const title = `Harbour Lights ${unique}`;
    const ref = await addDoc(collection(librarian.db, COLLECTIONS.books), bookFields(title));
    created.push(ref.id);

    const entry = await entryOnceIndexed(ref.id, (e) => e !== null);
    const { db } = admin();
    const stored = (await db.doc(`${COLLECTIONS.books}/${ref.id}`).get()).data()!;
    // The entry is what a result card shows and ranks on: the book's card fields, nothing more.
    expect(entry).toEqual(searchEntryFor(stored as Parameters<typeof searchEntryFor>[0], ref.id));
    expect(entry).toMatchObject({ title, author: 'Index Tester', tags: ['maritime'] });
    expect(entry).not.toHaveProperty('searchTokens');
    expect(entry).not.toHaveProperty('createdAt');

    // Edit: new tag, new format, now unavailable: the entry follows.
    await updateDoc(doc(librarian.db, COLLECTIONS.books, ref.id), {
      tags: ['astronomy'],
      formats: ['audio'],
      available: false,
      updatedAt: serverTimestamp(),
    });
    expect(await entryOnceIndexed(ref.id, (e) => e?.available === false)).toMatchObject({
      tags: ['astronomy'],
      formats: ['audio'],
    });

    // Delete: the entry goes with the book, so search never offers a book that is gone.
    await deleteDoc(doc(librarian.db, COLLECTIONS.books, ref.id));
    expect(await entryOnceIndexed(ref.id, (e) => e === null)).toBeNull();
  });

  it('refuses a librarian who tries to write the index', async () => {
    const librarian = await client('librarian');
    const ref = await addDoc(collection(librarian.db, COLLECTIONS.books), bookFields(`Index Forger ${unique}`));
    created.push(ref.id);
    await expect(
      updateDoc(doc(librarian.db, COLLECTIONS.books, ref.id), { searchTokens: ['x'], updatedAt: serverTimestamp() }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(
      setDoc(doc(librarian.db, COLLECTIONS.bookSearch, ref.id), { title: 'Forged', searchTokens: ['free'] }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

describe('bilingual books in the index', () => {
  it('indexes a translation a librarian saves, so the book is found by its Arabic words, folded', async () => {
    const librarian = await client('librarian');
    const ref = await addDoc(collection(librarian.db, COLLECTIONS.books), bookFields(`Lighthouse Keeper ${unique}`));
    created.push(ref.id);
    await entryOnceIndexed(ref.id, (e) => e !== null);
    await updateDoc(doc(librarian.db, COLLECTIONS.books, ref.id), {
      'translations.ar': {
        title: 'حارسُ المَنارة',
        author: 'مختبر الفهرسة',
        description: 'كتابٌ عن المنارات والبحر.',
        origin: 'librarian',
        reviewedBy: librarian.uid,
        updatedAt: serverTimestamp(),
      },
      updatedAt: serverTimestamp(),
    });
    // The result card can show the Arabic version.
    const entry = await entryOnceIndexed(
      ref.id,
      (e) => (e?.translations as Record<string, unknown> | undefined)?.ar !== undefined,
    );
    expect(entry).toMatchObject({
      language: 'en',
      translations: { ar: { title: 'حارسُ المَنارة', origin: 'librarian' } },
    });
    // Search finds it by the Arabic words as readers type them: no diacritics, ة as ه, no article.
    for (const q of ['حارس المناره', 'مناره', 'منارة'])
      await eventually(
        async () => {
          const res = await fetch(`${BASE}${searchUrl({ q })}`);
          return ((await res.json()) as SearchAnswer).books.map((b) => b.id);
        },
        (ids) => ids.includes(ref.id),
        { timeoutMs: 15_000, what: `"${q}" finds the book by its Arabic version` },
      );
  });

  it('refuses a reader who writes a translation through the SDK', async () => {
    const { db } = admin();
    const existing = db.collection(COLLECTIONS.books).doc();
    await existing.set({
      ...bookFields(`Reader Translation Target ${unique}`),
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    created.push(existing.id);
    const reader = await client('reader');
    await expect(
      updateDoc(doc(reader.db, COLLECTIONS.books, existing.id), {
        'translations.ar': {
          title: 'عنوان مزور',
          author: 'قارئ',
          description: '',
          origin: 'librarian',
          reviewedBy: reader.uid,
          updatedAt: serverTimestamp(),
        },
        updatedAt: serverTimestamp(),
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await existing.get()).get('translations')).toEqual({});
  });
});

describe('readers cannot write books', () => {
  it('refuses a reader adding, editing or deleting a book', async () => {
    const { db } = admin();
    const existing = db.collection(COLLECTIONS.books).doc();
    await existing.set({ ...bookFields(`Reader Target ${unique}`), createdAt: new Date(), updatedAt: new Date() });
    created.push(existing.id);

    const reader = await client('reader');
    await expect(
      addDoc(collection(reader.db, COLLECTIONS.books), bookFields(`Reader Book ${unique}`)),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(
      updateDoc(doc(reader.db, COLLECTIONS.books, existing.id), { available: false, updatedAt: serverTimestamp() }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(deleteDoc(doc(reader.db, COLLECTIONS.books, existing.id))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect((await existing.get()).exists).toBe(true);
  });
});
