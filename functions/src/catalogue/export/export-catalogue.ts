/**
 * The catalogue as a file (docs/libraries.md "Catalogue import and export"): MARCXML, ISO 2709
 * (UTF-8) or the import's CSV, with copies. The staff screen asks for it a page of EXPORT_PAGE
 * books at a time, in id order, and joins the pages: every call is bounded, whatever the
 * catalogue's size. Reading the file back with the import gives the same books (catalogue-files
 * tests), so a library can move its catalogue out and in again.
 */
import { FieldPath } from 'firebase-admin/firestore';
import { CATALOGUE_CSV_COLUMNS, CSV_LIST, EXPORT_PAGE } from '../../shared/catalogue-import.js';
import { csvCell } from '../../shared/csv.js';
import type { BookDoc } from '../../shared/documents/book.js';
import type { CatalogueRecordDoc } from '../../shared/documents/catalogue-import.js';
import type { CopyDoc } from '../../shared/documents/lending.js';
import { callable } from '../../lib/callable.js';
import { books, catalogueRecords, copies } from '../../lib/documents.js';
import type { MarcData, MarcDataField } from '../marc/marc-data.js';
import { writeIso2709, writeMarcXml } from '../marc/write-marc.js';
import { LOCAL_FORMATS_TAG, displayName, summaryFields } from '../import/map-record.js';

interface Entry {
  id: string;
  book: BookDoc;
  record: CatalogueRecordDoc | null;
  copies: (CopyDoc & { barcode: string })[];
}

const field = (tag: string, ind1: string, ind2: string, ...subfields: [string, string][]): MarcDataField => ({
  tag,
  ind1,
  ind2,
  subfields: subfields.filter(([, v]) => v !== '').map(([code, value]) => ({ code, value })),
});

/** "(DLC)12345" as 003 DLC and 001 12345; a book never imported is known by its id. */
function controlFields(id: string, controlNumber: string) {
  const m = /^\((.+?)\)(.+)$/.exec(controlNumber);
  if (m)
    return [
      { tag: '001', value: m[2]! },
      { tag: '003', value: m[1]! },
    ];
  return [{ tag: '001', value: controlNumber || id }];
}

/**
 * The author as catalogued ("Last, First") when turning it round gives the name shown; otherwise
 * (a corporate name with a comma, a book never imported) the name shown, kept as it is.
 */
function sortFormOf(book: BookDoc, record: CatalogueRecordDoc | null): string {
  const sort = record?.authorSort ?? '';
  return sort && sort !== book.author && displayName(sort, true) === book.author ? sort : book.author;
}

/** A book as a MARC 21 record, the import's mapping turned round. */
export function marcOf({ id, book, record, copies: held }: Entry): MarcData {
  const audioOnly = book.formats.length === 1 && book.formats[0] === 'audio';
  const ebookOnly = book.formats.length === 1 && book.formats[0] === 'ebook';
  const language = book.language === 'ar' ? 'ara' : 'eng';
  // 008: date entered (unknown), form of item at 23, language at 35-37.
  const f008 = `${'|'.repeat(6)}${' '.repeat(17)}${ebookOnly ? 'o' : ' '}${' '.repeat(11)}${language}  `;
  const sortName = sortFormOf(book, record);
  const fields: MarcData['fields'] = [
    ...controlFields(id, record?.controlNumber ?? ''),
    { tag: '008', value: f008 },
    ...(record?.isbns ?? []).map((isbn) => field('020', ' ', ' ', ['a', isbn])),
    field('100', sortName === book.author ? '0' : '1', ' ', ['a', sortName]),
    field('245', '1', '0', ['a', book.title]),
    ...summaryFields(book.description),
    ...book.tags.map((tag) => field('650', ' ', '4', ['a', tag])),
    ...(record?.contributors ?? []).map((name) => field('700', '0', ' ', ['a', name])),
    ...(/^https?:\/\//.test(book.coverUrl) ? [field('856', '4', '2', ['3', 'Cover image'], ['u', book.coverUrl])] : []),
    field(LOCAL_FORMATS_TAG, ' ', ' ', ...book.formats.map((f): [string, string] => ['f', f])),
    ...held.map((c) =>
      field('952', ' ', ' ', ['a', c.branchId], ['b', c.branchId], ['o', c.shelfMark], ['p', c.barcode]),
    ),
  ];
  return { leader: `00000n${audioOnly ? 'i' : 'a'}m a2200000 i 4500`, fields };
}

/** A book as a row of the import's CSV. */
export function csvRowOf({ id, book, record, copies: held }: Entry): string {
  const cells: Record<(typeof CATALOGUE_CSV_COLUMNS)[number], string> = {
    title: book.title,
    author: book.author,
    author_sort: sortFormOf(book, record),
    description: book.description,
    isbn: (record?.isbns ?? []).join(CSV_LIST),
    control_number: record?.controlNumber || id,
    language: book.language,
    tags: book.tags.join(CSV_LIST),
    formats: book.formats.join(CSV_LIST),
    cover_url: /^https?:\/\//.test(book.coverUrl) ? book.coverUrl : '',
    contributors: (record?.contributors ?? []).join(CSV_LIST),
    copies: held.map((c) => `${c.branchId}:${c.barcode}:${c.shelfMark}`).join(CSV_LIST),
  };
  return CATALOGUE_CSV_COLUMNS.map((c) => csvCell(cells[c])).join(',');
}

/** The template staff download: the header and one example row. */
export const CSV_HEADER = CATALOGUE_CSV_COLUMNS.join(',');

async function pageOf(after: string | undefined): Promise<Entry[]> {
  let query = books().orderBy(FieldPath.documentId()).limit(EXPORT_PAGE);
  if (after) query = query.startAfter(after);
  const snap = await query.get();
  if (snap.empty) return [];
  const ids = snap.docs.map((d) => d.id);
  const records = await catalogueRecords().firestore.getAll(...ids.map((id) => catalogueRecords().doc(id)));
  const held = new Map<string, Entry['copies']>();
  for (let i = 0; i < ids.length; i += 30) {
    const copySnap = await copies()
      .where('bookId', 'in', ids.slice(i, i + 30))
      .get();
    for (const c of copySnap.docs) {
      const list = held.get(c.data().bookId) ?? [];
      list.push({ ...c.data(), barcode: c.id });
      held.set(c.data().bookId, list);
    }
  }
  return snap.docs.map((d, i) => ({
    id: d.id,
    book: d.data(),
    record: records[i]!.exists ? (records[i]!.data() as CatalogueRecordDoc) : null,
    copies: (held.get(d.id) ?? []).sort((a, b) => a.barcode.localeCompare(b.barcode)),
  }));
}

const XML_OPEN = /^[\s\S]*?<collection[^>]*>/;
const XML_CLOSE = /<\/collection>\s*$/;

export const exportCatalogue = callable('exportCatalogue', {
  rateLimit: 'catalogueFiles',
  options: { memory: '512MiB', timeoutSeconds: 120 },
  handler: async ({ format, after }) => {
    const entries = await pageOf(after);
    const first = after === undefined;
    const last = entries.length < EXPORT_PAGE;
    let part: Buffer;
    if (format === 'csv') {
      const rows = entries.map(csvRowOf);
      // A BOM so spreadsheet programs read the file as UTF-8 (Arabic titles).
      part = Buffer.from([...(first ? ['\uFEFF' + CSV_HEADER] : []), ...rows].map((r) => `${r}\r\n`).join(''));
    } else if (format === 'iso2709') {
      part = Buffer.from(writeIso2709(entries.map(marcOf)));
    } else {
      let xml = writeMarcXml(entries.map(marcOf));
      if (!first) xml = xml.replace(XML_OPEN, '');
      if (!last) xml = xml.replace(XML_CLOSE, '');
      part = Buffer.from(xml);
    }
    return { part: part.toString('base64'), books: entries.length, next: last ? null : entries.at(-1)!.id };
  },
});
