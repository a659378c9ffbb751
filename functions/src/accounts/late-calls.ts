/**
 * A call that passed the wrapper's live-account check just before its member chose Delete my
 * account may write after the erasers ran (a reply after its moderation, a chat after the model
 * answered). Each signed-in call therefore looks for the account's closed marker once it is done
 * (lib/callable.ts runs this hook; index.ts imports this module before any callable): the marker is
 * written before the erasers start, so either this call's writes came before the erasers (which
 * erased them), or it sees the marker and erases them itself (the erasers are idempotent). Its
 * caller is refused. deleteAccount itself is the one call that closes the account on purpose.
 */
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { setAfterSignedInCall } from '../lib/callable.js';
import { eraseAccount, isClosedAccount } from './account-erasure.js';

export async function eraseIfClosedMeanwhile(uid: string): Promise<void> {
  if (!(await isClosedAccount(uid))) return;
  await eraseAccount(uid, (eraser, err) => logger.error(`account eraser ${eraser} failed after a late call`, err));
  throw new HttpsError('unauthenticated', 'Sign in to continue.');
}

setAfterSignedInCall(async (uid, name) => {
  if (name !== 'deleteAccount') await eraseIfClosedMeanwhile(uid);
});
