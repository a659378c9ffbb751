import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-context';

type Outcome = 'sent' | 'stillUnverified' | 'failed' | null;

/**
 * For a signed-in member whose e-mail address is not verified yet (nothing otherwise): posting to
 * the community waits for it (the server checks the token's email_verified). "Resend" sends the
 * link again; "I've confirmed" re-reads the account and a fresh token, so the member can post
 * without signing out once they have opened the link.
 */
export function VerifyEmailNotice() {
  const { t } = useTranslation();
  const { user, resendVerification, refreshSession } = useAuth();
  const [busy, setBusy] = useState<'resend' | 'refresh' | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  if (!user || user.emailVerified) return null;

  async function run(action: 'resend' | 'refresh') {
    setBusy(action);
    setOutcome(null);
    try {
      if (action === 'resend') {
        await resendVerification();
        setOutcome('sent');
      } else {
        await refreshSession();
        // Still shown only if the address is still unverified (the session now says so).
        setOutcome('stillUnverified');
      }
    } catch (err) {
      console.error(`verification ${action} failed`, err);
      setOutcome('failed');
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="alert alert-info verify-email" role="region" aria-labelledby="verify-email-title">
      <MailWarning size={22} aria-hidden="true" className="verify-email-icon" />
      <div>
        <p id="verify-email-title" className="verify-email-title">
          {t('verifyEmail.title')}
        </p>
        <p>{t('verifyEmail.text', { email: user.email ?? '' })}</p>
        <div className="verify-email-actions">
          <Button size="sm" busy={busy === 'resend'} onClick={() => void run('resend')}>
            {t('verifyEmail.resend')}
          </Button>
          <Button size="sm" variant="secondary" busy={busy === 'refresh'} onClick={() => void run('refresh')}>
            {t('verifyEmail.confirmed')}
          </Button>
        </div>
        <p role="status" className="verify-email-outcome">
          {outcome ? t(`verifyEmail.${outcome}`, { email: user.email ?? '' }) : null}
        </p>
      </div>
    </div>
  );
}
