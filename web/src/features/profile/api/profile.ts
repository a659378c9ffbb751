/** The signed-in member's own profile document (profiles/{uid}). */
import { updateProfile, type User } from 'firebase/auth';
import { doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';
import { INTERESTS } from '@shared/constants';
import type { ProfileSettings } from '@shared/schemas';
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
 * Saves Profile Settings and renames the Auth user after the first name, which the header shows.
 * A profile that does not exist yet is created (the rules allow the owner to create it once,
 * without a role).
 */
export async function saveOwnProfile(user: User, settings: ProfileSettings, exists: boolean): Promise<void> {
  if (exists) await updateDoc(profileRef(user.uid), { ...settings });
  else await setDoc(profileRef(user.uid), { email: user.email ?? '', createdAt: serverTimestamp(), ...settings });
  await updateProfile(user, { displayName: settings.firstName || null });
}
