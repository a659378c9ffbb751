import { describe, expect, it } from 'vitest';
import ar from '../../../web/src/i18n/locales/ar/pages.json' with { type: 'json' };
import en from '../../../web/src/i18n/locales/en/pages.json' with { type: 'json' };
import { bookCardSchema, type BookCard } from '../shared/documents/book.js';
import { NO_FILTERS } from '../shared/search-index.js';
import { createCatalogueIndex } from './catalogue-index.js';

const card = (fields: Partial<BookCard>): BookCard =>
  bookCardSchema.parse({ author: 'x', formats: ['ebook'], ...fields, titleLower: (fields.title ?? '').toLowerCase() });

async function indexOf(books: Record<string, Partial<BookCard>>) {
  const index = createCatalogueIndex();
  for (const [id, fields] of Object.entries(books)) await index.put(id, card(fields));
  return index;
}

describe("basic search's engine", () => {
  it('ranks title and author matches above description matches, and sorts by title on request', async () => {
    const index = await indexOf({
      described: { title: 'Aardvark', description: 'A lighthouse keeper, a lighthouse, the lighthouse.' },
      titled: { title: 'Zebra Lighthouse' },
      authored: { title: 'Middle', author: 'Lighthouse Smith' },
    });
    const found = await index.search('lighthouse', NO_FILTERS, 'relevance');
    expect(found.at(-1)).toBe('described');
    expect(await index.search('lighthouse', NO_FILTERS, 'title')).toEqual(['described', 'authored', 'titled']);
  });

  it('keeps only books matching every word but stop words, and the filters', async () => {
    const index = await indexOf({
      a: { title: 'The Sea, the Sea', author: 'Iris Murdoch', moods: ['calm'], available: false },
      b: { title: 'The Sea Wolf', author: 'Jack London', formats: ['audio'] },
    });
    expect(await index.search('the sea murdoch', NO_FILTERS, 'relevance')).toEqual(['a']);
    expect(await index.search('sea', { ...NO_FILTERS, format: 'audio' }, 'relevance')).toEqual(['b']);
    expect(await index.search('sea', { ...NO_FILTERS, mood: 'calm' }, 'relevance')).toEqual(['a']);
    expect(await index.search('sea', { ...NO_FILTERS, availability: 'available' }, 'relevance')).toEqual(['b']);
    expect(await index.search('', { ...NO_FILTERS, availability: 'unavailable' }, 'title')).toEqual(['a']);
  });

  it('replaces a book put again and forgets a dropped one', async () => {
    const index = await indexOf({ a: { title: 'Old Title' } });
    await index.put('a', card({ title: 'New Title' }));
    expect(await index.search('old', NO_FILTERS, 'relevance')).toEqual([]);
    expect(await index.search('new', NO_FILTERS, 'relevance')).toEqual(['a']);
    await index.drop('a');
    expect(await index.search('new', NO_FILTERS, 'relevance')).toEqual([]);
    expect(index.size).toBe(0);
  });

  it("finds a bilingual book by its other language's title", async () => {
    const index = await indexOf({
      season: {
        title: 'Season of Migration to the North',
        translations: {
          ar: {
            title: 'موسم الهجرة إلى الشمال',
            author: 'الطيب صالح',
            description: 'رواية',
            origin: 'librarian',
            reviewedBy: null,
            updatedAt: null,
          },
        },
      },
    });
    for (const q of ['موسم الهجره', 'للشمال', 'صالح', 'season']) {
      expect(await index.search(q, NO_FILTERS, 'relevance'), q).toEqual(['season']);
    }
  });
});

describe('Arabic as readers type it', () => {
  /** True when basic search for `query` finds a book whose title is `text`. */
  const finds = async (query: string, text: string) =>
    (await (await indexOf({ b: { title: text } })).search(query, NO_FILTERS, 'relevance')).includes('b');

  it.each([
    ['الْحَرْب', 'الحرب والسلام'],
    ['الحرب', 'الْحَرْبُ وَالسَّلَامُ'],
    ['مدرسه', 'مدرسة المشاغبين'],
    ['مدرسة', 'مدرسه الحي'],
    ['مستشفي', 'مستشفى المدينة'],
    ['مستشفى', 'مستشفي المدينة'],
    ['ابراهيم', 'إبراهيم الكاتب'],
    ['إبراهيم', 'ابراهيم الكاتب'],
    ['كتاب', 'كتـــاب الأيام'],
    ['كتـــاب', 'كتاب الأيام'],
    ['الايام', 'الأيام'],
    ['قراءه', 'قراءة الكتب'],
    ['١٩٨٤', 'Nineteen 1984'],
    ['حرب', 'الحرب'],
    ['رجال', 'رجالٌ في الشمس'],
    ['موسم الهجرة', 'موسم الهجرة إلى الشمال'],
    ['والحرب', 'الحرب'],
    ['بالحرب', 'حرب'],
  ])('"%s" finds "%s"', async (query, text) => {
    expect(await finds(query, text)).toBe(true);
  });

  it.each([
    ['حرب', 'حديقة'],
    ['مدرسه', 'مدير'],
  ])('"%s" does not find "%s"', async (query, text) => {
    expect(await finds(query, text)).toBe(false);
  });
});

// The home page's collection tiles search their own name in the reader's language: each name must
// find the books tagged with that subject, in English and in Arabic (shared/subjects.ts).
describe("the home page's collections", () => {
  const subjects = Object.keys(en.home.collections);

  it('are the same subjects in both languages', () => {
    expect(Object.keys(ar.home.collections).sort()).toEqual([...subjects].sort());
  });

  for (const [language, pages] of [
    ['en', en],
    ['ar', ar],
  ] as const) {
    it(`each name, searched in ${language}, finds a book tagged with its subject and not one without`, async () => {
      for (const subject of subjects) {
        const name = pages.home.collections[subject as keyof typeof en.home.collections];
        const index = await indexOf({
          tagged: { title: 'A', tags: [subject] },
          untagged: { title: 'A', tags: ['cooking'] },
        });
        expect(await index.search(name, NO_FILTERS, 'relevance'), `${language} ${subject}: ${name}`).toEqual([
          'tagged',
        ]);
      }
    });
  }
});

describe("Ask the library's words: a question, any of its words", () => {
  it('ranks the book a question names by title or author first, then books sharing other words', async () => {
    const index = await indexOf({
      dune: { title: 'Dune', author: 'Frank Herbert', description: 'A desert planet and its spice.' },
      desert: { title: 'Desert Tales', description: 'Short stories of the desert.' },
      other: { title: 'Winter Garden', description: 'Snow.' },
    });
    const found = await index.searchAny('something like Dune but shorter, about a desert', 10);
    expect(found.map((b) => b.id)).toEqual(['dune', 'desert']);
    expect(found[0]!.score).toBeGreaterThan(found[1]!.score);
    expect(await index.searchAny('the of and', 10)).toEqual([]);
  });
});
