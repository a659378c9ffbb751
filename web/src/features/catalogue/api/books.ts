/**
 * Every catalogue query and write in one place. Each read comes as a subscribe function that
 * returns its unsubscribe (live) and, where a one-shot read is useful, a getter. Components reach
 * these through the hooks in ../hooks.
 */
import {
  addDoc,
  deleteDoc,
  documentId,
  endAt,
  getDoc,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  updateDoc,
  type QueryConstraint,
  type Unsubscribe,
} from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';
import { BOOK_PAGE_SIZE, QUERY_CAPS } from '@shared/constants';
import { bookSchema, bookUpdate, newBook, type BookDoc } from '@shared/documents/book';
import { bookFromWire } from '@shared/documents/book-wire';
import { FIRST_SCREEN_PATHS } from '@shared/first-screen';
import type { BookInput } from '@shared/schemas';
import { firstScreen } from '@/lib/data/first-screen';
import { forUpdate, typedCollection, typedDoc } from '@/lib/firebase/documents';
import { subscribeDocument } from '@/lib/firebase/firestore';
import type { Book } from '@/lib/books/book-model';

const booksRef = () => typedCollection(bookSchema, COLLECTIONS.books);
const bookRef = (id: string) => typedDoc(bookSchema, COLLECTIONS.books, id);

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

export function subscribeBookPage(
  range: BookPageRange,
  onData: (books: Book[]) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  const constraints: QueryConstraint[] = [orderBy('titleLower'), orderBy(documentId())];
  if (range.after) constraints.push(startAfter(...range.after));
  // A bounded page still carries a limit: the rules refuse list queries without one (QUERY_CAPS).
  constraints.push(...(range.upTo ? [endAt(...range.upTo), limit(QUERY_CAPS.books)] : [limit(range.size)]));
  const first = !range.after && !range.upTo && range.size === BOOK_PAGE_SIZE;
  const seed = first
    ? withFirstScreen<Book[]>(
        FIRST_SCREEN_PATHS.books,
        (json) => {
          const books = (json as { books?: unknown } | null)?.books;
          return Array.isArray(books) ? books.map(bookFromWire) : null;
        },
        onData,
      )
    : null;
  const stop = onSnapshot(
    query(booksRef(), ...constraints),
    (snap) => {
      // Offline, the SDK answers from its (empty) memory cache: keep the first screen instead.
      if (seed?.shown() && snap.metadata.fromCache) return;
      seed?.overtaken();
      onData(snap.docs.map((d) => ({ id: d.id, ...d.data() })));
    },
    onError,
  );
  return () => {
    seed?.overtaken();
    stop();
  };
}

/**
 * Shows the first screen's cached answer until the live listener has answered: `overtaken()` when
 * it has (a late cached answer is then dropped), `shown()` whether the cached one is on screen.
 */
function withFirstScreen<T>(url: string, read: (json: unknown) => T | null, onData: (value: T) => void) {
  let live = false;
  let shown = false;
  void firstScreen(url).then((json) => {
    const value = live ? null : read(json);
    if (value === null) return;
    shown = true;
    onData(value);
  });
  return {
    shown: () => shown,
    overtaken: () => {
      live = true;
    },
  };
}

/** One book, live; `null` when it does not exist. */
export function subscribeBook(
  id: string,
  onData: (book: Book | null) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  const seed = withFirstScreen<Book>(
    FIRST_SCREEN_PATHS.book(id),
    (json) => {
      const book = (json as { book?: unknown } | null)?.book;
      return book ? bookFromWire(book) : null;
    },
    onData,
  );
  const stop = subscribeDocument(
    bookRef(id),
    (snap) => ({ id: snap.id, ...snap.data() }),
    (book) => {
      seed.overtaken();
      onData(book);
    },
    onError,
  );
  return () => {
    seed.overtaken();
    stop();
  };
}

/** One book, once (the edit form loads it once so a concurrent edit does not reset the form). */
export async function getBook(id: string): Promise<Book | null> {
  const snap = await getDoc(bookRef(id));
  const book = snap.data();
  return book ? { id: snap.id, ...book } : null;
}

/** Adds a book (new books start available, as the rules insist) and returns its id. */
export async function createBook(input: BookInput): Promise<string> {
  const ref = await addDoc(booksRef(), newBook(input));
  return ref.id;
}

/**
 * The search entry follows on the server (triggers/index-book.ts). With `keepAvailability` (the
 * book has copies or licences: circulation owns "available") the field is left as the server set it.
 */
export async function updateBook(id: string, input: BookInput, keepAvailability = false): Promise<void> {
  const { available, ...rest } = bookUpdate(input);
  await updateDoc(bookRef(id), forUpdate<BookDoc>(keepAvailability ? rest : { ...rest, available }));
}

export async function deleteBook(id: string): Promise<void> {
  await deleteDoc(bookRef(id));
}
