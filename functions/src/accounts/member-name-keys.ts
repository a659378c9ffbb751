/**
 * Keeps each profile's folded name keys (shared/member-name.ts) in step with its name, for the
 * desk's Find Member by name. Members write their own names (firestore.rules), never the keys.
 * The keys are computed from the profile as it is NOW, in a transaction, so events arriving out
 * of order or twice converge on the latest name; writes that leave the name alone change nothing.
 */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import { memberNameKeys } from '../shared/member-name.js';
import { db } from '../lib/admin.js';
import { profiles } from '../lib/documents.js';

export const indexMemberName = onDocumentWritten(`${COLLECTIONS.profiles}/{uid}`, async (event) => {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  if (!after) return;
  if (before?.firstName === after.firstName && before?.lastName === after.lastName && after.nameKey !== undefined)
    return;
  const ref = profiles().doc(event.params.uid);
  await db.runTransaction(async (tx) => {
    const profile = (await tx.get(ref)).data();
    if (!profile) return;
    const keys = memberNameKeys(profile);
    if (profile.nameKey !== keys.nameKey || profile.lastNameKey !== keys.lastNameKey) tx.update(ref, keys);
  });
});
