import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTICE_KINDS } from '@shared/constants';
import { COMMUNITY_MAIL_KINDS, type MemberMailKind } from '@shared/mail-kinds';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import type { SessionUser } from '@/lib/auth/auth-context';
import { useOneShot } from '@/lib/data/use-data';
import { useMutation } from '@/lib/data/use-mutation';
import { useHashTarget } from '@/lib/use-hash-target';
import { getOwnEmailOff, saveOwnEmailOff } from '@/lib/profile/own-profile';

/**
 * /profile's e-mail notices: one switch per kind of notice, saved as it is changed. Turning one
 * off stops only its e-mail (the in-app notice stays), as does the one-click unsubscribe link at
 * the bottom of each e-mail (functions/src/mail/unsubscribe.ts). Loaded after the page's forms.
 */
export function NotificationSettings({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const stored = useOneShot<MemberMailKind[]>(['email-off', user.uid], () => getOwnEmailOff(user.uid));
  useHashTarget(stored.status !== 'loading');
  return (
    <section className="card account-card" id="notifications" aria-labelledby="notifications-heading">
      <h2 id="notifications-heading">{t('notifications.title')}</h2>
      <p>{t('notifications.lead')}</p>
      {user.emailVerified ? null : <Alert tone="info">{t('notifications.unverified')}</Alert>}
      {stored.status === 'loading' ? <Spinner /> : <KindSwitches uid={user.uid} initial={stored.data ?? []} />}
    </section>
  );
}

const GROUPS = [
  { legend: 'legend', kinds: NOTICE_KINDS },
  { legend: 'communityLegend', kinds: COMMUNITY_MAIL_KINDS },
] as const;

function KindSwitches({ uid, initial }: { uid: string; initial: MemberMailKind[] }) {
  const { t } = useTranslation('profile');
  const [off, setOff] = useState<MemberMailKind[]>(initial);
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);
  const save = useMutation('e-mail settings', (next: MemberMailKind[]) => saveOwnEmailOff(uid, next));

  const toggle = (kind: MemberMailKind, on: boolean) => {
    const before = off;
    const next = on ? off.filter((k) => k !== kind) : [...off, kind];
    setOff(next);
    setStatus(null);
    save.run(next).then(
      () => setStatus('saved'),
      () => {
        // Nothing is lost: the switch goes back to what is stored.
        setOff(before);
        setStatus('failed');
      },
    );
  };

  return (
    <div className="notification-groups">
      {GROUPS.map(({ legend, kinds }) => (
        <fieldset key={legend} className="notification-kinds" disabled={save.busy}>
          <legend>{t(`notifications.${legend}`)}</legend>
          {kinds.map((kind) => (
            <label key={kind} className="checkbox">
              <input
                type="checkbox"
                name={kind}
                checked={!off.includes(kind)}
                onChange={(e) => toggle(kind, e.target.checked)}
              />
              <span>{t(`notifications.kinds.${kind}`)}</span>
            </label>
          ))}
        </fieldset>
      ))}
      <p className="notification-status" role="status">
        {status === 'saved' ? t('notifications.saved') : null}
      </p>
      {status === 'failed' ? <Alert>{t('notifications.failed')}</Alert> : null}
    </div>
  );
}
