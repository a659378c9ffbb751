/**
 * Numbers and dates in the UI language, each Intl formatter made once per language and options.
 * The first formatter a page makes loads the browser's locale data: 20-60 ms in Chromium on this
 * project's machines, 90-240 ms at a phone's CPU speed (docs/performance.md). The counts a first
 * screen shows (copies, members, replies) and the site's two date styles in English and Arabic
 * need none of it: they are written out here.
 */

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

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const twoDigits = (n: number) => String(n).padStart(2, '0');
const RLM = '\u200f';

/**
 * A date in the site's two date styles (dateStyle medium, with or without timeStyle short), in the
 * browser's time zone. English and Arabic are written out here, character for character what Intl
 * writes (a unit test compares them over years of dates), so a screen with a date makes no Intl
 * formatter: the first one costs 20-60 ms at this host's speed, a long task on a phone
 * (docs/performance.md). Any other language or style goes to Intl.
 *   en: "Nov 10, 2026" and "Nov 10, 2026, 6:00 PM"; ar: "10‏/11‏/2026" and "10‏/11‏/2026، 6:00 م".
 */
export function formatDateStyle(
  language: string,
  date: Date,
  { dateStyle, timeStyle }: Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle'>,
): string {
  const fast = (language === 'en' || language === 'ar') && dateStyle === 'medium' && (timeStyle ?? 'short') === 'short';
  if (!fast || Number.isNaN(date.getTime()) || date.getFullYear() < 1000 || date.getFullYear() > 9999)
    return dateTimeFormat(language, { dateStyle, timeStyle }).format(date);
  const [year, month, day] = [date.getFullYear(), date.getMonth(), date.getDate()];
  const ar = language === 'ar';
  const datePart = ar
    ? `${twoDigits(day)}${RLM}/${twoDigits(month + 1)}${RLM}/${year}`
    : `${EN_MONTHS[month]} ${day}, ${year}`;
  if (!timeStyle) return datePart;
  const hours = date.getHours();
  const time = `${hours % 12 || 12}:${twoDigits(date.getMinutes())} ${
    hours < 12 ? (ar ? '\u0635' : 'AM') : ar ? '\u0645' : 'PM'
  }`;
  return ar ? `${datePart}\u060c ${time}` : `${datePart}, ${time}`;
}
