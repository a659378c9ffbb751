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
import { books, bookUpdate, newBook, type BookDoc } from '@shared/documents/book';
import { QUERY_CAPS } from '@shared/constants';
import type { BookInput } from '@shared/schemas';
import { collectionRef, forUpdate, ref } from '@/lib/firebase/documents';
import { subscribeDocument } from '@/lib/firebase/firestore';
import type { Book } from '@/lib/books/book-model';
import type { BookPageRange } from '../lib/book-pages';

const booksRef = () => collectionRef(books);
const bookRef = (id: string) => ref(books, id);

/**
 * One page, live. `fromCache` tells the caller the SDK answered from its cache alone (offline).
 */
export function subscribeBookPage(
  range: BookPageRange,
  onData: (books: Book[], fromCache: boolean) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  const constraints: QueryConstraint[] = [orderBy('titleLower'), orderBy(documentId())];
  if (range.after) constraints.push(startAfter(...range.after));
  // A bounded page still carries a limit: the rules refuse list queries without one (QUERY_CAPS).
  constraints.push(...(range.upTo ? [endAt(...range.upTo), limit(QUERY_CAPS.books)] : [limit(range.size)]));
  return onSnapshot(
    query(booksRef(), ...constraints),
    (snap) =>
      onData(
        snap.docs.map((d) => ({ id: d.id, ...d.data() })),
        snap.metadata.fromCache,
      ),
    onError,
  );
}

/** One book, live; `null` when it does not exist. */
export function subscribeBook(
  id: string,
  onData: (book: Book | null) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  return subscribeDocument(bookRef(id), (snap) => ({ id: snap.id, ...snap.data() }), onData, onError);
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
 * The search entry follows on the server (functions/src/search/index-book.ts). With `keepAvailability` (the
 * book has copies or licences: circulation owns "available") the field is left as the server set it.
 */
export async function updateBook(id: string, input: BookInput, keepAvailability = false): Promise<void> {
  const { available, ...rest } = bookUpdate(input);
  await updateDoc(bookRef(id), forUpdate<BookDoc>(keepAvailability ? rest : { ...rest, available }));
}

export async function deleteBook(id: string): Promise<void> {
  await deleteDoc(bookRef(id));
}
