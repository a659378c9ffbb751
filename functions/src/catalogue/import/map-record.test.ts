import { describe, expect, it } from 'vitest';
import type { MarcData } from '../marc/marc-data.js';
import { readMarc } from '../marc/read-marc.js';
import { writeIso2709, writeMarcXml } from '../marc/write-marc.js';
import {
  branchOf,
  csvColumns,
  displayName,
  isbn13,
  mapCsvRow,
  mapMarc,
  stripIsbd,
  summaryFields,
} from './map-record.js';
import { matchKeysOf } from './match-keys.js';

const record: MarcData = {
  leader: '00000nam a2200000 a 4500',
  fields: [
    { tag: '001', value: '12345 ' },
    { tag: '003', value: 'DLC' },
    { tag: '008', value: '850101s1937    enk           000 1 eng d' },
    { tag: '020', ind1: ' ', ind2: ' ', subfields: [{ code: 'a', value: '0-306-40615-2 (pbk.)' }] },
    { tag: '020', ind1: ' ', ind2: ' ', subfields: [{ code: 'a', value: '123' }] },
    {
      tag: '100',
      ind1: '1',
      ind2: ' ',
      subfields: [
        { code: 'a', value: 'Tolkien, J. R. R.' },
        { code: 'd', value: '1892-1973.' },
      ],
    },
    {
      tag: '245',
      ind1: '1',
      ind2: '4',
      subfields: [
        { code: 'a', value: 'The hobbit :' },
        { code: 'b', value: 'or, There and back again /' },
        { code: 'c', value: 'by J.R.R. Tolkien.' },
      ],
    },
    { tag: '520', ind1: ' ', ind2: ' ', subfields: [{ code: 'a', value: 'Bilbo goes on an adventure.' }] },
    { tag: '650', ind1: ' ', ind2: '0', subfields: [{ code: 'a', value: 'Fantasy fiction.' }] },
    { tag: '650', ind1: ' ', ind2: '0', subfields: [{ code: 'a', value: 'fantasy fiction' }] },
    { tag: '700', ind1: '1', ind2: ' ', subfields: [{ code: 'a', value: 'Anderson, Douglas A.,' }] },
    {
      tag: '856',
      ind1: '4',
      ind2: '2',
      subfields: [
        { code: '3', value: 'Cover image' },
        { code: 'u', value: 'https://covers.example.org/hobbit.jpg' },
      ],
    },
    {
      tag: '952',
      ind1: ' ',
      ind2: ' ',
      subfields: [
        { code: 'a', value: 'HATTA' },
        { code: 'p', value: '31000000000009' },
        { code: 'o', value: 'F TOL' },
      ],
    },
    {
      tag: '952',
      ind1: ' ',
      ind2: ' ',
      subfields: [
        { code: 'a', value: 'Elsewhere' },
        { code: 'p', value: '1' },
      ],
    },
  ],
};

describe('reading a MARC 21 record as a book', () => {
  it('maps each field as the issue lists, with every problem', () => {
    const { draft, problems } = mapMarc(record, 1);
    expect(draft).toMatchObject({
      title: 'The hobbit: or, There and back again',
      author: 'J. R. R. Tolkien',
      authorSort: 'Tolkien, J. R. R.',
      contributors: ['Douglas A. Anderson'],
      description: 'Bilbo goes on an adventure.',
      tags: ['Fantasy fiction'],
      language: 'en',
      isbns: ['9780306406157'],
      controlNumber: '(DLC)12345',
      coverUrl: 'https://covers.example.org/hobbit.jpg',
      formats: ['physical'],
      holdings: [{ branchId: 'hatta', barcode: '31000000000009', shelfMark: 'F TOL' }],
    });
    expect(problems.map((p) => p.code)).toEqual(['unknown-branch', 'bad-isbn']);
  });

  it('refuses a record without a title, and falls back to 700 or 245 $c for the author', () => {
    expect(mapMarc({ leader: record.leader, fields: [] }, 3)).toEqual({
      draft: null,
      problems: [{ record: 3, code: 'no-title' }],
    });
    const noMain = { ...record, fields: record.fields.filter((f) => f.tag !== '100' && f.tag !== '700') };
    expect(mapMarc(noMain, 1).draft?.author).toBe('J.R.R. Tolkien');
  });

  it('reads Arabic from 008 and audio from the leader', () => {
    const arabic = {
      leader: '00000nim a2200000 a 4500',
      fields: [
        { tag: '008', value: '850101s1937    enk           000 1 ara d' },
        { tag: '245', ind1: '1', ind2: '0', subfields: [{ code: 'a', value: 'كليلة ودمنة /' }] },
        { tag: '100', ind1: '0', ind2: ' ', subfields: [{ code: 'a', value: 'ابن المقفع' }] },
      ],
    };
    expect(mapMarc(arabic, 1).draft).toMatchObject({
      title: 'كليلة ودمنة',
      author: 'ابن المقفع',
      language: 'ar',
      formats: ['audio'],
    });
  });
});

describe('the pieces', () => {
  it('strips ISBD punctuation but not an ellipsis or an initial', () => {
    expect(stripIsbd('The hobbit /')).toBe('The hobbit');
    expect(stripIsbd('Wait for it...')).toBe('Wait for it...');
    expect(stripIsbd('Tolkien, J.')).toBe('Tolkien, J.');
    expect(stripIsbd('Subject.')).toBe('Subject');
    expect(stripIsbd('Frederick P. Brooks Jr.')).toBe('Frederick P. Brooks Jr.');
  });
  it('turns names and ISBNs round', () => {
    expect(displayName('Le Guin, Ursula K.', true)).toBe('Ursula K. Le Guin');
    expect(displayName('Homer', true)).toBe('Homer');
    expect(isbn13('0306406152')).toBe('9780306406157');
    expect(isbn13('978-0-306-40615-7')).toBe('9780306406157');
    expect(isbn13('0306406153')).toBeNull();
  });
  it('knows our branches by code or name, in either language', () => {
    expect(branchOf('hatta')).toBe('hatta');
    expect(branchOf('Al Safa Art & Design Library')).toBe('al-safa');
    expect(branchOf('الطوار')).toBe('al-twar');
    expect(branchOf('Springfield')).toBeNull();
  });
  it('reads the CSV by its header, in any order', () => {
    const columns = csvColumns(['Author', 'Title', 'copies', 'ISBN', 'Author sort']);
    const row = ['Gerard Mercator', 'Atlas', 'main:B1:912|moon:B2:1', '9780306406157', 'Mercator, Gerard'];
    const { draft } = mapCsvRow(row, columns, 1);
    expect(draft).toMatchObject({
      title: 'Atlas',
      author: 'Gerard Mercator',
      authorSort: 'Mercator, Gerard',
      holdings: [{ branchId: 'main', barcode: 'B1' }],
    });
  });
  it('matches a record by ISBN, control number, then title and author spelled either way', () => {
    const a = matchKeysOf({ isbns: [], controlNumber: '', title: 'The Hobbit;', author: 'Tolkien, J. R. R.' });
    const b = matchKeysOf({ isbns: [], controlNumber: '', title: 'the hobbit', author: 'J. R. R. Tolkien' });
    expect(a).toEqual(b);
  });
});

describe('a long description', () => {
  it('goes out as several 520s under the ISO 2709 field limit and comes back whole', async () => {
    const description = `${'وصف طويل للكتاب، '.repeat(290)}النهاية.`.slice(0, 5000);
    const record: MarcData = {
      leader: '00000nam a2200000 a 4500',
      fields: [
        { tag: '100', ind1: '0', ind2: ' ', subfields: [{ code: 'a', value: 'كاتب' }] },
        { tag: '245', ind1: '1', ind2: '0', subfields: [{ code: 'a', value: 'كتاب' }] },
        ...summaryFields(description),
      ],
    };
    const { results } = await readMarc(writeIso2709([record]));
    const read = results[0] as { record: MarcData };
    expect(mapMarc(read.record, 1).draft?.description).toBe(description);
  });

  const bookWith = (description: string): MarcData => ({
    leader: '00000nam a2200000 a 4500',
    fields: [
      { tag: '100', ind1: '0', ind2: ' ', subfields: [{ code: 'a', value: 'Writer' }] },
      { tag: '245', ind1: '1', ind2: '0', subfields: [{ code: 'a', value: 'Book' }] },
      ...summaryFields(description),
    ],
  });
  const readBack = (bytes: Uint8Array | string) => {
    const { results } = readMarc(typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes);
    return (results[0] as { record: MarcData }).record;
  };

  it('keeps its paragraphs and line breaks, and is cut between characters, in both MARC formats', () => {
    // The emoji straddles the 3,000th unit: a cut there would leave half a surrogate pair.
    const long = `${'a'.repeat(2999)}😀${'ب'.repeat(1500)}`; // within the 5,000-character limit
    const description = `First paragraph.\n\nA line\nand the next, indented:\n  here.\n\n${long}\nlast line`;
    const fields = summaryFields(description);
    const marks = fields.map((f) => f.subfields.find((s) => s.code === '9')?.value ?? '');
    expect(marks).toEqual(['', '', 'line', 'line', '', 'continued', 'line']);
    expect(fields.map((f) => f.subfields[0]!.value.length)).toEqual([16, 6, 23, 7, 2999, 1502, 9]);
    for (const written of [writeIso2709([bookWith(description)]), writeMarcXml([bookWith(description)])]) {
      const read = readBack(written);
      // The writer's own cut of a field over 9,999 bytes never comes into it.
      expect(read.fields.filter((f) => f.tag === '520')).toEqual(fields);
      expect(mapMarc(read, 1).draft?.description).toBe(description);
    }
  });

  it('comes back with one blank line between paragraphs, and line feeds for carriage returns', () => {
    const read = readBack(writeIso2709([bookWith('One.\r\n\r\n\n  \nTwo\rthree.')]));
    expect(mapMarc(read, 1).draft?.description).toBe('One.\n\nTwo\nthree.');
    expect(summaryFields('')).toEqual([]);
  });
});
