import { csvCell } from '@shared/csv';
import type { RatingDoc, ShelfEntryDoc } from '@shared/documents/reading';

/** A book as the export names it. */
export interface ExportedBook {
  title: string;
  author: string;
}

/** One row per book the member shelved or rated. */
export interface ReadingRow {
  bookId: string;
  title: string;
  author: string;
  shelf: ShelfEntryDoc['shelf'] | '';
  shelfVisibility: ShelfEntryDoc['visibility'] | '';
  startedOn: string;
  finishedOn: string;
  timesRead: number | '';
  progress: string;
  /** Stars, 0.5 to 5. */
  rating: number | '';
  ratingVisibility: RatingDoc['visibility'] | '';
}

/** The member's shelf entries and ratings joined per book, by title. */
export function readingRows(
  entries: ShelfEntryDoc[],
  ratings: RatingDoc[],
  books: ReadonlyMap<string, ExportedBook>,
): ReadingRow[] {
  const ids = [...new Set([...entries.map((e) => e.bookId), ...ratings.map((r) => r.bookId)])];
  return ids
    .map((bookId) => {
      const e = entries.find((x) => x.bookId === bookId);
      const r = ratings.find((x) => x.bookId === bookId);
      const book = books.get(bookId);
      return {
        bookId,
        title: book?.title ?? '',
        author: book?.author ?? '',
        shelf: e?.shelf ?? '',
        shelfVisibility: e?.visibility ?? '',
        startedOn: e?.startedOn ?? '',
        finishedOn: e?.finishedOn ?? '',
        timesRead: e ? e.timesRead : '',
        progress: e?.progress ? `${e.progress.value} ${e.progress.unit}` : '',
        rating: r ? r.halfStars / 2 : '',
        ratingVisibility: r?.visibility ?? '',
      } satisfies ReadingRow;
    })
    .sort((a, b) => a.title.localeCompare(b.title) || a.bookId.localeCompare(b.bookId));
}

const COLUMNS: Array<[keyof ReadingRow, string]> = [
  ['bookId', 'Book Id'],
  ['title', 'Title'],
  ['author', 'Author'],
  ['shelf', 'Shelf'],
  ['shelfVisibility', 'Shelf Visibility'],
  ['startedOn', 'Date Started'],
  ['finishedOn', 'Date Read'],
  ['timesRead', 'Read Count'],
  ['progress', 'Progress'],
  ['rating', 'My Rating'],
  ['ratingVisibility', 'Rating Visibility'],
];

/** RFC 4180 CSV (CRLF, quotes doubled, formulas defused: @shared/csv). */
export function toCsv(rows: ReadingRow[]): string {
  const lines = [COLUMNS.map(([, h]) => h), ...rows.map((row) => COLUMNS.map(([k]) => row[k]))];
  return `${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
