/**
 * Pure lending arithmetic shared by the server (which derives books.available in each lending
 * transaction) and the web (queue positions and the expected wait on the book page and My Library).
 */
import { LENDING, type Format } from './constants.js';
import type { AvailabilityDoc } from './documents/lending.js';

/** 1-based place of a waiting hold in its queue (availability.queue[format]); null when not waiting. */
export function queuePosition(queue: readonly number[], seq: number): number | null {
  const i = queue.indexOf(seq);
  return i < 0 ? null : i + 1;
}

/**
 * The expected wait in whole weeks (at least 1) for someone with `peopleAhead` members before them
 * and `units` copies or licences of that format; null when there are none, so no wait can be told.
 * Each unit serves one member per loan period; the loans running now are assumed half done.
 */
export function estimateWait(peopleAhead: number, units: number): { weeks: number } | null {
  if (units <= 0) return null;
  const rounds = Math.floor(Math.max(0, peopleAhead) / units);
  const days = LENDING.LOAN_DAYS / 2 + rounds * LENDING.LOAN_DAYS;
  return { weeks: Math.max(1, Math.round(days / 7)) };
}

/** All copies (any state) across the branches. */
export const copyCount = (a: AvailabilityDoc) =>
  Object.values(a.branches).reduce((n, b) => n + (b ? b.shelf + b.loan + b.holdShelf : 0), 0);

/** Copies plus licences: once this is above 0 the server owns books/{id}.available. */
export const unitCount = (a: AvailabilityDoc) => copyCount(a) + a.digital.ebook.total + a.digital.audio.total;

/** How many copies or licences of a format exist. */
export const unitsOf = (a: AvailabilityDoc, format: Format) =>
  format === 'physical' ? copyCount(a) : a.digital[format].total;

/** A copy of the format on a shelf, or a free licence (free = not lent and not kept for a ready hold). */
export function freeUnitOf(a: AvailabilityDoc, format: Format): boolean {
  if (format === 'physical') return Object.values(a.branches).some((b) => (b?.shelf ?? 0) > 0);
  const l = a.digital[format];
  return l.inUse < l.total;
}

/**
 * books/{id}.available as derived from its copies and licences: a copy on a shelf or a free
 * licence with nobody waiting for it. null when the book has none (the staff toggle stays).
 */
export function derivedAvailable(a: AvailabilityDoc): boolean | null {
  if (unitCount(a) === 0) return null;
  return (['physical', 'ebook', 'audio'] as const).some((f) => freeUnitOf(a, f) && a.queue[f].length === 0);
}
