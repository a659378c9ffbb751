import { logger } from 'firebase-functions/v2';
import { displayNameOf } from '../shared/display-name.js';
import { isReservedName } from '../shared/name-policy.js';
import { cleanForModel } from '../shared/text-normalize.js';
import { getAiService } from '../ai/index.js';
import { profiles } from '../lib/documents.js';
import type { SignedInCaller } from '../lib/callable.js';
import { appError } from '../lib/errors.js';

/**
 * How the caller appears to other members (first name and last initial, or a masked e-mail when
 * the profile has no name), read from their profile on the server so a client can never choose
 * the name it posts under. The name must not pose as the assistant or as staff (shared/
 * name-policy.ts) and must pass moderation, or the call is refused with 'name-not-allowed' and
 * nothing is written. A name's verdict is kept on the profile (nameReview, server-only), so an
 * unchanged name is moderated once, not on every post.
 */
export async function memberNameOf(caller: SignedInCaller): Promise<string> {
  const ref = profiles().doc(caller.uid);
  const { firstName = '', lastName = '', nameReview: review } = (await ref.get()).data() ?? {};
  const name = displayNameOf({ firstName, lastName, email: caller.email });
  if (!firstName.trim() && !lastName.trim()) return name; // the masked e-mail: nothing to judge

  const fullName = `${firstName} ${lastName}`.trim();
  if ([firstName, lastName, fullName, name].some(isReservedName)) throw nameNotAllowed();
  if (review?.name === fullName) {
    if (review.safe === true) return name;
    throw nameNotAllowed();
  }
  let safe: boolean;
  try {
    safe = (await getAiService().moderate(cleanForModel(fullName))).safe;
  } catch (err) {
    logger.warn('name moderation failed', err);
    throw appError('unavailable', { reason: 'moderation-failed' });
  }
  await ref.set({ nameReview: { name: fullName, safe } }, { merge: true });
  if (!safe) throw nameNotAllowed();
  return name;
}

const nameNotAllowed = () => appError('failed-precondition', { reason: 'name-not-allowed' });
