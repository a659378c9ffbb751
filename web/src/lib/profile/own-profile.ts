/** The signed-in member's own profile document (profiles/{uid}). */
import { getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { profiles, newProfile, profileSchema, profileSettingsOf } from '@shared/documents/profile';
import { readDocument } from '@shared/documents/fields';
import type { Language } from '@shared/languages';
import type { MemberMailKind } from '@shared/mail-kinds';
import type { ProfileSettings, RegistrationDetails } from '@shared/profile-schemas';
import { forUpdate, ref } from '@/lib/firebase/documents';

const profileRef = (uid: string) => ref(profiles, uid);

export interface LoadedProfile {
  settings: ProfileSettings;
  /** False for an account made without the sign-up form that has no profile yet. */
  exists: boolean;
}

/** Missing values read as empty strings and an empty list (spec section 3). */
export async function getOwnProfile(uid: string): Promise<LoadedProfile> {
  const snap = await getDoc(profileRef(uid));
  const data = snap.data();
  return { exists: data !== undefined, settings: profileSettingsOf(data ?? readDocument(profileSchema, undefined)) };
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
  await setDoc(profileRef(uid), newProfile(email, fields));
}

/** Saves Profile Settings and renames the Auth user after the first name, which the header shows. */
export async function saveOwnProfile(
  member: { uid: string; email: string | null },
  settings: ProfileSettings,
  exists: boolean,
): Promise<void> {
  if (exists) await updateDoc(profileRef(member.uid), forUpdate(profileSettingsOf(settings)));
  else await createOwnProfile(member.uid, member.email ?? '', settings);
  // The session has loaded the Auth SDK already; importing it here too would put it in this page's chunk.
  const { renameSignedInUser } = await import('@/lib/auth/session');
  await renameSignedInUser(settings.firstName || null);
}

/** The site language the member chose last (the header's switch), or null if they never chose. */
export async function getOwnLanguage(uid: string): Promise<Language | null> {
  return (await getDoc(profileRef(uid))).data()?.language ?? null;
}

/** The notices the member does not want by e-mail (/profile's notification settings). */
export async function getOwnEmailOff(uid: string): Promise<MemberMailKind[]> {
  return (await getDoc(profileRef(uid))).data()?.emailOff ?? [];
}

export async function saveOwnEmailOff(uid: string, emailOff: MemberMailKind[]): Promise<void> {
  await updateDoc(profileRef(uid), forUpdate({ emailOff }));
}

/** Keeps the member's language choice on their profile, so signing in elsewhere opens in it. */
export async function saveOwnLanguage(uid: string, language: Language): Promise<void> {
  await updateDoc(profileRef(uid), forUpdate({ language }));
}
