/**
 * Our MARC reader against pymarc 5.4.0, field by field, on pymarc's own test files
 * (tests/fixtures/marc, README there): MARC-8 with diacritics, UTF-8 with and without the
 * leader's flag, MARCXML, and broken records. Where we deliberately read differently, the case is
 * in DIFFERENCES with its reason; everything else must be identical.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { MarcData, MarcDataField, MarcProblem, MarcReadResult } from './marc-data.js';
import { Marc8Error, marc8ToUnicode } from './marc8.js';
import { looksLikeIso2709, looksLikeMarcXml, readMarc } from './read-marc.js';

const DIR = new URL('../../../../tests/fixtures/marc/', import.meta.url);
const bytesOf = (name: string) => new Uint8Array(readFileSync(new URL(name, DIR)));
type Reference = MarcData | { error: string };
const referenceOf = (name: string): Reference[] => JSON.parse(readFileSync(new URL(name, DIR), 'utf8')) as Reference[];
type Read = Extract<MarcReadResult, { record: MarcData }>;
const isRead = (r: MarcReadResult | undefined): r is Read => r !== undefined && 'record' in r;
const df = (tag: string, ind1: string, ind2: string, ...subfields: [string, string][]): MarcDataField => ({
  tag,
  ind1,
  ind2,
  subfields: subfields.map(([code, value]) => ({ code, value })),
});

/** pymarc's exception for a record, and the problem we report for the same record. */
const PROBLEM_FOR: Record<string, MarcProblem> = {
  RecordDirectoryInvalid: 'bad-directory',
  UnicodeDecodeError: 'bad-directory', // bad_records.mrc#4: a non-ASCII byte in the directory
  NoFieldsFound: 'empty-record',
  TruncatedRecord: 'truncated',
  RecordLeaderInvalid: 'bad-leader',
};

type Difference = { why: string } & (
  | { recovered: string } // pymarc fails; we read the record, with a warning, as the record named
  | { absent: true } // pymarc reports a record; we see none
  | { refused: MarcProblem } // pymarc reads it; we report this problem
  | { reference: string } // compare with this other pymarc reference instead
  | { fields: Record<number, MarcDataField> } // these fields differ; all others must be identical
);

/** file#record (from 0): where we read differently from pymarc on purpose. */
const DIFFERENCES: Record<string, Difference> = {
  'bad_records.mrc#1': {
    recovered: 'bad_records.mrc#0',
    why: 'base address 99937 is wrong, but the fields start after the directory: read, with a warning',
  },
  'bad_records.mrc#2': {
    recovered: 'bad_records.mrc#0',
    why: 'base address 00000: as above',
  },
  'bad_records.mrc#5': {
    recovered: 'bad_records.mrc#0',
    why: 'base address "f0037" (pymarc: ValueError): as above',
  },
  'bad_indicator.dat#1': {
    absent: true,
    why: '821 spaces after the last record terminator are padding, not a record (pymarc: RecordLengthInvalid)',
  },
  'bad_marc8_escape.dat#0': {
    refused: 'bad-encoding',
    why: 'ESC t is no MARC-8 escape: pymarc drops the ESC and reads on ("Socit linnenne"); we do not store damaged text',
  },
  'bad_eacc_encoding.dat#0': {
    refused: 'bad-encoding',
    why: '0x7B3639 is no EACC character: pymarc writes a space in its place; we do not store damaged text',
  },
  'utf8_without_leader_flag.dat#0': {
    reference: 'utf8_without_leader_flag.dat.reference-force-utf8.json',
    why: 'valid UTF-8 under a MARC-8 leader: pymarc needs force_utf8=True, we detect it (with a warning)',
  },
  'utf8_invalid.mrc#0': {
    fields: {
      6: df('260', ' ', ' ', ['a', '[Washington, D.C.:'], ['b', 'Association of Teacher Educators]'], ['c', '1994.']),
    },
    why: 'a U+FFFD before subfield code b: pymarc takes b as the code and also leaves it in the value ("bAssociation")',
  },
  'bad_subfield_code.dat#0': {
    // The 245 holds a two-byte "á" the directory counts as one byte: pymarc, going by the
    // directory, reads every later field a byte early (indicator 0x1E, last letter lost). We
    // take the fields between terminators, as the warning says.
    fields: {
      11: df('245', '1', '0', ['a', 'ActivePerl with ASP and ADO /'], ['c', 'Tobias Martinsson.']),
      12: df('260', ' ', ' ', ['a', 'New York :'], ['b', 'John Wiley & Sons,'], ['c', '2000.']),
      13: df(
        '300',
        ' ',
        ' ',
        ['a', 'xxi, 289 p. :'],
        ['b', 'ill. ;'],
        ['c', '23 cm. +'],
        ['e', '1 computer  laser disc (4 3/4 in.)'],
      ),
      14: df('500', ' ', ' ', ['a', '"Wiley Computer Publishing."']),
      15: df('650', ' ', '0', ['a', 'Perl (Computer program language)']),
      16: df('630', '0', '0', ['a', 'Active server pages.']),
      17: df('630', '0', '0', ['a', 'ActiveX.']),
    },
    why: 'field lengths one byte short after a two-byte subfield code: we read the fields by their terminators',
  },
};

const FIXTURES = readdirSync(DIR).filter((f) => /\.(dat|mrc|xml)$/.test(f));
/** The leader positions that describe the record; the rest we make canonical. */
const describing = (leader: string) => leader.slice(5, 9) + leader.slice(17, 20);

function resultsOf(name: string): MarcReadResult[] {
  const { format, results } = readMarc(bytesOf(name));
  expect(format).toBe(name.endsWith('.xml') ? 'marcxml' : 'iso2709');
  return results;
}

describe('reading MARC as pymarc 5.4.0 does', () => {
  it('has a reference for every fixture, and every listed difference is in one', () => {
    expect(FIXTURES.length).toBeGreaterThanOrEqual(16);
    for (const name of FIXTURES) expect(readdirSync(DIR)).toContain(`${name}.reference.json`);
    for (const key of Object.keys(DIFFERENCES)) {
      const [name, i] = key.split('#') as [string, string];
      expect(referenceOf(`${name}.reference.json`)[Number(i)], key).toBeDefined();
    }
  });

  it.each(FIXTURES)('%s', (name) => {
    const reference = referenceOf(`${name}.reference.json`);
    const results = resultsOf(name);
    const absent = reference.filter((_, i) => 'absent' in (DIFFERENCES[`${name}#${i}`] ?? {})).length;
    expect(results.map((r) => r.index)).toEqual(results.map((_, i) => i));
    expect(results).toHaveLength(reference.length - absent);

    reference.forEach((expected, i) => {
      const key = `${name}#${i}`;
      const got = results[i];
      const difference = DIFFERENCES[key];
      if (difference && 'absent' in difference) return expect(got, key).toBeUndefined();
      if (difference && 'refused' in difference) return expect(got, key).toMatchObject({ problem: difference.refused });
      if (difference && 'recovered' in difference) {
        expect('error' in expected, key).toBe(true);
        const [file, n] = difference.recovered.split('#') as [string, string];
        expect(isRead(got) && got.warnings.length > 0, key).toBe(true);
        return expect((got as Read).record, key).toEqual((resultsOf(file)[Number(n)] as Read).record);
      }
      if ('error' in expected) return expect(got, key).toMatchObject({ problem: PROBLEM_FOR[expected.error] });

      const want =
        difference && 'reference' in difference ? (referenceOf(difference.reference)[i] as MarcData) : expected;
      const patched = difference && 'fields' in difference ? { ...want.fields, ...difference.fields } : want.fields;
      expect(isRead(got), `${key}: ${JSON.stringify(got)}`).toBe(true);
      const { record } = got as Read;
      expect(describing(record.leader), key).toBe(describing(want.leader));
      // Lengths zero (they described the file), 09 'a' (the record is Unicode now).
      expect(record.leader, key).toMatch(/^00000.{4}a2200000.{3}4500$/);
      expect(record.fields, key).toHaveLength(want.fields.length);
      record.fields.forEach((field, k) => expect(field, `${key} field ${k}`).toEqual(patched[k]));
    });
  });

  it('reads the same record alike in MARC-8, UTF-8, and UTF-8 without the leader flag', () => {
    const [marc8, utf8, unflagged] = ['marc8.dat', 'utf8_with_leader_flag.dat', 'utf8_without_leader_flag.dat'].map(
      (name) => resultsOf(name)[0] as Read,
    );
    expect(marc8!.record).toEqual(utf8!.record);
    expect(unflagged!.record).toEqual(utf8!.record);
    expect(marc8!.warnings).toEqual([]);
    expect(unflagged!.warnings).toEqual(['the leader says MARC-8 but the text is UTF-8: read as UTF-8']);
    const text = JSON.stringify(marc8!.record);
    expect(text).toContain('De la solitude à la communauté.');
    expect(text.normalize('NFC')).toBe(text);
  });

  it('tells what it recovered', () => {
    const [good, ...rest] = resultsOf('bad_records.mrc');
    expect(good).toMatchObject({ warnings: [] });
    expect(rest[0]).toMatchObject({
      warnings: ['the leader gives the base address as "99937", the fields start at byte 37'],
    });
    expect(resultsOf('bad_indicator.dat')[0]).toMatchObject({
      warnings: ['tag "0 2" is not three letters or digits', '0 2 has 0 indicator bytes, not 2'],
    });
    expect((resultsOf('bad_subfield_code.dat')[0] as Read).warnings).toContain('subfield code "á" in 245 read as "a"');
  });
});

describe('a file of good and broken records', () => {
  const PARTS = ['marc8.dat', 'bad_records.mrc', 'utf8_without_leader_flag.dat', 'bad_marc8_escape.dat', 'test.dat'];

  it('reads every good record and reports every bad one by its place', () => {
    const mixed = new Uint8Array(Buffer.concat(PARTS.map(bytesOf)));
    const { results } = readMarc(mixed);
    // Each file read alone, its places shifted by the records before it.
    const expected = PARTS.flatMap((name) => resultsOf(name));
    expect(results).toHaveLength(expected.length);
    results.forEach((r, i) => {
      const alone = expected[i]!;
      if ('problem' in alone) expect(r, `record ${i}`).toMatchObject({ index: i, problem: alone.problem });
      else expect(r, `record ${i}`).toEqual({ ...alone, index: i });
    });
    const problems = results.filter((r) => 'problem' in r).map((r) => [r.index, 'problem' in r && r.problem]);
    expect(problems).toEqual([
      [4, 'bad-directory'],
      [5, 'bad-directory'],
      [7, 'empty-record'],
      // bad_records.mrc ends inside a record: the next file's first record is read on its own.
      [9, 'truncated'],
      [11, 'bad-encoding'],
    ]);
    expect(results.filter(isRead)).toHaveLength(1 + 5 + 1 + 10);
  });

  it('skips line breaks and padding between records, and a terminator of nothing', () => {
    const one = bytesOf('marc8.dat');
    const spaced = new Uint8Array(
      Buffer.concat([Buffer.from('\r\n'), one, Buffer.from('\n\x1d\x1d  '), one, Buffer.from('\n\x1a')]),
    );
    const { results } = readMarc(spaced);
    expect(results.map((r) => isRead(r))).toEqual([true, true]);
  });

  it('reports a record whose field lengths and terminators disagree, and reads the next', () => {
    const good = Buffer.from(bytesOf('marc8.dat'));
    const bad = Buffer.from(good);
    // Turn the first field terminator after the directory's into a space: 26 fields for 27 entries.
    const dirEnd = bad.indexOf(0x1e);
    bad[bad.indexOf(0x1e, dirEnd + 1)] = 0x20;
    const { results } = readMarc(new Uint8Array(Buffer.concat([bad, good])));
    expect(results[0]).toMatchObject({ index: 0, problem: 'bad-length' });
    expect(isRead(results[1])).toBe(true);
  });

  it('refuses a UTF-8 record that is not valid UTF-8', () => {
    const record = Buffer.from(bytesOf('utf8_with_leader_flag.dat'));
    const at = record.indexOf('Escape');
    record[at] = 0xff;
    expect(readMarc(new Uint8Array(record)).results[0]).toMatchObject({ problem: 'bad-encoding' });
  });
});

const BATCH = readFileSync(new URL('batch.xml', DIR), 'utf8');
const batchRecords = BATCH.match(/<marc:record>[\s\S]*?<\/marc:record>/g)!;
const xmlResults = (xml: string) => {
  const { format, results } = readMarc(new Uint8Array(Buffer.from(xml)));
  expect(format).toBe('marcxml');
  return results;
};
const collection = (records: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<marc:collection xmlns:marc="http://www.loc.gov/MARC21/slim">\n${records.join('\n')}\n</marc:collection>\n`;

describe('MARCXML', () => {
  const [first, second] = resultsOf('batch.xml') as Read[];

  it('reads the good records of a collection and reports each broken one by its place', () => {
    const broken = [
      batchRecords[0]!.replace('</marc:leader>', '</marc:leadr>'),
      batchRecords[0]!.replace('The Great Ray Charles', 'The Great&nbsp;Ray Charles'),
      batchRecords[0]!.replace('<marc:subfield code="b">Atlantic', '<marc:subfield>Atlantic'),
      batchRecords[0]!.replace(/<marc:leader>.*<\/marc:leader>/, ''),
      '<marc:record><marc:leader>00925njm  22002777a 4500</marc:leader></marc:record>',
    ];
    const results = xmlResults(collection([batchRecords[0]!, ...broken, batchRecords[1]!]));
    expect(results.map((r) => ('problem' in r ? r.problem : 'read'))).toEqual([
      'read',
      'bad-xml',
      'bad-xml',
      'bad-xml',
      'bad-leader',
      'empty-record',
      'read',
    ]);
    expect(results.map((r) => r.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(results[1]).toMatchObject({ detail: '</marc:leadr> closes <marc:leader>' });
    expect(results[2]).toMatchObject({ detail: 'unknown entity &nbsp;' });
    expect((results[0] as Read).record).toEqual(first!.record);
    expect((results[6] as Read).record).toEqual(second!.record);
  });

  it('reports a file that ends inside a record', () => {
    const cut = collection(batchRecords).slice(0, -400);
    const results = xmlResults(cut);
    expect(results.map((r) => ('problem' in r ? r.problem : 'read'))).toEqual(['read', 'truncated']);
  });

  it('reads MARCXML with no namespace, a default one, or any prefix, and inside OAI-PMH', () => {
    const plain = batchRecords[0]!.replace(/marc:/g, '');
    const variants = [
      `<collection>${plain}</collection>`,
      `<record xmlns="http://www.loc.gov/MARC21/slim">${plain.slice('<record>'.length)}`,
      `<m:collection xmlns:m="http://www.loc.gov/MARC21/slim">${batchRecords[0]!.replace(/marc:/g, 'm:')}</m:collection>`,
      `<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><ListRecords><record><header><identifier>x</identifier></header>
        <metadata>${batchRecords[0]!.replace('<marc:record>', '<marc:record xmlns:marc="http://www.loc.gov/MARC21/slim">')}</metadata>
      </record></ListRecords></OAI-PMH>`,
    ];
    for (const xml of variants) {
      const results = xmlResults(xml);
      expect(results, xml.slice(0, 60)).toHaveLength(1);
      expect((results[0] as Read).record, xml.slice(0, 60)).toEqual(first!.record);
    }
  });

  it('reads entities, character references, CDATA and comments; keeps spaces; cleans controls', () => {
    const xml = `<?xml version="1.0"?>
<!DOCTYPE collection [ <!ELEMENT collection ANY> ]>
<!-- exported -->
<collection xmlns="http://www.loc.gov/MARC21/slim"><record>
  <leader>00000nam a2200000 i 4500</leader>
  <controlfield tag='001'>  id 1 </controlfield>
  <datafield tag="245" ind1="1" ind2="0">
    <subfield code="a">Tom &amp; Jerry &lt;3 &#x643;&#1578;&#x627;&#x628; <![CDATA[<raw & ready>]]><!-- note --></subfield>
    <subfield code="b"> </subfield>
    <subfield code="c">e&#x301;te&#x301;\tline
two</subfield>
    <subfield code="d"/>
  </datafield>
</record></collection>`;
    const [result] = xmlResults(xml);
    expect(result).toMatchObject({
      record: {
        leader: '00000nam a2200000 i 4500',
        fields: [
          { tag: '001', value: '  id 1 ' },
          df('245', '1', '0', ['a', 'Tom & Jerry <3 كتاب <raw & ready>'], ['b', ' '], ['c', 'été line two'], ['d', '']),
        ],
      },
      warnings: ['control characters in 245 were replaced or removed'],
    });
  });

  it('blanks missing or invalid indicators, with a warning', () => {
    const xml = collection([
      batchRecords[0]!
        .replace('tag="028" ind1="0" ind2="0"', 'tag="028" ind1="#"')
        .replace('tag="050" ind1="0"', 'tag="050" ind1="00"'),
    ]);
    const [result] = xmlResults(xml) as Read[];
    const fields = result!.record.fields.filter((f) => f.tag === '028' || f.tag === '050');
    expect(fields.map((f) => 'ind1' in f && [f.ind1, f.ind2])).toEqual([
      [' ', ' '],
      [' ', '0'],
    ]);
    expect(result!.warnings).toEqual([
      'ind1 "#" in 028 read as blank',
      '028 has no ind2',
      'ind1 "00" in 050 read as blank',
    ]);
  });

  it('reads UTF-16 with a byte order mark, and refuses a record that is not valid UTF-8', () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(collection(batchRecords), 'utf16le')]);
    expect(readMarc(new Uint8Array(utf16)).results).toEqual(resultsOf('batch.xml'));
    const bad = Buffer.from(collection(batchRecords));
    bad[bad.indexOf('Ray Charles', bad.indexOf('<marc:record>', 100) + 20)] = 0xff;
    expect(readMarc(new Uint8Array(bad)).results.map((r) => ('problem' in r ? r.problem : 'read'))).toEqual([
      'bad-encoding',
      'read',
    ]);
  });

  it('calls an XML file without MARC records a problem, an empty collection nothing', () => {
    expect(xmlResults('<!DOCTYPE html><html><body>no</body></html>')).toEqual([
      { index: 0, problem: 'bad-xml', detail: 'no MARC record in the file' },
    ]);
    expect(xmlResults('<collection xmlns="http://www.loc.gov/MARC21/slim"/>')).toEqual([]);
  });
});

describe('recognising the formats', () => {
  it('tells MARCXML from ISO 2709 from anything else', () => {
    for (const name of FIXTURES) {
      expect(looksLikeMarcXml(bytesOf(name)), name).toBe(name.endsWith('.xml'));
      expect(looksLikeIso2709(bytesOf(name)), name).toBe(!name.endsWith('.xml'));
    }
    const csv = new Uint8Array(Buffer.from('title,author\n12345 Days,Someone\n'));
    const html = new Uint8Array(Buffer.from('<!DOCTYPE html><html><body>12345</body></html>'));
    for (const other of [csv, html]) {
      expect(looksLikeMarcXml(other)).toBe(false);
      expect(looksLikeIso2709(other)).toBe(false);
    }
    expect(looksLikeMarcXml(new Uint8Array(Buffer.from('\uFEFF  <record><leader/></record>')))).toBe(true);
  });
});

describe('MARC-8', () => {
  const m8 = (...parts: (string | number[])[]) =>
    marc8ToUnicode(new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p))));
  const ESC = 0x1b;

  it('puts combining marks after their letter, in NFC', () => {
    expect(m8('Soci', [0xe2], 'et', [0xe2], 'e')).toBe('Société');
    // Two marks on one letter, and the double-width ligature halves.
    expect(m8([0xe3, 0xe2], 'a')).toBe('ấ');
    expect(m8([0xeb], 't', [0xec], 's')).toBe('t\uFE20s\uFE21');
  });

  it('switches character sets by escape sequences', () => {
    expect(m8([ESC, 0x28, 0x33, 0x63, 0x4a, 0x47, 0x48, ESC, 0x28, 0x42], ' ok')).toBe('كتاب ok');
    expect(m8([ESC, 0x28, 0x4e, 0x6d, 0x49, 0x52])).toBe('Мир');
    expect(m8([ESC, 0x28, 0x32, 0x79])).toBe('ש');
    expect(m8('H', [ESC, 0x62, 0x32, ESC, 0x73], 'O')).toBe('H₂O');
    expect(m8([ESC, 0x24, 0x31, 0x21, 0x30, 0x34, 0x21, 0x42, 0x58])).toBe('中文');
    expect(m8([ESC, 0x29, 0x34, 0xa9])).toBe('پ');
  });

  it('maps ANSEL as LC does today: alif U+02BC, eszett, euro', () => {
    expect(m8('Qur', [0xae], 'an')).toBe('Qurʼan');
    expect(m8([0xb0], 'Abd')).toBe('ʻAbd');
    expect(m8('Stra', [0xc7], 'e ', [0xc8], '5')).toBe('Straße €5');
  });

  it('refuses what is not MARC-8', () => {
    expect(() => m8('Soci', [ESC], 'te')).toThrow(Marc8Error);
    expect(() => m8([ESC, 0x28])).toThrow(Marc8Error);
    expect(() => m8('caf', [0xc3, 0xa0])).toThrow(Marc8Error); // UTF-8 "à": 0xA0 is no ANSEL character
    expect(() => m8([0x80])).toThrow(Marc8Error);
    expect(() => m8([ESC, 0x24, 0x31, 0x21, 0x30])).toThrow('a multibyte character is cut');
  });

  it('drops a combining mark with no letter after it, with a warning', () => {
    const warnings: string[] = [];
    expect(marc8ToUnicode(new Uint8Array([0x61, 0xe2]), (w) => warnings.push(w))).toBe('a');
    expect(warnings).toEqual(['a combining mark with no letter after it was dropped']);
  });
});
