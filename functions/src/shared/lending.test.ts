import { describe, expect, it } from 'vitest';
import { emptyAvailability } from './documents/lending.js';
import { derivedAvailable, estimateWait, freeUnitOf, queuePosition, unitCount } from './lending.js';

describe('queuePosition', () => {
  it('is the 1-based place of the seq, or null when not waiting', () => {
    expect(queuePosition([4, 7, 9], 4)).toBe(1);
    expect(queuePosition([4, 7, 9], 9)).toBe(3);
    expect(queuePosition([4, 7, 9], 5)).toBeNull();
    expect(queuePosition([], 1)).toBeNull();
  });
});

describe('estimateWait', () => {
  it('has no estimate without copies or licences', () => {
    expect(estimateWait(3, 0)).toBeNull();
  });
  it('is a week for the next in line and grows by a loan period per round of the copies', () => {
    expect(estimateWait(0, 1)).toEqual({ weeks: 1 });
    expect(estimateWait(1, 1)).toEqual({ weeks: 3 });
    expect(estimateWait(3, 3)).toEqual({ weeks: 3 });
    expect(estimateWait(2, 3)).toEqual({ weeks: 1 });
    expect(estimateWait(6, 2)).toEqual({ weeks: 7 });
  });
  it('treats a negative count as nobody ahead', () => {
    expect(estimateWait(-2, 1)).toEqual({ weeks: 1 });
  });
});

describe('derivedAvailable', () => {
  it('leaves a book without copies or licences to the staff toggle', () => {
    expect(derivedAvailable(emptyAvailability())).toBeNull();
  });
  it('is true with a copy on a shelf and nobody waiting', () => {
    const a = emptyAvailability();
    a.branches.main = { shelf: 1, loan: 2, holdShelf: 0 };
    expect(unitCount(a)).toBe(3);
    expect(derivedAvailable(a)).toBe(true);
  });
  it('is false when every copy is out and every licence in use', () => {
    const a = emptyAvailability();
    a.branches.hatta = { shelf: 0, loan: 1, holdShelf: 1 };
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
