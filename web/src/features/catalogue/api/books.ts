/**
 * Every catalogue query in one place. Each read comes as a subscribe function that returns its
 * unsubscribe (live) and, where a one-shot read is useful, a getter.
 */
import { collection, doc, documentId, limit, onSnapshot, orderBy, query, type Unsubscribe } from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';
import { db } from '@/lib/firebase/firestore';
import { toBook, type Book } from './book-model';

const booksRef = () => collection(db, COLLECTIONS.books);

export interface BookListSnapshot {
  books: Book[];
  /** False once the listener returned fewer books than it asked for: the catalogue is exhausted. */
  hasMore: boolean;
}

/** The first `count` books by title, live. Growing `count` loads the catalogue progressively. */
export function subscribeBooksByTitle(
  count: number,
  onData: (snapshot: BookListSnapshot) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  const q = query(booksRef(), orderBy('titleLower'), orderBy(documentId()), limit(count));
  return onSnapshot(
    q,
    (snap) => onData({ books: snap.docs.map((d) => toBook(d.id, d.data())), hasMore: snap.size >= count }),
    onError,
  );
}

/** One book, live; `null` when it does not exist. */
export function subscribeBook(
  id: string,
  onData: (book: Book | null) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  return onSnapshot(
    doc(db, COLLECTIONS.books, id),
    (snap) => onData(snap.exists() ? toBook(snap.id, snap.data()) : null),
    onError,
  );
}
