/**
 * The catalogue end to end through the emulators: staff write books with the web SDK (as the site
 * does), the indexBook trigger maintains the search index, and readers are refused by the rules.
 */
import { addDoc, collection, deleteDoc, doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@shared/collections';
import { facetToken, searchTokensFor } from '@shared/search-index';
import { newBookDoc } from '../../testing/documents';
import { forWeb } from '../../testing/sdk';
import { admin, signedInClient, closeAfter } from '../../testing/clients';
import { eventually } from '../../testing/eventually';
import { runStamp } from '../../testing/ids';

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

type Entry = Record<string, unknown> & { searchTokens?: string[] };

/** Polls the Admin SDK until the book's search entry (or its absence: null) satisfies `done`. */
async function entryOnceIndexed(id: string, done: (entry: Entry | null) => boolean): Promise<Entry | null> {
  const { db } = admin();
  return eventually(
    async () => ((await db.doc(`${COLLECTIONS.bookSearch}/${id}`).get()).data() as Entry | undefined) ?? null,
    done,
    { what: `the search entry of book ${id}` },
  );
}

async function tokensOnceIndexed(id: string, done: (tokens: string[]) => boolean): Promise<string[]> {
  return (await entryOnceIndexed(id, (e) => done(e?.searchTokens ?? [])))!.searchTokens!;
}

describe('indexBook trigger', () => {
  it('indexes a book a librarian adds, and re-indexes it when edited', async () => {
    const librarian = await client('librarian');
    const title = `Harbour Lights ${unique}`;
    const ref = await addDoc(collection(librarian.db, COLLECTIONS.books), bookFields(title));
    created.push(ref.id);

    const tokens = await tokensOnceIndexed(ref.id, (t) => t.length > 0);
    const { db } = admin();
    const stored = (await db.doc(`${COLLECTIONS.books}/${ref.id}`).get()).data()!;
    expect(tokens).toEqual(searchTokensFor(stored as Parameters<typeof searchTokensFor>[0]));
    for (const t of ['harbour', 'ha', 'lights', unique, 'tester', 'maritime', 'calm']) expect(tokens).toContain(t);
    expect(tokens).toContain(facetToken({ format: 'ebook', mood: 'calm', availability: 'available' }));
    // The entry carries what a result card shows; the book itself carries no tokens.
    expect(await entryOnceIndexed(ref.id, (e) => e !== null)).toMatchObject({ title, author: 'Index Tester' });
    expect(stored.searchTokens).toBeUndefined();

    // Edit: new tag, new format, now unavailable. The old words and facets go, the new ones come.
    await updateDoc(doc(librarian.db, COLLECTIONS.books, ref.id), {
      tags: ['astronomy'],
      formats: ['audio'],
      available: false,
      updatedAt: serverTimestamp(),
    });
    const edited = await tokensOnceIndexed(ref.id, (t) => t.includes('astronomy'));
    expect(edited).not.toContain('maritime');
    expect(edited).toContain(facetToken({ format: 'audio', mood: 'all', availability: 'unavailable' }));
    expect(edited).not.toContain(facetToken({ format: 'ebook', mood: 'all', availability: 'all' }));
    expect(edited).not.toContain(facetToken({ format: 'all', mood: 'all', availability: 'available' }));
    expect(await entryOnceIndexed(ref.id, (e) => e?.available === false)).toMatchObject({ formats: ['audio'] });

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
    await tokensOnceIndexed(ref.id, (t) => t.length > 0);
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
    const tokens = await tokensOnceIndexed(ref.id, (t) => t.includes('حارس'));
    // Diacritics stripped, ة folded to ه, the article indexed both ways; the English words stay.
    for (const t of ['حارس', 'المناره', 'مناره', 'كتاب', 'منارات', 'والبحر', 'lighthouse', unique])
      expect(tokens).toContain(t);
    // The result card can show the Arabic version.
    const entry = await entryOnceIndexed(ref.id, (e) => e !== null);
    expect(entry).toMatchObject({
      language: 'en',
      translations: { ar: { title: 'حارسُ المَنارة', origin: 'librarian' } },
    });
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
