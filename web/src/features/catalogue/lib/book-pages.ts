import type { Book } from '@/lib/books/book-model';

/** A position in title order: (titleLower, document id), unique even when titles repeat. */
export type TitleCursor = readonly [titleLower: string, id: string];
export const cursorOf = (book: Book): TitleCursor => [book.title.toLowerCase(), book.id];

/**
 * One page of the title-ordered catalogue: the books after `after` (or from the start) up to and
 * including `upTo`; with no `upTo`, at most `size` books. A bounded range keeps every book of the
 * page in view when others are inserted before it; the open-ended page is the one still growing.
 */
export interface BookPageRange {
  after: TitleCursor | null;
  upTo: TitleCursor | null;
  size: number;
}
