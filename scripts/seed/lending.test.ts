import { describe, expect, it } from 'vitest';
import { COLLECTIONS as C } from '@shared/collections';
import { LENDING } from '@shared/constants';
import {
  availabilitySchema,
  copySchema,
  holdSchema,
  isCirculating,
  loanSchema,
  noticeSchema,
  type BranchCounts,
  type AvailabilityDoc,
} from '@shared/documents/lending';
import { readDocument } from '@shared/documents/fields';
import { derivedAvailable } from '@shared/lending';
import { SEED_BOOKS } from './books.js';
import { lendingSeed } from './lending.js';
import { DEMO_ACCOUNTS } from './accounts.js';
import { isCardNumber } from '@shared/library-card';

const NOW = new Date('2026-11-23T12:00:00Z');
const READER = { uid: 'demo-reader', name: 'Omar K.' };
const seed = lendingSeed(SEED_BOOKS, READER, NOW);
const docs = (collection: string) =>
  seed.writes
    .filter(([path]) => path.startsWith(`${collection}/`))
    .map(([path, data]) => [path.split('/')[1]!, data] as const);
const read = <T>(schema: Parameters<typeof readDocument<T>>[0], collection: string) =>
  docs(collection).map(([id, data]) => ({ id, ...readDocument(schema, data) }));

describe('the demo circulation', () => {
  const copies = read(copySchema, C.copies);
  const loans = read(loanSchema, C.loans);
  const holds = read(holdSchema, C.holds);
  const summaries = new Map(read(availabilitySchema, C.availability).map((a) => [a.id, a as AvailabilityDoc]));

  it('gives most books copies or licences, and copies at several branches', () => {
    expect(summaries.size).toBeGreaterThan(SEED_BOOKS.length * 0.8);
    expect(new Set(copies.map((c) => c.branchId)).size).toBe(7);
    expect(copies.every((c) => /^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(c.id))).toBe(true);
  });

  it('counts exactly what the copies, loans and holds say', () => {
    for (const [bookId, av] of summaries) {
      const mine = copies.filter((c) => c.bookId === bookId);
      const counted = Object.fromEntries(Object.entries(av.branches));
      const expected: Record<string, BranchCounts> = {};
      // Copies out of circulation (the lost one) are not counted.
      for (const c of mine)
        if (isCirculating(c.state))
          (expected[c.branchId] ??= { shelf: 0, loan: 0, holdShelf: 0, pull: 0, transit: 0 })[c.state] += 1;
      expect(counted, bookId).toEqual(expected);
      for (const f of ['ebook', 'audio'] as const) {
        const lent = loans.filter((l) => l.bookId === bookId && l.format === f).length;
        const ready = holds.filter((h) => h.bookId === bookId && h.format === f && h.state === 'ready').length;
        expect(av.digital[f].inUse, `${bookId} ${f}`).toBe(lent + ready);
        expect(av.digital[f].inUse).toBeLessThanOrEqual(av.digital[f].total);
      }
      for (const f of ['physical', 'ebook', 'audio'] as const) {
        // A waiting hold whose copy is being pulled at another branch has left the queue.
        const waiting = holds.filter(
          (h) => h.bookId === bookId && h.format === f && h.state === 'waiting' && h.barcode === null,
        );
        expect(av.queue[f]).toEqual(waiting.map((h) => h.seq).sort((a, b) => a - b));
        // The expected wait is told from these: every loan's due date, soonest first.
        const due = loans.filter((l) => l.bookId === bookId && l.format === f).map((l) => l.dueAt!.getTime());
        expect(av.due[f], `${bookId} ${f} due`).toEqual(due.sort((a, b) => a - b));
      }
      expect(seed.available.get(bookId)).toBe(derivedAvailable(av));
    }
    for (const l of loans.filter((l) => l.barcode))
      expect(copies.find((c) => c.id === l.barcode)).toMatchObject({ state: 'loan', loanId: expect.any(String) });
  });

  it('has copies on pull lists at several branches and on their way, each for the hold that names it', () => {
    const moving = copies.filter((c) => c.state === 'pull' || c.state === 'transit');
    expect(new Set(moving.filter((c) => c.state === 'pull').map((c) => c.branchId)).size).toBeGreaterThanOrEqual(2);
    expect(moving.some((c) => c.state === 'transit')).toBe(true);
    expect(copies.filter((c) => c.state === 'lost')).toEqual([
      expect.objectContaining({ outBy: 'demo-librarian', outNote: expect.stringContaining('stock check') }),
    ]);
    for (const c of moving) {
      const hold = holds.find((h) => h.barcode === c.id);
      expect(hold, c.id).toMatchObject({
        state: c.state === 'pull' ? 'waiting' : 'transit',
        pickupBranchId: c.transitTo,
        fromBranchId: c.branchId,
      });
      expect(c.transitTo).not.toBe(c.branchId);
      expect(c.wantedSince).toEqual(hold!.placedAt);
    }
  });

  it("keeps the catalogue's unavailable titles unavailable, some with waiting lists", () => {
    const unavailable = SEED_BOOKS.filter((b) => !b.available && summaries.has(b.slug));
    expect(unavailable.length).toBeGreaterThan(4);
    for (const b of unavailable) expect(seed.available.get(b.slug), b.slug).toBe(false);
    expect(new Set(holds.filter((h) => h.state === 'waiting').map((h) => h.bookId)).size).toBeGreaterThanOrEqual(3);
  });

  it('gives the demo reader a loan due soon, one overdue, a waiting, a ready and a travelling hold, and notices', () => {
    const mine = loans.filter((l) => l.uid === READER.uid);
    const daysLeft = mine
      .map((l) => Math.round((l.dueAt!.getTime() - NOW.getTime()) / 86_400_000))
      .sort((a, b) => a - b);
    expect(daysLeft).toEqual([-3, 2, LENDING.LOAN_DAYS - 4]);
    expect(
      holds
        .filter((h) => h.uid === READER.uid)
        .map((h) => h.state)
        .sort(),
    ).toEqual(['ready', 'transit', 'waiting']);
    const kinds = read(noticeSchema, C.notices)
      .filter((n) => n.uid === READER.uid)
      .map((n) => n.kind);
    expect(kinds.sort()).toEqual(['dueSoon', 'holdReady', 'overdue']);
    // No member is over a limit.
    const byMember = new Map<string, number>();
    for (const l of loans) byMember.set(l.uid, (byMember.get(l.uid) ?? 0) + 1);
    expect(Math.max(...byMember.values())).toBeLessThanOrEqual(LENDING.MAX_LOANS);
  });

  it('gives every demo account a valid library card of its own', () => {
    const numbers = Object.values(DEMO_ACCOUNTS).map((a) => a.card);
    expect(numbers.every(isCardNumber)).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
