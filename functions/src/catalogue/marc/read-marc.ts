/**
 * MARC 21 files as records (the catalogue import): ISO 2709 in MARC-8 or UTF-8
 * (read-iso2709.ts), and MARCXML (read-marcxml.ts). Every record is read alone, so a broken one
 * is reported by its place in the file (`index`, from 0) and the others are still read. Text
 * comes out as Unicode NFC, the leader canonical (marc-data.ts).
 */
import type { MarcReadResult } from './marc-data.js';
import { readIso2709 } from './read-iso2709.js';
import { MARC_NS, readMarcXml, xmlTextOf } from './read-marcxml.js';

const HEAD = 64 * 1024;

/** The start of the file as text, without a byte order mark or leading white space. */
function headOf(bytes: Uint8Array): string {
  try {
    return xmlTextOf(bytes.subarray(0, HEAD), false).text.trimStart();
  } catch {
    return '';
  }
}

/** An XML document that names the MARC namespace or has a <collection> or <record>. */
export function looksLikeMarcXml(bytes: Uint8Array): boolean {
  const head = headOf(bytes);
  return head.startsWith('<') && (head.includes(MARC_NS) || /<(?:[\w.-]+:)?(?:collection|record)[\s>/]/.test(head));
}

/** A leader's five-digit length first, then field terminators and a record terminator. */
export function looksLikeIso2709(bytes: Uint8Array): boolean {
  let start = 0;
  while (start < bytes.length && (bytes[start] === 0x0a || bytes[start] === 0x0d || bytes[start] === 0x20)) start++;
  const leader = Buffer.from(bytes.subarray(start, start + 24)).toString('latin1');
  const head = bytes.subarray(start, start + HEAD);
  return /^\d{5}/.test(leader) && head.includes(0x1e) && bytes.includes(0x1d, start);
}

/** Every record of the file, or why it could not be read. XML when the file starts with "<". */
export function readMarc(bytes: Uint8Array): { format: 'iso2709' | 'marcxml'; results: MarcReadResult[] } {
  if (headOf(bytes).startsWith('<')) return { format: 'marcxml', results: readMarcXml(bytes) };
  return { format: 'iso2709', results: readIso2709(bytes) };
}
