/**
 * The race: 50 members place holds on one title with 3 copies, all 50 calls in flight at
 * the same moment (in this process, through the deployed handler: testing/lending.ts
 * callInProcess says why not over the emulator's HTTP), then 3 check-ins (also at once) leave
 * exactly 3 ready holds, the first three in queue order, every other member's position exact and
 * no copy lent or set aside twice. Then the races between two callers, over the wire: the last
 * licence, two desks receiving one copy, a send and a cancel, a pause and a copy arriving.
 */
import { describe, expect, it } from 'vitest';
import { COLLECTIONS as C } from '@shared/collections';
import { holdSchema } from '@shared/documents/lending';
import { readDocument } from '@shared/documents/fields';
import { queuePosition } from '@shared/lending';
import { libraryDayOf } from '@shared/library-day';
import { DAY_MS } from '@shared/constants';
import { admin } from '../../testing/clients';
// The callable wrapper's after-call hook, registered as functions/src/index.ts does.
import '../../functions/src/accounts/late-calls';
import { placeHold } from '../../functions/src/lending/place-hold';
import { account, availabilityOf, callInProcess, lendingTitle, refusal } from '../../testing/lending';

const MEMBERS = 50;
/** 50 sign-ins on a shared 2-core machine take a while. */
const RACE_TIMEOUT_MS = 180_000;

describe('racing members', () => {
  it(
    '50 holds all in flight at once on 3 copies, then 3 check-ins (two at other branches, received at Main): 3 ready holds in queue order, the rest exact',
    async () => {
      const librarian = await account('librarian');
      const t = await lendingTitle(librarian, { copies: ['main', 'hatta', 'al-safa'] });
      const borrowers = await Promise.all([0, 1, 2].map(() => account()));
      for (const [i, b] of borrowers.entries())
        await librarian.call('checkOut', { barcode: t.barcodes[i]!, email: b.email });
      const members = [];
      for (let i = 0; i < MEMBERS; i++) members.push(await account()); // one at a time: the race is the holds

      const placed = await Promise.all(
        members.map((m) =>
          callInProcess('placeHold', placeHold, m, { bookId: t.id, format: 'physical', pickupBranchId: 'main' }),
        ),
      );
      const seqs = placed.map((p) => p.seq);
      expect(new Set(seqs).size).toBe(MEMBERS);
      // Each call's answered position is where its seq stood when it committed: all 1..50, once each.
      expect(placed.map((p) => p.position).sort((a, b) => a - b)).toEqual(
        Array.from({ length: MEMBERS }, (_, i) => i + 1),
      );
      const queue = (await availabilityOf(t.id)).queue.physical;
      expect(queue).toEqual([...seqs].sort((a, b) => a - b));
      for (const p of placed) expect(queuePosition(queue, p.seq)).toBe(p.position);

      await Promise.all(t.barcodes.map((barcode) => librarian.call('checkIn', { barcode })));
      // The copy checked in at Main is ready there; the other two travel to Main, and are received.
      const readHolds = async () => {
        const snap = await admin().db.collection(C.holds).where('bookId', '==', t.id).get();
        return snap.docs.map((d) => ({ id: d.id, ...readDocument(holdSchema, d.data()) }));
      };
      const travelling = (await readHolds()).filter((h) => h.state === 'transit');
      expect(travelling).toHaveLength(2);
      await Promise.all(
        travelling.map((h) => librarian.call('receiveCopy', { barcode: h.barcode!, branchId: 'main' })),
      );

      const holds = await readHolds();
      const bySeq = [...holds].sort((a, b) => a.seq - b.seq);
      const ready = holds.filter((h) => h.state === 'ready');
      expect(ready.map((h) => h.seq).sort((a, b) => a - b)).toEqual(bySeq.slice(0, 3).map((h) => h.seq));
      // No copy twice: three different copies, each on the hold shelf for its own hold.
      expect(new Set(ready.map((h) => h.barcode)).size).toBe(3);
      for (const h of ready) {
        const copy = (await admin().db.doc(`${C.copies}/${h.barcode}`).get()).data();
        expect(copy).toMatchObject({ state: 'holdShelf', holdId: h.id, branchId: 'main' });
      }
      const av = await availabilityOf(t.id);
      expect(av.branches).toEqual({ main: { shelf: 0, loan: 0, holdShelf: 3, pull: 0, transit: 0 } });
      const waiting = bySeq.filter((h) => h.state === 'waiting');
      expect(waiting).toHaveLength(MEMBERS - 3);
      expect(av.queue.physical).toEqual(waiting.map((h) => h.seq));
      waiting.forEach((h, i) => expect(queuePosition(av.queue.physical, h.seq)).toBe(i + 1));
      // The loans are closed once each: three returned, none active.
      const loans = await admin().db.collection(C.loans).where('bookId', '==', t.id).get();
      expect(loans.docs.map((d) => d.get('state'))).toEqual(['returned', 'returned', 'returned']);
    },
    RACE_TIMEOUT_MS,
  );

  it(
    'two members racing for the last licence: exactly one gets it, the other is first in the queue',
    async () => {
      const librarian = await account('librarian');
      const t = await lendingTitle(librarian, { ebook: 1 });
      const [a, b] = await Promise.all([account(), account()]);
      const results = await Promise.allSettled(
        [a, b].map((m) => m.call('borrowDigital', { bookId: t.id, format: 'ebook' })),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const lost = results.findIndex((r) => r.status === 'rejected');
      expect((results[lost] as PromiseRejectedResult).reason).toMatchObject(refusal('none-available'));
      expect((await availabilityOf(t.id)).digital.ebook).toEqual({ total: 1, inUse: 1 });
      const active = await admin()
        .db.collection(C.loans)
        .where('bookId', '==', t.id)
        .where('state', '==', 'active')
        .get();
      expect(active.size).toBe(1);

      const loser = [a, b][lost]!;
      const hold = await loser.call('placeHold', { bookId: t.id, format: 'ebook' });
      expect(hold.position).toBe(1);
    },
    RACE_TIMEOUT_MS,
  );

  it(
    'two desks receiving the same copy at once: one makes the hold ready, the other is told it is not in transit',
    async () => {
      const librarian = await account('librarian');
      const t = await lendingTitle(librarian, { copies: ['hatta'] });
      const member = await account();
      const placed = await member.call('placeHold', { bookId: t.id, format: 'physical', pickupBranchId: 'main' });
      await librarian.call('sendCopy', { barcode: t.barcodes[0]! });
      const desks = await Promise.all([account('librarian'), account('librarian')]);
      const results = await Promise.allSettled(
        desks.map((desk) => desk.call('receiveCopy', { barcode: t.barcodes[0]!, branchId: 'main' })),
      );
      const received = results.filter((r) => r.status === 'fulfilled');
      expect(received).toHaveLength(1);
      expect((received[0] as PromiseFulfilledResult<{ outcome: string }>).value.outcome).toBe('hold');
      expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toMatchObject(
        refusal('not-in-transit'),
      );
      const holds = await admin().db.collection(C.holds).where('bookId', '==', t.id).get();
      expect(holds.docs.map((d) => [d.id, d.get('state')])).toEqual([[placed.holdId, 'ready']]);
      expect((await availabilityOf(t.id)).branches).toEqual({
        main: { shelf: 0, loan: 0, holdShelf: 1, pull: 0, transit: 0 },
      });
    },
    RACE_TIMEOUT_MS,
  );

  it(
    'a send racing the member cancelling: either way the copy ends on a shelf or in the van for nobody, counted once',
    async () => {
      const librarian = await account('librarian');
      const t = await lendingTitle(librarian, { copies: ['hatta'] });
      const member = await account();
      const placed = await member.call('placeHold', { bookId: t.id, format: 'physical', pickupBranchId: 'main' });
      const [sent, cancelled] = await Promise.allSettled([
        librarian.call('sendCopy', { barcode: t.barcodes[0]! }),
        member.call('cancelHold', { holdId: placed.holdId }),
      ]);
      expect(cancelled.status).toBe('fulfilled');
      const hold = (await admin().db.doc(`${C.holds}/${placed.holdId}`).get()).data();
      expect(hold).toMatchObject({ state: 'cancelled', uid: '' });
      const copy = (await admin().db.doc(`${C.copies}/${t.barcodes[0]}`).get()).data()!;
      const av = await availabilityOf(t.id);
      if (sent.status === 'fulfilled') {
        // Sent first, then cancelled: it travels on for nobody, to Main's shelf when received.
        expect(copy).toMatchObject({ state: 'transit', holdId: null, transitTo: 'main' });
        expect(av.branches).toEqual({ hatta: { shelf: 0, loan: 0, holdShelf: 0, pull: 0, transit: 1 } });
      } else {
        // Cancelled first: the copy was back on Hatta's shelf, no longer on the pull list.
        expect(sent.reason).toMatchObject(refusal('not-on-pull-list'));
        expect(copy).toMatchObject({ state: 'shelf', holdId: null });
        expect(av.branches).toEqual({ hatta: { shelf: 1, loan: 0, holdShelf: 0, pull: 0, transit: 0 } });
      }
    },
    RACE_TIMEOUT_MS,
  );

  it(
    'a member pausing a hold as its copy is received: ready (the pause refused) or paused (the copy to the shelf), never both',
    async () => {
      const librarian = await account('librarian');
      const t = await lendingTitle(librarian, { copies: ['hatta'] });
      const member = await account();
      const placed = await member.call('placeHold', { bookId: t.id, format: 'physical', pickupBranchId: 'main' });
      await librarian.call('sendCopy', { barcode: t.barcodes[0]! });
      const until = libraryDayOf(new Date(Date.now() + 5 * DAY_MS));
      const [paused, received] = await Promise.allSettled([
        member.call('pauseHold', { holdId: placed.holdId, until }),
        librarian.call('receiveCopy', { barcode: t.barcodes[0]!, branchId: 'main' }),
      ]);
      expect(received.status).toBe('fulfilled');
      const outcome = (received as PromiseFulfilledResult<{ outcome: string }>).value.outcome;
      const hold = (await admin().db.doc(`${C.holds}/${placed.holdId}`).get()).data()!;
      const copy = (await admin().db.doc(`${C.copies}/${t.barcodes[0]}`).get()).data()!;
      const av = await availabilityOf(t.id);
      if (paused.status === 'rejected') {
        // Received first: the hold is ready, and a ready hold is not paused.
        expect(paused.reason).toMatchObject(refusal('hold-ready'));
        expect(outcome).toBe('hold');
        expect(hold).toMatchObject({ state: 'ready', pausedUntil: null, barcode: t.barcodes[0] });
        expect(copy).toMatchObject({ state: 'holdShelf', holdId: placed.holdId });
        expect(av.branches).toEqual({ main: { shelf: 0, loan: 0, holdShelf: 1, pull: 0, transit: 0 } });
      } else {
        // Paused first: the copy arrived for nobody and went on Main's shelf; the hold keeps its place.
        expect(outcome).toBe('shelf');
        expect(hold).toMatchObject({ state: 'waiting', barcode: null });
        expect(hold.pausedUntil).not.toBeNull();
        expect(copy).toMatchObject({ state: 'shelf', holdId: null, branchId: 'main' });
        expect(av.branches).toEqual({ main: { shelf: 1, loan: 0, holdShelf: 0, pull: 0, transit: 0 } });
        expect(av.queue.physical).toEqual([placed.seq]);
      }
    },
    RACE_TIMEOUT_MS,
  );
});
