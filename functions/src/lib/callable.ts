/**
 * Every callable goes through `callable()`. In order, it
 *  1. checks sign-in and role: the token of a deleted or disabled account is refused at once (not
 *     up to an hour later, when it would expire); staff and admin access need
 *     the token's role claim AND the current role mirror on the caller's profile (written at the
 *     moment of a role change), so a demoted user's older token stops working at once
 *     (docs/security.md, "Roles"); the callables in NEEDS_VERIFIED_EMAIL need a verified address;
 *  2. validates the input with the shared zod schema (a failure is invalid-argument, nothing runs);
 *  3. counts the caller's rate limit, and for AI callables one call of the site's daily AI budget;
 *  4. runs the handler, turning any unexpected error into a bare `internal`, so no stack or
 *     provider text reaches the browser;
 *  5. for a signed-in caller, erases what the call wrote if the account was closed meanwhile.
 * Browsers are answered only from the site's own origins: by CORS, and again here, since the
 * Functions emulator opens CORS to every origin (its enableCors debug feature). Instances are
 * capped (lib/global-options.ts).
 */
import { HttpsError, onCall, type CallableRequest, type CallableOptions } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import {
  CALLABLE_CONTRACTS,
  needsVerifiedEmail,
  type CallableData,
  type CallableName,
  type CallableOutput,
} from '../shared/callables.js';
import { lowerRole, roleFromClaims, type Role } from '../shared/roles.js';
import { AI_FUNCTION_OPTIONS } from '../ai/index.js';
import { rateLimitKeySecret, trustedProxyHops } from './params.js';
import { eraseAccount, isClosedAccount } from '../accounts/account-erasure.js';
import { adminAuth } from './admin.js';
import { spendAiBudget } from '../ai/ai-budget.js';
import { clientAddress } from './client-address.js';
import { profiles } from './documents.js';
import { appError } from './errors.js';
import { enforceRateLimit, type RateLimitName } from './rate-limit.js';
import { siteOrigins } from './site-origins.js';

export type Access = 'public' | 'signedIn' | 'staff' | 'admin';

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

/** The request schema and the response type come from the contract (shared/callables.ts). */
export interface CallableSpec<N extends CallableName, A extends Access> {
  access: A;
  /** The per-caller limit counted before the handler runs. */
  rateLimit?: RateLimitName;
  /** Calls the model: gets the AI options (key, timeout) and spends the daily AI budget. */
  ai?: boolean;
  options?: CallableOptions;
  handler: (
    data: CallableData<N>,
    caller: CallerFor<A>,
    request: CallableRequest<unknown>,
  ) => Promise<CallableOutput<N>>;
}

function callerOf(request: CallableRequest<unknown>): Caller {
  const token = request.auth?.token;
  const raw = request.rawRequest;
  return {
    uid: request.auth?.uid ?? null,
    role: request.auth ? roleFromClaims(token as Record<string, unknown>) : null,
    email: typeof token?.email === 'string' ? token.email : null,
    ip: clientAddress(
      raw?.headers?.['x-forwarded-for'],
      raw?.socket?.remoteAddress,
      process.env.FUNCTIONS_EMULATOR === 'true' ? 0 : trustedProxyHops.value(),
    ),
  };
}

/** The role mirror on the caller's profile: what the admins last set (missing = reader). */
async function mirroredRole(uid: string): Promise<Role> {
  const profile = await profiles().doc(uid).get();
  return roleFromClaims(profile.data());
}

/**
 * The Functions runtime checks the token's signature and expiry only: an ID token stays valid for
 * up to an hour after its account is deleted (Delete my account) or disabled. One Auth lookup per
 * signed-in call closes that window, so a deleted member's token cannot post, chat or recreate
 * data under its uid. (Not the full revocation check: a demoted member keeps their session as a
 * reader; docs/security.md, "Roles".)
 */
async function assertLiveAccount(uid: string): Promise<void> {
  const user = await adminAuth.getUser(uid).catch((err: { code?: string }) => {
    if (err.code === 'auth/user-not-found') return null;
    throw err;
  });
  if (!user || user.disabled) throw new HttpsError('unauthenticated', 'Sign in to continue.');
}

async function assertAccess(access: Access, caller: Caller): Promise<void> {
  if (access === 'public') return;
  if (!caller.uid) throw new HttpsError('unauthenticated', 'Sign in to continue.');
  await assertLiveAccount(caller.uid);
  if (access === 'signedIn') return;
  // Privileged: the token's claim may be up to an hour old, so the current mirror must agree.
  caller.role = lowerRole(caller.role ?? 'reader', await mirroredRole(caller.uid));
  if (access === 'staff' && caller.role !== 'librarian' && caller.role !== 'admin')
    throw new HttpsError('permission-denied', 'Librarians and admins only.');
  if (access === 'admin' && caller.role !== 'admin') throw new HttpsError('permission-denied', 'Admins only.');
}

/**
 * A call that passed assertLiveAccount just before its member chose Delete my account may write
 * after the erasers ran (a reply after its moderation, a chat after the model answered). Each
 * signed-in call therefore looks for the account's closed marker once it is done: written before
 * the erasers start, so either this call's writes came before the erasers (which erased them), or
 * it sees the marker and erases them itself (the erasers are idempotent). Its caller is refused.
 */
async function eraseIfClosedMeanwhile(uid: string): Promise<void> {
  if (!(await isClosedAccount(uid))) return;
  await eraseAccount(uid, (eraser, err) => logger.error(`account eraser ${eraser} failed after a late call`, err));
  throw new HttpsError('unauthenticated', 'Sign in to continue.');
}

/** A browser on another web site (it always sends Origin) may not call us; scripts send none. */
function assertOrigin(request: CallableRequest<unknown>, allowed: readonly string[]): void {
  const origin = request.rawRequest?.headers?.origin;
  if (origin && !allowed.includes(origin)) throw new HttpsError('permission-denied', 'Origin not allowed.');
}

/** The callable `name` of the contract; functions/src/index.ts exports it under that name. */
export function callable<N extends CallableName, A extends Access>(name: N, spec: CallableSpec<N, A>) {
  const input = CALLABLE_CONTRACTS[name].input;
  const origins = siteOrigins();
  const secrets = [
    rateLimitKeySecret,
    ...(spec.ai ? AI_FUNCTION_OPTIONS.secrets : []),
    ...(spec.options?.secrets ?? []),
  ];
  const options: CallableOptions = {
    ...(spec.ai ? AI_FUNCTION_OPTIONS : {}),
    ...spec.options,
    secrets: [...new Set(secrets)],
    cors: origins,
  };
  return onCall(options, async (request): Promise<CallableOutput<N>> => {
    const caller = callerOf(request);
    try {
      assertOrigin(request, origins);
      await assertAccess(spec.access, caller);
      if (needsVerifiedEmail(name) && request.auth?.token.email_verified !== true)
        throw appError('failed-precondition', { reason: 'email-unverified' });
      const parsed = input.safeParse(request.data);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw appError('invalid-argument', {
          reason: 'validation',
          field: issue?.path.join('.') ?? '',
          messageKey: issue?.message.startsWith('validation.') ? issue.message : 'validation.invalid',
        });
      }
      if (spec.rateLimit) await enforceRateLimit(spec.rateLimit, caller);
      if (spec.ai) await spendAiBudget();
      try {
        // assertAccess has refused a caller without a uid unless the access is public.
        return await spec.handler(parsed.data as CallableData<N>, caller as CallerFor<A>, request);
      } finally {
        if (caller.uid && name !== 'deleteAccount') await eraseIfClosedMeanwhile(caller.uid);
      }
    } catch (err) {
      if (err instanceof HttpsError) throw err;
      logger.error('callable failed', err);
      throw new HttpsError('internal', 'internal');
    }
  });
}
