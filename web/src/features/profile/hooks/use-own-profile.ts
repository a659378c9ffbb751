import { useEffect, useState } from 'react';
import { EMPTY_PROFILE_DETAILS } from '@/components/forms/profile-details-fields';
import { getOwnProfile, type LoadedProfile } from '@/lib/profile/own-profile';

/** The member's profile, loaded once; undefined while loading. A load failure is logged only (spec section 8). */
export function useOwnProfile(uid: string | null): LoadedProfile | undefined {
  const [loaded, setLoaded] = useState<{ uid: string; profile: LoadedProfile } | null>(null);
  useEffect(() => {
    if (!uid) return;
    let active = true;
    getOwnProfile(uid).then(
      (profile) => active && setLoaded({ uid, profile }),
      (err: unknown) => {
        console.error('profile load failed', err);
        if (active) setLoaded({ uid, profile: { exists: true, settings: EMPTY_PROFILE_DETAILS } });
      },
    );
    return () => {
      active = false;
    };
  }, [uid]);
  return loaded && loaded.uid === uid ? loaded.profile : undefined;
}
