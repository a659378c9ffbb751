/**
 * The documents only the functions read and write (firestore.rules deny every client): the
 * per-caller rate-limit counters and the daily AI budget's shards, both in rateLimits/, and the
 * circulation desk's title leases. Their TTL policies (firestore.indexes.json) delete them after
 * expiresAt.
 */
import { z } from 'zod/mini';
import { defineCollection } from './collection.js';
import { count, time } from './fields.js';

/**
 * rateLimits/{key}: a caller's fixed window (lib/rate-limit.ts: windowStart in ms since the epoch),
 * or rateLimits/ai-budget-<day>-<n>: one shard of the day's AI budget (ai/ai-budget.ts: no window).
 */
export const rateLimitSchema = z.object({
  count,
  windowStart: z.catch(z.optional(z.number()), undefined),
  expiresAt: time,
});
export type RateLimitDoc = z.infer<typeof rateLimitSchema>;

/** circulationLocks/{bookId}: one circulation change per title at a time (lending/title-lock.ts). */
export const circulationLockSchema = z.object({ expiresAt: time });
export type CirculationLockDoc = z.infer<typeof circulationLockSchema>;

/** Per-caller rate-limit counters and the shards of the daily AI budget. */
export const rateLimits = defineCollection('rateLimits', rateLimitSchema, { serverOnly: true });
/** Title leases. */
export const circulationLocks = defineCollection('circulationLocks', circulationLockSchema, { serverOnly: true });
