import { COLLECTIONS } from '../shared/collections.js';
import { displayNameOf } from '../shared/display-name.js';
import { db } from './admin.js';
import type { Caller } from './callable.js';

/**
 * How the caller appears to other members (first name and last initial, or a masked e-mail),
 * read from their profile on the server so a client can never choose the name it posts under.
 */
export async function memberNameOf(caller: Caller): Promise<string> {
  const profile = await db.collection(COLLECTIONS.profiles).doc(caller.uid!).get();
  const data = profile.data() ?? {};
  return displayNameOf({
    firstName: typeof data.firstName === 'string' ? data.firstName : null,
    lastName: typeof data.lastName === 'string' ? data.lastName : null,
    email: caller.email,
  });
}
