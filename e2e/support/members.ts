import { COLLECTIONS } from '@shared/collections';
import { storedProfile } from '../../testing/documents';
import { forAdmin } from '../../testing/sdk';
import { admin } from '../../testing/clients';

let n = 0;

/**
 * A member made for one test (uniquely named, first name Mira), with a profile, verified unless
 * asked otherwise. `removeMembers` deletes those still there (a test may have deleted its own) and
 * the discussions they started.
 */
export async function newMember({ emailVerified = true } = {}) {
  const { auth, db } = admin();
  const email = `mira-${Date.now()}-${n++}@test.library`;
  const password = 'first-pass-1';
  const user = await auth.createUser({ email, password, displayName: 'Mira', emailVerified });
  made.push(user.uid);
  await db
    .doc(`${COLLECTIONS.profiles}/${user.uid}`)
    .set(forAdmin(storedProfile(email, { firstName: 'Mira', lastName: 'Stone' })));
  return { uid: user.uid, email, password };
}

const made: string[] = [];
export async function removeMembers() {
  const { auth, db } = admin();
  for (const uid of made.splice(0)) {
    await auth.deleteUser(uid).catch(() => undefined);
    await db.recursiveDelete(db.doc(`${COLLECTIONS.profiles}/${uid}`));
    const posts = await db.collection(COLLECTIONS.discussions).where('createdBy', '==', uid).get();
    for (const post of posts.docs) await db.recursiveDelete(post.ref);
  }
}
