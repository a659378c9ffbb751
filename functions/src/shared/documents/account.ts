/**
 * closedAccounts/{uid}: an account that asked to be deleted (deleteAccount). Written before its
 * erasers run and kept after the Auth user is gone, for as long as one of its ID tokens may still be
 * valid: firestore.rules refuse the uid's own writes while it exists, and a callable that was already
 * running when it appeared erases what it wrote (functions/src/lib/callable.ts). Server-only.
 */
import { z } from 'zod/mini';
import { DAY_MS } from '../constants.js';
import { defineCollection } from './collection.js';
import { SERVER_TIME, time } from './fields.js';

export const closedAccountSchema = z.object({
  closedAt: time,
  /** A TTL policy removes it (firestore.indexes.json): well after its last ID token expired (1 h). */
  expiresAt: time,
});
export type ClosedAccountDoc = z.infer<typeof closedAccountSchema>;

export const newClosedAccount = (now: Date): ClosedAccountDoc => ({
  closedAt: SERVER_TIME,
  expiresAt: new Date(now.getTime() + DAY_MS),
});

/** Server-only: written first by deleteAccount, so nothing of the account lands after its erasers ran. */
export const closedAccounts = defineCollection('closedAccounts', closedAccountSchema, { serverOnly: true });
