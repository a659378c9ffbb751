/**
 * eraseLendingData(db, uid), the lending part of an account deletion (docs/lending.md, Privacy):
 * open holds are cancelled (a ready hold's copy passes to the next member), holds, notices and
 * reading history deleted; a physical loan stays with the uid, since the book is owed, and the
 * circulation sweep writes no notices for it; an e-book loan ends at once, its licence passed on.
 */
import { describe, expect, it } from 'vitest';
import { COLLECTIONS as C } from '@shared/collections';
import { DAY_MS } from '@shared/constants';
import { noticeId } from '@shared/documents/lending';
import { sweepCirculation } from '../../functions/src/lending/circulation-sweep';
import { eraseLendingData } from '../../functions/src/lending/lending-erasure';
import { admin } from '../../testing/clients';
import { account, availabilityOf, docData, lendingTitle } from '../../testing/lending';

describe('eraseLendingData', () => {
  it('cancels and deletes holds, deletes notices and history, keeps the active loan', async () => {
    const librarian = await account('librarian');
    const [leaving, next, other] = [await account(), await account(), await account()];
    const physical = await lendingTitle(librarian, { copies: ['main'] });
    const digital = await lendingTitle(librarian, { ebook: 1 });
    const kept = await lendingTitle(librarian, { copies: ['hatta'] });

    await leaving.call('setReadingHistory', { enabled: true });
    const read = await leaving.call('borrowDigital', { bookId: digital.id, format: 'ebook' });
    await leaving.call('returnLoan', { loanId: read.loanId });
    const owed = await librarian.call('checkOut', { barcode: kept.barcodes[0]!, email: leaving.email });
    await librarian.call('checkOut', { barcode: physical.barcodes[0]!, email: other.email });
    const ready = await leaving.call('placeHold', {
      bookId: physical.id,
      format: 'physical',
      pickupBranchId: 'main',
    });
    const waitingNext = await next.call('placeHold', {
      bookId: physical.id,
      format: 'physical',
      pickupBranchId: 'main',
    });
    await librarian.call('checkIn', { barcode: physical.barcodes[0]! });
    await other.call('borrowDigital', { bookId: digital.id, format: 'ebook' });
    const waiting = await leaving.call('placeHold', { bookId: digital.id, format: 'ebook' });
    expect(await docData(C.notices, noticeId('holdReady', ready.holdId))).toBeDefined();

    await eraseLendingData(admin().db, leaving.uid);

    const { db } = admin();
    expect((await db.collection(C.holds).where('uid', '==', leaving.uid).get()).size).toBe(0);
    expect(await docData(C.holds, ready.holdId)).toBeUndefined();
    expect(await docData(C.holds, waiting.holdId)).toBeUndefined();
    expect((await db.collection(C.notices).where('uid', '==', leaving.uid).get()).size).toBe(0);
    expect((await db.collection(`${C.profiles}/${leaving.uid}/${C.history}`).get()).size).toBe(0);
    expect(await docData(C.loans, owed.loanId)).toMatchObject({ uid: leaving.uid, state: 'active' });
    // The ready copy went on to the next member; the digital queue closed up.
    expect(await docData(C.holds, waitingNext.holdId)).toMatchObject({ state: 'ready', barcode: physical.barcodes[0] });
    expect((await availabilityOf(digital.id)).queue.ebook).toEqual([]);
  }, 60_000);

  it("ends the account's e-book loans at once, and the sweep sends no notice for its kept loan", async () => {
    const librarian = await account('librarian');
    const [leaving, next] = [await account(), await account()];
    const paper = await lendingTitle(librarian, { copies: ['main'] });
    const ebook = await lendingTitle(librarian, { ebook: 1 });
    const owed = await librarian.call('checkOut', { barcode: paper.barcodes[0]!, email: leaving.email });
    const borrowed = await leaving.call('borrowDigital', { bookId: ebook.id, format: 'ebook' });
    const waiting = await next.call('placeHold', { bookId: ebook.id, format: 'ebook' });

    await eraseLendingData(admin().db, leaving.uid);

    // The licence went on to the member waiting for it, with their notice; the loan forgot its member.
    expect(await docData(C.loans, borrowed.loanId)).toMatchObject({ state: 'returned', uid: '' });
    expect(await docData(C.holds, waiting.holdId)).toMatchObject({ state: 'ready' });
    expect(await docData(C.notices, noticeId('holdReady', waiting.holdId))).toMatchObject({ uid: next.uid });
    expect(await docData(C.loans, owed.loanId)).toMatchObject({
      uid: leaving.uid,
      state: 'active',
      accountClosed: true,
    });

    // Weeks later the copy is still owed: no due-soon or overdue notice is written for nobody.
    const titles = [paper.id, ebook.id];
    for (const days of [12, 20, 40]) await sweepCirculation(admin().db, new Date(Date.now() + days * DAY_MS), titles);
    for (const kind of ['dueSoon', 'overdue'] as const)
      expect(await docData(C.notices, noticeId(kind, owed.loanId)), kind).toBeUndefined();
    expect((await admin().db.collection(C.notices).where('uid', '==', leaving.uid).get()).size).toBe(0);
    expect(await docData(C.loans, owed.loanId)).toMatchObject({ uid: leaving.uid, state: 'active' });
  }, 60_000);
});
