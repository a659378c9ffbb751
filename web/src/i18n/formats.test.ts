import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './formats';

describe('numberFormat and dateTimeFormat', () => {
  it('make each formatter once per language and options', () => {
    expect(numberFormat('en')).toBe(numberFormat('en'));
    expect(numberFormat('ar')).not.toBe(numberFormat('en'));
    expect(numberFormat('en', { style: 'percent' })).not.toBe(numberFormat('en'));
    expect(dateTimeFormat('en', { dateStyle: 'medium' })).toBe(dateTimeFormat('en', { dateStyle: 'medium' }));
  });

  it('write Arabic with the Latin digits the rest of the page uses', () => {
    expect(numberFormat('ar').format(1234)).toMatch(/^1.234$/);
    expect(
      dateTimeFormat('ar', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 10, 24))),
    ).toMatch(/24.*2026/);
  });
});
