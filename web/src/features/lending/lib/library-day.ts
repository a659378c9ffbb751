import { DAY_MS, LENDING } from '@shared/constants';
import { libraryDayOf } from '@shared/library-day';

/** The library day ('YYYY-MM-DD') `offset` days from today, or the last one a hold date may be. */
export const libraryDay = (offset: number | 'max', now = new Date()) =>
  libraryDayOf(new Date(now.getTime() + (offset === 'max' ? LENDING.HOLD_DATE_MAX_DAYS : offset) * DAY_MS));

/**
 * A moment that starts a library day, as midnight of that calendar day in the browser's zone: the
 * site's date formatting then shows the library's day wherever the reader is.
 */
export function asLibraryDay(at: Date): Date {
  const [year, month, day] = libraryDayOf(at).split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}
