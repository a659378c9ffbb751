/**
 * Per-caller rate limits (RATE_LIMITS in shared/constants). A caller is their uid when signed in,
 * otherwise their IP; either is hashed so rateLimits/ never stores an address or an account id.
 * A fixed window per caller and purpose, counted in a transaction so parallel calls stay exact.
 */
import { createHash } from 'node:crypto';
import { COLLECTIONS } from '../shared/collections.js';
import { RATE_LIMITS } from '../shared/constants.js';
import { db } from './admin.js';
import type { Caller } from './callable.js';
import { appError } from './errors.js';

export type RateLimitName = keyof typeof RATE_LIMITS;

export function rateLimitKey(name: RateLimitName, caller: Pick<Caller, 'uid' | 'ip'>): string {
  const who = caller.uid ? `uid:${caller.uid}` : `ip:${caller.ip}`;
  return createHash('sha256').update(`${name}|${who}`).digest('hex');
}

/** Counts one call; throws resource-exhausted (reason 'rate-limited') once the window is full. */
export async function enforceRateLimit(name: RateLimitName, caller: Pick<Caller, 'uid' | 'ip'>): Promise<void> {
  const [max, windowSeconds] = RATE_LIMITS[name];
  const ref = db.collection(COLLECTIONS.rateLimits).doc(rateLimitKey(name, caller));
  const allowed = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const now = Date.now();
    const windowStart = snap.get('windowStart') as number | undefined;
    const count = snap.get('count') as number | undefined;
    if (windowStart === undefined || count === undefined || now - windowStart >= windowSeconds * 1000) {
      // expiresAt lets a Firestore TTL policy sweep old counters.
      tx.set(ref, { windowStart: now, count: 1, expiresAt: new Date(now + windowSeconds * 1000) });
      return true;
    }
    if (count >= max) return false;
    tx.update(ref, { count: count + 1 });
    return true;
  });
  if (!allowed) throw appError('resource-exhausted', { reason: 'rate-limited' });
}
