/**
 * The circulation sweep's core, sweepCirculation(db, now), called with given "now" values against
 * the emulator: nothing waits for real days to pass. The state is made by the real callables.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS as C } from '@shared/collections';
import { DAY_MS } from '@shared/constants';
import { noticeId, overdueNoticeKey } from '@shared/documents/lending';
import { sweepCirculation } from '../../functions/src/lending/circulation-sweep';
import { admin } from '../../testing/clients';
import { withTriggersPaused } from '../../testing/emulators';
import {
  account,
  availabilityOf,
  docData,
  lendingTitle,
  plantOverdueLoans,
  removePlantedLoans,
  type Account,
} from '../../testing/lending';

let librarian: Account;
beforeAll(async () => {
  librarian = await account('librarian');
});

/** Overdue loans planted at once: library scale (issue 29). */
const PLANTED = 5_000;
const at = (base: string | Date, days: number) => new Date(new Date(base).getTime() + days * DAY_MS);
/** This file's titles only: the demo data's loans in the same emulator stay as they are. */
const titles: string[] = [];
const sweep = (now: Date) => sweepCirculation(admin().db, now, titles);
const notice = (kind: Parameters<typeof noticeId>[0], id: string) => docData(C.notices, noticeId(kind, id));

describe('sweepCirculation', () => {
  it('ends a digital loan at its due date and passes the licence to the next hold', async () => {
    const t = await lendingTitle(librarian, { ebook: 1 });
    titles.push(t.id);
    const [a, b] = [await account(), await account()];
    const loan = await a.call('borrowDigital', { bookId: t.id, format: 'ebook' });
    const hold = await b.call('placeHold', { bookId: t.id, format: 'ebook' });

    await sweep(at(loan.dueAt, -0.01)); // just before: nothing ends
    expect((await docData(C.loans, loan.loanId))?.state).toBe('active');

    await sweep(at(loan.dueAt, 0.01));
    expect(await docData(C.loans, loan.loanId)).toMatchObject({ state: 'returned', uid: '' });
    expect(await notice('loanEnded', loan.loanId)).toMatchObject({ uid: a.uid, kind: 'loanEnded', bookId: t.id });
    expect(await docData(C.holds, hold.holdId)).toMatchObject({ state: 'ready' });
    expect(await notice('holdReady', hold.holdId)).toMatchObject({ uid: b.uid });
    expect((await availabilityOf(t.id)).digital.ebook).toEqual({ total: 1, inUse: 1 });
  });

  it('expires an uncollected ready hold and passes the copy to the next member, then to the shelf', async () => {
    const t = await lendingTitle(librarian, { copies: ['main'] });
    titles.push(t.id);
    const [borrower, a, b] = [await account(), await account(), await account()];
    await librarian.call('checkOut', { barcode: t.barcodes[0]!, email: borrower.email });
    const ha = await a.call('placeHold', { bookId: t.id, format: 'physical', pickupBranchId: 'main' });
    const hb = await b.call('placeHold', { bookId: t.id, format: 'physical', pickupBranchId: 'main' });
    const back = await librarian.call('checkIn', { barcode: t.barcodes[0]! });

    await sweep(at(back.readyUntil!, -0.01));
    expect((await docData(C.holds, ha.holdId))?.state).toBe('ready');

    const later = at(back.readyUntil!, 0.01);
    await sweep(later);
    expect(await docData(C.holds, ha.holdId)).toMatchObject({ state: 'expired', uid: '' });
    expect(await notice('holdExpired', ha.holdId)).toMatchObject({ uid: a.uid, kind: 'holdExpired', branchId: 'main' });
    const next = await docData(C.holds, hb.holdId);
    expect(next).toMatchObject({ state: 'ready', barcode: t.barcodes[0] });
    // The next member gets the full pickup period from the sweep's now.
    expect(next!.readyUntil.toDate()).toEqual(at(later, 7));
    expect(await docData(C.copies, t.barcodes[0]!)).toMatchObject({
      state: 'holdShelf',
      branchId: 'main',
      holdId: hb.holdId,
    });

    await sweep(at(later, 7.01));
    expect((await docData(C.holds, hb.holdId))?.state).toBe('expired');
    expect(await docData(C.copies, t.barcodes[0]!)).toMatchObject({ state: 'shelf', holdId: null });
    expect((await availabilityOf(t.id)).branches).toEqual({
      main: { shelf: 1, loan: 0, holdShelf: 0, pull: 0, transit: 0 },
    });
    expect((await docData(C.books, t.id))?.available).toBe(true);
  });

  it('sends dueSoon within three days of the due date and overdue after it, each once', async () => {
    const t = await lendingTitle(librarian, { copies: ['al-mankhool'] });
    titles.push(t.id);
    const member = await account();
    const out = await librarian.call('checkOut', { barcode: t.barcodes[0]!, email: member.email });

    await sweep(at(out.dueAt, -3.1));
    expect(await notice('dueSoon', out.loanId)).toBeUndefined();
    await sweep(at(out.dueAt, -2));
    const soon = await notice('dueSoon', out.loanId);
    expect(soon).toMatchObject({ uid: member.uid, kind: 'dueSoon', branchId: 'al-mankhool', readAt: null });
    expect(soon!.at.toDate().toISOString()).toBe(out.dueAt);
    await sweep(at(out.dueAt, -1));
    expect((await notice('dueSoon', out.loanId))!.createdAt).toEqual(soon!.createdAt);
    expect(await notice('overdue', out.loanId)).toBeUndefined();

    await sweep(at(out.dueAt, 1));
    const overdue = await notice('overdue', out.loanId);
    expect(overdue).toMatchObject({ uid: member.uid, kind: 'overdue' });
    await sweep(at(out.dueAt, 2));
    expect((await notice('overdue', out.loanId))!.createdAt).toEqual(overdue!.createdAt);
    // A physical loan never returns itself.
    expect((await docData(C.loans, out.loanId))?.state).toBe('active');
  });

  it('tells an overdue loan again each week, three overdue notices in all; a renewal starts over', async () => {
    const t = await lendingTitle(librarian, { copies: ['hatta'] });
    titles.push(t.id);
    const member = await account();
    const out = await librarian.call('checkOut', { barcode: t.barcodes[0]!, email: member.email });
    const weekly = (n: number) => notice('overdue', overdueNoticeKey(out.loanId, n));
    // This title alone: the file's other loans fall due at nearly the same time.
    const sweep = (now: Date) => sweepCirculation(admin().db, now, [t.id]);

    expect(await sweep(at(out.dueAt, 1))).toMatchObject({ overdue: 1, overdueReminders: 0 });
    expect(await sweep(at(out.dueAt, 7.5))).toMatchObject({ overdue: 0, overdueReminders: 0 });
    expect(await weekly(2)).toBeUndefined();
    expect(await sweep(at(out.dueAt, 8.1))).toMatchObject({ overdueReminders: 1 });
    expect(await weekly(2)).toMatchObject({ uid: member.uid, kind: 'overdue' });
    expect(await sweep(at(out.dueAt, 15.2))).toMatchObject({ overdueReminders: 1 });
    expect(await weekly(3)).toMatchObject({ kind: 'overdue' });
    // Three in all: no fourth, however long it stays out.
    expect(await sweep(at(out.dueAt, 40))).toMatchObject({ overdue: 0, overdueReminders: 0 });
    expect(await weekly(4)).toBeUndefined();
    expect(await docData(C.loans, out.loanId)).toMatchObject({ announced: 'overdue', overdueTold: 3, remindAt: null });
  });

  it("announces a renewed loan's new due date again", async () => {
    const t = await lendingTitle(librarian, { copies: ['main'] });
    titles.push(t.id);
    const member = await account();
    const out = await librarian.call('checkOut', { barcode: t.barcodes[0]!, email: member.email });
    await sweep(at(out.dueAt, -2));
    expect(await notice('dueSoon', out.loanId)).toBeDefined();
    const renewed = await member.call('renewLoan', { loanId: out.loanId });
    expect(await notice('dueSoon', out.loanId)).toBeUndefined();
    expect(await docData(C.loans, out.loanId)).toMatchObject({ announced: 'none' });
    await sweep(at(renewed.dueAt, -2));
    const again = await notice('dueSoon', out.loanId);
    expect(again!.at.toDate().toISOString()).toBe(renewed.dueAt);
  });

  it('announces each of 5,000 overdue loans once, page after page, resuming where a run out of time stopped', async () => {
    const t = await lendingTitle(librarian, { copies: ['main'] });
    titles.push(t.id);
    const now = new Date();
    const { db } = admin();
    // The sweep is what is tested: its 5,000 notices' e-mail trigger would keep the Functions
    // emulator busy for minutes behind every later test (1,000 are e-mailed in the mail bench).
    await withTriggersPaused(async () => {
      await plantOverdueLoans(t, PLANTED, now);
      try {
        // A run with no time left still moves on by one page, and says it is not done.
        const first = await sweepCirculation(db, now, [t.id], { budgetMs: 0 });
        expect(first).toMatchObject({ overdue: 300, complete: false });
        const rest = await sweepCirculation(db, now, [t.id]);
        expect(rest).toMatchObject({ overdue: PLANTED - 300, dueSoon: 0, complete: true });
        const again = await sweepCirculation(db, now, [t.id]);
        expect(again).toMatchObject({ overdue: 0, complete: true });
        expect(again.reads).toBe(0);

        const told = await db.collection(C.notices).where('bookId', '==', t.id).where('kind', '==', 'overdue').get();
        expect(told.size).toBe(PLANTED);
        expect(new Set(told.docs.map((d) => d.id)).size).toBe(PLANTED);
        const marked = await db
          .collection(C.loans)
          .where('bookId', '==', t.id)
          .where('announced', '==', 'overdue')
          .get();
        expect(marked.size).toBe(PLANTED);
      } finally {
        await removePlantedLoans(t, PLANTED);
      }
    });
  }, 300_000);
});
