import { EMPTY_PROFILE_DETAILS } from '@/components/forms/profile-details-fields';
import { useOneShot } from '@/lib/data/use-data';
import { useMutation } from '@/lib/data/use-mutation';
import { getOwnProfile, saveOwnProfile, type LoadedProfile } from '@/lib/profile/own-profile';

/** The member's profile, loaded once; idle while signed out. */
export function useOwnProfile(uid: string | null) {
  return useOneShot<LoadedProfile>(['own-profile', uid], () => getOwnProfile(uid!));
}

/** What the form shows when the profile could not be read: a load failure is logged only (spec section 8). */
export const UNREADABLE_PROFILE: LoadedProfile = { exists: true, settings: EMPTY_PROFILE_DETAILS };

/** Saves Profile Settings (busy/error like every write). */
export const useSaveOwnProfile = () => useMutation('profile save', saveOwnProfile);
