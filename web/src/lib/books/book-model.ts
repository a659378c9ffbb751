/** A book as a screen shows it: its card fields (@shared/documents/book) and its id. */
import type { WithId } from '@shared/documents/collection';
import type { BookCard } from '@shared/documents/book';

export type Book = WithId<BookCard>;
