/**
 * Records as MARC 21 files (the catalogue export): MARCXML (one <collection> in the MARC21 slim
 * namespace) and ISO 2709 in UTF-8 (leader/09 'a'), its lengths and offsets counted in bytes.
 * Written here rather than by @natlibfi/marc-record-serializers because its ISO 2709 writer counts
 * lengths through encodeURIComponent per field and its MARCXML writer makes one document per record;
 * read-marc.ts reads both back (the round trip is tested).
 */
import { isDataField, type MarcData } from './marc-data.js';

const xmlText = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // Characters XML 1.0 cannot carry at all.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '');

export function writeMarcXml(records: MarcData[]): string {
  const body = records
    .map((record) => {
      const fields = record.fields.map((f) =>
        isDataField(f)
          ? `<datafield tag="${xmlText(f.tag)}" ind1="${xmlText(f.ind1)}" ind2="${xmlText(f.ind2)}">${f.subfields
              .map((s) => `<subfield code="${xmlText(s.code)}">${xmlText(s.value)}</subfield>`)
              .join('')}</datafield>`
          : `<controlfield tag="${xmlText(f.tag)}">${xmlText(f.value)}</controlfield>`,
      );
      return `<record><leader>${xmlText(record.leader)}</leader>${fields.join('')}</record>\n`;
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<collection xmlns="http://www.loc.gov/MARC21/slim">\n${body}</collection>\n`;
}

const FIELD_END = '\x1e';
const RECORD_END = 0x1d;
const SUBFIELD = '\x1f';
const utf8 = new TextEncoder();
const digits = (n: number, width: number) => {
  const text = String(n).padStart(width, '0');
  if (text.length > width) throw new Error(`MARC record too long (${n})`);
  return text;
};

function iso2709Record(record: MarcData): Uint8Array {
  const data = record.fields.map((f) =>
    utf8.encode(
      isDataField(f)
        ? `${f.ind1}${f.ind2}${f.subfields.map((s) => `${SUBFIELD}${s.code}${s.value}`).join('')}${FIELD_END}`
        : `${f.value}${FIELD_END}`,
    ),
  );
  let offset = 0;
  const directory = record.fields
    .map((f, i) => {
      const entry = `${f.tag.padStart(3, '0').slice(0, 3)}${digits(data[i]!.length, 4)}${digits(offset, 5)}`;
      offset += data[i]!.length;
      return entry;
    })
    .join('');
  const base = 24 + directory.length + 1;
  const length = base + offset + 1;
  const leader = `${digits(length, 5)}${record.leader.padEnd(24, ' ').slice(5, 9)}a22${digits(base, 5)}${record.leader
    .padEnd(24, ' ')
    .slice(17, 20)}4500`;
  const head = utf8.encode(`${leader}${directory}${FIELD_END}`);
  const out = new Uint8Array(length);
  out.set(head, 0);
  let at = head.length;
  for (const bytes of data) {
    out.set(bytes, at);
    at += bytes.length;
  }
  out[at] = RECORD_END;
  return out;
}

export function writeIso2709(records: MarcData[]): Uint8Array {
  const parts = records.map(iso2709Record);
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
