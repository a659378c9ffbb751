const DAY = 24 * 60 * 60 * 1000;

const startOfDay = (time: number) => new Date(time).setHours(0, 0, 0, 0);

/**
 * Calendar days (the desk's local time) from the due date to `now`: a copy due on the 17th is
 * 1 day overdue on the 18th, whatever the hour it was lent. 0 on or before the due date.
 */
export function daysOverdue(dueAt: Date, now: number): number {
  // Rounded: a day across a daylight-saving change is 23 or 25 hours long.
  return Math.max(0, Math.round((startOfDay(now) - startOfDay(dueAt.getTime())) / DAY));
}
