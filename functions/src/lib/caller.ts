/**
 * Who is calling a callable, as lib/callable.ts establishes it and lib/rate-limit.ts counts it.
 * Its own module so the rate limits need not import the wrapper that uses them.
 */
import type { Access } from '../shared/contracts/contract.js';
import type { Role } from '../shared/roles.js';

/** Who may call a callable: its contract's (shared/contracts/). */
export type { Access };

export interface Caller {
  uid: string | null;
  /** The role in force: for staff and admin callables already checked against the role mirror. */
  role: Role | null;
  email: string | null;
  /** The caller's address as our infrastructure saw it (HMAC-keyed before it is stored). */
  ip: string;
}

/** Past a signedIn, staff or admin check the caller has a uid. */
export type SignedInCaller = Caller & { uid: string };
export type CallerFor<A extends Access> = A extends 'public' ? Caller : SignedInCaller;
