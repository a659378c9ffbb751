/**
 * Per-caller rate limits (RATE_LIMITS in shared/constants). A caller is their uid when signed in,
 * otherwise their network address (lib/client-address.ts: one the caller cannot choose). The
 * document id is an HMAC of the caller under a secret key, so rateLimits/ never stores an address
 * or an account id, and nobody without the key can tell whose counter is whose by hashing guesses.
 * A fixed window per caller and purpose, counted in a transaction so parallel calls stay exact;
 * expiresAt lets the TTL policy on rateLimits (firestore.indexes.json) delete old counters.
 */
import { createHmac } from 'node:crypto';
import { BRANCH_LIMIT_FACTOR, RATE_LIMITS } from '../shared/constants.js';
import { branchAddresses, rateLimitKeySecret } from './params.js';
import { db } from './admin.js';
import type { Caller } from './caller.js';
import { rateLimits } from './documents.js';
import { appError } from './errors.js';

export type RateLimitName = keyof typeof RATE_LIMITS;

/** A fixed key for the emulator only; production refuses to run without RATE_LIMIT_KEY. */
const EMULATOR_KEY = 'emulator-only-rate-limit-key';

function hmacKey(): string {
  const key = rateLimitKeySecret.value();
  if (key) return key;
  if (process.env.FUNCTIONS_EMULATOR === 'true') return EMULATOR_KEY;
  throw new Error('RATE_LIMIT_KEY is not configured');
}

export function rateLimitKey(name: RateLimitName, caller: Pick<Caller, 'uid' | 'ip'>, key = hmacKey()): string {
  const who = caller.uid ? `uid:${caller.uid}` : `ip:${caller.ip}`;
  return createHmac('sha256', key).update(`${name}|${who}`).digest('hex');
}

/** The most calls per window for this caller: visitors from a branch's address get more. */
export function limitFor(name: RateLimitName, caller: Pick<Caller, 'uid' | 'ip'>, branches: readonly string[]): number {
  const [max] = RATE_LIMITS[name];
  return !caller.uid && branches.includes(caller.ip) ? max * BRANCH_LIMIT_FACTOR : max;
}

const branchList = () =>
  branchAddresses
    .value()
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);

/** Counts one call; throws resource-exhausted (reason 'rate-limited') once the window is full. */
export async function enforceRateLimit(name: RateLimitName, caller: Pick<Caller, 'uid' | 'ip'>): Promise<void> {
  const [, windowSeconds] = RATE_LIMITS[name];
  const max = limitFor(name, caller, branchList());
  const ref = rateLimits().doc(rateLimitKey(name, caller));
  const allowed = await db.runTransaction(async (tx) => {
    const counter = (await tx.get(ref)).data();
    const now = Date.now();
    if (counter?.windowStart === undefined || now - counter.windowStart >= windowSeconds * 1000) {
      tx.set(ref, { windowStart: now, count: 1, expiresAt: new Date(now + windowSeconds * 1000) });
      return true;
    }
    if (counter.count >= max) return false;
    tx.update(ref, { count: counter.count + 1 });
    return true;
  });
  if (!allowed) throw appError('resource-exhausted', { reason: 'rate-limited' });
}
