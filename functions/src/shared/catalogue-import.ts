/**
 * Catalogue import and export (issue 34, docs/libraries.md "Catalogue import and export"): what the
 * staff screen sends, what it is shown before anything is written (the preview), and the CSV
 * columns both ways. The job's own document is shared/documents/catalogue-import.ts.
 */
import { z } from 'zod/mini';
import { BRANCH_IDS, FORMATS, LIMITS, type BranchId, type Format } from './constants.js';
import { LANGUAGES, type Language } from './languages.js';

/** The largest file the screen sends (a callable's request holds it, base64: 4/3 of this). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** The records one import takes; a bigger catalogue comes in several files. */
export const IMPORT_MAX_RECORDS = 25_000;
/** The records the preview shows as they will look. */
export const IMPORT_PREVIEW = 10;
/** Records written per transaction of the job: each writes the book, its record and its keys. */
export const IMPORT_CHUNK = 80;
/** The problems a job keeps for its report (the counts are always whole). */
export const IMPORT_MAX_PROBLEMS = 500;

export const IMPORT_FILE_FORMATS = ['iso2709', 'marcxml', 'csv'] as const;
export type ImportFileFormat = (typeof IMPORT_FILE_FORMATS)[number];

/**
 * Why a record is refused (nothing of it is written) or changed on the way in (a warning); the
 * screen words each one (catalogue-import:problems.<code>).
 */
export const IMPORT_REFUSALS = ['unreadable', 'no-title', 'no-author', 'duplicate-in-file', 'too-many'] as const;
export const IMPORT_WARNINGS = ['bad-isbn', 'unknown-branch', 'shortened', 'bad-cover', 'recovered'] as const;
export type ImportProblemCode = (typeof IMPORT_REFUSALS)[number] | (typeof IMPORT_WARNINGS)[number];
export const isRefusal = (code: ImportProblemCode) => (IMPORT_REFUSALS as readonly string[]).includes(code);

/**
 * Why the MARC reader could not read a record (functions/src/catalogue/marc): the `detail` of an
 * 'unreadable' problem, which the screen words (catalogue:files.reader.<code>).
 * - bad-leader: no 24-character leader.
 * - bad-directory: the ISO 2709 directory is not 12-byte entries of tag, length and offset.
 * - bad-length: the directory's lengths do not match the data, and the field terminators do not
 *   give the same number of fields either.
 * - truncated: the record is cut short: the file ends, or the next record begins, inside it.
 * - bad-encoding: not valid UTF-8 (leader/09 'a') or MARC-8; the import must not store garbage.
 * - bad-xml: a MARCXML record that is not well-formed, or lacks a tag or subfield code.
 * - empty-record: a record without fields.
 */
export const MARC_PROBLEMS = [
  'bad-leader',
  'bad-directory',
  'bad-length',
  'truncated',
  'bad-encoding',
  'bad-xml',
  'empty-record',
] as const;
export type MarcProblem = (typeof MARC_PROBLEMS)[number];
export const isMarcProblem = (detail: string | undefined): detail is MarcProblem =>
  (MARC_PROBLEMS as readonly (string | undefined)[]).includes(detail);

export interface ImportProblem {
  /** The record's place in the file, from 1. */
  record: number;
  code: ImportProblemCode;
  /** The field (MARC tag or CSV column) or the reader's reason, where there is one. */
  detail?: string;
}

/** A copy from 852/952 (or the CSV's copies column) at one of our branches. */
export interface ImportHolding {
  branchId: BranchId;
  barcode: string;
  shelfMark: string;
}

/** One record as the import will write it: the book's fields and what the catalogue record keeps. */
export interface ImportDraft {
  /** The record's place in the file, from 1. */
  record: number;
  title: string;
  /** For display: "First Last". */
  author: string;
  /** For sorting: "Last, First" as catalogued. */
  authorSort: string;
  /** Other contributors (700/710), display form. */
  contributors: string[];
  description: string;
  coverUrl: string;
  formats: Format[];
  tags: string[];
  language: Language;
  /** ISBN-13s, normalised and checked. */
  isbns: string[];
  /** 001 (with 003's agency where given), or ''. */
  controlNumber: string;
  holdings: ImportHolding[];
}

/** The preview: counts for the whole file, the first records as they will look, every problem. */
export interface ImportPreview {
  format: ImportFileFormat;
  records: number;
  /** Records that will be imported (created, updated or found unchanged). */
  importable: number;
  refused: number;
  copies: number;
  drafts: ImportDraft[];
  /** Capped at IMPORT_MAX_PROBLEMS; `problemCount` is the whole count. */
  problems: ImportProblem[];
  problemCount: number;
}

export const importFileSchema = z.strictObject({
  fileName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  /** The file's bytes, base64. */
  data: z.string().check(z.minLength(1), z.maxLength(Math.ceil(IMPORT_MAX_BYTES / 3) * 4)),
});
export type ImportFileRequest = z.infer<typeof importFileSchema>;

export const EXPORT_FORMATS = ['marcxml', 'iso2709', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** Books per export page: the screen asks page after page and joins them into one file. */
export const EXPORT_PAGE = 500;

export const exportPageSchema = z.strictObject({
  format: z.enum(EXPORT_FORMATS),
  /** The last book id of the page before; absent for the first page. */
  after: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}$/))),
});
export type ExportPageRequest = z.infer<typeof exportPageSchema>;

/** One page of the file, base64: the first page opens it (header), the last closes it. */
export interface ExportPage {
  part: string;
  books: number;
  next: string | null;
}

/**
 * The CSV's columns, in the template's order (docs/catalogue-files.md). `author` as shown, and
 * `author_sort` as catalogued ("Last, First"; optional). Lists are separated by "|"; copies are
 * "branch:barcode:shelf mark".
 */
export const CATALOGUE_CSV_COLUMNS = [
  'title',
  'author',
  'author_sort',
  'description',
  'isbn',
  'control_number',
  'language',
  'tags',
  'formats',
  'cover_url',
  'contributors',
  'copies',
] as const;
export type CatalogueCsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number];

/** The list separator inside one CSV cell. */
export const CSV_LIST = '|';

export const isBranchId = (v: string): v is BranchId => (BRANCH_IDS as readonly string[]).includes(v);
export const isFormat = (v: string): v is Format => (FORMATS as readonly string[]).includes(v);
export const isLanguage = (v: string): v is Language => (LANGUAGES as readonly string[]).includes(v);

/** The book's limits, for shortening what a record brings. */
export const DRAFT_LIMITS = {
  title: LIMITS.title,
  author: LIMITS.author,
  description: LIMITS.description,
  tag: LIMITS.tag,
  tags: LIMITS.tags,
} as const;
