import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { newPasswordFormSchema, type NewPasswordForm } from '@shared/schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { authErrorKey } from '@/lib/auth/auth-error-message';
import { useEmailLink, usePasswordResetLink, useSetNewPassword } from '@/features/auth/hooks/use-account';
import { OutcomeCard } from '@/features/auth/components/outcome-card';
import '@/features/auth/auth.css';

/** Firebase's link modes that only confirm something about the address (no form to fill in). */
const EMAIL_MODES = new Set(['verifyEmail', 'verifyAndChangeEmail', 'recoverEmail']);

/**
 * /reset-password?mode=...&oobCode=...: where Firebase Auth's e-mailed links land. A reset link
 * shows the new-password form for its account; an e-mail link (verify, change, recover) is applied
 * at once. A used, expired or damaged link says so and offers a new one.
 */
export function Component() {
  const [params] = useSearchParams();
  const oobCode = params.get('oobCode') ?? '';
  const mode = params.get('mode') ?? 'resetPassword';
  if (!oobCode) return <InvalidLink />;
  return EMAIL_MODES.has(mode) ? <EmailLink oobCode={oobCode} /> : <PasswordReset oobCode={oobCode} />;
}

function PasswordReset({ oobCode }: { oobCode: string }) {
  const link = usePasswordResetLink(oobCode);
  const [done, setDone] = useState(false);
  if (link.status === 'loading') return <Checking />;
  if (link.status === 'error') return <InvalidLink />;
  if (done) return <ResetDone />;
  return <NewPasswordFormCard oobCode={oobCode} email={link.data} onDone={() => setDone(true)} />;
}

function NewPasswordFormCard({ oobCode, email, onDone }: { oobCode: string; email: string; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const { run, busy, error } = useSetNewPassword(oobCode, onDone);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ newPassword }) => run(newPassword).catch(() => undefined));

  return (
    <div className="auth-page">
      <div className="card auth-card">
        <h1 className="page-title">{t('reset.title')}</h1>
        <p className="page-lead">{t('reset.forAccount', { email })}</p>
        <form className="form" onSubmit={onSubmit} noValidate>
          {error ? <Alert>{t(authErrorKey(error) ?? 'reset.failed')}</Alert> : null}
          {/* For password managers: which account the new password belongs to. */}
          <input type="email" value={email} autoComplete="username" readOnly hidden />
          <Field label={t('reset.newPassword')} hint={t('reset.newPasswordHint')} error={errors.newPassword?.message}>
            <input className="input" type="password" autoComplete="new-password" {...register('newPassword')} />
          </Field>
          <Field label={t('reset.confirmPassword')} error={errors.confirmPassword?.message}>
            <input className="input" type="password" autoComplete="new-password" {...register('confirmPassword')} />
          </Field>
          <Button type="submit" busy={busy}>
            {busy ? t('reset.submitting') : t('reset.submit')}
          </Button>
        </form>
      </div>
    </div>
  );
}

function EmailLink({ oobCode }: { oobCode: string }) {
  const { t } = useTranslation('auth');
  const applied = useEmailLink(oobCode);
  if (applied.status === 'loading') return <Checking />;
  if (applied.status === 'error') return <InvalidLink />;
  return (
    <OutcomeCard
      icon={<CheckCircle2 size={48} />}
      title={t('reset.emailConfirmedTitle')}
      text={t('reset.emailConfirmed')}
    >
      <Link to={paths.community} className="btn btn-primary">
        {t('reset.toCommunity')}
      </Link>
    </OutcomeCard>
  );
}

function ResetDone() {
  const { t } = useTranslation('auth');
  return (
    <OutcomeCard icon={<CheckCircle2 size={48} />} title={t('reset.doneTitle')} text={t('reset.done')}>
      <Link to={paths.login} className="btn btn-primary">
        {t('reset.signIn')}
      </Link>
    </OutcomeCard>
  );
}

function InvalidLink() {
  const { t } = useTranslation('auth');
  return (
    <OutcomeCard icon={<TriangleAlert size={48} />} title={t('reset.invalidTitle')} text={t('reset.invalid')} warning>
      <Link to={paths.forgotPassword} className="btn btn-primary">
        {t('reset.askAgain')}
      </Link>
    </OutcomeCard>
  );
}

function Checking() {
  const { t } = useTranslation('auth');
  return (
    <div className="auth-page">
      <div className="card auth-card auth-success">
        <Spinner label={t('reset.checking')} />
      </div>
    </div>
  );
}
