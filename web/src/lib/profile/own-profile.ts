/** The signed-in member's own profile document (profiles/{uid}). */
import { doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';
import { INTERESTS } from '@shared/constants';
import type { ProfileSettings, RegistrationDetails } from '@shared/schemas';
import { db } from '@/lib/firebase/firestore';

const profileRef = (uid: string) => doc(db, COLLECTIONS.profiles, uid);
const text = (v: unknown) => (typeof v === 'string' ? v : '');

export interface LoadedProfile {
  settings: ProfileSettings;
  /** False for an account made without the sign-up form that has no profile yet. */
  exists: boolean;
}

/** Missing values read as empty strings and an empty list (spec section 3). */
export async function getOwnProfile(uid: string): Promise<LoadedProfile> {
  const snap = await getDoc(profileRef(uid));
  const data = snap.data() ?? {};
  const interests = Array.isArray(data.interests) ? data.interests : [];
  return {
    exists: snap.exists(),
    settings: {
      firstName: text(data.firstName),
      lastName: text(data.lastName),
      avatarUrl: text(data.avatarUrl),
      dateOfBirth: text(data.dateOfBirth),
      fieldOfStudy: text(data.fieldOfStudy),
      interests: interests.filter((i): i is string => (INTERESTS as readonly string[]).includes(i)),
    },
  };
}

/**
 * Creates the member's profile document, without a role (the role is the custom claim; the rules
 * allow the owner to create it once, without one). Sign-up and a first Profile Settings save use it.
 */
export async function createOwnProfile(
  uid: string,
  email: string,
  fields: ProfileSettings | RegistrationDetails,
): Promise<void> {
  await setDoc(profileRef(uid), { email, createdAt: serverTimestamp(), ...fields });
}

/** Saves Profile Settings and renames the Auth user after the first name, which the header shows. */
export async function saveOwnProfile(
  member: { uid: string; email: string | null },
  settings: ProfileSettings,
  exists: boolean,
): Promise<void> {
  if (exists) await updateDoc(profileRef(member.uid), { ...settings });
  else await createOwnProfile(member.uid, member.email ?? '', settings);
  // The session has loaded the Auth SDK already; importing it here too would put it in this page's chunk.
  const { renameSignedInUser } = await import('@/lib/auth/session');
  await renameSignedInUser(settings.firstName || null);
}
