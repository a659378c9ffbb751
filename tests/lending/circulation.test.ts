/**
 * Every lending transition and refusal through the real callables (Functions and Firestore
 * emulators), as members and staff call them over the wire. After each change the public
 * availability summary and books/{id}.available must say what the copies and licences say.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS as C } from '@shared/collections';
import { DAY_MS, LENDING } from '@shared/constants';
import { newHold, noticeId } from '@shared/documents/lending';
import { queuePosition } from '@shared/lending';
import { admin } from '../../testing/clients';
import { forAdmin } from '../../testing/sdk';
import {
  account,
  availabilityOf,
  docData,
  lendingTitle,
  refusal,
  storedLoan,
  type Account,
} from '../../testing/lending';

let librarian: Account;
beforeAll(async () => {
  librarian = await account('librarian', 'Desk', 'Librarian');
});

const daysFromNow = (iso: string) => (Date.parse(iso) - Date.now()) / DAY_MS;
const bookAvailable = async (id: string) => (await docData(C.books, id))?.available;

describe('copies and licences (copies editor)', () => {
  it('adds copies to the branches, counts them publicly and derives books.available', async () => {
    const t = await lendingTitle(librarian, { copies: ['main', 'hatta', 'hatta'] });
    const av = await availabilityOf(t.id);
    expect(av.branches).toEqual({
      main: { shelf: 1, loan: 0, holdShelf: 0, pull: 0, transit: 0 },
      hatta: { shelf: 2, loan: 0, holdShelf: 0, pull: 0, transit: 0 },
    });
    expect(await bookAvailable(t.id)).toBe(true);
    expect(await docData(C.copies, t.barcodes[0]!)).toMatchObject({ bookId: t.id, branchId: 'main', state: 'shelf' });
  });

  it('refuses a taken barcode, an unknown book and removing a copy on loan; removes a shelved one', async () => {
    const t = await lendingTitle(librarian, { copies: ['main', 'al-safa'] });
    const member = await account();
    await expect(
      librarian.call('addCopy', { bookId: t.id, branchId: 'main', barcode: t.barcodes[0]!, shelfMark: 'X' }),
    ).rejects.toMatchObject(refusal('copy-exists'));
    await expect(
      librarian.call('addCopy', { bookId: 'no-such-book', branchId: 'main', barcode: 'zz-1', shelfMark: 'X' }),
    ).rejects.toMatchObject(refusal('not-found', 'NOT_FOUND'));
    await librarian.call('checkOut', { barcode: t.barcodes[0]!, email: member.email });
    await expect(librarian.call('removeCopy', { barcode: t.barcodes[0]! })).rejects.toMatchObject(
      refusal('copy-in-use'),
    );
    await librarian.call('removeCopy', { barcode: t.barcodes[1]! });
    expect(await docData(C.copies, t.barcodes[1]!)).toBeUndefined();
    expect((await availabilityOf(t.id)).branches).toEqual({
      main: { shelf: 0, loan: 1, holdShelf: 0, pull: 0, transit: 0 },
    });
    expect(await bookAvailable(t.id)).toBe(false);
  });

  it('sets licences, never below those in use', async () => {
    const t = await lendingTitle(librarian, { ebook: 2, audio: 1 });
    const member = await account();
    await member.call('borrowDigital', { bookId: t.id, format: 'audio' });
    expect((await availabilityOf(t.id)).digital).toEqual({
      ebook: { total: 2, inUse: 0 },
      audio: { total: 1, inUse: 1 },
    });
    await expect(librarian.call('setLicences', { bookId: t.id, ebook: 2, audio: 0 })).rejects.toMatchObject(
      refusal('licences-in-use'),
    );
    await librarian.call('setLicences', { bookId: t.id, ebook: 0, audio: 3 });
    expect((await availabilityOf(t.id)).digital).toEqual({
      ebook: { total: 0, inUse: 0 },
      audio: { total: 3, inUse: 1 },
    });
  });
});

describe('the desk', () => {
  it('checks a shelved copy out to a member found by e-mail, for LOAN_DAYS', async () => {
    const t = await lendingTitle(librarian, { copies: ['al-twar'] });
    const member = await account('reader', 'Layla', 'Hassan');
    const out = await librarian.call('checkOut', { barcode: t.barcodes[0]!, email: member.email });
    expect(out).toMatchObject({ memberName: 'Layla H.', bookTitle: t.title });
    expect(daysFromNow(out.dueAt)).toBeCloseTo(LENDING.LOAN_DAYS, 1);
    expect(await docData(C.loans, out.loanId)).toMatchObject({
      uid: member.uid,
      format: 'physical',
      barcode: t.barcodes[0],
      branchId: 'al-twar',
      state: 'active',
      renewals: 0,
    });
    expect(await docData(C.copies, t.barcodes[0]!)).toMatchObject({ state: 'loan', loanId: out.loanId });
    expect((await availabilityOf(t.id)).branches['al-twar']).toEqual({
      shelf: 0,
      loan: 1,
      holdShelf: 0,
      pull: 0,
      transit: 0,
    });
    expect(await bookAvailable(t.id)).toBe(false);
  });

  it('refuses an unknown member, a copy already on loan, an unknown barcode and a copy not on loan', async () => {
    const t = await lendingTitle(librarian, { copies: ['main', 'main'] });
    const [a, b] = [await account(), await account()];
    await expect(
      librarian.call('checkOut', { barcode: t.barcodes[0]!, email: 'nobody-here@test.library' }),
    ).rejects.toMatchObject(refusal('member-not-found'));
    await librarian.call('checkOut', { barcode: t.barcodes[0]!, email: a.email });
    await expect(librarian.call('checkOut', { barcode: t.barcodes[0]!, email: b.email })).rejects.toMatchObject(
      refusal('copy-unavailable'),
    );
    await expect(librarian.call('checkOut', { barcode: t.barcodes[1]!, email: a.email })).rejects.toMatchObject(
      refusal('already-borrowed'),
    );
    await expect(librarian.call('checkIn', { barcode: 'no-such-copy' })).rejects.toMatchObject(
      refusal('not-found', 'NOT_FOUND'),
    );
    await expect(librarian.call('checkIn', { barcode: t.barcodes[1]! })).rejects.toMatchObject(refusal('not-on-loan'));
  });

  it('checks a copy in to the shelf when nobody waits, and the loan forgets its member', async () => {
    const t = await lendingTitle(librarian, { copies: ['main'] });
    const member = await account();
    const out = await librarian.call('checkOut', { barcode: t.barcodes[0]!, email: member.email });
    const back = await librarian.call('checkIn', { barcode: t.barcodes[0]! });
    // No card issued yet: the return receipt has no digits to show.
    expect(back).toEqual({
      outcome: 'shelf',
      bookTitle: t.title,
      bookTitles: { en: t.title },
      branchId: 'main',
      cardLast4: null,
    });
    expect(await docData(C.loans, out.loanId)).toMatchObject({ state: 'returned', uid: '', memberName: '' });
    // With a card, the receipt's last 4 digits (and nothing else of the member).
    const { cardNumber } = await member.call('getLibraryCard', {});
    await librarian.call('checkOut', { barcode: t.barcodes[0]!, email: member.email });
    const again = await librarian.call('checkIn', { barcode: t.barcodes[0]! });
    expect(again.cardLast4).toBe(cardNumber.slice(-4));
    expect(JSON.stringify(again)).not.toContain(member.email);
    expect(await docData(C.copies, t.barcodes[0]!)).toMatchObject({ state: 'shelf', loanId: null });
    expect(await bookAvailable(t.id)).toBe(true);
    // History is off by default: nothing kept.
    expect((await admin().db.collection(`${C.profiles}/${member.uid}/${C.history}`).get()).size).toBe(0);
  });

  it('routes a checked-in copy to the first waiting hold: ready at once when collected at its branch', async () => {
    const t = await lendingTitle(librarian, { copies: ['hatta'] });
    const [borrower, first, second] = [await account(), await account('reader', 'Sara', 'Ali'), await account()];
    await librarian.call('checkOut', { barcode: t.barcodes[0]!, email: borrower.email });
    const h1 = await first.call('placeHold', { bookId: t.id, format: 'physical', pickupBranchId: 'hatta' });
    const h2 = await second.call('placeHold', { bookId: t.id, format: 'physical', pickupBranchId: 'main' });
    expect([h1.position, h2.position]).toEqual([1, 2]);

    const back = await librarian.call('checkIn', { barcode: t.barcodes[0]! });
    expect(back).toMatchObject({ outcome: 'hold', holdMemberName: 'Sara A.', pickupBranchId: 'hatta' });
    expect(daysFromNow(back.readyUntil!)).toBeCloseTo(LENDING.PICKUP_DAYS, 1);
    expect(await docData(C.holds, h1.holdId)).toMatchObject({ state: 'ready', barcode: t.barcodes[0] });
    expect(await docData(C.copies, t.barcodes[0]!)).toMatchObject({
      state: 'holdShelf',
      branchId: 'hatta',
      holdId: h1.holdId,
    });
    expect(await docData(C.notices, noticeId('holdReady', h1.holdId))).toMatchObject({
      uid: first.uid,
      kind: 'holdReady',
      branchId: 'hatta',
      readAt: null,
    });
    const av = await availabilityOf(t.id);
    expect(av.branches).toEqual({ hatta: { shelf: 0, loan: 0, holdShelf: 1, pull: 0, transit: 0 } });
    expect(queuePosition(av.queue.physical, h2.seq)).toBe(1);
    expect(await bookAvailable(t.id)).toBe(false);

    // Only the holder may take it; their checkout fulfils the hold.
    await expect(librarian.call('checkOut', { barcode: t.barcodes[0]!, email: second.email })).rejects.toMatchObject(
      refusal('copy-unavailable'),
    );
    await librarian.call('checkOut', { barcode: t.barcodes[0]!, email: first.email });
    expect(await docData(C.holds, h1.holdId)).toMatchObject({ state: 'fulfilled', uid: '' });
    expect((await availabilityOf(t.id)).branches).toEqual({
      hatta: { shelf: 0, loan: 1, holdShelf: 0, pull: 0, transit: 0 },
    });
  });

  it('is refused to a reader, and to an ex-librarian whose token still says librarian', async () => {
    const t = await lendingTitle(librarian, { copies: ['main'] });
    const reader = await account();
    await expect(reader.call('checkIn', { barcode: t.barcodes[0]! })).rejects.toMatchObject({
      status: 'PERMISSION_DENIED',
    });
    await expect(reader.call('checkOut', { barcode: t.barcodes[0]!, email: reader.email })).rejects.toMatchObject({
      status: 'PERMISSION_DENIED',
    });
    await expect(reader.call('sendCopy', { barcode: t.barcodes[0]! })).rejects.toMatchObject({
      status: 'PERMISSION_DENIED',
    });
    await expect(reader.call('receiveCopy', { barcode: t.barcodes[0]!, branchId: 'main' })).rejects.toMatchObject({
      status: 'PERMISSION_DENIED',
    });
    const ex = await account('librarian');
    // Positive control: the same token works while the role holds.
    await ex.call('addCopy', { bookId: t.id, branchId: 'main', barcode: `${t.id}-ex`, shelfMark: 'X' });
    await admin().db.doc(`${C.profiles}/${ex.uid}`).update({ role: 'reader' }); // demoted: the mirror changes at once
    for (const [name, data] of [
      ['checkOut', { barcode: t.barcodes[0]!, email: reader.email }],
      ['checkIn', { barcode: t.barcodes[0]! }],
      ['sendCopy', { barcode: t.barcodes[0]! }],
      ['receiveCopy', { barcode: t.barcodes[0]!, branchId: 'main' }],
      ['addCopy', { bookId: t.id, branchId: 'main', barcode: `${t.id}-x`, shelfMark: 'X' }],
      ['removeCopy', { barcode: t.barcodes[0]! }],
      ['setLicences', { bookId: t.id, ebook: 5, audio: 5 }],
    ] as const)
      await expect(ex.call(name, data as never)).rejects.toMatchObject({ status: 'PERMISSION_DENIED' });
    expect(await docData(C.copies, t.barcodes[0]!)).toMatchObject({ state: 'shelf' });
    expect(await docData(C.copies, `${t.id}-x`)).toBeUndefined();
    expect((await availabilityOf(t.id)).digital.ebook.total).toBe(0);
  });
});

describe('e-books and audiobooks', () => {
  it('borrows a free licence, returns it, and refuses what is not there', async () => {
    const t = await lendingTitle(librarian, { ebook: 1 });
    const member = await account();
    const loan = await member.call('borrowDigital', { bookId: t.id, format: 'ebook' });
    expect(daysFromNow(loan.dueAt)).toBeCloseTo(LENDING.LOAN_DAYS, 1);
    expect(await bookAvailable(t.id)).toBe(false);
    await expect(member.call('borrowDigital', { bookId: t.id, format: 'ebook' })).rejects.toMatchObject(
      refusal('already-borrowed'),
    );
    await expect(member.call('borrowDigital', { bookId: t.id, format: 'audio' })).rejects.toMatchObject(
      refusal('no-copies'),
    );
    const other = await account();
    await expect(other.call('borrowDigital', { bookId: t.id, format: 'ebook' })).rejects.toMatchObject(
      refusal('none-available'),
    );
    await expect(other.call('returnLoan', { loanId: loan.loanId })).rejects.toMatchObject(
      refusal('not-found', 'NOT_FOUND'),
    );
    await member.call('returnLoan', { loanId: loan.loanId });
    expect((await availabilityOf(t.id)).digital.ebook).toEqual({ total: 1, inUse: 0 });
    expect(await bookAvailable(t.id)).toBe(true);
    expect(await docData(C.loans, loan.loanId)).toMatchObject({ state: 'returned', uid: '' });
  });

  it('passes a returned licence to the first waiting hold, which then borrows it', async () => {
    const t = await lendingTitle(librarian, { audio: 1 });
    const [a, b, c] = [await account(), await account(), await account()];
    const loan = await a.call('borrowDigital', { bookId: t.id, format: 'audio' });
    const hold = await b.call('placeHold', { bookId: t.id, format: 'audio' });
    expect(hold.position).toBe(1);
    await a.call('returnLoan', { loanId: loan.loanId });
    expect(await docData(C.holds, hold.holdId)).toMatchObject({ state: 'ready', barcode: null });
    expect(await docData(C.notices, noticeId('holdReady', hold.holdId))).toMatchObject({ uid: b.uid, branchId: null });
    expect((await availabilityOf(t.id)).digital.audio).toEqual({ total: 1, inUse: 1 });
    await expect(c.call('borrowDigital', { bookId: t.id, format: 'audio' })).rejects.toMatchObject(
      refusal('none-available'),
    );
    await b.call('borrowDigital', { bookId: t.id, format: 'audio' });
    expect(await docData(C.holds, hold.holdId)).toMatchObject({ state: 'fulfilled' });
    expect((await availabilityOf(t.id)).digital.audio).toEqual({ total: 1, inUse: 1 });
  });

  it('gives added licences to the waiting holds first', async () => {
    const t = await lendingTitle(librarian, { ebook: 1 });
    const [a, b, c] = [await account(), await account(), await account()];
    await a.call('borrowDigital', { bookId: t.id, format: 'ebook' });
    const hb = await b.call('placeHold', { bookId: t.id, format: 'ebook' });
    const hc = await c.call('placeHold', { bookId: t.id, format: 'ebook' });
    await librarian.call('setLicences', { bookId: t.id, ebook: 2, audio: 0 });
    expect((await docData(C.holds, hb.holdId))?.state).toBe('ready');
    expect((await docData(C.holds, hc.holdId))?.state).toBe('waiting');
    const av = await availabilityOf(t.id);
    expect(av.digital.ebook).toEqual({ total: 2, inUse: 2 });
    expect(av.queue.ebook).toEqual([hc.seq]);
  });

  it('refuses returning a physical loan online', async () => {
    const t = await lendingTitle(librarian, { copies: ['main'] });
    const member = await account();
    const out = await librarian.call('checkOut', { barcode: t.barcodes[0]!, email: member.email });
    await expect(member.call('returnLoan', { loanId: out.loanId })).rejects.toMatchObject(refusal('return-at-desk'));
  });
});

describe('holds', () => {
  it('refuses a hold when a copy is on a shelf or the title has none in that format', async () => {
    const t = await lendingTitle(librarian, { copies: ['main'] });
    const member = await account();
    await expect(
      member.call('placeHold', { bookId: t.id, format: 'physical', pickupBranchId: 'main' }),
    ).rejects.toMatchObject(refusal('unit-available'));
    await expect(member.call('placeHold', { bookId: t.id, format: 'ebook' })).rejects.toMatchObject(
      refusal('no-copies'),
    );
    await expect(
      member.call('placeHold', { bookId: 'no-such-book', format: 'physical', pickupBranchId: 'main' }),
    ).rejects.toMatchObject(refusal('not-found', 'NOT_FOUND'));
    await expect(member.call('placeHold', { bookId: t.id, format: 'physical' } as never)).rejects.toMatchObject(
      refusal('validation', 'INVALID_ARGUMENT'),
    );
  });

  it('refuses a second hold, a hold on what the member has, and the sixth hold', async () => {
    const t = await lendingTitle(librarian, { copies: ['main'] });
    const [borrower, member] = [await account(), await account()];
    await librarian.call('checkOut', { barcode: t.barcodes[0]!, email: borrower.email });
    const wanted = { bookId: t.id, format: 'physical' as const, pickupBranchId: 'main' as const };
    await expect(borrower.call('placeHold', wanted)).rejects.toMatchObject(refusal('already-borrowed'));
    await member.call('placeHold', wanted);
    await expect(member.call('placeHold', wanted)).rejects.toMatchObject(refusal('already-holding'));

    const busy = await account();
    for (let i = 0; i < LENDING.MAX_HOLDS; i++)
      await admin()
        .db.collection(C.holds)
        .add(
          forAdmin(newHold({ uid: busy.uid, name: 'B' }, { id: `other-${i}`, title: 'Other' }, wanted, 1, new Date())),
        );
    await expect(busy.call('placeHold', wanted)).rejects.toMatchObject(refusal('hold-limit'));
  });

  it("cancels a waiting hold (the queue closes up) and refuses someone else's or a malformed id", async () => {
    const t = await lendingTitle(librarian, { copies: ['main'] });
    const [borrower, a, b] = [await account(), await account(), await account()];
    await librarian.call('checkOut', { barcode: t.barcodes[0]!, email: borrower.email });
    const wanted = { bookId: t.id, format: 'physical' as const, pickupBranchId: 'al-safa' as const };
    const ha = await a.call('placeHold', wanted);
    const hb = await b.call('placeHold', wanted);
    expect(queuePosition((await availabilityOf(t.id)).queue.physical, hb.seq)).toBe(2);
    await expect(b.call('cancelHold', { holdId: ha.holdId })).rejects.toMatchObject(refusal('not-found', 'NOT_FOUND'));
    await expect(b.call('cancelHold', { holdId: `../${C.holds}/${ha.holdId}` })).rejects.toMatchObject(
      refusal('validation', 'INVALID_ARGUMENT'),
    );
    await a.call('cancelHold', { holdId: ha.holdId });
    expect(await docData(C.holds, ha.holdId)).toMatchObject({ state: 'cancelled', uid: '' });
    expect(queuePosition((await availabilityOf(t.id)).queue.physical, hb.seq)).toBe(1);
  });

  it('passes the copy of a cancelled ready hold to the next member: pulled from the hold shelf for another branch', async () => {
    const t = await lendingTitle(librarian, { copies: ['main'] });
    const [borrower, a, b] = [await account(), await account(), await account()];
    await librarian.call('checkOut', { barcode: t.barcodes[0]!, email: borrower.email });
    const ha = await a.call('placeHold', { bookId: t.id, format: 'physical', pickupBranchId: 'main' });
    const hb = await b.call('placeHold', { bookId: t.id, format: 'physical', pickupBranchId: 'hatta' });
    await librarian.call('checkIn', { barcode: t.barcodes[0]! });
    await a.call('cancelHold', { holdId: ha.holdId });
    expect(await docData(C.holds, hb.holdId)).toMatchObject({
      state: 'waiting',
      barcode: t.barcodes[0],
      fromBranchId: 'main',
    });
    expect(await docData(C.copies, t.barcodes[0]!)).toMatchObject({
      state: 'pull',
      branchId: 'main',
      transitTo: 'hatta',
      holdId: hb.holdId,
    });
    expect((await availabilityOf(t.id)).branches).toEqual({
      main: { shelf: 0, loan: 0, holdShelf: 0, pull: 1, transit: 0 },
    });
  });
});

describe('holds on any copy, sent between branches', () => {
  const expectedInDays = async (holdId: string) =>
    ((await docData(C.holds, holdId))!.expectedAt.toMillis() - Date.now()) / DAY_MS;

  it('pulls a copy shelved elsewhere for the hold, sends it, and makes the hold ready when received', async () => {
    const t = await lendingTitle(librarian, { copies: ['hatta'] });
    const member = await account('reader', 'Huda', 'Nasser');
    const placed = await member.call('placeHold', { bookId: t.id, format: 'physical', pickupBranchId: 'main' });
    expect(placed.position).toBe(0);
    expect(await docData(C.holds, placed.holdId)).toMatchObject({
      state: 'waiting',
      barcode: t.barcodes[0],
      fromBranchId: 'hatta',
      pickupBranchId: 'main',
    });
    expect(await expectedInDays(placed.holdId)).toBeCloseTo(LENDING.TRANSIT_DAYS, 1);
    expect(await docData(C.copies, t.barcodes[0]!)).toMatchObject({
      state: 'pull',
      branchId: 'hatta',
      transitTo: 'main',
      holdId: placed.holdId,
    });
    let av = await availabilityOf(t.id);
    expect(av.branches).toEqual({ hatta: { shelf: 0, loan: 0, holdShelf: 0, pull: 1, transit: 0 } });
    expect(av.queue.physical).toEqual([]);
    expect(await bookAvailable(t.id)).toBe(false);

    const sent = await librarian.call('sendCopy', { barcode: t.barcodes[0]! });
    expect(sent).toMatchObject({
      outcome: 'transit',
      branchId: 'hatta',
      pickupBranchId: 'main',
      holdMemberName: 'Huda N.',
    });
    expect(await docData(C.holds, placed.holdId)).toMatchObject({ state: 'transit', barcode: t.barcodes[0] });
    expect(await docData(C.copies, t.barcodes[0]!)).toMatchObject({ state: 'transit', transitTo: 'main' });
    // Not ready before it has travelled: no notice yet.
    expect(await docData(C.notices, noticeId('holdReady', placed.holdId))).toBeUndefined();
    await expect(librarian.call('sendCopy', { barcode: t.barcodes[0]! })).rejects.toMatchObject(
      refusal('not-on-pull-list'),
    );

    // Scanned at a branch it is not going to: the desk is told where, nothing changes.
    const wrong = await librarian.call('receiveCopy', { barcode: t.barcodes[0]!, branchId: 'al-safa' });
    expect(wrong).toMatchObject({ outcome: 'onward', pickupBranchId: 'main' });
    expect(await docData(C.copies, t.barcodes[0]!)).toMatchObject({ state: 'transit', branchId: 'hatta' });

    const received = await librarian.call('receiveCopy', { barcode: t.barcodes[0]!, branchId: 'main' });
    expect(received).toMatchObject({
      outcome: 'hold',
      branchId: 'main',
      pickupBranchId: 'main',
      holdMemberName: 'Huda N.',
    });
    expect(daysFromNow(received.readyUntil!)).toBeCloseTo(LENDING.PICKUP_DAYS, 1);
    expect(await docData(C.holds, placed.holdId)).toMatchObject({ state: 'ready', barcode: t.barcodes[0] });
    expect(await docData(C.copies, t.barcodes[0]!)).toMatchObject({
      state: 'holdShelf',
      branchId: 'main',
      transitTo: null,
      holdId: placed.holdId,
    });
    expect(await docData(C.notices, noticeId('holdReady', placed.holdId))).toMatchObject({
      uid: member.uid,
      branchId: 'main',
    });
    av = await availabilityOf(t.id);
    expect(av.branches).toEqual({ main: { shelf: 0, loan: 0, holdShelf: 1, pull: 0, transit: 0 } });
    await expect(librarian.call('receiveCopy', { barcode: t.barcodes[0]!, branchId: 'main' })).rejects.toMatchObject(
      refusal('not-in-transit'),
    );
  });

  it('refuses a hold collected where a copy is on the shelf, not one collected at a branch without', async () => {
    const t = await lendingTitle(librarian, { copies: ['main', 'hatta'] });
    const member = await account();
    for (const pickupBranchId of ['main', 'hatta'] as const)
      await expect(
        member.call('placeHold', { bookId: t.id, format: 'physical', pickupBranchId }),
      ).rejects.toMatchObject(refusal('unit-available'));
    const placed = await member.call('placeHold', { bookId: t.id, format: 'physical', pickupBranchId: 'al-safa' });
    expect(await docData(C.holds, placed.holdId)).toMatchObject({ state: 'waiting', pickupBranchId: 'al-safa' });
    // One copy pulled, the other still on its shelf: the title stays available.
    const av = await availabilityOf(t.id);
    expect(
      Object.values(av.branches)
        .map((b) => [b!.shelf, b!.pull])
        .sort(),
    ).toEqual([
      [0, 1],
      [1, 0],
    ]);
    expect(await bookAvailable(t.id)).toBe(true);
  });

  it('checks a copy in straight into transit for a hold collected at another branch', async () => {
    const t = await lendingTitle(librarian, { copies: ['main'] });
    const [borrower, member] = [await account(), await account('reader', 'Omar', 'Saleh')];
    await librarian.call('checkOut', { barcode: t.barcodes[0]!, email: borrower.email });
    const placed = await member.call('placeHold', { bookId: t.id, format: 'physical', pickupBranchId: 'hatta' });
    expect(placed.position).toBe(1);
    const back = await librarian.call('checkIn', { barcode: t.barcodes[0]! });
    expect(back).toMatchObject({ outcome: 'transit', pickupBranchId: 'hatta', holdMemberName: 'Omar S.' });
    expect(await docData(C.holds, placed.holdId)).toMatchObject({ state: 'transit', fromBranchId: 'main' });
    expect(await docData(C.notices, noticeId('holdReady', placed.holdId))).toBeUndefined();
    expect((await availabilityOf(t.id)).branches).toEqual({
      main: { shelf: 0, loan: 0, holdShelf: 0, pull: 0, transit: 1 },
    });
  });

  it('frees a pulled copy when its hold is cancelled, and a travelling one goes to the shelf it reaches', async () => {
    const t = await lendingTitle(librarian, { copies: ['hatta'] });
    const [a, b] = [await account(), await account()];
    const ha = await a.call('placeHold', { bookId: t.id, format: 'physical', pickupBranchId: 'main' });
    const hb = await b.call('placeHold', { bookId: t.id, format: 'physical', pickupBranchId: 'al-twar' });
    expect(hb.position).toBe(1);
    // a cancels while the copy is on the pull list: it is pulled for b instead.
    await a.call('cancelHold', { holdId: ha.holdId });
    expect(await docData(C.copies, t.barcodes[0]!)).toMatchObject({
      state: 'pull',
      transitTo: 'al-twar',
      holdId: hb.holdId,
    });
    await librarian.call('sendCopy', { barcode: t.barcodes[0]! });
    // b cancels while it travels: it goes on, for nobody.
    await b.call('cancelHold', { holdId: hb.holdId });
    expect(await docData(C.holds, hb.holdId)).toMatchObject({ state: 'cancelled', uid: '' });
    expect(await docData(C.copies, t.barcodes[0]!)).toMatchObject({ state: 'transit', holdId: null });
    const received = await librarian.call('receiveCopy', { barcode: t.barcodes[0]!, branchId: 'al-twar' });
    expect(received).toMatchObject({ outcome: 'shelf', branchId: 'al-twar' });
    expect((await availabilityOf(t.id)).branches).toEqual({
      'al-twar': { shelf: 1, loan: 0, holdShelf: 0, pull: 0, transit: 0 },
    });
    expect(await bookAvailable(t.id)).toBe(true);
  });

  it("changes a hold's pickup branch: in the queue, pulled (set aside at once where its copy is), travelling", async () => {
    const t = await lendingTitle(librarian, { copies: ['hatta'] });
    const [member, other] = [await account(), await account()];
    const placed = await member.call('placeHold', { bookId: t.id, format: 'physical', pickupBranchId: 'main' });
    await expect(
      other.call('changePickup', { holdId: placed.holdId, pickupBranchId: 'al-twar' }),
    ).rejects.toMatchObject(refusal('not-found', 'NOT_FOUND'));

    // Pulled at Hatta for Main; now for Al Twar: the pull list says so.
    await member.call('changePickup', { holdId: placed.holdId, pickupBranchId: 'al-twar' });
    expect(await docData(C.holds, placed.holdId)).toMatchObject({ state: 'waiting', pickupBranchId: 'al-twar' });
    expect(await docData(C.copies, t.barcodes[0]!)).toMatchObject({ state: 'pull', transitTo: 'al-twar' });

    // Sent, then redirected on the way: received at the old destination it travels on.
    await librarian.call('sendCopy', { barcode: t.barcodes[0]! });
    await member.call('changePickup', { holdId: placed.holdId, pickupBranchId: 'al-safa' });
    expect(await docData(C.copies, t.barcodes[0]!)).toMatchObject({ state: 'transit', transitTo: 'al-safa' });
    expect(await librarian.call('receiveCopy', { barcode: t.barcodes[0]!, branchId: 'al-twar' })).toMatchObject({
      outcome: 'onward',
      pickupBranchId: 'al-safa',
    });
    expect(await librarian.call('receiveCopy', { barcode: t.barcodes[0]!, branchId: 'al-safa' })).toMatchObject({
      outcome: 'hold',
    });
    // Ready: it waits where its copy is.
    await expect(member.call('changePickup', { holdId: placed.holdId, pickupBranchId: 'main' })).rejects.toMatchObject(
      refusal('hold-ready'),
    );

    // Another title, pulled at Hatta: choosing Hatta itself sets it aside there at once.
    const near = await lendingTitle(librarian, { copies: ['hatta'] });
    const second = await member.call('placeHold', { bookId: near.id, format: 'physical', pickupBranchId: 'main' });
    await member.call('changePickup', { holdId: second.holdId, pickupBranchId: 'hatta' });
    expect(await docData(C.holds, second.holdId)).toMatchObject({ state: 'ready', pickupBranchId: 'hatta' });
    expect(await docData(C.copies, near.barcodes[0]!)).toMatchObject({ state: 'holdShelf', branchId: 'hatta' });
    expect(await docData(C.notices, noticeId('holdReady', second.holdId))).toMatchObject({ branchId: 'hatta' });
    expect((await availabilityOf(near.id)).branches).toEqual({
      hatta: { shelf: 0, loan: 0, holdShelf: 1, pull: 0, transit: 0 },
    });
  });

  it('lends a pulled copy to the member it is pulled for, at its branch, and to nobody else', async () => {
    const t = await lendingTitle(librarian, { copies: ['hatta'] });
    const [a, b] = [await account(), await account()];
    const ha = await a.call('placeHold', { bookId: t.id, format: 'physical', pickupBranchId: 'main' });
    await expect(librarian.call('checkOut', { barcode: t.barcodes[0]!, email: b.email })).rejects.toMatchObject(
      refusal('copy-unavailable'),
    );
    const out = await librarian.call('checkOut', { barcode: t.barcodes[0]!, email: a.email });
    expect(await docData(C.holds, ha.holdId)).toMatchObject({ state: 'fulfilled', uid: '' });
    expect(await docData(C.copies, t.barcodes[0]!)).toMatchObject({ state: 'loan', loanId: out.loanId, holdId: null });
    expect((await availabilityOf(t.id)).branches).toEqual({
      hatta: { shelf: 0, loan: 1, holdShelf: 0, pull: 0, transit: 0 },
    });
  });
});

describe('renewals', () => {
  it('moves the due date LOAN_DAYS on, at most MAX_RENEWALS times', async () => {
    const t = await lendingTitle(librarian, { ebook: 1 });
    const member = await account();
    const loan = await member.call('borrowDigital', { bookId: t.id, format: 'ebook' });
    const first = await member.call('renewLoan', { loanId: loan.loanId });
    expect((Date.parse(first.dueAt) - Date.parse(loan.dueAt)) / DAY_MS).toBeCloseTo(LENDING.LOAN_DAYS, 5);
    await member.call('renewLoan', { loanId: loan.loanId });
    await expect(member.call('renewLoan', { loanId: loan.loanId })).rejects.toMatchObject(refusal('renewal-limit'));
    expect(await docData(C.loans, loan.loanId)).toMatchObject({ renewals: LENDING.MAX_RENEWALS });
  });

  it("is refused while someone waits, for someone else's loan and for a malformed id", async () => {
    const t = await lendingTitle(librarian, { copies: ['main'] });
    const [member, waiting] = [await account(), await account()];
    const out = await librarian.call('checkOut', { barcode: t.barcodes[0]!, email: member.email });
    await waiting.call('placeHold', { bookId: t.id, format: 'physical', pickupBranchId: 'main' });
    await expect(member.call('renewLoan', { loanId: out.loanId })).rejects.toMatchObject(refusal('holds-waiting'));
    await expect(waiting.call('renewLoan', { loanId: out.loanId })).rejects.toMatchObject(
      refusal('not-found', 'NOT_FOUND'),
    );
    await expect(member.call('renewLoan', { loanId: 'a/b' })).rejects.toMatchObject(
      refusal('validation', 'INVALID_ARGUMENT'),
    );
  });

  it("renews all of the caller's loans at once, each renewed or refused with its own reason, nobody else's", async () => {
    const [free, wanted, worn] = [
      await lendingTitle(librarian, { copies: ['main'] }),
      await lendingTitle(librarian, { copies: ['main'] }),
      await lendingTitle(librarian, { ebook: 1 }),
    ];
    const [member, waiting, other] = [await account(), await account(), await account()];
    const a = await librarian.call('checkOut', { barcode: free.barcodes[0]!, email: member.email });
    const b = await librarian.call('checkOut', { barcode: wanted.barcodes[0]!, email: member.email });
    const c = await member.call('borrowDigital', { bookId: worn.id, format: 'ebook' });
    await waiting.call('placeHold', { bookId: wanted.id, format: 'physical', pickupBranchId: 'main' });
    await admin().db.doc(`${C.loans}/${c.loanId}`).update({ renewals: LENDING.MAX_RENEWALS });
    const theirs = await librarian.call('checkOut', {
      barcode: (await lendingTitle(librarian, { copies: ['main'] })).barcodes[0]!,
      email: other.email,
    });

    const { results } = await member.call('renewAll', {});
    const byLoan = Object.fromEntries(results.map((r) => [r.loanId, r]));
    expect(results).toHaveLength(3);
    expect(byLoan[a.loanId]).toMatchObject({ bookId: free.id, renewed: true, reason: null });
    expect((Date.parse(byLoan[a.loanId]!.dueAt!) - Date.parse(a.dueAt)) / DAY_MS).toBeCloseTo(LENDING.LOAN_DAYS, 5);
    expect(byLoan[b.loanId]).toMatchObject({ renewed: false, dueAt: null, reason: 'holds-waiting' });
    expect(byLoan[c.loanId]).toMatchObject({ renewed: false, reason: 'renewal-limit' });
    expect(await docData(C.loans, a.loanId)).toMatchObject({ renewals: 1 });
    expect(await docData(C.loans, b.loanId)).toMatchObject({ renewals: 0 });
    // Another member's loan is not the caller's to renew.
    expect(await docData(C.loans, theirs.loanId)).toMatchObject({ renewals: 0 });
  });
});

describe('limits', () => {
  it('refuses the eleventh loan, at the desk and online', async () => {
    const t = await lendingTitle(librarian, { copies: ['main'], ebook: 1 });
    const member = await account();
    for (let i = 0; i < LENDING.MAX_LOANS; i++) await storedLoan(member.uid);
    await expect(librarian.call('checkOut', { barcode: t.barcodes[0]!, email: member.email })).rejects.toMatchObject(
      refusal('loan-limit'),
    );
    await expect(member.call('borrowDigital', { bookId: t.id, format: 'ebook' })).rejects.toMatchObject(
      refusal('loan-limit'),
    );
    expect((await availabilityOf(t.id)).digital.ebook.inUse).toBe(0);
  });

  it('blocks loans, holds and renewals while anything is more than 30 days overdue', async () => {
    const t = await lendingTitle(librarian, { copies: ['main'], ebook: 1 });
    const member = await account();
    const loanId = await member.call('borrowDigital', { bookId: t.id, format: 'ebook' }).then((l) => l.loanId);
    const overdue = new Date(Date.now() - (LENDING.OVERDUE_BLOCK_DAYS + 1) * DAY_MS);
    await storedLoan(member.uid, { dueAt: overdue });
    await expect(librarian.call('checkOut', { barcode: t.barcodes[0]!, email: member.email })).rejects.toMatchObject(
      refusal('overdue-block'),
    );
    await expect(member.call('renewLoan', { loanId })).rejects.toMatchObject(refusal('overdue-block'));
    const other = await lendingTitle(librarian, { ebook: 1 });
    await (await account()).call('borrowDigital', { bookId: other.id, format: 'ebook' });
    await expect(member.call('placeHold', { bookId: other.id, format: 'ebook' })).rejects.toMatchObject(
      refusal('overdue-block'),
    );

    // 29 days overdue does not block.
    const late = await account();
    await storedLoan(late.uid, { dueAt: new Date(Date.now() - 29 * DAY_MS) });
    await librarian.call('checkOut', { barcode: t.barcodes[0]!, email: late.email });
  });

  it('lets the desk lend past a block or the loan limit with a reason, on the audit record; nothing else', async () => {
    const t = await lendingTitle(librarian, { copies: ['main', 'main', 'main'] });
    const member = await account();
    for (let i = 0; i < LENDING.MAX_LOANS; i++) await storedLoan(member.uid);
    await storedLoan(member.uid, { dueAt: new Date(Date.now() - (LENDING.OVERDUE_BLOCK_DAYS + 5) * DAY_MS) });
    const audit = async () =>
      (await admin().db.collection(C.auditLog).where('targetUid', '==', member.uid).get()).docs.map((d) => d.data());

    // A reason of nothing is no reason; a reader cannot override by calling checkOut themselves.
    for (const overrideReason of ['', '   ', 'x'.repeat(LENDING.COPY_NOTE_MAX + 1)])
      await expect(
        librarian.call('checkOut', { barcode: t.barcodes[0]!, email: member.email, overrideReason }),
      ).rejects.toMatchObject(refusal('validation', 'INVALID_ARGUMENT'));
    await expect(
      member.call('checkOut', { barcode: t.barcodes[0]!, email: member.email, overrideReason: 'I said so' }),
    ).rejects.toMatchObject({ status: 'PERMISSION_DENIED' });
    expect(await audit()).toEqual([]);

    const lent = await librarian.call('checkOut', {
      barcode: t.barcodes[0]!,
      email: member.email,
      overrideReason: 'Exam next week; overdue book found at home, returning Monday',
    });
    expect(await docData(C.loans, lent.loanId)).toMatchObject({ uid: member.uid, state: 'active' });
    const entries = await audit();
    expect(entries.map((e) => e.action).sort()).toEqual(['block-overridden', 'loan-limit-overridden']);
    for (const e of entries)
      expect(e).toMatchObject({
        actorUid: librarian.uid,
        targetEmail: member.email,
        itemId: lent.loanId,
        note: 'Exam next week; overdue book found at home, returning Monday',
      });

    // Never past "already borrowed"; and a member within the limits leaves no override on record.
    await expect(
      librarian.call('checkOut', { barcode: t.barcodes[1]!, email: member.email, overrideReason: 'Second copy' }),
    ).rejects.toMatchObject(refusal('already-borrowed'));
    const fine = await account();
    await librarian.call('checkOut', { barcode: t.barcodes[1]!, email: fine.email, overrideReason: 'Not needed' });
    expect((await admin().db.collection(C.auditLog).where('targetUid', '==', fine.uid).get()).size).toBe(0);
  });
});

describe('reading history', () => {
  it('is kept only while on; turning it off deletes it', async () => {
    const t = await lendingTitle(librarian, { ebook: 1 });
    const member = await account();
    const history = () => admin().db.collection(`${C.profiles}/${member.uid}/${C.history}`).get();
    expect(await member.call('setReadingHistory', { enabled: true })).toEqual({ enabled: true });
    const loan = await member.call('borrowDigital', { bookId: t.id, format: 'ebook' });
    await member.call('returnLoan', { loanId: loan.loanId });
    const kept = await history();
    expect(kept.docs.map((d) => [d.id, d.get('bookTitle')])).toEqual([[loan.loanId, t.title]]);
    await member.call('setReadingHistory', { enabled: false });
    expect((await history()).size).toBe(0);
    expect((await docData(C.profiles, member.uid))?.keepReadingHistory).toBe(false);
  });
});

describe('copies out of circulation', () => {
  it('closes the loan of a copy marked lost, takes it out of the counts, and a found copy goes to the first hold', async () => {
    const t = await lendingTitle(librarian, { copies: ['main'] });
    const [borrower, waiting] = [await account(), await account()];
    const out = await librarian.call('checkOut', { barcode: t.barcodes[0]!, email: borrower.email });
    const held = await waiting.call('placeHold', { bookId: t.id, format: 'physical', pickupBranchId: 'main' });
    await expect(
      librarian.call('setCopyState', { barcode: t.barcodes[0]!, state: 'damaged', note: '' }),
    ).rejects.toMatchObject(refusal('copy-on-loan'));

    await librarian.call('setCopyState', { barcode: t.barcodes[0]!, state: 'lost', note: 'Member says it was stolen' });
    expect(await docData(C.loans, out.loanId)).toMatchObject({ state: 'returned', endedAs: 'lost', uid: '' });
    expect(await docData(C.copies, t.barcodes[0]!)).toMatchObject({
      state: 'lost',
      outBy: librarian.uid,
      outNote: 'Member says it was stolen',
      loanId: null,
    });
    let av = await availabilityOf(t.id);
    expect(av.branches).toEqual({});
    expect(av.due.physical).toEqual([]);
    expect(await bookAvailable(t.id)).toBe(false); // its only copy is gone
    expect(av.queue.physical).toEqual([held.seq]);
    await expect(
      librarian.call('setCopyState', { barcode: t.barcodes[0]!, state: 'missing', note: '' }),
    ).rejects.toMatchObject(refusal('copy-out-of-circulation'));

    // Found: back in circulation, straight to the member waiting at this branch.
    await librarian.call('setCopyState', { barcode: t.barcodes[0]!, state: 'shelf', note: '' });
    expect(await docData(C.holds, held.holdId)).toMatchObject({ state: 'ready', barcode: t.barcodes[0] });
    av = await availabilityOf(t.id);
    expect(av.branches).toEqual({ main: { shelf: 0, loan: 0, holdShelf: 1, pull: 0, transit: 0 } });
    expect(await docData(C.copies, t.barcodes[0]!)).toMatchObject({ state: 'holdShelf', outBy: null, outNote: '' });
  });

  it('puts a hold whose copy went missing back in its place, and pulls another copy for it if one is shelved', async () => {
    const t = await lendingTitle(librarian, { copies: ['main', 'hatta'] });
    const member = await account();
    const placed = await member.call('placeHold', { bookId: t.id, format: 'physical', pickupBranchId: 'al-safa' });
    const first = (await docData(C.holds, placed.holdId))!.barcode as string;
    const other = t.barcodes.find((b) => b !== first)!;
    await librarian.call('setCopyState', { barcode: first, state: 'missing', note: 'Not on the shelf' });
    expect(await docData(C.holds, placed.holdId)).toMatchObject({ state: 'waiting', barcode: other });
    expect(await docData(C.copies, other)).toMatchObject({
      state: 'pull',
      transitTo: 'al-safa',
      holdId: placed.holdId,
    });
    expect(await docData(C.copies, first)).toMatchObject({ state: 'missing', holdId: null });
    expect((await availabilityOf(t.id)).queue.physical).toEqual([]);
    await expect(
      librarian.call('setCopyState', { barcode: other, state: 'claimedReturned', note: '' }),
    ).rejects.toMatchObject(refusal('not-on-loan'));
    // Withdrawn and removed: gone from the catalogue's copies.
    await librarian.call('setCopyState', { barcode: first, state: 'shelf', note: '' });
    await librarian.call('setCopyState', { barcode: first, state: 'withdrawn', note: 'Worn out' });
    await librarian.call('removeCopy', { barcode: first });
    expect(await docData(C.copies, first)).toBeUndefined();
  });

  it("lets a member report their own loan lost (nothing owed), not anyone else's; readers cannot set copy states", async () => {
    const t = await lendingTitle(librarian, { copies: ['main'] });
    const [member, stranger] = [await account(), await account()];
    const out = await librarian.call('checkOut', { barcode: t.barcodes[0]!, email: member.email });
    await expect(stranger.call('reportLost', { loanId: out.loanId })).rejects.toMatchObject(
      refusal('not-found', 'NOT_FOUND'),
    );
    await expect(
      member.call('setCopyState', { barcode: t.barcodes[0]!, state: 'lost', note: '' }),
    ).rejects.toMatchObject({ status: 'PERMISSION_DENIED' });
    await member.call('reportLost', { loanId: out.loanId });
    expect(await docData(C.loans, out.loanId)).toMatchObject({ state: 'returned', endedAs: 'lost' });
    expect(await docData(C.copies, t.barcodes[0]!)).toMatchObject({ state: 'lost', outBy: member.uid });
    await expect(member.call('reportLost', { loanId: out.loanId })).rejects.toMatchObject(
      refusal('not-found', 'NOT_FOUND'),
    );
  });
});
