/**
 * MARC-8 to Unicode (MARC 21 Specifications for Record Structure, Character Sets, and Exchange
 * Media, part 2): escape sequences switch the G0 (bytes 0x21-0x7E) and G1 (0xA1-0xFE) sets;
 * combining marks come before their letter in MARC-8 and after it in Unicode.
 *
 * The code tables are LC's as the `marc8` package ships them (lib/marc8_mapping.js, the same
 * tables as pymarc's), loaded on the first MARC-8 record because they take ~45 ms to load. Its
 * translate() is not used: it calls the deprecated `new Buffer`, never normalises by default (a
 * typo), crashes on an escape at the end of a string (`uniList.append`), skips the byte after an
 * unknown one when asked to replace, throws strings, and ignores the ODD_MAP table. The ANSEL
 * table is also older than LC's current one by three characters, patched below.
 */
import { createRequire } from 'node:module';

interface Mapping {
  CODESETS: Record<number, Record<number, [number, number | boolean]>>;
  ODD_MAP: Record<number, number>;
}

const BASIC_LATIN = 0x42;
const ANSEL = 0x45;
const EACC = 0x31; // the only multibyte set: three bytes a character
const ESC = 0x1b;

let mapping: Mapping | undefined;
function tables(): Mapping {
  if (!mapping) {
    const loaded = createRequire(import.meta.url)('marc8/lib/marc8_mapping.js') as Mapping;
    // LC's table has since mapped ALIF to U+02BC (was U+02BE) and added ESZETT and EURO SIGN.
    const ansel: Mapping['CODESETS'][number] = { ...loaded.CODESETS[ANSEL] };
    Object.assign(ansel, { 0xae: [0x2bc, 0], 0xc7: [0xdf, 0], 0xc8: [0x20ac, 0] });
    mapping = { CODESETS: { ...loaded.CODESETS, [ANSEL]: ansel }, ODD_MAP: loaded.ODD_MAP };
  }
  return mapping!;
}

export class Marc8Error extends Error {}

const hex = (n: number) => `0x${n.toString(16).toUpperCase()}`;

/**
 * One MARC-8 string (a subfield or a control field: the sets start as ASCII and ANSEL in each, as
 * pymarc has it) as Unicode, NFC. Throws Marc8Error for an unknown escape, character set or
 * character: the caller refuses the record rather than store a guess. `warn` hears about combining
 * marks with no letter after them (dropped, as pymarc drops them).
 */
export function marc8ToUnicode(bytes: Uint8Array, warn: (message: string) => void = () => {}): string {
  // ASCII is ASCII in MARC-8: no tables needed (nor loaded) for it.
  if (bytes.every((b) => b < 0x7f && b !== ESC))
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1');
  const { CODESETS, ODD_MAP } = tables();
  let g0 = BASIC_LATIN;
  let g1 = ANSEL;
  let out = '';
  let marks = '';
  const designate = (set: number | undefined, at: number) => {
    if (set === undefined || !(set in CODESETS)) {
      throw new Marc8Error(`unknown character set ${set === undefined ? 'at the end' : hex(set)} at byte ${at}`);
    }
    return set;
  };
  let pos = 0;
  while (pos < bytes.length) {
    const b = bytes[pos]!;
    if (b === ESC) {
      const i1 = bytes[pos + 1];
      const i2 = bytes[pos + 2];
      if (i1 === 0x28 || i1 === 0x2c) [g0, pos] = [designate(i2, pos), pos + 3];
      else if (i1 === 0x29 || i1 === 0x2d) [g1, pos] = [designate(i2, pos), pos + 3];
      else if (i1 === 0x24 && (i2 === 0x29 || i2 === 0x2d)) [g1, pos] = [designate(bytes[pos + 3], pos), pos + 4];
      else if (i1 === 0x24 && i2 === 0x2c) [g0, pos] = [designate(bytes[pos + 3], pos), pos + 4];
      else if (i1 === 0x24) [g0, pos] = [designate(i2, pos), pos + 3];
      // Technique 1: Greek symbols, subscripts, superscripts, and back to ASCII.
      else if (i1 === 0x67 || i1 === 0x62 || i1 === 0x70) [g0, pos] = [i1, pos + 2];
      else if (i1 === 0x73) [g0, pos] = [BASIC_LATIN, pos + 2];
      else
        throw new Marc8Error(`unknown escape sequence ESC ${i1 === undefined ? 'at the end' : hex(i1)} at byte ${pos}`);
      continue;
    }
    // Controls pass through (cleanText decides); the space is a space in every set.
    if (b <= 0x20 || b === 0x7f) {
      out += String.fromCharCode(b) + marks;
      marks = '';
      pos += 1;
      continue;
    }
    if (b >= 0x80 && b < 0xa0) {
      // C1: only the non-sorting markers (dropped) and the joiners are MARC-8.
      if (b === 0x8d || b === 0x8e) out += b === 0x8d ? '\u200d' : '\u200c';
      else if (b !== 0x88 && b !== 0x89) throw new Marc8Error(`byte ${hex(b)} is not MARC-8 (at ${pos})`);
      pos += 1;
      continue;
    }
    const set = b >= 0x80 ? g1 : g0;
    const width = set === EACC ? 3 : 1;
    if (pos + width > bytes.length) throw new Marc8Error(`a multibyte character is cut at byte ${pos}`);
    let code = 0;
    for (let k = 0; k < width; k++) code = code * 256 + bytes[pos + k]!;
    const table = CODESETS[set]!;
    // A set designated to the other half is looked up in the half its table is written for.
    const entry = table[code] ?? (width === 1 ? table[code ^ 0x80] : table[code & 0x7f7f7f]);
    if (entry) {
      const char = String.fromCodePoint(entry[0]);
      if (entry[1]) marks += char;
      else {
        out += char + marks;
        marks = '';
      }
    } else if (width === 3 && ODD_MAP[code] !== undefined) {
      out += String.fromCodePoint(ODD_MAP[code]!) + marks;
      marks = '';
    } else {
      throw new Marc8Error(`${width === 3 ? 'character' : 'byte'} ${hex(code)} is not in MARC-8 set ${hex(set)}`);
    }
    pos += width;
  }
  if (marks) warn('a combining mark with no letter after it was dropped');
  return out.normalize('NFC');
}
