const DAY = 24 * 60 * 60 * 1000;

/** Whole days a loan due at `dueAt` is overdue at `now`: 0 until a full day has passed. */
export function daysOverdue(dueAt: Date, now: number): number {
  return Math.max(0, Math.floor((now - dueAt.getTime()) / DAY));
}
