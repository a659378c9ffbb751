/**
 * Records as MARC 21 files (the catalogue export): MARCXML, one <collection> in the MARC21 slim
 * namespace, and ISO 2709 in UTF-8 (leader/09 'a'), its lengths and offsets counted in bytes.
 * Written here rather than by @natlibfi/marc-record-serializers: its MARCXML writer makes one
 * document per record (and its XML builder throws on a control character), its ISO 2709 writer
 * has no answer for a field over 9,999 bytes. Text is written as the readers return it (NFC,
 * controls removed, marc-data.ts), so readMarc(writeIso2709(x)) and readMarc(writeMarcXml(x))
 * deep-equal x (but for a field cut in several, below). The tests also read both files back with
 * natlibfi's readers.
 *
 * A record the format cannot hold is a programming error and throws: a leader that is not 24
 * ASCII characters, a tag that is not 3, an indicator or subfield code that is not one. ISO 2709
 * also caps a record at 99,999 bytes (RangeError). A data field over 9,999 bytes is written as
 * several fields with the same tag and indicators, cut between characters: a safety net, since
 * that one does not read back as it was (two fields, not one). The export does not lean on it
 * for the one field that grows that long, the description: map-record.ts's summaryFields writes
 * it as 520s of 3,000 characters, each after the first marked continued in $9, which the import
 * joins back.
 */
import { LEADER, canonicalLeader, cleanText, isDataField, type MarcData, type MarcField } from './marc-data.js';

const text = (value: string) => cleanText(value).text;

function check(record: MarcData, n: number): void {
  const where = `record ${n}`;
  if (!LEADER.test(record.leader)) throw new TypeError(`${where}: the leader must be 24 ASCII characters`);
  for (const f of record.fields) {
    if (!/^[\x20-\x7e]{3}$/.test(f.tag))
      throw new TypeError(`${where}: tag ${JSON.stringify(f.tag)} is not 3 characters`);
    if (!isDataField(f)) continue;
    if (![f.ind1, f.ind2].every((c) => /^[\x20-\x7e]$/.test(c))) {
      throw new TypeError(`${where}: the indicators of ${f.tag} must be one ASCII character each`);
    }
    for (const s of f.subfields) {
      if (!/^[\x21-\x7e]$/.test(s.code)) {
        throw new TypeError(`${where}: subfield code ${JSON.stringify(s.code)} in ${f.tag} is not one character`);
      }
    }
  }
}

const xmlEscape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function xmlField(f: MarcField): string {
  const tag = xmlEscape(f.tag);
  if (!isDataField(f)) return `<controlfield tag="${tag}">${xmlEscape(text(f.value))}</controlfield>`;
  const subfields = f.subfields.map(
    (s) => `<subfield code="${xmlEscape(s.code)}">${xmlEscape(text(s.value))}</subfield>`,
  );
  return `<datafield tag="${tag}" ind1="${xmlEscape(f.ind1)}" ind2="${xmlEscape(f.ind2)}">${subfields.join('')}</datafield>`;
}

/** One MARCXML document: a <collection>, a line per <record>. */
export function writeMarcXml(records: MarcData[]): string {
  const body = records.map((record, n) => {
    check(record, n);
    const leader = `<leader>${xmlEscape(canonicalLeader(record.leader))}</leader>`;
    return `<record>${leader}${record.fields.map(xmlField).join('')}</record>\n`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<collection xmlns="http://www.loc.gov/MARC21/slim">\n${body.join('')}</collection>\n`;
}

const MAX_FIELD = 9999;
const MAX_RECORD = 99999;
const FIELD_END = 0x1e;
const RECORD_END = 0x1d;
const utf8 = new TextEncoder();
const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });
const digits = (n: number, width: number) => String(n).padStart(width, '0');

/** The subfield's bytes (delimiter, code, value), in pieces that each fit a field. */
function subfieldPieces(code: string, value: string, room: number): Uint8Array[] {
  const whole = utf8.encode(`\x1f${code}${value}`);
  if (whole.length <= room) return [whole];
  const pieces: Uint8Array[] = [];
  let piece = '';
  for (const { segment } of graphemes.segment(value)) {
    if (piece && utf8.encode(`\x1f${code}${piece}${segment}`).length > room) {
      pieces.push(utf8.encode(`\x1f${code}${piece}`));
      piece = '';
    }
    piece += segment;
  }
  pieces.push(utf8.encode(`\x1f${code}${piece}`));
  return pieces;
}

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/** A field's bytes with its terminator; a data field too long for one is several. */
function isoFields(f: MarcField, where: string): Uint8Array[] {
  if (!isDataField(f)) {
    const bytes = utf8.encode(`${text(f.value)}\x1e`);
    if (bytes.length > MAX_FIELD) throw new RangeError(`${where}: control field ${f.tag} is over ${MAX_FIELD} bytes`);
    return [bytes];
  }
  const head = utf8.encode(f.ind1 + f.ind2);
  const room = MAX_FIELD - head.length - 1;
  const fields: Uint8Array[][] = [[]];
  let size = 0;
  for (const piece of f.subfields.flatMap((s) => subfieldPieces(s.code, text(s.value), room))) {
    if (size > 0 && size + piece.length > room) {
      fields.push([]);
      size = 0;
    }
    fields.at(-1)!.push(piece);
    size += piece.length;
  }
  return fields.map((parts) => concat([head, ...parts, Uint8Array.of(FIELD_END)]));
}

function isoRecord(record: MarcData, n: number): Uint8Array {
  check(record, n);
  const where = `record ${n}`;
  const fields = record.fields.flatMap((f) => isoFields(f, where).map((bytes) => ({ tag: f.tag, bytes })));
  let offset = 0;
  const directory = fields.map(({ tag, bytes }) => {
    const entry = `${tag}${digits(bytes.length, 4)}${digits(offset, 5)}`;
    offset += bytes.length;
    return entry;
  });
  const base = 24 + 12 * fields.length + 1;
  const length = base + offset + 1;
  if (length > MAX_RECORD) throw new RangeError(`${where} is ${length} bytes; ISO 2709 holds ${MAX_RECORD}`);
  const { leader } = record;
  const head = `${digits(length, 5)}${leader.slice(5, 9)}a22${digits(base, 5)}${leader.slice(17, 20)}4500`;
  return concat([
    utf8.encode(`${head}${directory.join('')}\x1e`),
    ...fields.map((f) => f.bytes),
    Uint8Array.of(RECORD_END),
  ]);
}

/** ISO 2709 in UTF-8, the records one after another. */
export function writeIso2709(records: MarcData[]): Uint8Array {
  return concat(records.map(isoRecord));
}
