import { describe, expect, it } from 'vitest';
import { emptyAvailability, type CopyState } from './documents/lending.js';
import { DAY_MS, LENDING } from './constants.js';
import {
  derivedAvailable,
  expectedWait,
  freeUnitOf,
  queuePosition,
  shelvedAt,
  unitCount,
  withDue,
  withoutDue,
} from './lending.js';

describe('queuePosition', () => {
  it('is the 1-based place of the seq, or null when not waiting', () => {
    expect(queuePosition([4, 7, 9], 4)).toBe(1);
    expect(queuePosition([4, 7, 9], 9)).toBe(3);
    expect(queuePosition([4, 7, 9], 5)).toBeNull();
    expect(queuePosition([], 1)).toBeNull();
  });
});

describe('expectedWait', () => {
  const now = Date.UTC(2026, 10, 26);
  const days = (n: number) => now + n * DAY_MS;
  /** One copy at the main office, lent (due `due` days from now, or unrecorded) or on the shelf. */
  const oneCopy = (state: CopyState, due?: number) => {
    const a = emptyAvailability();
    a.branches.main = { shelf: 0, loan: 0, holdShelf: 0, pull: 0, transit: 0, [state]: 1 };
    if (due !== undefined) a.due.physical = [days(due)];
    return a;
  };

  it('has no estimate without copies or licences', () => {
    expect(expectedWait(emptyAvailability(), 'physical', 3, now)).toBeNull();
  });
  it("counts from the copy's real due date: just lent for a loan period is about 2 weeks, not 1", () => {
    expect(LENDING.LOAN_DAYS).toBe(14);
    expect(expectedWait(oneCopy('loan', 14), 'physical', 0, now)).toEqual({ weeks: 2 });
    expect(expectedWait(oneCopy('loan', 3), 'physical', 0, now)).toEqual({ weeks: 1 });
    expect(expectedWait(oneCopy('loan', 14), 'physical', 1, now)).toEqual({ weeks: 4 });
    // Overdue: it could come back any day.
    expect(expectedWait(oneCopy('loan', -5), 'physical', 0, now)).toEqual({ weeks: 1 });
  });
  it('falls back to half a loan period for a loan without a recorded date, a full one for the hold shelf', () => {
    expect(expectedWait(oneCopy('loan'), 'physical', 0, now)).toEqual({ weeks: 1 });
    expect(expectedWait(oneCopy('loan'), 'physical', 1, now)).toEqual({ weeks: 3 });
    expect(expectedWait(oneCopy('holdShelf'), 'physical', 0, now)).toEqual({ weeks: 2 });
    // Pulled for, or travelling to, another member's pickup branch: theirs just as much.
    expect(expectedWait(oneCopy('pull'), 'physical', 0, now)).toEqual({ weeks: 2 });
    expect(expectedWait(oneCopy('transit'), 'physical', 0, now)).toEqual({ weeks: 2 });
  });
  it('serves the queue from the soonest free unit, licences too', () => {
    const a = emptyAvailability();
    a.digital.ebook = { total: 2, inUse: 2 };
    a.due.ebook = [days(7), days(21)];
    expect(expectedWait(a, 'ebook', 0, now)).toEqual({ weeks: 1 });
    expect(expectedWait(a, 'ebook', 1, now)).toEqual({ weeks: 3 });
    expect(expectedWait(a, 'ebook', 2, now)).toEqual({ weeks: 3 });
    expect(expectedWait(a, 'ebook', 3, now)).toEqual({ weeks: 5 });
    expect(expectedWait(a, 'ebook', -2, now)).toEqual({ weeks: 1 });
  });
  it('keeps the due list sorted as loans come and go', () => {
    expect(withDue([5, 9], 7)).toEqual([5, 7, 9]);
    expect(withoutDue([5, 7, 7, 9], 7)).toEqual([5, 7, 9]);
    expect(withoutDue([5, 9], 7)).toEqual([5, 9]);
  });
});

describe('derivedAvailable', () => {
  it('leaves a book without copies or licences to the staff toggle', () => {
    expect(derivedAvailable(emptyAvailability())).toBeNull();
  });
  it('is true with a copy on a shelf and nobody waiting', () => {
    const a = emptyAvailability();
    a.branches.main = { shelf: 1, loan: 2, holdShelf: 0, pull: 0, transit: 0 };
    expect(unitCount(a)).toBe(3);
    expect(derivedAvailable(a)).toBe(true);
    expect(shelvedAt(a, 'main')).toBe(1);
    expect(shelvedAt(a, 'hatta')).toBe(0);
  });
  it('is false when every copy is out and every licence in use', () => {
    const a = emptyAvailability();
    a.branches.hatta = { shelf: 0, loan: 1, holdShelf: 1, pull: 0, transit: 0 };
    a.digital.ebook = { total: 2, inUse: 2 };
    expect(freeUnitOf(a, 'ebook')).toBe(false);
    expect(derivedAvailable(a)).toBe(false);
  });
  it('is true with a free licence', () => {
    const a = emptyAvailability();
    a.digital.audio = { total: 2, inUse: 1 };
    expect(derivedAvailable(a)).toBe(true);
  });
});
