/**
 * Reading brought from elsewhere (issue 32, docs/reading.md): a Goodreads or StoryGraph CSV
 * export, or this library's own download, read in the member's browser into rows the
 * importReading callable matches to the catalogue. Only what we keep leaves the browser: title,
 * author, ISBN, shelf, rating, dates and times read; notes and reviews stay in the file.
 */
import { z } from 'zod/mini';
import { HALF_STARS_MAX, READING_LIMITS, SHELVES, VISIBILITIES, type Shelf } from './documents/reading.js';
import { LIMITS } from './constants.js';

export const IMPORT_FORMATS = ['goodreads', 'storygraph', 'library'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** Rows per importReading call: a long history goes in several calls. */
export const IMPORT_BATCH = 200;
/** The most rows one file may hold (a 20-year Goodreads history is a few thousand). */
export const IMPORT_MAX_ROWS = 10_000;

const day = z.union([z.literal(''), z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))]);
export const importRowSchema = z.strictObject({
  /** This library's own download names the book: no matching needed. */
  bookId: z.string().check(z.regex(/^([A-Za-z0-9][A-Za-z0-9_-]{0,127})?$/)),
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(LIMITS.title)),
  author: z.string().check(z.trim(), z.maxLength(LIMITS.author)),
  isbn: z.string().check(z.regex(/^[0-9X]{0,13}$/)),
  /** null: a rating without a shelf (this library's download has such rows). */
  shelf: z.nullable(z.enum(SHELVES)),
  halfStars: z.nullable(z.int().check(z.minimum(1), z.maximum(HALF_STARS_MAX))),
  startedOn: day,
  finishedOn: day,
  timesRead: z.int().check(z.minimum(0), z.maximum(READING_LIMITS.timesRead)),
});
export type ImportRow = z.infer<typeof importRowSchema>;

/** importReading: a batch of rows, and who sees what they add. */
export const importReadingSchema = z.strictObject({
  rows: z.array(importRowSchema).check(z.minLength(1), z.maxLength(IMPORT_BATCH)),
  visibility: z.enum(VISIBILITIES),
});

/** What became of each row, in order. */
export const IMPORT_OUTCOMES = ['imported', 'matched', 'not-in-catalogue'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/** RFC 4180: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

/** 'YYYY/MM/DD' (Goodreads, StoryGraph) or 'YYYY-MM-DD' as 'YYYY-MM-DD'; anything else ''. */
function dayOf(value: string | undefined): string {
  const m = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})/.exec((value ?? '').trim());
  if (!m) return '';
  const [, y, mo, d] = m;
  const iso = `${y}-${mo!.padStart(2, '0')}-${d!.padStart(2, '0')}`;
  return Number.isNaN(Date.parse(`${iso}T00:00:00Z`)) ? '' : iso;
}

/** Goodreads writes ISBNs as ="0441172717" so spreadsheets keep the zeros. */
const isbnOf = (value: string | undefined) =>
  (value ?? '')
    .replace(/[^0-9Xx]/g, '')
    .toUpperCase()
    .slice(0, 13);

/** Stars as half stars: 0 or blank is no rating (both services write 0 for none). */
function halfStarsOf(value: string | undefined): number | null {
  const stars = Number((value ?? '').trim());
  if (!Number.isFinite(stars) || stars <= 0) return null;
  return Math.min(HALF_STARS_MAX, Math.max(1, Math.round(stars * 2)));
}

const SHELF_NAMES: Record<string, Shelf> = {
  read: 'read',
  'currently-reading': 'reading',
  reading: 'reading',
  'to-read': 'want',
  want: 'want',
  'did-not-finish': 'dnf',
  dnf: 'dnf',
};

function countOf(value: string | undefined, fallback: number): number {
  const n = Number((value ?? '').trim());
  return Number.isInteger(n) && n >= 0 ? Math.min(n, READING_LIMITS.timesRead) : fallback;
}

/** Which export this is, from its header row; null when it is none we know. */
export function importFormatOf(header: string[]): ImportFormat | null {
  const has = (name: string) => header.includes(name);
  if (has('Exclusive Shelf') && has('Title')) return 'goodreads';
  if (has('Read Status') && has('Title')) return 'storygraph';
  if (has('Book Id') && has('Shelf') && has('Title')) return 'library';
  return null;
}

export interface ParsedImport {
  format: ImportFormat | null;
  rows: ImportRow[];
  /** Lines that were not a book we could read (no title, or a shelf we do not keep). */
  skipped: number;
}

/** A CSV export as rows to import. */
export function readImport(text: string): ParsedImport {
  const [header = [], ...lines] = parseCsv(text);
  const names = header.map((h) => h.trim());
  const format = importFormatOf(names);
  if (!format) return { format, rows: [], skipped: lines.length };
  const rows: ImportRow[] = [];
  let skipped = 0;
  for (const line of lines.slice(0, IMPORT_MAX_ROWS)) {
    const get = (name: string) => line[names.indexOf(name)];
    const row = rowOf(format, get);
    const checked = row && importRowSchema.safeParse(row);
    if (checked?.success) rows.push(checked.data);
    else skipped++;
  }
  return { format, rows, skipped: skipped + Math.max(0, lines.length - IMPORT_MAX_ROWS) };
}

function rowOf(format: ImportFormat, get: (name: string) => string | undefined): ImportRow | null {
  const base = { bookId: '', title: (get('Title') ?? '').trim().slice(0, LIMITS.title) };
  if (format === 'goodreads') {
    const shelf = SHELF_NAMES[(get('Exclusive Shelf') ?? '').trim()];
    if (!shelf) return null;
    const finishedOn = shelf === 'read' ? dayOf(get('Date Read')) : '';
    return {
      ...base,
      author: (get('Author') ?? '').trim().slice(0, LIMITS.author),
      isbn: isbnOf(get('ISBN13')) || isbnOf(get('ISBN')),
      shelf,
      halfStars: halfStarsOf(get('My Rating')),
      startedOn: '',
      finishedOn,
      timesRead: shelf === 'read' ? Math.max(1, countOf(get('Read Count'), 1)) : 0,
    };
  }
  if (format === 'storygraph') {
    const shelf = SHELF_NAMES[(get('Read Status') ?? '').trim()];
    if (!shelf) return null;
    return {
      ...base,
      author: (get('Authors') ?? '').split(',')[0]!.trim().slice(0, LIMITS.author),
      isbn: isbnOf(get('ISBN/UID')),
      shelf,
      halfStars: halfStarsOf(get('Star Rating')),
      startedOn: '',
      finishedOn: shelf === 'read' ? dayOf(get('Last Date Read')) : '',
      timesRead: shelf === 'read' ? Math.max(1, countOf(get('Read Count'), 1)) : 0,
    };
  }
  // Our download: a title that looked like a formula was written with a leading apostrophe.
  const shelf = SHELF_NAMES[(get('Shelf') ?? '').trim()] ?? null;
  const halfStars = halfStarsOf(get('My Rating'));
  if (!shelf && !halfStars) return null;
  return {
    bookId: (get('Book Id') ?? '').trim(),
    title: base.title.replace(/^'(?=[=+\-@\t\r])/, ''),
    author: (get('Author') ?? '').trim().slice(0, LIMITS.author),
    isbn: '',
    shelf,
    halfStars,
    startedOn: dayOf(get('Date Started')),
    finishedOn: shelf === 'read' ? dayOf(get('Date Read')) : '',
    timesRead: countOf(get('Read Count'), shelf === 'read' ? 1 : 0),
  };
}

/**
 * The catalogue titles (titleLower) a row's title may be: as written, without a series note
 * ("Dune (Dune, #1)"), without a subtitle ("Sapiens: A Brief History"), without an alternative
 * title ("The Hobbit, or There and Back Again").
 */
export function titleVariants(title: string): string[] {
  const lower = title.toLowerCase().replace(/\s+/g, ' ').trim();
  const noSeries = lower.replace(/\s*\([^)]*#\s*\d+[^)]*\)$/u, '');
  const variants = [lower, noSeries, noSeries.split(':')[0]!, noSeries.split(', or ')[0]!];
  return [...new Set(variants.map((v) => v.trim()).filter(Boolean))];
}

/** An author matches when the surnames (last words) agree, so "J.R.R. Tolkien" finds "J. R. R. Tolkien". */
export function sameAuthor(a: string, b: string): boolean {
  const surname = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
      .split(' ')
      .pop() ?? '';
  return a.trim() === '' || surname(a) === surname(b);
}
