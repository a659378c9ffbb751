/**
 * Lending (docs/lending.md), from web SDK clients in Node as the browsers would call:
 *  - check-in -> ready: a librarian's checkIn until the waiting member's listener on their hold
 *    sees 'ready' (the live "Ready for pickup" moment on My Library);
 *  - receive -> ready (issue 29): a copy pulled at Hatta for a hold collected at the Main Office
 *    and sent; the Main Office desk's receiveCopy until the member's listener sees 'ready';
 *  - the desk's checkOut round trip;
 *  - Find Member by a scanned library card (issue 29): the round trip of findMember, whose answer
 *    carries the member's loans and holds;
 *  - the circulation sweep over 5,000 overdue loans planted at once (issue 29): time and documents read;
 *  - the race: 50 members place holds on one title with 3 copies, all 50 calls in flight
 *    at once (in this process through the deployed handler: testing/lending.ts callInProcess says
 *    why), then 3 check-ins at once; total time and an integrity check (distinct seqs, the queue in
 *    seq order, the first three holds ready on three different copies).
 */
import { doc, onSnapshot, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';
import { holdSchema } from '@shared/documents/lending';
import { readDocument } from '@shared/documents/fields';
import { admin, signedInClient } from '../../testing/clients.js';
import { withTriggersPaused } from '../../testing/emulators.js';
// The callable wrapper's after-call hook, registered as functions/src/index.ts does.
import '../../functions/src/accounts/late-calls.js';
import { placeHold } from '../../functions/src/lending/place-hold.js';
import {
  account,
  availabilityOf,
  callInProcess,
  lendingTitle,
  plantOverdueLoans,
  removePlantedLoans,
} from '../../testing/lending.js';
import { now, summarize, type Summary } from './stats.js';
import { sweepCirculation } from '../../functions/src/lending/circulation-sweep.js';

const WARMUP = 2;
const RACERS = 50;

export interface LendingBench {
  checkInToReady: Summary;
  receiveToReady: Summary;
  checkOut: Summary;
  findByCard: Summary;
  sweep: { loans: number; ms: number; reads: number; told: number; complete: boolean };
  race: { members: number; holdsMs: number; checkInsMs: number; totalMs: number; intact: boolean; detail: string };
}

/** Resolves with the time the member's listener first sees the hold ready. */
function whenReady(db: Firestore, holdId: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const stop = onSnapshot(
      doc(db, COLLECTIONS.holds, holdId),
      (snap) => {
        if (snap.get('state') === 'ready') {
          const at = now();
          stop();
          resolve(at);
        }
      },
      reject,
    );
  });
}

export async function benchLending(samples: number): Promise<LendingBench> {
  const librarian = await signedInClient('librarian');
  const staff = await account('librarian'); // sets up titles over raw calls
  const member = await signedInClient('reader');
  // A second member for the receive samples: one member's calls would reach the lending rate limit.
  const traveller = await signedInClient('reader');
  const borrower = await account();
  const checkInToReady: number[] = [];
  const receiveToReady: number[] = [];
  const checkOut: number[] = [];
  try {
    for (let i = 0; i < samples + WARMUP; i++) {
      const t = await lendingTitle(staff, { copies: ['main'] });
      const outStart = now();
      await librarian.call('checkOut', { barcode: t.barcodes[0]!, email: borrower.email });
      const outMs = now() - outStart;
      // Collected where the copy is shelved: ready at the check-in itself.
      const { holdId } = await member.call('placeHold', {
        bookId: t.id,
        format: 'physical',
        pickupBranchId: 'main',
      });
      const ready = whenReady(member.db, holdId);
      await new Promise((r) => setTimeout(r, 200)); // the listener's first snapshot is in
      const start = now();
      await librarian.call('checkIn', { barcode: t.barcodes[0]! });
      const readyMs = (await ready) - start;
      await member.call('cancelHold', { holdId }); // under MAX_HOLDS for the next sample

      const far = await lendingTitle(staff, { copies: ['hatta'] });
      const pulled = await traveller.call('placeHold', {
        bookId: far.id,
        format: 'physical',
        pickupBranchId: 'main',
      });
      await librarian.call('sendCopy', { barcode: far.barcodes[0]! });
      const arrived = whenReady(traveller.db, pulled.holdId);
      await new Promise((r) => setTimeout(r, 200));
      const receiveStart = now();
      await librarian.call('receiveCopy', { barcode: far.barcodes[0]!, branchId: 'main' });
      const receivedMs = (await arrived) - receiveStart;
      await traveller.call('cancelHold', { holdId: pulled.holdId });
      if (i >= WARMUP) {
        checkOut.push(outMs);
        checkInToReady.push(readyMs);
        receiveToReady.push(receivedMs);
      }
    }
    // A member at the counter with three books out: the lookup answers with them.
    for (let k = 0; k < 3; k++) {
      const out = await lendingTitle(staff, { copies: ['main'] });
      await staff.call('checkOut', { barcode: out.barcodes[0]!, email: borrower.email });
    }
    const { cardNumber } = await borrower.call('getLibraryCard', {});
    const findByCard: number[] = [];
    for (let i = 0; i < samples + WARMUP; i++) {
      const start = now();
      await librarian.call('findMember', { query: cardNumber });
      if (i >= WARMUP) findByCard.push(now() - start);
    }
    const measured = {
      checkInToReady: summarize(checkInToReady),
      receiveToReady: summarize(receiveToReady),
      checkOut: summarize(checkOut),
      findByCard: summarize(findByCard),
    };
    console.log('   samples', JSON.stringify(measured)); // kept even if the race fails
    const raced = await race(staff).catch((err: unknown) => ({
      members: RACERS,
      holdsMs: NaN,
      checkInsMs: NaN,
      totalMs: NaN,
      intact: false,
      detail: `failed: ${JSON.stringify(err)}`,
    }));
    return { ...measured, sweep: await sweep5000(staff), race: raced };
  } finally {
    await Promise.all([librarian.close(), member.close(), traveller.close()]);
  }
}

const PLANTED = 5_000;

/**
 * Plants PLANTED overdue loans of one title (Admin SDK), then one sweep announces them all. With
 * the Functions emulator's triggers paused: the sweep is measured here, their e-mails in the mail bench.
 */
async function sweep5000(staff: Awaited<ReturnType<typeof account>>): Promise<LendingBench['sweep']> {
  const t = await lendingTitle(staff, { copies: ['main'] });
  const asOf = new Date();
  const { ms, result } = await withTriggersPaused(async () => {
    await plantOverdueLoans(t, PLANTED, asOf);
    const start = now();
    const swept = await sweepCirculation(admin().db, asOf, [t.id]);
    const took = Math.round(now() - start);
    await removePlantedLoans(t, PLANTED);
    return { ms: took, result: swept };
  });
  return {
    loans: PLANTED,
    ms,
    reads: result.reads,
    told: result.overdue,
    complete: result.complete,
  };
}

async function race(staff: Awaited<ReturnType<typeof account>>): Promise<LendingBench['race']> {
  // All at the pickup branch: the check-ins make the first three holds ready at once.
  const t = await lendingTitle(staff, { copies: ['main', 'main', 'main'] });
  const borrowers = await Promise.all([0, 1, 2].map(() => account()));
  for (const [i, b] of borrowers.entries()) await staff.call('checkOut', { barcode: t.barcodes[i]!, email: b.email });
  const members = [];
  for (let i = 0; i < RACERS; i++) members.push(await account()); // one at a time: the race is the holds

  const start = now();
  const placed = await Promise.all(
    members.map((m) =>
      callInProcess('placeHold', placeHold, m, { bookId: t.id, format: 'physical', pickupBranchId: 'main' }),
    ),
  );
  const holdsDone = now();
  await Promise.all(t.barcodes.map((barcode) => staff.call('checkIn', { barcode })));
  const end = now();

  const snap = await admin().db.collection(COLLECTIONS.holds).where('bookId', '==', t.id).get();
  const holds = snap.docs.map((d) => readDocument(holdSchema, d.data())).sort((a, b) => a.seq - b.seq);
  const av = await availabilityOf(t.id);
  const seqs = placed.map((p) => p.seq);
  const ready = holds.filter((h) => h.state === 'ready');
  const checks = {
    distinctSeqs: new Set(seqs).size === RACERS,
    firstThreeReady: ready.length === 3 && holds.slice(0, 3).every((h) => h.state === 'ready'),
    threeCopies: new Set(ready.map((h) => h.barcode)).size === 3,
    queueExact:
      JSON.stringify(av.queue.physical) ===
      JSON.stringify(holds.filter((h) => h.state === 'waiting').map((h) => h.seq)),
    counts:
      JSON.stringify(av.branches) ===
      JSON.stringify({ main: { shelf: 0, loan: 0, holdShelf: 3, pull: 0, transit: 0 } }),
  };
  return {
    members: RACERS,
    holdsMs: Math.round(holdsDone - start),
    checkInsMs: Math.round(end - holdsDone),
    totalMs: Math.round(end - start),
    intact: Object.values(checks).every(Boolean),
    detail: Object.entries(checks)
      .map(([k, v]) => `${k}=${v}`)
      .join(' '),
  };
}
