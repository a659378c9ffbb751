import { describe, expect, it } from 'vitest';
import { daysOverdue } from './overdue';

describe('daysOverdue', () => {
  const due = new Date('2026-11-10T12:00:00Z');
  it('is 0 before the due date and until a full day has passed', () => {
    expect(daysOverdue(due, Date.parse('2026-11-09T12:00:00Z'))).toBe(0);
    expect(daysOverdue(due, Date.parse('2026-11-11T11:59:59Z'))).toBe(0);
  });
  it('counts whole days after the due date', () => {
    expect(daysOverdue(due, Date.parse('2026-11-11T12:00:00Z'))).toBe(1);
    expect(daysOverdue(due, Date.parse('2026-12-10T13:00:00Z'))).toBe(30);
  });
});
