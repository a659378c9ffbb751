/**
 * CSV cells both ways (RFC 4180). A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR
 * first) is written with a leading apostrophe: a title is data, never a formula (CSV injection);
 * `plainCell` takes that apostrophe off again when the file is read back.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number): string {
  let s = String(value);
  if (FORMULA_START.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const plainCell = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);
