/**
 * The library's calendar (LIBRARY_TIME_ZONE): the days a member picks for a hold (pause until, not
 * needed after). Apart from shared/lending.ts so the request schemas, on every form's route, take
 * only these few lines.
 */
import { DAY_MS, LENDING, LIBRARY_UTC_OFFSET_MS } from './constants.js';

/** The moment a library day ('YYYY-MM-DD') begins in the branches' time zone. */
export const libraryDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - LIBRARY_UTC_OFFSET_MS);

/** The library day ('YYYY-MM-DD') a moment falls on. */
export const libraryDayOf = (at: Date) => new Date(at.getTime() + LIBRARY_UTC_OFFSET_MS).toISOString().slice(0, 10);

/**
 * Whether `day` is a real calendar day from `fromDays` after today (the library's today at `now`)
 * to HOLD_DATE_MAX_DAYS after it: pause until tomorrow at the earliest, not needed after today.
 */
export function holdDayAllowed(day: string, now: Date, fromDays: 0 | 1): boolean {
  const start = libraryDayStart(day);
  if (Number.isNaN(start.getTime()) || libraryDayOf(start) !== day) return false;
  const today = libraryDayStart(libraryDayOf(now)).getTime();
  return start.getTime() >= today + fromDays * DAY_MS && start.getTime() <= today + LENDING.HOLD_DATE_MAX_DAYS * DAY_MS;
}
