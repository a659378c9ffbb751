import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCsv, readImport, sameAuthor, titleVariants } from './reading-import.js';

const goodreads = readFileSync(
  new URL('../../../testing/fixtures/goodreads_library_export.csv', import.meta.url),
  'utf8',
);

describe('readImport', () => {
  it('reads a Goodreads export: shelves, half stars, dates, re-reads and ISBNs written as formulas', () => {
    const { format, rows, skipped } = readImport(goodreads);
    expect(format).toBe('goodreads');
    expect(skipped).toBe(0);
    expect(rows).toHaveLength(6);
    expect(rows[0]).toEqual({
      bookId: '',
      title: 'Dune (Dune, #1)',
      author: 'Frank Herbert',
      isbn: '9780593099322',
      shelf: 'read',
      halfStars: 10,
      startedOn: '',
      finishedOn: '2024-03-14',
      timesRead: 2,
    });
    expect(rows[2]).toMatchObject({ shelf: 'reading', halfStars: null, finishedOn: '', timesRead: 0 });
    expect(rows[3]).toMatchObject({ isbn: '', halfStars: 6 });
    expect(rows[4]).toMatchObject({ shelf: 'want', isbn: '9780593135204' });
    // A review with a line break inside its quotes is still one row, and is not imported.
    expect(rows[5]).toMatchObject({ title: 'The Hobbit, or There and Back Again', timesRead: 3 });
    expect(JSON.stringify(rows)).not.toContain('desert chapters');
  });

  it('reads a StoryGraph export: its statuses, half-star ratings and first author', () => {
    const csv = [
      'Title,Authors,Contributors,ISBN/UID,Format,Read Status,Date Added,Last Date Read,Dates Read,Read Count,Moods,Pace,Star Rating,Review,Tags,Owned?',
      'Beloved,"Toni Morrison, Someone Else",,9781400033416,paperback,read,2024/01/01,2024/02/03,2024/01/10-2024/02/03,1,dark,slow,4.5,,,No',
      'Frankenstein,Mary Shelley,,,,did-not-finish,2024/01/01,,,0,,,,,,No',
      'Unknown Status,Someone,,,,lost,2024/01/01,,,0,,,,,,No',
    ].join('\r\n');
    const { format, rows, skipped } = readImport(csv);
    expect(format).toBe('storygraph');
    expect(rows).toEqual([
      expect.objectContaining({
        title: 'Beloved',
        author: 'Toni Morrison',
        shelf: 'read',
        halfStars: 9,
        finishedOn: '2024-02-03',
      }),
      expect.objectContaining({ title: 'Frankenstein', shelf: 'dnf', halfStars: null, timesRead: 0 }),
    ]);
    expect(skipped).toBe(1);
  });

  it('reads this library’s own download back, by book id, formula-looking titles restored', () => {
    const csv =
      'Book Id,Title,Author,Shelf,Shelf Visibility,Date Started,Date Read,Read Count,Progress,My Rating,Rating Visibility\r\n' +
      "dune,'=Dune,Frank Herbert,read,public,2024-01-01,2024-02-01,1,,4.5,members\r\n" +
      'beloved,Beloved,Toni Morrison,,,,,,,3,private\r\n';
    const { format, rows } = readImport(csv);
    expect(format).toBe('library');
    expect(rows[0]).toMatchObject({
      bookId: 'dune',
      title: '=Dune',
      shelf: 'read',
      halfStars: 9,
      startedOn: '2024-01-01',
    });
    expect(rows[1]).toMatchObject({ bookId: 'beloved', shelf: null, halfStars: 6 });
  });

  it('knows no other file, and drops rows without a title or with impossible dates', () => {
    expect(readImport('name,age\nA,3\n')).toEqual({ format: null, rows: [], skipped: 1 });
    const csv = 'Title,Author,Exclusive Shelf,Date Read,My Rating\n,Nobody,read,,\nX,Y,read,2024/13/45,7\n';
    const { rows, skipped } = readImport(csv);
    expect(skipped).toBe(1);
    expect(rows).toEqual([expect.objectContaining({ title: 'X', finishedOn: '', halfStars: 10 })]);
  });
});

describe('matching helpers', () => {
  it('parses quoted commas, doubled quotes and CRLF', () => {
    expect(parseCsv('a,"b, ""c""",d\r\n1,2,3')).toEqual([
      ['a', 'b, "c"', 'd'],
      ['1', '2', '3'],
    ]);
  });
  it('offers the catalogue titles a row may be', () => {
    expect(titleVariants('Dune (Dune, #1)')).toEqual(['dune (dune, #1)', 'dune']);
    expect(titleVariants('Sapiens: A Brief History of Humankind')).toContain('sapiens');
    expect(titleVariants('The Hobbit, or There and Back Again')).toContain('the hobbit');
  });
  it('matches authors by surname, spelled with or without dots and accents', () => {
    expect(sameAuthor('J.R.R. Tolkien', 'J. R. R. Tolkien')).toBe(true);
    expect(sameAuthor('Gabriel García Márquez', 'Gabriel Garcia Marquez')).toBe(true);
    expect(sameAuthor('Frank Herbert', 'Brian Herbert Jr')).toBe(false);
  });
});
