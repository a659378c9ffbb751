/**
 * MARC 21 files as records (issue 34): ISO 2709 in MARC-8 or UTF-8, and MARCXML. Every record is
 * read alone, so a broken one is reported by its place in the file and the rest are still read.
 *
 * ISO 2709 is read here, byte by byte: @natlibfi/marc-record-serializers' reader works on a
 * JavaScript string (its byte offsets through a utf8Substr helper), so it cannot take MARC-8, and
 * one wrong length throws for the whole file. Here each field is cut by its directory entry in
 * bytes; when entries and field terminators disagree (a bad length, a bad base address) the fields
 * are taken between terminators instead, with a warning, as pymarc's permissive reader does.
 * Text is decoded per the leader (position 9: 'a' UTF-8, blank MARC-8, by the `marc8` package's
 * tables), except that a record declared MARC-8 whose bytes are valid UTF-8 with non-ASCII text is
 * read as UTF-8 (systems that forget the flag are common; valid multi-byte UTF-8 is not plausible
 * MARC-8). Everything comes out NFC, with leader/09 'a': the record is Unicode now.
 * MARCXML records are read by @natlibfi/marc-record-serializers' MARCXML reader.
 */
import { MARCXML } from '@natlibfi/marc-record-serializers';
import marc8 from 'marc8';
import type { MarcData, MarcDataField, MarcField, MarcProblem, MarcReadResult } from './marc-data.js';

const FIELD_END = 0x1e;
const RECORD_END = 0x1d;
const SUBFIELD = 0x1f;

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function startOf(bytes: Uint8Array): string {
  return new TextDecoder('utf-8')
    .decode(bytes.subarray(0, 400))
    .replace(/^\uFEFF/, '')
    .trimStart();
}

export const looksLikeMarcXml = (bytes: Uint8Array) => startOf(bytes).startsWith('<');

/** Five digits of record length, then a record terminator somewhere. */
export const looksLikeIso2709 = (bytes: Uint8Array) =>
  /^\d{5}[a-z ]/i.test(startOf(bytes).slice(0, 6)) && bytes.includes(RECORD_END);

class Unreadable extends Error {
  constructor(
    readonly problem: MarcProblem,
    detail: string,
  ) {
    super(detail);
  }
}

/** True when the bytes are valid UTF-8 holding at least one non-ASCII character. */
function isUtf8Text(bytes: Uint8Array): boolean {
  if (!bytes.some((b) => b >= 0x80)) return false;
  try {
    strictUtf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

function decoder(utf8: boolean): (bytes: Uint8Array) => string {
  if (utf8) {
    return (bytes) => {
      try {
        return strictUtf8.decode(bytes).normalize('NFC');
      } catch {
        throw new Unreadable('bad-encoding', 'not valid UTF-8');
      }
    };
  }
  return (bytes) => {
    if (!bytes.some((b) => b >= 0x80 || b === 0x1b)) return latin1(bytes);
    try {
      return (marc8(latin1(bytes), { normalization: 'NFC' }) as string).normalize('NFC');
    } catch {
      throw new Unreadable('bad-encoding', 'not valid MARC-8');
    }
  };
}

/** The fields' bytes by the directory, or between terminators when the directory is wrong. */
function fieldBytes(rec: Uint8Array, directory: string, dirEnd: number, warnings: string[]) {
  const entries: { tag: string; bytes: Uint8Array }[] = [];
  const base = dirEnd + 1;
  let byDirectory = true;
  for (let i = 0; i + 12 <= directory.length; i += 12) {
    const tag = directory.slice(i, i + 3);
    const length = Number(directory.slice(i + 3, i + 7));
    const start = Number(directory.slice(i + 7, i + 12));
    const end = base + start + length;
    if (
      !Number.isInteger(length) ||
      !Number.isInteger(start) ||
      length < 1 ||
      end > rec.length ||
      rec[end - 1] !== FIELD_END
    ) {
      byDirectory = false;
      break;
    }
    entries.push({ tag, bytes: rec.subarray(base + start, end - 1) });
  }
  if (byDirectory) return entries;
  // The fields one after another, each ending with its terminator.
  const pieces: Uint8Array[] = [];
  let from = base;
  for (let at = base; at < rec.length; at++) {
    if (rec[at] === FIELD_END) {
      pieces.push(rec.subarray(from, at));
      from = at + 1;
    }
  }
  const tags = directory.length / 12;
  if (pieces.length < tags) throw new Unreadable('bad-length', 'field lengths do not match the fields');
  warnings.push('field lengths recovered');
  return Array.from({ length: tags }, (_, k) => ({ tag: directory.slice(k * 12, k * 12 + 3), bytes: pieces[k]! }));
}

const INDICATOR = /^[0-9a-z ]$/;

function readIsoRecord(rec: Uint8Array): { record: MarcData; warnings: string[] } {
  const warnings: string[] = [];
  if (rec.length < 25) throw new Unreadable('bad-leader', 'shorter than a leader');
  const leader = latin1(rec.subarray(0, 24));
  if (!/^\d{5}/.test(leader) || !/^\d{5}$/.test(leader.slice(12, 17))) throw new Unreadable('bad-leader', 'leader');
  const dirEnd = rec.indexOf(FIELD_END, 24);
  if (dirEnd < 0) throw new Unreadable('bad-directory', 'no end of directory');
  const directory = latin1(rec.subarray(24, dirEnd));
  if (directory.length % 12 !== 0 || !/^[0-9A-Za-z ]{3}\d{9}/.test(directory)) {
    throw new Unreadable('bad-directory', 'directory entries');
  }
  if (Number(leader.slice(12, 17)) !== dirEnd + 1) warnings.push('base address recovered');
  const entries = fieldBytes(rec, directory, dirEnd, warnings);
  const body = rec.subarray(dirEnd + 1);
  const utf8 = leader[9] === 'a' || isUtf8Text(body);
  if (utf8 && leader[9] !== 'a') warnings.push('UTF-8 without the leader flag');
  const decode = decoder(utf8);

  const fields: MarcField[] = entries.map(({ tag, bytes }) => {
    if (/^00\d$/.test(tag)) return { tag, value: decode(bytes) };
    const parts: Uint8Array[] = [];
    let from = 0;
    for (let at = 0; at <= bytes.length; at++) {
      if (at === bytes.length || bytes[at] === SUBFIELD) {
        parts.push(bytes.subarray(from, at));
        from = at + 1;
      }
    }
    const [indicators = new Uint8Array(), ...subfields] = parts;
    if (indicators.length !== 2) warnings.push(`missing indicators in ${tag}`);
    const ind = latin1(indicators).padEnd(2, ' ');
    const [ind1, ind2] = [ind[0]!, ind[1]!].map((c) => {
      if (INDICATOR.test(c)) return c;
      warnings.push(`bad indicator in ${tag}`);
      return ' ';
    }) as [string, string];
    const field: MarcDataField = {
      tag,
      ind1,
      ind2,
      subfields: subfields
        .filter((s) => s.length > 0)
        .map((s) => {
          // In UTF-8 a damaged code may be a multi-byte character: the code is the first character.
          const [code = '', ...rest] = utf8 ? [...decode(s)] : [latin1(s.subarray(0, 1))];
          if (!/^[a-z0-9]$/i.test(code)) warnings.push(`bad subfield code in ${tag}`);
          return { code, value: utf8 ? rest.join('') : decode(s.subarray(1)) };
        }),
    };
    return field;
  });
  return { record: { leader: `${leader.slice(0, 9)}a${leader.slice(10)}`, fields }, warnings };
}

/** The records of an ISO 2709 file: split at record terminators, blank bytes between them ignored. */
function readIso2709(bytes: Uint8Array): MarcReadResult[] {
  const results: MarcReadResult[] = [];
  let from = 0;
  let index = 0;
  while (from < bytes.length) {
    let end = bytes.indexOf(RECORD_END, from);
    if (end < 0) end = bytes.length;
    let start = from;
    while (start < end && (bytes[start] === 0x0a || bytes[start] === 0x0d || bytes[start] === 0x20)) start++;
    if (start < end) {
      try {
        results.push({ index, ...readIsoRecord(bytes.subarray(start, end)) });
      } catch (err) {
        if (!(err instanceof Unreadable)) throw err;
        results.push({ index, problem: err.problem, detail: err.message });
      }
      index++;
    }
    from = end + 1;
  }
  return results;
}

const RECORD_XML = /<(?:[\w-]+:)?record[\s>][\s\S]*?<\/(?:[\w-]+:)?record>/g;

async function readMarcXml(bytes: Uint8Array): Promise<MarcReadResult[]> {
  const xml = new TextDecoder('utf-8').decode(bytes);
  const records = xml.match(RECORD_XML) ?? [];
  if (records.length === 0) return [{ index: 0, problem: 'bad-xml', detail: 'no <record>' }];
  return Promise.all(
    records.map(async (text, index): Promise<MarcReadResult> => {
      try {
        const record = await MARCXML.from(text, { fields: false, subfields: false, subfieldValues: false });
        const data = record.toObject() as MarcData;
        if (!/^\d{5}/.test(data.leader ?? '') && !data.fields.length) throw new Error('empty record');
        return {
          index,
          record: {
            // XML is Unicode whatever the leader said.
            leader: `${data.leader.slice(0, 9)}a${data.leader.slice(10)}`,
            fields: data.fields.map((f) =>
              'subfields' in f
                ? {
                    ...f,
                    subfields: (f.subfields ?? []).map((s) => ({
                      code: s.code,
                      value: (s.value ?? '').normalize('NFC'),
                    })),
                  }
                : { tag: f.tag, value: (f.value ?? '').normalize('NFC') },
            ),
          },
          warnings: [],
        };
      } catch (err) {
        return { index, problem: 'bad-xml', detail: err instanceof Error ? err.message.slice(0, 80) : 'unreadable' };
      }
    }),
  );
}

export async function readMarc(
  bytes: Uint8Array,
): Promise<{ format: 'iso2709' | 'marcxml'; results: MarcReadResult[] }> {
  if (looksLikeMarcXml(bytes)) return { format: 'marcxml', results: await readMarcXml(bytes) };
  return { format: 'iso2709', results: readIso2709(bytes) };
}
