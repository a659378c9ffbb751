import { describe, expect, it } from 'vitest';
import { daysOverdue } from './overdue';

describe('daysOverdue', () => {
  // Local times, as the desk sees them.
  const due = new Date(2026, 10, 17, 18, 30);
  const at = (day: number, hour: number) => new Date(2026, 10, day, hour).getTime();

  it('is 0 before and on the due date, even after its hour', () => {
    expect(daysOverdue(due, at(16, 12))).toBe(0);
    expect(daysOverdue(due, at(17, 23))).toBe(0);
  });
  it('counts calendar days after the due date', () => {
    expect(daysOverdue(due, at(18, 0))).toBe(1);
    expect(daysOverdue(due, at(23, 9))).toBe(6);
    expect(daysOverdue(due, new Date(2026, 11, 17, 1).getTime())).toBe(30);
  });
});
