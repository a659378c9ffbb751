/**
 * Numbers and dates in the UI language, each Intl formatter made once per language and options.
 * The first formatter a page makes loads the browser's locale data: 22-34 ms in Chromium on this
 * project's machines, 90-240 ms at a phone's CPU speed (docs/performance.md). The counts a first
 * screen shows (copies, members, replies) need none of it, and warmFormats() loads it once the
 * reader is there, in an idle moment, before a screen with a date asks.
 */
import { readerPresent } from '@/lib/reader-present';
import { whenIdle } from '@/lib/when-idle';

/**
 * The locale Intl formats with. Arabic keeps Latin digits (0-9) and the Gregorian calendar: the
 * digits match ISBNs, barcodes, call numbers and what members type in forms (docs/i18n.md).
 */
function intlLocale(language: string): string {
  return language === 'ar' ? 'ar-u-nu-latn-ca-gregory' : language;
}

const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function once<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = made.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  once(`number|${language}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(intlLocale(language), options));

export const dateTimeFormat = (language: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat =>
  once(`date|${language}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(intlLocale(language), options));

/**
 * A number in the UI language. A whole number from 0 to 999 reads the same in every language the
 * site speaks (Latin digits, no grouping below a thousand), so it skips Intl.
 */
export const formatNumber = (language: string, value: number): string =>
  Number.isInteger(value) && value >= 0 && value < 1000 ? String(value) : numberFormat(language).format(value);

/** Loads the locale data once the reader is there, in an idle moment (a task of its own). */
export function warmFormats(language: string): void {
  void readerPresent().then(() => whenIdle(() => dateTimeFormat(language)));
}
