/**
 * Codabar, the barcode most library cards carry (a desk scanner reads it as typed digits and
 * Enter). Each character is 4 bars and 3 spaces, narrow or wide; characters are parted by a narrow
 * space; the number is framed by the start and stop characters A and B. Drawn as SVG rectangles:
 * no library needed for 20 patterns.
 */
const PATTERNS: Record<string, string> = {
  '0': '0000011',
  '1': '0000110',
  '2': '0001001',
  '3': '1100000',
  '4': '0010010',
  '5': '1000010',
  '6': '0100001',
  '7': '0100100',
  '8': '0110000',
  '9': '1001000',
  A: '0011010',
  B: '0101001',
};

/** Module widths: narrow 2, wide 5 (a 2.5 ratio, inside the symbology's 2.25 to 3); a 10-narrow quiet zone. */
export const NARROW = 2;
export const WIDE = 5;
export const QUIET = 10 * NARROW;

export interface Bar {
  x: number;
  width: number;
}

/** The bars of `digits` framed by A...B, left to right, and the symbol's whole width (quiet zones included). */
export function codabarBars(digits: string): { bars: Bar[]; width: number } {
  const chars = `A${digits}B`;
  const bars: Bar[] = [];
  let x = QUIET;
  for (const [i, char] of [...chars].entries()) {
    const pattern = PATTERNS[char];
    if (!pattern) throw new Error(`Codabar cannot encode "${char}"`);
    for (const [k, bit] of [...pattern].entries()) {
      const width = bit === '1' ? WIDE : NARROW;
      if (k % 2 === 0) bars.push({ x, width });
      x += width;
    }
    if (i < chars.length - 1) x += NARROW;
  }
  return { bars, width: x + QUIET };
}

/** The elements' widths in narrow units, for reading a symbol back (tests). */
export function decodeCodabar(bars: Bar[]): string {
  const reverse = Object.fromEntries(Object.entries(PATTERNS).map(([c, p]) => [p, c]));
  let out = '';
  for (let i = 0; i < bars.length; i += 4) {
    const group = bars.slice(i, i + 4);
    let pattern = '';
    for (const [k, bar] of group.entries()) {
      pattern += bar.width === WIDE ? '1' : '0';
      const next = group[k + 1];
      if (next) pattern += next.x - (bar.x + bar.width) === WIDE ? '1' : '0';
    }
    out += reverse[pattern] ?? '?';
  }
  return out;
}
