import { describe, expect, it } from 'vitest';
import { codabarBars, decodeCodabar, NARROW, QUIET, WIDE } from './codabar';

describe('codabar', () => {
  it('draws a card number framed by A and B that reads back the same', () => {
    const { bars, width } = codabarBars('29417123456782');
    expect(bars).toHaveLength(16 * 4);
    expect(decodeCodabar(bars)).toBe('A29417123456782B');
    expect(bars[0]!.x).toBe(QUIET);
    expect(width - (bars.at(-1)!.x + bars.at(-1)!.width)).toBe(QUIET);
  });

  it('uses the standard patterns: 0 is five narrow elements then two wide', () => {
    const { bars } = codabarBars('0');
    // A, then 0: bars n n n W, spaces n n W (the last space is the wide one before the last bar).
    const zero = bars.slice(4, 8);
    expect(zero.map((b) => b.width)).toEqual([NARROW, NARROW, NARROW, WIDE]);
    expect(zero[3]!.x - (zero[2]!.x + zero[2]!.width)).toBe(WIDE);
  });

  it('refuses characters outside the set', () => {
    expect(() => codabarBars('12a')).toThrow();
  });
});
