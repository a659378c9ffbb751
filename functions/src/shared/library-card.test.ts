import { describe, expect, it } from 'vitest';
import { CARD_LENGTH, cardLastFour, cardNumberOf, isCardNumber, luhnCheckDigit } from './library-card.js';

describe('library card numbers', () => {
  it('computes the Luhn check digit', () => {
    // The textbook example: 7992739871 has check digit 3.
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(luhnCheckDigit('0')).toBe(0);
  });

  it('makes 14-digit numbers that validate, and refuses a one-digit slip or a swap', () => {
    const n = cardNumberOf('12345678');
    expect(n).toHaveLength(CARD_LENGTH);
    expect(n.startsWith('29417')).toBe(true);
    expect(isCardNumber(n)).toBe(true);
    const slipped = n.slice(0, 8) + String((Number(n[8]) + 1) % 10) + n.slice(9);
    expect(isCardNumber(slipped)).toBe(false);
    const swapped = n.slice(0, 6) + n[7] + n[6] + n.slice(8);
    if (n[6] !== n[7]) expect(isCardNumber(swapped)).toBe(false);
    expect(isCardNumber(n.slice(1))).toBe(false);
    expect(isCardNumber(`${n.slice(0, -1)}x`)).toBe(false);
    expect(isCardNumber('member@library.test')).toBe(false);
    expect(cardLastFour(n)).toBe(n.slice(-4));
  });

  it('pads short random parts', () => {
    expect(isCardNumber(cardNumberOf('42'))).toBe(true);
    expect(cardNumberOf('42').slice(5, 13)).toBe('00000042');
  });
});
