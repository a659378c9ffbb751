/**
 * Pause a hold until a day, and "not needed after" a day (issue 29), through the real callables,
 * as the member and as someone else; the days' effects by the sweep with a given "now".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS as C } from '@shared/collections';
import { DAY_MS, LENDING } from '@shared/constants';
import { noticeId } from '@shared/documents/lending';
import { queuePosition } from '@shared/lending';
import { libraryDayOf, libraryDayStart } from '@shared/library-day';
import { sweepCirculation } from '../../functions/src/lending/circulation-sweep';
import { admin } from '../../testing/clients';
import { account, availabilityOf, docData, lendingTitle, refusal, type Account } from '../../testing/lending';

let librarian: Account;
beforeAll(async () => {
  librarian = await account('librarian');
});

/** The library day `days` from today, as the callables take it ('YYYY-MM-DD'). */
const day = (days: number) => libraryDayOf(new Date(Date.now() + days * DAY_MS));
const stored = (holdId: string) => docData(C.holds, holdId);
const titles: string[] = [];
const sweep = (now: Date) => sweepCirculation(admin().db, now, titles);

describe('pausing a hold', () => {
  it('keeps its place while copies pass it by, and takes the next one once resumed', async () => {
    const t = await lendingTitle(librarian, { copies: ['main'] });
    const [borrower, a, b] = [await account(), await account(), await account()];
    await librarian.call('checkOut', { barcode: t.barcodes[0]!, email: borrower.email });
    const ha = await a.call('placeHold', { bookId: t.id, format: 'physical', pickupBranchId: 'main' });
    const hb = await b.call('placeHold', { bookId: t.id, format: 'physical', pickupBranchId: 'main' });

    await a.call('pauseHold', { holdId: ha.holdId, until: day(10) });
    expect((await stored(ha.holdId))!.pausedUntil.toDate()).toEqual(libraryDayStart(day(10)));
    // Paused, a is still first in the queue.
    expect(queuePosition((await availabilityOf(t.id)).queue.physical, ha.seq)).toBe(1);

    const back = await librarian.call('checkIn', { barcode: t.barcodes[0]! });
    expect(back).toMatchObject({ outcome: 'hold', holdMemberName: 'Test M.' });
    expect(await stored(hb.holdId)).toMatchObject({ state: 'ready', barcode: t.barcodes[0] });
    expect(await stored(ha.holdId)).toMatchObject({ state: 'waiting', barcode: null });
    expect((await availabilityOf(t.id)).queue.physical).toEqual([ha.seq]);

    // Resumed: no copy is free, so a waits, first; the next copy back is a's.
    await a.call('pauseHold', { holdId: ha.holdId, until: null });
    expect(await stored(ha.holdId)).toMatchObject({ state: 'waiting', pausedUntil: null });
    await librarian.call('checkOut', { barcode: t.barcodes[0]!, email: b.email });
    await librarian.call('checkIn', { barcode: t.barcodes[0]! });
    expect(await stored(ha.holdId)).toMatchObject({ state: 'ready', barcode: t.barcodes[0] });
    expect(await docData(C.notices, noticeId('holdReady', ha.holdId))).toMatchObject({ uid: a.uid });
  });

  it('gives a copy pulled for it to the next member, and lets a travelling one go on without it', async () => {
    const t = await lendingTitle(librarian, { copies: ['hatta'] });
    const [a, b] = [await account(), await account()];
    const ha = await a.call('placeHold', { bookId: t.id, format: 'physical', pickupBranchId: 'main' });
    const hb = await b.call('placeHold', { bookId: t.id, format: 'physical', pickupBranchId: 'al-twar' });
    expect(await docData(C.copies, t.barcodes[0]!)).toMatchObject({ state: 'pull', holdId: ha.holdId });

    await a.call('pauseHold', { holdId: ha.holdId, until: day(3) });
    expect(await docData(C.copies, t.barcodes[0]!)).toMatchObject({
      state: 'pull',
      holdId: hb.holdId,
      transitTo: 'al-twar',
    });
    expect(await stored(ha.holdId)).toMatchObject({ state: 'waiting', barcode: null, fromBranchId: null });
    expect((await availabilityOf(t.id)).queue.physical).toEqual([ha.seq]);

    // b's copy is sent, then b pauses: it travels on for nobody (a is paused) to Al Twar's shelf.
    await librarian.call('sendCopy', { barcode: t.barcodes[0]! });
    expect(await stored(hb.holdId)).toMatchObject({ state: 'transit' });
    await b.call('pauseHold', { holdId: hb.holdId, until: day(3) });
    expect(await stored(hb.holdId)).toMatchObject({ state: 'waiting', barcode: null });
    expect(await docData(C.copies, t.barcodes[0]!)).toMatchObject({ state: 'transit', holdId: null });
    expect((await availabilityOf(t.id)).queue.physical).toEqual([ha.seq, hb.seq]);
    const received = await librarian.call('receiveCopy', { barcode: t.barcodes[0]!, branchId: 'al-twar' });
    expect(received).toMatchObject({ outcome: 'shelf', branchId: 'al-twar' });

    // b resumes: the copy on Al Twar's shelf is hers at once (ahead of her, a is still paused).
    await b.call('pauseHold', { holdId: hb.holdId, until: null });
    expect(await stored(hb.holdId)).toMatchObject({
      state: 'ready',
      barcode: t.barcodes[0],
      pickupBranchId: 'al-twar',
    });
    expect((await availabilityOf(t.id)).branches).toEqual({
      'al-twar': { shelf: 0, loan: 0, holdShelf: 1, pull: 0, transit: 0 },
    });
  });

  it('refuses a ready hold, a closed one, a day out of range and another member pausing it', async () => {
    const t = await lendingTitle(librarian, { copies: ['main'] });
    const [borrower, a, other] = [await account(), await account(), await account()];
    await librarian.call('checkOut', { barcode: t.barcodes[0]!, email: borrower.email });
    const ha = await a.call('placeHold', { bookId: t.id, format: 'physical', pickupBranchId: 'main' });

    await expect(other.call('pauseHold', { holdId: ha.holdId, until: day(5) })).rejects.toMatchObject(
      refusal('not-found', 'NOT_FOUND'),
    );
    await expect(other.call('setNotNeededAfter', { holdId: ha.holdId, day: day(5) })).rejects.toMatchObject(
      refusal('not-found', 'NOT_FOUND'),
    );
    for (const until of [day(0), day(-1), day(LENDING.HOLD_DATE_MAX_DAYS + 1), '2026-02-30', 'next week', ''])
      await expect(a.call('pauseHold', { holdId: ha.holdId, until })).rejects.toMatchObject({
        status: 'INVALID_ARGUMENT',
      });
    for (const notNeeded of [day(-1), day(LENDING.HOLD_DATE_MAX_DAYS + 1), '31/12/2026'])
      await expect(a.call('setNotNeededAfter', { holdId: ha.holdId, day: notNeeded })).rejects.toMatchObject({
        status: 'INVALID_ARGUMENT',
      });
    expect(await stored(ha.holdId)).toMatchObject({ pausedUntil: null, notNeededAfter: null });

    await librarian.call('checkIn', { barcode: t.barcodes[0]! });
    await expect(a.call('pauseHold', { holdId: ha.holdId, until: day(5) })).rejects.toMatchObject(
      refusal('hold-ready'),
    );
    await a.call('cancelHold', { holdId: ha.holdId });
    await expect(a.call('setNotNeededAfter', { holdId: ha.holdId, day: day(5) })).rejects.toMatchObject(
      refusal('not-found', 'NOT_FOUND'),
    );
  });

  it('resumes by itself when its day comes (the sweep), taking a copy that came back meanwhile', async () => {
    const t = await lendingTitle(librarian, { copies: ['al-safa'] });
    titles.push(t.id);
    const [borrower, a] = [await account(), await account()];
    await librarian.call('checkOut', { barcode: t.barcodes[0]!, email: borrower.email });
    const ha = await a.call('placeHold', { bookId: t.id, format: 'physical', pickupBranchId: 'al-safa' });
    await a.call('pauseHold', { holdId: ha.holdId, until: day(4) });
    expect(await librarian.call('checkIn', { barcode: t.barcodes[0]! })).toMatchObject({ outcome: 'shelf' });

    const resumes = libraryDayStart(day(4));
    let result = await sweep(new Date(resumes.getTime() - 60_000));
    expect(result.holdsResumed).toBe(0);
    expect(await stored(ha.holdId)).toMatchObject({ state: 'waiting' });
    result = await sweep(new Date(resumes.getTime() + 60_000));
    expect(result.holdsResumed).toBe(1);
    expect(await stored(ha.holdId)).toMatchObject({ state: 'ready', pausedUntil: null, barcode: t.barcodes[0] });
  });
});

describe('"not needed after" a day', () => {
  it('expires the hold once that day has ended, with a notice, and the next copy skips it', async () => {
    const t = await lendingTitle(librarian, { copies: ['main'] });
    titles.push(t.id);
    const [borrower, a, b] = [await account(), await account(), await account()];
    const out = await librarian.call('checkOut', { barcode: t.barcodes[0]!, email: borrower.email });
    const ha = await a.call('placeHold', { bookId: t.id, format: 'physical', pickupBranchId: 'main' });
    const hb = await b.call('placeHold', { bookId: t.id, format: 'physical', pickupBranchId: 'main' });
    await a.call('setNotNeededAfter', { holdId: ha.holdId, day: day(2) });
    const lastDay = libraryDayStart(day(2));
    expect((await stored(ha.holdId))!.notNeededAfter.toDate()).toEqual(lastDay);

    // During the last day: still wanted.
    await sweep(new Date(lastDay.getTime() + DAY_MS / 2));
    expect(await stored(ha.holdId)).toMatchObject({ state: 'waiting' });
    // Cleared and set again: only the last day counts.
    await a.call('setNotNeededAfter', { holdId: ha.holdId, day: null });
    expect(await stored(ha.holdId)).toMatchObject({ notNeededAfter: null });
    await a.call('setNotNeededAfter', { holdId: ha.holdId, day: day(2) });

    const after = new Date(lastDay.getTime() + DAY_MS + 60_000);
    const result = await sweep(after);
    expect(result.holdsExpired).toBe(1);
    expect(await stored(ha.holdId)).toMatchObject({ state: 'expired', uid: '' });
    expect(await docData(C.notices, noticeId('holdExpired', ha.holdId))).toMatchObject({
      uid: a.uid,
      kind: 'holdExpired',
    });
    expect((await availabilityOf(t.id)).queue.physical).toEqual([hb.seq]);
    expect(out.loanId).toBeTruthy();
  });

  it('is skipped by a copy that comes free after its day, before any sweep', async () => {
    const t = await lendingTitle(librarian, { copies: ['main'] });
    titles.push(t.id);
    const [a, b, c] = [await account(), await account(), await account()];
    // a's ready hold expires uncollected (the sweep, a week on); b no longer wants it by then.
    await librarian.call('checkOut', { barcode: t.barcodes[0]!, email: c.email });
    const ha = await a.call('placeHold', { bookId: t.id, format: 'physical', pickupBranchId: 'main' });
    const hb = await b.call('placeHold', { bookId: t.id, format: 'physical', pickupBranchId: 'main' });
    await b.call('setNotNeededAfter', { holdId: hb.holdId, day: day(3) });
    const back = await librarian.call('checkIn', { barcode: t.barcodes[0]! });
    expect(await stored(ha.holdId)).toMatchObject({ state: 'ready' });

    // The ready hold's expiry is handled first: its copy skips b (past her day) for the shelf.
    await sweep(new Date(Date.parse(back.readyUntil!) + 60_000));
    expect(await stored(ha.holdId)).toMatchObject({ state: 'expired' });
    expect(await stored(hb.holdId)).toMatchObject({ state: 'expired', uid: '' });
    expect(await docData(C.notices, noticeId('holdExpired', hb.holdId))).toMatchObject({ uid: b.uid });
    expect(await docData(C.copies, t.barcodes[0]!)).toMatchObject({ state: 'shelf', holdId: null });
    expect((await availabilityOf(t.id)).queue.physical).toEqual([]);
  });
});
