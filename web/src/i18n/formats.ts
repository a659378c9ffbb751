/**
 * Numbers and dates in the UI language, each Intl formatter made once per language and options.
 * The first formatter a page makes loads the browser's locale data: 14 ms on a desktop and 40 ms
 * at a phone's CPU speed (measured in Chromium, docs/performance.md). warmFormats() pays that
 * while the page is idle, not inside the render that first shows a number or a date.
 */
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

/** Loads the locale data in an idle moment (a task of its own), before a screen needs it. */
export function warmFormats(language: string): void {
  whenIdle(() => numberFormat(language));
}
