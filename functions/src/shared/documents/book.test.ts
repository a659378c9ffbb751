import { describe, expect, it } from 'vitest';
import { FORMATS, MOODS } from '../constants.js';
import { bookInputSchema } from '../schemas.js';
import { BOOK_INPUT_FIELDS, bookSchema, bookUpdate } from './book.js';
import { bookInLanguage, bookLanguageOf, translationOf } from './book-version.js';

const AT = new Date('2026-11-01T09:00:00Z');
const dune = {
  title: 'Dune',
  author: 'Frank Herbert',
  description: 'A desert planet.',
  language: 'en' as const,
  translations: {
    ar: {
      title: 'كثيب',
      author: 'فرانك هربرت',
      description: 'كوكب صحراوي.',
      origin: 'librarian' as const,
      reviewedBy: 'demo-librarian',
      updatedAt: AT,
    },
  },
};
const menInTheSun = {
  title: 'رجال في الشمس',
  author: 'غسان كنفاني',
  description: 'ثلاثة رجال.',
  language: 'ar' as const,
  translations: {
    en: {
      title: 'Men in the Sun',
      author: 'Ghassan Kanafani',
      description: 'Three men.',
      origin: 'ai' as const,
      reviewedBy: null,
      updatedAt: AT,
    },
  },
};

describe('bookInLanguage', () => {
  it('shows an Arabic reader the Arabic version, with its provenance', () => {
    expect(bookInLanguage(dune, 'ar')).toEqual({
      title: 'كثيب',
      author: 'فرانك هربرت',
      description: 'كوكب صحراوي.',
      language: 'ar',
      translated: true,
      origin: 'librarian',
    });
  });
  it('shows an English reader the original of an English book', () => {
    expect(bookInLanguage(dune, 'en')).toMatchObject({
      title: 'Dune',
      language: 'en',
      translated: false,
      origin: null,
    });
  });
  it('shows an English reader the English version of an Arabic book, marked as the AI draft it is', () => {
    expect(bookInLanguage(menInTheSun, 'en-GB')).toMatchObject({
      title: 'Men in the Sun',
      language: 'en',
      translated: true,
      origin: 'ai',
    });
  });
  it('"Show original" gives the original whatever the reader language', () => {
    expect(bookInLanguage(dune, 'ar', true)).toMatchObject({ title: 'Dune', language: 'en', translated: false });
  });
  it('falls back to the original when there is no version in the reader language', () => {
    const plain = { title: 'Emma', author: 'Jane Austen', description: '' };
    expect(bookInLanguage(plain, 'ar')).toMatchObject({ title: 'Emma', language: 'en', translated: false });
    expect(translationOf(plain, 'ar')).toBeNull();
    // A blank title is no version.
    const blank = { ...dune, translations: { ar: { ...dune.translations.ar, title: ' ' } } };
    expect(bookInLanguage(blank, 'ar').translated).toBe(false);
  });
  it('reads reader languages as book languages', () => {
    expect(bookLanguageOf('ar-EG')).toBe('ar');
    expect(bookLanguageOf('fr')).toBe('en');
    expect(bookLanguageOf(undefined)).toBe('en');
  });
});

describe('the stored shape is read tolerantly', () => {
  it('an older book without the fields reads as English with no translation', () => {
    const book = bookSchema.parse({ title: 'Dune', author: 'Frank Herbert' });
    expect(book.language).toBe('en');
    expect(book.translations).toEqual({});
  });
  it('a malformed translation map or an unknown origin never claims a review', () => {
    expect(bookSchema.parse({ translations: 'x', language: 'fr' })).toMatchObject({ translations: {}, language: 'en' });
    const odd = bookSchema.parse({ translations: { ar: { title: 'كثيب', origin: 'robot', reviewedBy: 5 } } });
    expect(odd.translations.ar).toMatchObject({ title: 'كثيب', origin: 'ai', reviewedBy: null });
  });
});

describe('the stored shape and the form agree', () => {
  it("a book write carries exactly the form's fields (plus the sort key and edit time)", () => {
    expect([...BOOK_INPUT_FIELDS].sort()).toEqual(Object.keys(bookInputSchema.shape).sort());
    const input = bookInputSchema.parse({
      title: 'Dune',
      author: 'Frank Herbert',
      description: '',
      coverUrl: '',
      formats: ['ebook'],
      tags: [],
      moods: [],
      available: true,
      aiGenerated: false,
    });
    expect(Object.keys(bookUpdate({ ...input, extra: 'x' } as typeof input)).sort()).toEqual(
      [...BOOK_INPUT_FIELDS, 'titleLower', 'updatedAt'].sort(),
    );
  });

  it('stores every format, mood and language the form accepts', () => {
    const stored = bookSchema.parse({ formats: [...FORMATS], moods: [...MOODS], language: 'ar' });
    expect(stored.formats).toEqual([...FORMATS]);
    expect(stored.moods).toEqual([...MOODS]);
    expect(stored.language).toBe('ar');
  });
});
