/**
 * A MARC record as plain data: the same shape as @natlibfi/marc-record's JSON. What the readers
 * return and the writers take, whatever the file's format and character set was.
 *
 * - Text is Unicode in NFC, without control characters (`cleanText`).
 * - The leader's structural positions are canonical (`canonicalLeader`): the lengths (00-04, 12-16)
 *   described bytes of a file that is gone, so they are zeros; 09 is 'a' (Unicode); 10-11 and
 *   20-23 are '22' and '4500', the only layout the readers and writers know. The writers compute
 *   the lengths of what they write. So readMarc(write(x)) deep-equals x (save a data field over
 *   ISO 2709's 9,999 bytes, which writeIso2709 cuts into several: write-marc.ts).
 */
import type { MarcProblem } from '../../shared/catalogue-import.js';

export type { MarcProblem };

export interface MarcSubfield {
  code: string;
  value: string;
}
export interface MarcControlField {
  tag: string;
  value: string;
}
export interface MarcDataField {
  tag: string;
  ind1: string;
  ind2: string;
  subfields: MarcSubfield[];
}
export type MarcField = MarcControlField | MarcDataField;
export interface MarcData {
  leader: string;
  fields: MarcField[];
}
export const isDataField = (f: MarcField): f is MarcDataField => 'subfields' in f;

/**
 * A record read, with what the reader mended on the way, or why it could not be read: a code the
 * staff screen words (MARC_PROBLEMS, shared/catalogue-import.ts, says what each means) and a
 * detail in English.
 */
export type MarcReadResult =
  { index: number; record: MarcData; warnings: string[] } | { index: number; problem: MarcProblem; detail: string };

/** A leader both readers accept: 24 printable ASCII characters. */
export const LEADER = /^[\x20-\x7e]{24}$/;

/** The leader with its structural positions canonical (see above); `leader` must match LEADER. */
export const canonicalLeader = (leader: string) => `00000${leader.slice(5, 9)}a2200000${leader.slice(17, 20)}4500`;

/** Tags 000-009 are control fields (as pymarc and ruby-marc decide it: by the tag, not the data). */
export const isControlTag = (tag: string) => /^00[0-9]$/.test(tag);

/** MARC 21: an indicator is blank, a digit or a lowercase letter. */
export const isIndicator = (c: string) => /^[0-9a-z ]$/.test(c);

const SPACING = /[\t\n\r]/g;
// C0 and C1 controls (C1 holds MARC 21's non-sorting markers U+0098/U+009C, dropped like pymarc
// drops MARC-8's), U+FFFE/U+FFFF, and lone surrogates: nothing MARC 21 text or XML 1.0 may carry.
/* eslint-disable no-control-regex -- the controls are what it finds */
const UNCARRIED =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/* eslint-enable no-control-regex */
const MARKERS = /[\u0098\u009C]/g;

/**
 * Text as MarcData holds it: NFC, tab and line breaks as spaces, other controls removed.
 * `changed` says whether more than the non-sorting markers went.
 */
export function cleanText(text: string): { text: string; changed: boolean } {
  const unmarked = text.replace(MARKERS, '');
  const spaced = unmarked.replace(SPACING, ' ');
  const kept = spaced.replace(UNCARRIED, '');
  return { text: kept.normalize('NFC'), changed: spaced !== unmarked || kept !== spaced };
}
