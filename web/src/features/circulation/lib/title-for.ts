import { bookLanguageOf } from '@shared/documents/book-version';
import type { Language } from '@shared/languages';

/** The title a desk answer names, in the reader's language when the book's record has it. */
export const titleFor = (
  answer: { bookTitle: string; bookTitles?: Partial<Record<Language, string>> },
  readerLanguage: string,
): string => answer.bookTitles?.[bookLanguageOf(readerLanguage)] ?? answer.bookTitle;
