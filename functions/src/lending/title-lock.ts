/**
 * One circulation change per title at a time (docs/lending.md, "Transactions"). Every change to a
 * title reads and writes its one availability summary, so racing transactions on a popular title
 * only fight: under pessimistic locking (the Firestore emulator's, and the server SDKs' in
 * production) each holds a read lock the others' writes wait on, and they give up in turns. A
 * short lease per title lets them take turns instead: `create()` either takes it at once or fails
 * at once (the lock document is never read inside a transaction, so nothing waits on it), and a
 * holder that died leaves a lease that expires (TTL on expiresAt cleans up).
 */
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { circulationLocks } from '../lib/documents.js';
import { appError } from '../lib/errors.js';
import { GRPC, hasGrpcCode } from '../lib/firestore-codes.js';

/** Longer than any one circulation transaction; a dead holder's lease is broken after it. */
const LEASE_MS = 10_000;
/** A caller gives up (and may retry) after waiting this long for its turn. */
const WAIT_MS = 45_000;
const PAUSE_MS = 25;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function withTitleLock<T>(store: Firestore, bookId: string, work: () => Promise<T>): Promise<T> {
  const ref = circulationLocks(store).doc(bookId);
  const giveUpAt = Date.now() + WAIT_MS;
  let taken: Timestamp;
  for (let attempt = 1; ; attempt++) {
    try {
      taken = (await ref.create({ expiresAt: new Date(Date.now() + LEASE_MS) })).writeTime;
      break;
    } catch (err) {
      if (!hasGrpcCode(err, GRPC.alreadyExists)) throw err;
      const held = await ref.get();
      const expiresAt = held.data()?.expiresAt;
      // A lease past its time belongs to a holder that died: break it (only if still that lease).
      if (expiresAt && expiresAt.getTime() < Date.now())
        await ref.delete({ lastUpdateTime: held.updateTime! }).catch(() => undefined);
      if (Date.now() > giveUpAt) throw appError('unavailable', { reason: 'busy' });
      await sleep(PAUSE_MS + Math.random() * PAUSE_MS * Math.min(attempt, 4));
    }
  }
  try {
    return await work();
  } finally {
    // Only our own lease: had it expired and been taken over, the new holder's stays.
    await ref.delete({ lastUpdateTime: taken }).catch(() => undefined);
  }
}
