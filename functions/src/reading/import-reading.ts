/**
 * importReading (docs/reading.md, "Import"): a batch of rows the member's browser read from a
 * Goodreads or StoryGraph export (shared/reading-import.ts), matched to the catalogue and added
 * to the member's shelves and ratings. Every row is accounted for, in order:
 * - imported: matched, and added (the book was not on the member's shelves yet);
 * - matched: matched, but the member already keeps that book: their own entry and rating stay;
 * - not-in-catalogue: no book here has that title and author.
 * Matching is by the library's own book id (its download), then by title and author (the
 * catalogue records no ISBNs yet). Ratings go through changeRating, so averages stay exact.
 */
import { FieldPath } from 'firebase-admin/firestore';
import type { BookDoc } from '../shared/documents/book.js';
import { newShelfChoice, readingItemId, shelfEntryDoc, type Visibility } from '../shared/documents/reading.js';
import { sameAuthor, titleVariants, type ImportOutcome, type ImportRow } from '../shared/reading-import.js';
import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { books, ratings, shelfEntries } from '../lib/documents.js';
import { changeRating } from './ratings.js';

/** Firestore's most values in one `in` filter. */
const IN_MAX = 30;
const chunks = <T>(list: T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** The catalogue's books each row names, or null. */
async function matchRows(rows: ImportRow[]): Promise<Array<string | null>> {
  const byId = new Map<string, BookDoc>();
  const ids = [...new Set(rows.map((r) => r.bookId).filter(Boolean))];
  for (const part of chunks(ids, IN_MAX)) {
    const snap = await books().where(FieldPath.documentId(), 'in', part).get();
    for (const d of snap.docs) byId.set(d.id, d.data());
  }
  const candidates: Array<{ id: string; book: BookDoc }> = [];
  const titles = [...new Set(rows.filter((r) => !byId.has(r.bookId)).flatMap((r) => titleVariants(r.title)))];
  for (const part of chunks(titles, IN_MAX)) {
    const snap = await books().where('titleLower', 'in', part).get();
    for (const d of snap.docs) candidates.push({ id: d.id, book: d.data() });
  }
  return rows.map((row) => {
    if (byId.has(row.bookId)) return row.bookId;
    const variants = titleVariants(row.title);
    const found = candidates.find(
      ({ book }) => variants.includes(book.titleLower) && sameAuthor(row.author, book.author),
    );
    return found?.id ?? null;
  });
}

async function importRow(uid: string, bookId: string, row: ImportRow, visibility: Visibility): Promise<ImportOutcome> {
  const entryRef = shelfEntries().doc(readingItemId(uid, bookId));
  const [entry, rating] = await Promise.all([entryRef.get(), ratings().doc(readingItemId(uid, bookId)).get()]);
  if (entry.exists || rating.exists) return 'matched';
  if (row.shelf) {
    // A start after the finish is a typo in the file: the finish is the date that matters.
    const startedOn = row.finishedOn && row.startedOn > row.finishedOn ? '' : row.startedOn;
    const choice = newShelfChoice({
      shelf: row.shelf,
      visibility,
      startedOn,
      finishedOn: row.finishedOn,
      timesRead: row.timesRead,
    });
    // create(): a tap on the book page meanwhile wins, and this row counts as matched.
    const created = await entryRef.create(shelfEntryDoc(uid, bookId, choice)).then(
      () => true,
      () => false,
    );
    if (!created) return 'matched';
  }
  if (row.halfStars) await changeRating(db, { uid, bookId, halfStars: row.halfStars, visibility });
  return 'imported';
}

export const importReading = callable('importReading', {
  rateLimit: 'reading',
  handler: async ({ rows, visibility }, caller) => {
    const matches = await matchRows(rows);
    const seen = new Set<string>();
    const outcomes: ImportOutcome[] = [];
    for (const [i, bookId] of matches.entries()) {
      if (!bookId) outcomes.push('not-in-catalogue');
      else if (seen.has(bookId)) outcomes.push('matched');
      else outcomes.push(await importRow(caller.uid, bookId, rows[i]!, visibility));
      if (bookId) seen.add(bookId);
    }
    return { outcomes, bookIds: matches };
  },
});
