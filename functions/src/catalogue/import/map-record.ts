/**
 * A MARC 21 bibliographic record, or a row of the CSV, as the book the import writes
 * (ImportDraft), with every problem on the way. Pure: the preview and the job both run it.
 */
import ISBN from 'isbn3';
import { BRANCH_IDS, type BranchId, type Format } from '../../shared/constants.js';
import { BRANCH_NAMES } from '../../shared/branch-names.js';
import {
  CATALOGUE_CSV_COLUMNS,
  CSV_LIST,
  DRAFT_LIMITS,
  isBranchId,
  isFormat,
  isLanguage,
  type CatalogueCsvColumn,
  type ImportDraft,
  type ImportHolding,
  type ImportProblem,
} from '../../shared/catalogue-import.js';
import { plainCell } from '../../shared/csv.js';
import { ID_PATTERN, coverUrlSchema } from '../../shared/schemas.js';
import { isDataField, type MarcData, type MarcDataField } from '../marc/marc-data.js';

export type Mapped = { draft: ImportDraft; problems: ImportProblem[] } | { draft: null; problems: ImportProblem[] };

/** ISBD's closing marks after a title or name ("Title /", "Name,", "Subject."), not an ellipsis. */
export function stripIsbd(value: string): string {
  let v = value.replace(/\s+/g, ' ').trim();
  if (v.endsWith('...')) return v;
  v = v.replace(/[\s/:;=,]+$/u, '').trim();
  // A final full stop closes a field; keep it after an initial ("Tolkien, J.") or an abbreviation.
  if (v.endsWith('.') && !/(^|[\s.])(\p{Lu}|Jr|Sr|Inc|Ltd|Co|St|Dr|etc|ed|eds)\.$/u.test(v)) v = v.slice(0, -1).trim();
  return v;
}

/** "Tolkien, J. R. R." (100 first indicator 1: surname first) as "J. R. R. Tolkien". */
export function displayName(sortName: string, surnameFirst: boolean): string {
  if (!surnameFirst) return sortName;
  const comma = sortName.indexOf(',');
  if (comma < 0 || sortName.indexOf(',', comma + 1) >= 0) return sortName;
  const last = sortName.slice(0, comma).trim();
  const first = sortName.slice(comma + 1).trim();
  return first ? `${first} ${last}` : last;
}

/** An ISBN-10 or -13 (hyphens, spaces, "(pbk.)" allowed) as a checked ISBN-13, or null. */
export function isbn13(value: string): string | null {
  const candidate = value.trim().split(/\s+/)[0] ?? '';
  const parsed = ISBN.parse(candidate.replace(/[^0-9Xx-]/g, ''));
  return parsed?.isIsbn13 || parsed?.isIsbn10 ? (parsed.isbn13 ?? null) : null;
}

const branchKey = (v: string) =>
  v
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\u0600-\u06ff]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** A branch code or name (either language) as one of ours, or null. */
export function branchOf(value: string): BranchId | null {
  const key = branchKey(value);
  if (!key) return null;
  if (isBranchId(key)) return key;
  for (const id of BRANCH_IDS) {
    if (branchKey(BRANCH_NAMES.en[id]) === key || branchKey(BRANCH_NAMES.ar[id]) === key) return id;
  }
  return null;
}

/** Shortens to max characters at a word where it can; records a warning when it must. */
function fit(value: string, max: number, field: string, record: number, problems: ImportProblem[]): string {
  if (value.length <= max) return value;
  problems.push({ record, code: 'shortened', detail: field });
  const cut = value.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.6 ? cut.slice(0, space) : cut).trim();
}

function tagsOf(values: string[], record: number, problems: ImportProblem[]): string[] {
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const raw of values) {
    const tag = stripIsbd(raw);
    if (!tag) continue;
    const shortTag = fit(tag, DRAFT_LIMITS.tag, 'tags', record, problems);
    if (seen.has(shortTag.toLowerCase())) continue;
    seen.add(shortTag.toLowerCase());
    tags.push(shortTag);
  }
  if (tags.length > DRAFT_LIMITS.tags) problems.push({ record, code: 'shortened', detail: 'tags' });
  return tags.slice(0, DRAFT_LIMITS.tags);
}

function coverOf(url: string, record: number, problems: ImportProblem[]): string {
  if (!url) return '';
  if (coverUrlSchema.safeParse(url).success && /^https:\/\//.test(url)) return url;
  problems.push({ record, code: 'bad-cover', detail: url.slice(0, 80) });
  return '';
}

/** The common end of both mappings: checks, limits, and the refusal when title or author is missing. */
function finish(
  draft: Omit<ImportDraft, 'tags' | 'coverUrl' | 'isbns'> & { tags: string[]; coverUrl: string; isbns: string[] },
  problems: ImportProblem[],
): Mapped {
  const { record } = draft;
  if (!draft.title) return { draft: null, problems: [...problems, { record, code: 'no-title' }] };
  if (!draft.author) return { draft: null, problems: [...problems, { record, code: 'no-author' }] };
  return {
    draft: {
      ...draft,
      title: fit(draft.title, DRAFT_LIMITS.title, 'title', record, problems),
      author: fit(draft.author, DRAFT_LIMITS.author, 'author', record, problems),
      description: fit(draft.description, DRAFT_LIMITS.description, 'description', record, problems),
      tags: tagsOf(draft.tags, record, problems),
      coverUrl: coverOf(draft.coverUrl, record, problems),
      formats: draft.formats.length ? draft.formats : ['physical'],
    },
    problems,
  };
}

function isbnsOf(values: string[], record: number, field: string, problems: ImportProblem[]): string[] {
  const isbns: string[] = [];
  for (const value of values) {
    const isbn = isbn13(value);
    if (isbn === null) problems.push({ record, code: 'bad-isbn', detail: `${field} ${value.slice(0, 30)}` });
    else if (!isbns.includes(isbn)) isbns.push(isbn);
  }
  return isbns;
}

function holdingOf(
  branch: string,
  barcode: string,
  shelfMark: string,
  record: number,
  field: string,
  problems: ImportProblem[],
): ImportHolding | null {
  const branchId = branchOf(branch);
  const code = barcode.trim();
  if (!branchId || !ID_PATTERN.test(code)) {
    problems.push({ record, code: 'unknown-branch', detail: `${field} ${branch || '-'} ${code || '-'}`.slice(0, 80) });
    return null;
  }
  return { branchId, barcode: code, shelfMark: shelfMark.trim().slice(0, 40) };
}

// ------------------------------------------------------------------------------------------ MARC

const sub = (field: MarcDataField, code: string) => field.subfields.filter((s) => s.code === code).map((s) => s.value);
const first = (field: MarcDataField | undefined, code: string) => (field ? (sub(field, code)[0] ?? '') : '');

/** 041 $a, else 008/35-37: 'ara' is Arabic, anything else is read as English. */
function languageOf(marc: MarcData): ImportDraft['language'] {
  const f041 = marc.fields.find((f) => f.tag === '041');
  const f008 = marc.fields.find((f) => f.tag === '008');
  const code =
    (f041 && isDataField(f041) ? first(f041, 'a') : '') || (f008 && !isDataField(f008) ? f008.value.slice(35, 38) : '');
  return code.trim().toLowerCase().startsWith('ara') ? 'ar' : 'en';
}

/**
 * This site's own field for a book's formats (a local 9XX field, which MARC leaves to each
 * library): written by the export, read first by the import, so formats survive a round trip.
 */
export const LOCAL_FORMATS_TAG = '948';

/** Leader/06 'i' (spoken word) is audio; 008/23 'o' or 's' (online, electronic) an e-book; 856 ind2 0 too. */
function formatsOf(marc: MarcData, data: MarcDataField[]): Format[] {
  const local = data.filter((f) => f.tag === LOCAL_FORMATS_TAG).flatMap((f) => sub(f, 'f').filter(isFormat));
  if (local.length) return [...new Set(local)];
  const formats = new Set<Format>();
  const f008 = marc.fields.find((f) => f.tag === '008');
  const form = f008 && !isDataField(f008) ? f008.value[23] : undefined;
  if (marc.leader[6] === 'i') formats.add('audio');
  else if (form === 'o' || form === 's') formats.add('ebook');
  else formats.add('physical');
  if (data.some((f) => f.tag === '856' && f.ind2 === '0')) formats.add('ebook');
  return [...formats];
}

/**
 * A description as 520s, which the import joins back into the same text. ISO 2709 caps a field at
 * 9,999 bytes, less than a 5,000-character Arabic description, so a long line is written as
 * pieces of at most 3,000 UTF-16 units (9,000 bytes; never cut inside a character), each after the
 * first marked as a continuation in the local subfield $9. MARC text carries no line breaks (the
 * readers make them spaces, marc-data.ts), so the description's own breaks are 520s too: a
 * paragraph after a blank line is a 520 of its own, as other systems write separate summaries,
 * and a line after a single break is a 520 marked 'line' in $9. What does not come back as it
 * was: the blank lines between two paragraphs are one empty line, and a carriage return is a
 * line feed.
 */
export const SUMMARY_PIECE = 3000;
export const CONTINUED = 'continued';
export const LINE = 'line';

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

/** The text in pieces of at most SUMMARY_PIECE units, cut between characters as readers see them. */
function summaryPieces(text: string): string[] {
  if (text.length <= SUMMARY_PIECE) return [text];
  const pieces: string[] = [];
  let piece = '';
  for (const { segment } of graphemes.segment(text)) {
    // A cluster longer than a piece (hardly text) is cut between code points.
    for (const part of segment.length > SUMMARY_PIECE ? [...segment] : [segment]) {
      if (piece.length + part.length > SUMMARY_PIECE) {
        pieces.push(piece);
        piece = '';
      }
      piece += part;
    }
  }
  pieces.push(piece);
  return pieces;
}

export function summaryFields(description: string): MarcDataField[] {
  const fields: MarcDataField[] = [];
  const field = (value: string, mark?: string): MarcDataField => ({
    tag: '520',
    ind1: ' ',
    ind2: ' ',
    subfields: [{ code: 'a', value }, ...(mark ? [{ code: '9', value: mark }] : [])],
  });
  const paragraphs = description
    .replace(/\r\n?/g, '\n')
    // Paragraphs: between them one or more blank lines (empty, or spaces only).
    .split(/\n(?:[^\S\n]*\n)+/)
    .filter((p) => p.trim());
  for (const paragraph of paragraphs) {
    paragraph
      .split('\n')
      .forEach((line, i) =>
        summaryPieces(line).forEach((piece, j) =>
          fields.push(field(piece, j > 0 ? CONTINUED : i > 0 ? LINE : undefined)),
        ),
      );
  }
  return fields;
}

/**
 * The 520s as one description: separate summaries a blank line apart, a line after a line break,
 * continuations joined without a break (summaryFields).
 */
function summaryOf(fields: MarcDataField[]): string {
  let text = '';
  for (const f of fields) {
    // A summary is prose: its closing full stop stays.
    const piece = sub(f, 'a').join(' ');
    const marks = sub(f, '9');
    if (marks.includes(CONTINUED)) text += piece;
    else if (marks.includes(LINE)) text += `${text ? '\n' : ''}${piece}`;
    else if (piece.trim()) text += `${text ? '\n\n' : ''}${piece}`;
  }
  return text;
}

/** The author field's name without dates, fuller forms or relator terms. */
function nameOf(field: MarcDataField): { sort: string; display: string } {
  const parts = field.tag.endsWith('10')
    ? [...sub(field, 'a'), ...sub(field, 'b')]
    : [...sub(field, 'a'), ...sub(field, 'c')];
  const sort = stripIsbd(parts.join(' '));
  return { sort, display: stripIsbd(displayName(sort, field.tag.endsWith('00') && field.ind1 === '1')) };
}

export function mapMarc(marc: MarcData, record: number): Mapped {
  const problems: ImportProblem[] = [];
  const data = marc.fields.filter(isDataField);
  const control = (tag: string) => {
    const f = marc.fields.find((x) => x.tag === tag);
    return f && !isDataField(f) ? f.value.trim() : '';
  };
  const byTag = (tag: string) => data.filter((f) => f.tag === tag);

  const f245 = byTag('245')[0];
  const main = [first(f245, 'a'), ...(f245 ? [...sub(f245, 'n'), ...sub(f245, 'p')] : [])]
    .map(stripIsbd)
    .filter(Boolean);
  const subtitle = stripIsbd(first(f245, 'b'));
  let title = main.join('. ');
  if (subtitle && `${title}: ${subtitle}`.length <= DRAFT_LIMITS.title) title = `${title}: ${subtitle}`;

  const mainEntry = [...byTag('100'), ...byTag('110')][0];
  const added = [...byTag('700'), ...byTag('710')].map(nameOf).filter((n) => n.sort);
  const responsible = stripIsbd(first(f245, 'c').replace(/^(by|edited by)\s+/i, ''));
  const author = mainEntry ? nameOf(mainEntry) : (added[0] ?? { sort: responsible, display: responsible });

  const cover = byTag('856').find(
    (f) => f.ind2 !== '0' && /cover|image|jacket/i.test([...sub(f, '3'), ...sub(f, 'y'), ...sub(f, 'z')].join(' ')),
  );
  const holdings: ImportHolding[] = [];
  for (const f of byTag('952')) {
    // Koha: $a home branch, $b holding branch, $p barcode, $o call number.
    const h = holdingOf(first(f, 'b') || first(f, 'a'), first(f, 'p'), first(f, 'o'), record, '952', problems);
    if (h) holdings.push(h);
  }
  for (const f of byTag('852')) {
    // MARC holdings: $b sublocation (the branch), $p barcode, $h/$i the call number.
    const h = holdingOf(
      first(f, 'b') || first(f, 'a'),
      first(f, 'p'),
      [first(f, 'h'), first(f, 'i')].join(' '),
      record,
      '852',
      problems,
    );
    if (h) holdings.push(h);
  }
  const f003 = control('003');
  const f001 = control('001');

  return finish(
    {
      record,
      title,
      author: author.display,
      authorSort: author.sort,
      contributors: added.map((n) => n.display).filter((n) => n !== author.display),
      description: summaryOf(byTag('520')),
      coverUrl: cover ? first(cover, 'u') : '',
      formats: formatsOf(marc, data),
      tags: [...byTag('650'), ...byTag('651'), ...byTag('655')].flatMap((f) => sub(f, 'a')),
      language: languageOf(marc),
      isbns: isbnsOf(
        byTag('020').flatMap((f) => sub(f, 'a')),
        record,
        '020',
        problems,
      ),
      controlNumber: f001 ? (f003 ? `(${f003})${f001}` : f001) : '',
      holdings: dedupeHoldings(holdings),
    },
    problems,
  );
}

const dedupeHoldings = (holdings: ImportHolding[]) =>
  holdings.filter((h, i) => holdings.findIndex((o) => o.barcode === h.barcode) === i);

// ------------------------------------------------------------------------------------------- CSV

/** The CSV's header row as column positions: its names, in any order; unknown columns are ignored. */
export function csvColumns(header: string[]): Partial<Record<CatalogueCsvColumn, number>> {
  const at: Partial<Record<CatalogueCsvColumn, number>> = {};
  header.forEach((name, i) => {
    const key = name.trim().toLowerCase().replace(/\s+/g, '_') as CatalogueCsvColumn;
    if ((CATALOGUE_CSV_COLUMNS as readonly string[]).includes(key) && at[key] === undefined) at[key] = i;
  });
  return at;
}

export function mapCsvRow(row: string[], columns: Partial<Record<CatalogueCsvColumn, number>>, record: number): Mapped {
  const problems: ImportProblem[] = [];
  const cell = (c: CatalogueCsvColumn) => (columns[c] === undefined ? '' : plainCell((row[columns[c]] ?? '').trim()));
  const list = (c: CatalogueCsvColumn) =>
    cell(c)
      .split(CSV_LIST)
      .map((v) => v.trim())
      .filter(Boolean);
  const language = cell('language').toLowerCase();
  const holdings = list('copies')
    .map((entry) => {
      const [branch = '', barcode = '', ...shelf] = entry.split(':');
      return holdingOf(branch, barcode, shelf.join(':'), record, 'copies', problems);
    })
    .filter((h): h is ImportHolding => h !== null);
  return finish(
    {
      record,
      title: cell('title'),
      author: cell('author'),
      authorSort: cell('author_sort') || cell('author'),
      contributors: list('contributors'),
      description: cell('description'),
      coverUrl: cell('cover_url'),
      formats: list('formats')
        .map((f) => f.toLowerCase())
        .filter(isFormat),
      tags: list('tags'),
      language: isLanguage(language) ? language : 'en',
      isbns: isbnsOf(list('isbn'), record, 'isbn', problems),
      controlNumber: cell('control_number').slice(0, 100),
      holdings: dedupeHoldings(holdings),
    },
    problems,
  );
}
