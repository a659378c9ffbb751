import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateTimeFormat, formatDateStyle, formatNumber, numberFormat } from './formats';
import i18n, { i18nReady } from './index';

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

describe('formatNumber', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes every count a first screen shows exactly as Intl would, in both languages', () => {
    for (const language of ['en', 'ar'])
      for (let n = 0; n < 1000; n++) expect(formatNumber(language, n)).toBe(numberFormat(language).format(n));
  });

  it('leaves larger, negative and fractional numbers to Intl', () => {
    expect(formatNumber('en', 12345)).toBe('12,345');
    expect(formatNumber('en', 2.5)).toBe('2.5');
    expect(formatNumber('ar', -3)).toBe(numberFormat('ar').format(-3));
  });

  it("formats dates inside strings with the string's own options", async () => {
    await i18nReady;
    await i18n.loadNamespaces('lending');
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const date = new Date(Date.UTC(2026, 10, 24, 12));
    const text = i18n.t('lending:status.borrowed', { format: 'e-book', date, lng: 'en' });
    i18n.t('lending:status.borrowed', { format: 'e-book', date: new Date(0), lng: 'ar' });
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
    expect(text).toContain(new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(date));
  });

  it("makes no Intl formatter for a small count, and one (not one per count) for strings' larger ones", async () => {
    await i18nReady;
    const made = vi.spyOn(Intl, 'NumberFormat');
    expect(i18n.t('nav.unreadNotices', { count: 7, lng: 'en' })).toBe('7 unread notices');
    expect(made).not.toHaveBeenCalled();
    expect(i18n.t('nav.unreadNotices', { count: 1500, lng: 'en' })).toBe('1,500 unread notices');
    expect(i18n.t('nav.unreadNotices', { count: 2500, lng: 'en' })).toBe('2,500 unread notices');
    expect(made.mock.calls.length).toBeLessThanOrEqual(1);
  });
});

describe('formatDateStyle', () => {
  const styles = [{ dateStyle: 'medium' }, { dateStyle: 'medium', timeStyle: 'short' }] as const;
  const intl = { en: 'en', ar: 'ar-u-nu-latn-ca-gregory' } as const;

  it('writes both date styles exactly as Intl does, in English and Arabic, for every hour and minute of years of dates', () => {
    // Every 7 hours and 13 minutes from 2020 to 2032 reaches every hour, minute, day and month.
    const step = (7 * 60 + 13) * 60_000;
    const formats = (['en', 'ar'] as const).flatMap((language) =>
      styles.map((style) => [language, style, new Intl.DateTimeFormat(intl[language], style)] as const),
    );
    for (let t = new Date(2020, 0, 1).getTime(); t < new Date(2032, 0, 1).getTime(); t += step) {
      const date = new Date(t);
      for (const [language, style, format] of formats)
        expect(formatDateStyle(language, date, style)).toBe(format.format(date));
    }
  });

  it('makes no Intl formatter for them, and leaves other styles, languages and invalid dates to Intl', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    formatDateStyle('ar', new Date(2026, 10, 27, 18, 5), styles[1]);
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
    const date = new Date(2026, 10, 27, 18, 5);
    expect(formatDateStyle('en', date, { dateStyle: 'long' })).toBe('November 27, 2026');
    expect(formatDateStyle('fr', date, { dateStyle: 'medium' })).toBe(
      dateTimeFormat('fr', { dateStyle: 'medium' }).format(date),
    );
    expect(() => formatDateStyle('en', new Date(Number.NaN), styles[0])).toThrow(RangeError);
  });
});
