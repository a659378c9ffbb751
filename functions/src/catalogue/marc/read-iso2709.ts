/**
 * ISO 2709 (MARC 21 "transmission format") read byte by byte. Not @natlibfi/marc-record-serializers'
 * ISO2709.from: it works on a JavaScript string (lengths and offsets through a utf8Substr helper),
 * so it cannot take MARC-8, takes control fields by character offsets, and throws on one wrong
 * length or any character outside the BMP. Here every record stands alone: split at record terminators (0x1D),
 * each field cut by its directory entry in bytes, and when the entries and the field terminators
 * (0x1E) disagree, the fields taken between terminators instead, with a warning. A record that
 * cannot be read is a problem with its place in the file; the next one is read all the same.
 */
import {
  LEADER,
  canonicalLeader,
  cleanText,
  isControlTag,
  isIndicator,
  type MarcData,
  type MarcField,
  type MarcProblem,
  type MarcReadResult,
  type MarcSubfield,
} from './marc-data.js';
import { Marc8Error, marc8ToUnicode } from './marc8.js';

const RECORD_END = 0x1d;
const FIELD_END = 0x1e;
const SUBFIELD = 0x1f;
const ESC = 0x1b;
const MAX_WARNINGS = 20;

class Unreadable extends Error {
  constructor(
    readonly problem: MarcProblem,
    detail: string,
  ) {
    super(detail);
  }
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1');
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function isUtf8(bytes: Uint8Array): boolean {
  try {
    strictUtf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Bytes between separators (the separators dropped). */
function split(bytes: Uint8Array, separator: number): Uint8Array[] {
  const parts: Uint8Array[] = [];
  let from = 0;
  for (let at = bytes.indexOf(separator); at >= 0; at = bytes.indexOf(separator, from)) {
    parts.push(bytes.subarray(from, at));
    from = at + 1;
  }
  parts.push(bytes.subarray(from));
  return parts;
}

interface Entry {
  tag: string;
  length: number;
  offset: number;
}

/** The directory: 12-byte entries (tag, 4-digit length, 5-digit offset) up to its terminator. */
function directoryOf(rec: Uint8Array, end: number): Entry[] {
  const text = latin1(rec.subarray(24, end));
  if (!/^[\x20-\x7e]*$/.test(text)) throw new Unreadable('bad-directory', 'the directory holds non-ASCII bytes');
  if (text.length % 12 !== 0) {
    throw new Unreadable('bad-directory', `the directory is ${text.length} bytes, not a multiple of 12`);
  }
  const entries: Entry[] = [];
  for (let i = 0; i < text.length; i += 12) {
    const entry = text.slice(i, i + 12);
    if (!/^.{3}\d{9}$/.test(entry)) throw new Unreadable('bad-directory', `directory entry "${entry}" is not valid`);
    entries.push({ tag: entry.slice(0, 3), length: Number(entry.slice(3, 7)), offset: Number(entry.slice(7)) });
  }
  return entries;
}

/** Each field's bytes without its terminator: by the directory, else between terminators. */
function fieldsOf(data: Uint8Array, entries: Entry[], warn: Warn): Uint8Array[] {
  const byDirectory = entries.map(({ length, offset }) => {
    const end = offset + length;
    if (length < 1 || end > data.length || data[end - 1] !== FIELD_END) return null;
    const bytes = data.subarray(offset, end - 1);
    return bytes.includes(FIELD_END) ? null : bytes;
  });
  if (byDirectory.every((b) => b !== null)) return byDirectory as Uint8Array[];
  const pieces = split(data, FIELD_END);
  if (pieces.at(-1)!.length === 0) pieces.pop();
  if (pieces.length !== entries.length) {
    throw new Unreadable(
      'bad-length',
      `the directory's lengths do not match the data, which holds ${pieces.length} fields for ${entries.length} entries`,
    );
  }
  warn("the directory's lengths do not match the data: the fields were taken between field terminators");
  return pieces;
}

type Decode = (bytes: Uint8Array) => string;
type Warn = (message: string) => void;

/** The byte length of the UTF-8 character the bytes start with, or 0 when they do not. */
function utf8Length(bytes: Uint8Array): number {
  const lead = bytes[0]!;
  const n = lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0;
  return n && n <= bytes.length && isUtf8(bytes.subarray(0, n)) ? n : 0;
}

/**
 * A subfield code is one ASCII character. A damaged one is mended as pymarc does (the letter an
 * accented code decomposes to: 'á' is 'a'; the character is read as UTF-8, else as Latin-1), or,
 * when it has no such letter (a U+FFFD left by an earlier conversion), taken from the byte after
 * it, which pymarc also takes as the code but leaves in the value too.
 */
function subfieldOf(piece: Uint8Array, decode: Decode, tag: string, warn: Warn): MarcSubfield | null {
  const first = piece[0]!;
  if (first > 0x20 && first < 0x7f) return { code: String.fromCharCode(first), value: decode(piece.subarray(1)) };
  const length = utf8Length(piece) || 1;
  const char = length > 1 ? strictUtf8.decode(piece.subarray(0, length)) : latin1(piece.subarray(0, 1));
  const letter = /[0-9A-Za-z]/.exec(char.normalize('NFKD'))?.[0];
  if (letter) {
    warn(`subfield code ${JSON.stringify(char)} in ${tag} read as "${letter}"`);
    return { code: letter, value: decode(piece.subarray(length)) };
  }
  const next = String.fromCharCode(piece[length] ?? 0);
  if (/^[0-9a-z]$/.test(next)) {
    warn(`a stray ${JSON.stringify(char)} before subfield code "${next}" in ${tag} was dropped`);
    return { code: next, value: decode(piece.subarray(length + 1)) };
  }
  warn(`a subfield of ${tag} without a readable code was dropped`);
  return null;
}

/** Two indicators, as pymarc takes them (missing ones blank, extra ones dropped), each valid. */
function indicatorsOf(bytes: Uint8Array, tag: string, warn: Warn): [string, string] {
  if (bytes.length !== 2) warn(`${tag} has ${bytes.length} indicator bytes, not 2`);
  return [0, 1].map((i) => {
    const c = i < bytes.length ? String.fromCharCode(bytes[i]!) : ' ';
    if (isIndicator(c)) return c;
    warn(`indicator ${JSON.stringify(c)} in ${tag} read as blank`);
    return ' ';
  }) as [string, string];
}

function readRecord(rec: Uint8Array): { record: MarcData; warnings: string[] } {
  const warnings: string[] = [];
  const warn: Warn = (m) => {
    if (warnings.length < MAX_WARNINGS && !warnings.includes(m)) warnings.push(m);
  };
  if (rec.at(-1) !== RECORD_END)
    throw new Unreadable('truncated', `the file ends inside a record (${rec.length} bytes)`);
  const leader = latin1(rec.subarray(0, 24));
  if (rec.length < 25 || !LEADER.test(leader)) {
    throw new Unreadable(
      'bad-leader',
      `the record does not start with a 24-character leader: ${JSON.stringify(leader)}`,
    );
  }
  if (leader.slice(0, 5) !== String(rec.length).padStart(5, '0')) {
    warn(`the leader gives the length as "${leader.slice(0, 5)}", the record has ${rec.length} bytes`);
  }
  const dirEnd = rec.indexOf(FIELD_END, 24);
  if (dirEnd < 0) throw new Unreadable('bad-directory', 'no field terminator after the directory');
  const entries = directoryOf(rec, dirEnd);
  if (entries.length === 0) throw new Unreadable('empty-record', 'the record has no fields');
  // The fields start after the directory's terminator, whatever the leader says.
  if (leader.slice(12, 17) !== String(dirEnd + 1).padStart(5, '0')) {
    warn(`the leader gives the base address as "${leader.slice(12, 17)}", the fields start at byte ${dirEnd + 1}`);
  }
  const data = rec.subarray(dirEnd + 1, rec.length - 1);
  const fieldBytes = fieldsOf(data, entries, warn);

  // leader/09 'a' is UTF-8, anything else MARC-8; but records declared MARC-8 whose bytes are valid
  // UTF-8 with non-ASCII text are UTF-8 (systems that forget the flag exist). MARC-8 puts a
  // diacritic (0xE0-0xFE) before its letter, which UTF-8 never allows, so MARC-8 text is valid
  // UTF-8 only as pairs of specials (say "©" then "Ł"): not text anyone wrote. ESC is MARC-8 only.
  let utf8 = leader[9] === 'a';
  if (!utf8) {
    if (leader[9] !== ' ') warn(`leader/09 is "${leader[9]}", neither blank (MARC-8) nor "a" (UTF-8)`);
    if (data.some((b) => b >= 0x80) && !data.includes(ESC) && isUtf8(data)) {
      utf8 = true;
      warn('the leader says MARC-8 but the text is UTF-8: read as UTF-8');
    }
  }
  const decoderFor =
    (tag: string): Decode =>
    (bytes) => {
      let text: string;
      try {
        text = utf8 ? strictUtf8.decode(bytes) : marc8ToUnicode(bytes, (m) => warn(`${tag}: ${m}`));
      } catch (err) {
        const why = err instanceof Marc8Error ? err.message : 'the bytes are not valid UTF-8';
        throw new Unreadable('bad-encoding', `${tag}: ${why}`);
      }
      const clean = cleanText(text);
      if (clean.changed) warn(`control characters in ${tag} were replaced or removed`);
      return clean.text;
    };

  const fields: MarcField[] = [];
  entries.forEach(({ tag }, i) => {
    if (!/^[0-9A-Za-z]{3}$/.test(tag)) warn(`tag "${tag}" is not three letters or digits`);
    const bytes = fieldBytes[i]!;
    const decode = decoderFor(tag);
    if (isControlTag(tag)) {
      fields.push({ tag, value: decode(bytes) });
      return;
    }
    const [indicators, ...pieces] = split(bytes, SUBFIELD);
    const [ind1, ind2] = indicatorsOf(indicators!, tag, warn);
    // Empty pieces (two delimiters in a row) hold nothing, as pymarc has it.
    const subfields = pieces
      .filter((p) => p.length > 0)
      .map((p) => subfieldOf(p, decode, tag, warn))
      .filter((s) => s !== null);
    if (subfields.length === 0) warn(`${tag} has no subfields`);
    fields.push({ tag, ind1, ind2, subfields });
  });
  return { record: { leader: canonicalLeader(leader), fields }, warnings };
}

// Bytes some systems put between or after records: line breaks, padding, a DOS end of file, an
// empty record's terminator.
const FILLER = new Set([0x0a, 0x0d, 0x20, 0x00, 0x1a, RECORD_END]);

// A MARC 21 leader: the length, then indicator and subfield code counts 2 and 2, then "45".
const LEADER_AT = /\d{5}[\x20-\x7e]{5}22[\x20-\x7e]{8}45[\x20-\x7e]{2}/g;

/** Where another record's leader starts inside these bytes (after a leader's length), or -1. */
function nextLeader(chunk: Uint8Array): number {
  LEADER_AT.lastIndex = 24;
  return LEADER_AT.exec(latin1(chunk))?.index ?? -1;
}

/** The records of an ISO 2709 file, each read alone. */
export function readIso2709(bytes: Uint8Array): MarcReadResult[] {
  const results: MarcReadResult[] = [];
  let pos = 0;
  while (pos < bytes.length) {
    while (pos < bytes.length && FILLER.has(bytes[pos]!)) pos++;
    if (pos >= bytes.length) break;
    const terminator = bytes.indexOf(RECORD_END, pos);
    const end = terminator < 0 ? bytes.length : terminator + 1;
    const index = results.length;
    try {
      results.push({ index, ...readRecord(bytes.subarray(pos, end)) });
    } catch (err) {
      if (!(err instanceof Unreadable)) throw err;
      // A record cut short (an interrupted download, then more records) runs into the next one,
      // which is read on its own.
      const next = nextLeader(bytes.subarray(pos, end));
      if (next > 0) {
        results.push({
          index,
          problem: 'truncated',
          detail: `the record is cut short: another starts at its byte ${next}`,
        });
        pos += next;
        continue;
      }
      results.push({ index, problem: err.problem, detail: err.message });
    }
    pos = end;
  }
  return results;
}
