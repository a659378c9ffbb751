/**
 * Pure lending arithmetic shared by the server (which derives books.available in each lending
 * transaction) and the web (queue positions and the expected wait on the book page and My Library).
 */
import { DAY_MS, LENDING, type BranchId, type DigitalFormat, type Format } from './constants.js';
import type { AvailabilityDoc, BranchCounts, CopyState } from './documents/lending.js';

/** 1-based place of a waiting hold in its queue (availability.queue[format]); null when not waiting. */
export function queuePosition(queue: readonly number[], seq: number): number | null {
  const i = queue.indexOf(seq);
  return i < 0 ? null : i + 1;
}

/** A due list with `ms` added, soonest first. */
export const withDue = (list: readonly number[], ms: number): number[] => [...list, ms].sort((a, b) => a - b);

/** A due list without one entry at `ms` (a loan returned or renewed); unchanged when it has none. */
export function withoutDue(list: readonly number[], ms: number): number[] {
  const i = list.indexOf(ms);
  return i < 0 ? [...list] : [...list.slice(0, i), ...list.slice(i + 1)];
}

/**
 * The expected wait in whole weeks (at least 1) for the member after `peopleAhead` others, from the
 * real due dates of the copies or licences out on loan (availability.due): each unit serves the
 * queue in turn from the moment it is free, for a loan period per member. A unit on loan whose due
 * date is not recorded counts as half a loan period away, a copy on the hold shelf as a loan period
 * (its member is about to borrow it; so is one pulled for or travelling to a member), a copy on a shelf or a free licence as free now. Null when
 * there are no units, so no wait can be told.
 */
export function expectedWait(
  summary: AvailabilityDoc,
  format: Format,
  peopleAhead: number,
  now: number,
): { weeks: number } | null {
  const units = unitsOf(summary, format);
  if (units <= 0) return null;
  const branches = Object.values(summary.branches);
  const lent = format === 'physical' ? branches.reduce((n, b) => n + (b?.loan ?? 0), 0) : summary.digital[format].inUse;
  // Set aside, pulled or travelling for a member: theirs for about a loan period.
  const onHoldShelf =
    format === 'physical' ? branches.reduce((n, b) => n + (b ? b.holdShelf + b.pull + b.transit : 0), 0) : 0;
  const period = LENDING.LOAN_DAYS * DAY_MS;
  const known = summary.due[format].slice(0, lent).map((ms) => Math.max(ms, now));
  const free: number[] = [];
  for (let i = 0; i < units; i++) {
    if (i < known.length) free.push(known[i]!);
    else if (i < lent) free.push(now + period / 2);
    else if (i < lent + onHoldShelf) free.push(now + period);
    else free.push(now);
  }
  let at = now;
  for (let person = 0; person <= Math.max(0, peopleAhead); person++) {
    free.sort((a, b) => a - b);
    at = free.shift()!;
    free.push(at + period);
  }
  return { weeks: Math.max(1, Math.round((at - now) / DAY_MS / 7)) };
}

/** A branch's copies in every state. */
export const copiesIn = (b: BranchCounts | undefined) => (b ? b.shelf + b.loan + b.holdShelf + b.pull + b.transit : 0);

/** Whether loans due on these dates block new loans, holds and renewals at `now` (more than OVERDUE_BLOCK_DAYS overdue). */
export const overdueBlocked = (dueDates: ReadonlyArray<Date | null>, now: Date): boolean =>
  dueDates.some((due) => due !== null && due.getTime() < now.getTime() - LENDING.OVERDUE_BLOCK_DAYS * DAY_MS);

/** A hold paused until a day that has not begun: it keeps its place, and copies pass it by. */
export const isPaused = (hold: { pausedUntil: Date | null }, now: Date) =>
  hold.pausedUntil !== null && hold.pausedUntil.getTime() > now.getTime();

/** A hold whose "not needed after" day has ended: it expires instead of taking a copy. */
export const noLongerNeeded = (hold: { notNeededAfter: Date | null }, now: Date) =>
  hold.notNeededAfter !== null && hold.notNeededAfter.getTime() + DAY_MS <= now.getTime();

/** All copies (any state) across the branches. */
export const copyCount = (a: AvailabilityDoc) => Object.values(a.branches).reduce((n, b) => n + copiesIn(b), 0);

/** Copies on the shelf at one branch: a member who collects there borrows one at the desk, no hold. */
export const shelvedAt = (a: AvailabilityDoc, branch: BranchId) => a.branches[branch]?.shelf ?? 0;

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

/**
 * The bookkeeping of one title's summary (availability/{bookId}): the circulation engine changes
 * it with these in its transactions, and the demo seed builds its state with the same ones, so
 * the two cannot count differently.
 */
export const ledger = {
  /** A copy's move between states and branches (null: it enters or leaves the collection). */
  moveCopy(a: AvailabilityDoc, from: { branchId: BranchId; state: CopyState } | null, to: typeof from): void {
    const empty = () => ({ shelf: 0, loan: 0, holdShelf: 0, pull: 0, transit: 0 });
    if (from) (a.branches[from.branchId] ??= empty())[from.state] -= 1;
    if (to) (a.branches[to.branchId] ??= empty())[to.state] += 1;
  },
  /** A new loan of the format: its due date joins the list the expected wait is told from. */
  lent(a: AvailabilityDoc, format: Format, dueAt: Date | null): void {
    if (dueAt) a.due[format] = withDue(a.due[format], dueAt.getTime());
  },
  /** A licence goes out (to a loan or a ready hold). */
  takeLicence(a: AvailabilityDoc, format: DigitalFormat): void {
    a.digital[format].inUse += 1;
  },
  /** A licence comes back and nobody waits for it. */
  returnLicence(a: AvailabilityDoc, format: DigitalFormat): void {
    a.digital[format].inUse = Math.max(0, a.digital[format].inUse - 1);
  },
  /** A hold joins the end of the format's queue; returns its seq. */
  enqueue(a: AvailabilityDoc, format: Format): number {
    const seq = a.nextSeq;
    a.nextSeq = seq + 1;
    a.queue[format].push(seq);
    return seq;
  },
  /** A hold goes back into the queue at its own place (its copy left circulation): seq order. */
  requeue(a: AvailabilityDoc, format: Format, seq: number): void {
    if (!a.queue[format].includes(seq)) a.queue[format] = [...a.queue[format], seq].sort((x, y) => x - y);
  },
  /** A hold leaves the queue (ready, cancelled, expired). */
  dequeue(a: AvailabilityDoc, format: Format, seq: number): void {
    a.queue[format] = a.queue[format].filter((s) => s !== seq);
  },
  /** Drops branches that hold no copy any more (a copy moved away or removed), before it is written. */
  tidy(a: AvailabilityDoc): void {
    for (const [branch, c] of Object.entries(a.branches)) if (copiesIn(c) <= 0) delete a.branches[branch as BranchId];
  },
};
