import { formatDateStyle } from '@/i18n/formats';

/** A date and time in the UI language, e.g. "10 Nov 2026, 18:00" (en-GB) or "Nov 10, 2026, 6:00 PM" (en);
 * Arabic with Latin digits (docs/i18n.md). */
export function formatDateTime(date: Date, language: string): string {
  return formatDateStyle(language, date, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A date in the UI language. */
export function formatDate(date: Date, language: string): string {
  return formatDateStyle(language, date, { dateStyle: 'medium' });
}

/** A calendar day ('YYYY-MM-DD', e.g. a club milestone's due day) in the UI language: that day wherever the reader is. */
export function formatDay(day: string, language: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return formatDate(new Date(year!, month! - 1, date), language);
}

/** A date as a datetime-local input shows it: local time, yyyy-MM-ddTHH:mm. */
export function toDateTimeLocal(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}
