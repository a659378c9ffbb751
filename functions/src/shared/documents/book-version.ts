/**
 * The version of a book a reader sees: the original's fields or its translation's, in the reader's
 * language. It takes only the schemas' types, so a screen that names a book in the reader's language
 * (a reading group's current book on /community) takes no zod with it (route budgets,
 * docs/performance.md).
 */
import type { BookDoc, BookTranslation } from './book.js';
import type { TranslationOrigin } from '../constants.js';
import { LANGUAGES, type Language } from '../languages.js';

export const otherLanguage = (language: Language): Language => (language === 'en' ? 'ar' : 'en');

/** A reader's language ('ar', 'ar-EG', 'en-GB', anything else) as a book language. */
export const bookLanguageOf = (readerLanguage: string | null | undefined): Language =>
  LANGUAGES.find((l) => readerLanguage?.toLowerCase().startsWith(l)) ?? 'en';

/**
 * A book's title in each language its record has (the original's and its translation's), for the
 * answers that name a book in a sentence (the desk's check-in and check-out): the screen picks the
 * reader's language, as bookInLanguage does.
 */
export function titlesOf(book: Versioned): Partial<Record<Language, string>> {
  const titles: Partial<Record<Language, string>> = { [book.language ?? 'en']: book.title };
  for (const language of LANGUAGES) {
    const entry = translationOf(book, language);
    if (entry) titles[language] = entry.title;
  }
  return titles;
}

/** The version of a book a reader sees: its fields, their language, and where they came from. */
export interface BookVersion {
  title: string;
  author: string;
  description: string;
  language: Language;
  /** True when these are the translation's fields, not the original's. */
  translated: boolean;
  /** The translation's provenance; null for the original. */
  origin: TranslationOrigin | null;
}

type Versioned = Pick<BookDoc, 'title' | 'author' | 'description'> &
  Partial<Pick<BookDoc, 'language' | 'translations'>>;

/** The translation into `language`, if the book has one with a title; otherwise null. */
export function translationOf(book: Versioned, language: Language): BookTranslation | null {
  if ((book.language ?? 'en') === language) return null;
  const entry = book.translations?.[language];
  return entry && entry.title.trim() ? entry : null;
}

/**
 * The book in a reader's language: the translation into it when there is one, else the original.
 * `original: true` asks for the original whatever the reader's language (the "Show original" switch).
 */
export function bookInLanguage(book: Versioned, readerLanguage: string, original = false): BookVersion {
  const language = bookLanguageOf(readerLanguage);
  const entry = original ? null : translationOf(book, language);
  if (!entry) {
    const { title, author, description } = book;
    return { title, author, description, language: book.language ?? 'en', translated: false, origin: null };
  }
  return {
    title: entry.title,
    author: entry.author || book.author,
    description: entry.description,
    language,
    translated: true,
    origin: entry.origin,
  };
}
