import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { profileSettingsSchema, type ProfileSettings } from '@shared/profile-schemas';
import { ProfileDetailsFields } from '@/components/forms/profile-details-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import type { LoadedProfile } from '@/lib/profile/own-profile';
import { AccountSettings } from '@/features/profile/components/account-settings';
import { UNREADABLE_PROFILE, useOwnProfile, useSaveOwnProfile } from '@/features/profile/hooks/use-own-profile';
import '@/features/profile/profile.css';

// After the page's own forms: its switches are not what most visits to /profile are for.
const NotificationSettings = lazy(() =>
  import('@/features/profile/components/notification-settings').then((m) => ({ default: m.NotificationSettings })),
);
// Lazily too: /profile's first load is at its budget (scripts/bench/bundle.ts).
const DownloadMyData = lazy(() =>
  import('@/features/profile/components/download-my-data').then((m) => ({ default: m.DownloadMyData })),
);

/** /profile (spec sections 2 and 4): signed-out visitors go to /login. */
export function Component() {
  const { user } = useAuth();
  const profile = useOwnProfile(user?.uid ?? null);
  if (user === null) return <Navigate to={paths.login} replace />;
  if (user === undefined || profile.status === 'loading') return <Spinner />;
  // Keyed by uid so another account's values never linger in the forms.
  return (
    <div className="profile-page" key={user.uid}>
      <ProfileSettingsForm loaded={profile.data ?? UNREADABLE_PROFILE} />
      <div className="notification-settings">
        <Suspense fallback={<Spinner />}>
          <NotificationSettings user={user} />
        </Suspense>
      </div>
      <div className="my-data-settings">
        <Suspense fallback={null}>
          <DownloadMyData />
        </Suspense>
      </div>
      <AccountSettings user={user} />
    </div>
  );
}

function ProfileSettingsForm({ loaded }: { loaded: LoadedProfile }) {
  const { t } = useTranslation('profile');
  const { user, refreshSession } = useAuth();
  const saveProfile = useSaveOwnProfile();
  const [exists, setExists] = useState(loaded.exists);
  const [status, setStatus] = useState<{ tone: 'error' | 'success'; message: string } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProfileSettings>({ resolver: zodResolver(profileSettingsSchema), defaultValues: loaded.settings });
  const avatarUrl = useWatch({ control, name: 'avatarUrl' });

  const onSubmit = handleSubmit(async (values) => {
    setStatus(null);
    try {
      if (!user) throw new Error('signed out');
      await saveProfile.run(user, values, exists);
      setExists(true);
      // Picks up the new display name, so the header shows the new first name at once.
      await refreshSession().catch((err: unknown) => {
        console.error('session refresh failed', err);
        throw err;
      });
      setStatus({ tone: 'success', message: t('saved') });
    } catch {
      // Logged above or by the mutation.
      setStatus({ tone: 'error', message: t('failed') });
    }
  });

  return (
    <>
      <div className="profile-heading">
        {avatarUrl && profileSettingsSchema.shape.avatarUrl.safeParse(avatarUrl).success ? (
          <img className="profile-avatar" src={avatarUrl} alt={t('avatarAlt')} width={64} height={64} />
        ) : null}
        <div>
          <h1 className="page-title">{t('title')}</h1>
          <p className="page-lead">{t('lead')}</p>
        </div>
      </div>
      {status ? <Alert tone={status.tone}>{status.message}</Alert> : null}
      <form className="form card profile-form" onSubmit={onSubmit} noValidate>
        <ProfileDetailsFields register={register} control={control} errors={errors} />
        <div className="form-actions">
          <Button type="submit" busy={isSubmitting}>
            {isSubmitting ? t('saving') : t('save')}
          </Button>
        </div>
      </form>
    </>
  );
}
