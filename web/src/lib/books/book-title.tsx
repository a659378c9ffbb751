import { useTranslation } from 'react-i18next';
import { bookInLanguage } from '@shared/documents/book-version';
import { useOneShot } from '@/lib/data/use-data';
import { readerPresent } from '@/lib/reader-present';

/**
 * The book's record, read once. Firestore's code loads with the first read, not with the page: a
 * reading group's card (on /community's first screen, which needs no Firestore) shows one too.
 */
async function readBook(id: string) {
  // The stored title is on the page already; the translation waits for the reader to show up.
  await readerPresent();
  // Through a module that names what it uses of Firestore: `import('firebase/firestore')` itself
  // would keep the whole SDK in the chunk (+33 KB gzip on every route that reads data).
  const [{ readOnce }, { books }] = await Promise.all([
    import('@/lib/firebase/documents'),
    import('@shared/documents/book'),
  ]);
  return readOnce(books, id);
}

/**
 * A book's title in the reader's language, for the places that keep a copy of its title (loans,
 * holds, notices, reading history, the desk's lists, a reading group's current book): the stored
 * title (the original's) at once, then the book's translation into the reader's language when its
 * record has one, as its own page shows it. One read per book, shared by every row that shows it.
 */
export function useBookTitle(bookId: string, stored: string): string {
  const { i18n } = useTranslation();
  const book = useOneShot(['book-title', bookId], () => readBook(bookId));
  return book.status === 'ready' && book.data ? bookInLanguage(book.data, i18n.language).title : stored;
}

/** useBookTitle as an element, for a table cell or a link. */
export function BookTitle({ bookId, stored }: { bookId: string; stored: string }) {
  return <>{useBookTitle(bookId, stored)}</>;
}
