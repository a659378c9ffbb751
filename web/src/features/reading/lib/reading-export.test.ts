import { describe, expect, it } from 'vitest';
import type { RatingDoc, ShelfEntryDoc } from '@shared/documents/reading';
import { readingRows, toCsv } from './reading-export';

const entry = (bookId: string, o: Partial<ShelfEntryDoc> = {}): ShelfEntryDoc => ({
  uid: 'u',
  bookId,
  shelf: 'read',
  visibility: 'private',
  startedOn: '2026-10-01',
  finishedOn: '2026-10-20',
  timesRead: 2,
  progress: null,
  updatedAt: null,
  ...o,
});
const rating = (bookId: string, halfStars: number): RatingDoc => ({
  uid: 'u',
  bookId,
  halfStars,
  visibility: 'members',
  updatedAt: null,
});

describe('the reading export', () => {
  const books = new Map([
    ['dune', { title: 'Dune', author: 'Frank Herbert' }],
    ['odd', { title: '=HYPERLINK("x"), "quoted"', author: 'A, B' }],
    ['rated-only', { title: 'Beloved', author: 'Toni Morrison' }],
  ]);
  const rows = readingRows(
    [entry('dune'), entry('odd', { shelf: 'reading', finishedOn: '', progress: { unit: 'percent', value: 40 } })],
    [rating('dune', 9), rating('rated-only', 4)],
    books,
  );

  it('joins each book’s shelf entry and rating, one row per book, by title', () => {
    expect(rows.map((r) => r.bookId)).toEqual(['odd', 'rated-only', 'dune']);
    expect(rows[2]).toMatchObject({ shelf: 'read', rating: 4.5, ratingVisibility: 'members', timesRead: 2 });
    expect(rows[1]).toMatchObject({ shelf: '', rating: 2, timesRead: '' });
    expect(rows[0]).toMatchObject({ progress: '40 percent', rating: '' });
  });

  it('writes RFC 4180 CSV, and a cell that looks like a formula is text', () => {
    const csv = toCsv(rows);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'Book Id,Title,Author,Shelf,Shelf Visibility,Date Started,Date Read,Read Count,Progress,My Rating,Rating Visibility',
    );
    expect(lines[1]).toBe(`odd,"'=HYPERLINK(""x""), ""quoted""","A, B",reading,private,2026-10-01,,2,40 percent,,`);
    expect(lines[3]).toBe('dune,Dune,Frank Herbert,read,private,2026-10-01,2026-10-20,2,,4.5,members');
    expect(csv.endsWith('\r\n')).toBe(true);
  });
});
