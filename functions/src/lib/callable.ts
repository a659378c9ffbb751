/**
 * Every callable goes through `callable()`. In order, it
 *  1. checks sign-in and role: the token of a deleted or disabled account is refused at once (not
 *     up to an hour later, when it would expire); staff and admin access need
 *     the token's role claim AND the current role mirror on the caller's profile (written at the
 *     moment of a role change), so a demoted user's older token stops working at once
 *     (docs/security.md, "Roles"); the access level and whether a verified address is needed are
 *     the callable's contract entry's (shared/contracts/<domain>.ts);
 *  2. validates the input with the shared zod schema (a failure is invalid-argument, nothing runs);
 *  3. counts the caller's rate limit, then spends what the spec spends (AI callables: one call of
 *     the site's daily AI budget);
 *  4. runs the handler, turning any unexpected error into a bare `internal`, so no stack or
 *     provider text reaches the browser; a refusal whose reason the contract does not list (nor
 *     is universal) is logged, and under the Functions emulator answered as `internal`, so the
 *     tests find it before the web meets a reason it has no words for;
 *  5. for a signed-in caller, runs the after-call hook: the accounts domain's, which erases what the
 *     call wrote if the account was closed meanwhile.
 * Browsers are answered only from the site's own origins: by CORS, and again here, since the
 * Functions emulator opens CORS to every origin (its enableCors debug feature). Instances are
 * capped (lib/global-options.ts).
 */
import { HttpsError, onCall, type CallableRequest, type CallableOptions } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import type { ErrorReason } from '../shared/api.js';
import {
  CALLABLE_CONTRACTS,
  UNIVERSAL_REFUSALS,
  needsVerifiedEmail,
  refusalsOf,
  type AccessOf,
  type CallableData,
  type CallableName,
  type CallableOutput,
} from '../shared/callables.js';
import { lowerRole, roleFromClaims, type Role } from '../shared/roles.js';
import { rateLimitKeySecret, trustedProxyHops } from './params.js';
import { adminAuth, noSuchUser } from './admin.js';
import type { Access, Caller, CallerFor } from './caller.js';
import { clientAddress } from './client-address.js';
import { profiles } from './documents.js';
import { appError } from './errors.js';
import { enforceRateLimit, type RateLimitName } from './rate-limit.js';
import { siteOrigins } from './site-origins.js';

export type { Access, Caller, CallerFor, SignedInCaller } from './caller.js';

/**
 * The access level, the verified-address rule, the request schema, the response type and the
 * refusals come from the contract (shared/contracts/<domain>.ts); the spec brings the rest.
 */
export interface CallableSpec<N extends CallableName> {
  /** The per-caller limit counted before the handler runs. */
  rateLimit?: RateLimitName;
  /**
   * Spent once per call after the rate limit, before the handler: a shared allowance such as the
   * site's daily AI budget (AI_CALLABLE in ai/ brings it with the AI options: key, timeout).
   */
  spend?: () => Promise<void>;
  options?: CallableOptions;
  handler: (
    data: CallableData<N>,
    caller: CallerFor<AccessOf<N>>,
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
  const user = await adminAuth.getUser(uid).catch(noSuchUser);
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
 * Runs once a signed-in call is done, whatever its outcome; may refuse the caller by throwing. The
 * accounts domain registers it (accounts/late-calls.ts, imported by index.ts): a call that passed
 * assertLiveAccount just before its member chose Delete my account may write after the erasers
 * ran, so the hook looks for the account's closed marker and erases the call's writes.
 */
export type AfterSignedInCall = (uid: string, name: CallableName) => Promise<void>;

let afterSignedInCall: AfterSignedInCall | null = null;

export function setAfterSignedInCall(hook: AfterSignedInCall): void {
  afterSignedInCall = hook;
}

/** Fails closed: without the hook a signed-in call is an internal error, never an unchecked one. */
async function afterCall(uid: string, name: CallableName): Promise<void> {
  if (!afterSignedInCall) throw new Error('no after-call hook registered (accounts/late-calls.ts)');
  await afterSignedInCall(uid, name);
}

/** A browser on another web site (it always sends Origin) may not call us; scripts send none. */
function assertOrigin(request: CallableRequest<unknown>, allowed: readonly string[]): void {
  const origin = request.rawRequest?.headers?.origin;
  if (origin && !allowed.includes(origin)) throw new HttpsError('permission-denied', 'Origin not allowed.');
}

/**
 * The reasons `name` may refuse with: its contract's, the universal ones, 'email-unverified' when
 * it needs a verified address and 'ai-budget-spent' when it spends (the AI budget).
 */
function declaredRefusals(name: CallableName, spends: boolean): ReadonlySet<string> {
  const spent: ErrorReason[] = spends ? ['ai-budget-spent'] : [];
  return new Set([...refusalsOf([CALLABLE_CONTRACTS[name]]), ...UNIVERSAL_REFUSALS, ...spent]);
}

/** The reason a refusal carries (HttpsError details.reason), if any. */
function reasonOf(err: HttpsError): string | null {
  const details = err.details as { reason?: unknown } | undefined;
  return typeof details?.reason === 'string' ? details.reason : null;
}

/** The callable `name` of the contract; functions/src/index.ts exports it under that name. */
export function callable<N extends CallableName>(name: N, spec: CallableSpec<N>) {
  const { input, access } = CALLABLE_CONTRACTS[name];
  const declared = declaredRefusals(name, spec.spend !== undefined);
  const origins = siteOrigins();
  const secrets = [rateLimitKeySecret, ...(spec.options?.secrets ?? [])];
  const options: CallableOptions = {
    ...spec.options,
    secrets: [...new Set(secrets)],
    cors: origins,
  };
  return onCall(options, async (request): Promise<CallableOutput<N>> => {
    const caller = callerOf(request);
    try {
      assertOrigin(request, origins);
      await assertAccess(access, caller);
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
      if (spec.spend) await spec.spend();
      try {
        // assertAccess has refused a caller without a uid unless the access is public.
        return await spec.handler(parsed.data as CallableData<N>, caller as CallerFor<AccessOf<N>>, request);
      } finally {
        if (caller.uid) await afterCall(caller.uid, name);
      }
    } catch (err) {
      if (err instanceof HttpsError) {
        const reason = reasonOf(err);
        if (reason === null || declared.has(reason)) throw err;
        logger.error('undeclared refusal', { callable: name, reason, code: err.code });
        // The contract is the web's list of what to word: the emulator's tests must not pass by it.
        if (process.env.FUNCTIONS_EMULATOR === 'true') throw new HttpsError('internal', 'internal');
        throw err;
      }
      logger.error('callable failed', err);
      throw new HttpsError('internal', 'internal');
    }
  });
}
