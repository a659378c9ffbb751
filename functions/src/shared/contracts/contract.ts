/**
 * What one callable's contract entry says (shared/contracts/<domain>.ts; shared/callables.ts joins
 * the domains). The server wrapper (functions/src/lib/callable.ts) reads access, verifiedEmail and
 * input; the handler's and the clients' types come from input and output; refusals are what the
 * handler may answer in HttpsError.details.reason, besides the wrapper's universal ones.
 */
import type { z } from 'zod/mini';
import type { ErrorReason } from '../api.js';

/** Who may call: anyone, any signed-in account, librarians and admins, admins only. */
export type Access = 'public' | 'signedIn' | 'staff' | 'admin';

/**
 * The refusals any callable may answer without listing them: a request its schema (or an id check)
 * rejects, and a caller over its rate limit. Two more come from the entry or the spec, not the
 * list: 'email-unverified' from `verifiedEmail`, and 'ai-budget-spent' for the callables that
 * spend the site's AI budget (AI_CALLABLE). The web words all four once, for every callable.
 */
export const UNIVERSAL_REFUSALS = ['validation', 'rate-limited'] as const satisfies readonly ErrorReason[];

export interface Contract {
  access: Access;
  /**
   * Needs a verified e-mail address (the token's email_verified): refused with failed-precondition,
   * reason 'email-unverified', before the input is read. Only for signed-in access. Given to
   * anything others read (posts, groups, reports) and anything that takes a share of what the
   * library lends (a licence, a place in a hold queue), so a throwaway address can neither post
   * nor tie up books; not to reading, book chat, giving back (return, cancel, leave), renewing (a
   * desk loan was lent in person), one's own settings, the contact form (open to visitors) and
   * staff work (staff accounts are made by admins). docs/security.md, "Who needs a verified address".
   */
  verifiedEmail?: true;
  /** The request schema (shared/schemas.ts): the wrapper validates with it before anything runs. */
  input: z.ZodMiniType;
  /** Only its type is used: the response the handler returns and the caller receives. */
  output: unknown;
  /**
   * Every reason the handler, and the engines it calls, may refuse with (HttpsError
   * details.reason), UNIVERSAL_REFUSALS aside. The wrapper logs one it is not told of as an
   * error, and under the Functions emulator answers it as `internal`, so the tests find it.
   */
  refusals: readonly ErrorReason[];
}
