import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  changeEmailSchema,
  changePasswordSchema,
  type ChangeEmailInput,
  type ChangePasswordInput,
} from '@shared/schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { VerifyEmailNotice } from '@/components/verify-email-notice';
import type { SessionUser } from '@/lib/auth/auth-context';
import { useChangeEmail, useChangePassword } from '../hooks/use-account-security';
import { accountErrorMessage } from '../lib/account-error';

const DeleteAccountDialog = lazyDialog(() => import('./delete-account-dialog').then((m) => m.DeleteAccountDialog));

type Status = { tone: 'error' | 'success'; message: string } | null;

/** Runs a change and keeps its outcome for the card to show; a success also empties the form. */
function useOutcome<V>(run: (values: V) => Promise<void>, succeeded: (values: V) => string, failureKey: string) {
  const { t } = useTranslation('profile');
  const [status, setStatus] = useState<Status>(null);
  const submit = async (values: V, reset: () => void) => {
    setStatus(null);
    try {
      await run(values);
      reset();
      setStatus({ tone: 'success', message: succeeded(values) });
    } catch (err) {
      setStatus({ tone: 'error', message: accountErrorMessage(err, t, failureKey) });
    }
  };
  return { status, submit };
}

/** The account part of /profile: e-mail address, password, and Delete my account. */
export function AccountSettings({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const [deleting, setDeleting] = useState(false);
  return (
    <section className="account-settings" aria-labelledby="account-heading">
      <h2 id="account-heading" className="account-heading">
        {t('account.title')}
      </h2>
      <EmailCard user={user} />
      <PasswordCard email={user.email ?? ''} />
      <section className="card account-card account-danger" aria-labelledby="delete-heading">
        <h3 id="delete-heading">{t('account.delete.title')}</h3>
        <p>{t('account.delete.lead')}</p>
        <Button
          variant="danger"
          onClick={() => setDeleting(true)}
          onPointerEnter={DeleteAccountDialog.preload}
          onFocus={DeleteAccountDialog.preload}
        >
          {t('account.delete.open')}
        </Button>
      </section>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} email={user.email ?? ''} />
    </section>
  );
}

function EmailCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const change = useChangeEmail();
  const { status, submit } = useOutcome(
    change.run,
    (values) => t('account.email.sent', { email: values.newEmail }),
    'account.email.failed',
  );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangeEmailInput>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { newEmail: '', currentPassword: '' },
  });
  const onSubmit = handleSubmit((values) => submit(values, reset));

  return (
    <section className="card account-card" aria-labelledby="email-heading">
      <h3 id="email-heading">{t('account.email.title')}</h3>
      <p>
        {t('account.email.current')}{' '}
        <bdi data-testid="account-email">
          <strong>{user.email}</strong>
        </bdi>{' '}
        <span className={user.emailVerified ? 'badge badge-success' : 'badge badge-accent'}>
          {user.emailVerified ? t('account.email.verified') : t('account.email.unverified')}
        </span>
      </p>
      <VerifyEmailNotice />
      <form className="form" onSubmit={onSubmit} noValidate>
        {status ? <Alert tone={status.tone}>{status.message}</Alert> : null}
        <p className="field-hint">{t('account.email.lead')}</p>
        <div className="account-fields">
          <Field label={t('account.email.newEmail')} error={errors.newEmail?.message}>
            <input className="input" type="email" autoComplete="email" {...register('newEmail')} />
          </Field>
          <Field label={t('account.currentPassword')} error={errors.currentPassword?.message}>
            <input className="input" type="password" autoComplete="current-password" {...register('currentPassword')} />
          </Field>
        </div>
        <div className="form-actions">
          <Button type="submit" variant="secondary" busy={change.busy}>
            {change.busy ? t('account.email.submitting') : t('account.email.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function PasswordCard({ email }: { email: string }) {
  const { t } = useTranslation('profile');
  const change = useChangePassword();
  const { status, submit } = useOutcome(change.run, () => t('account.password.changed'), 'account.password.failed');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit((values) => submit(values, reset));

  return (
    <section className="card account-card" aria-labelledby="password-heading">
      <h3 id="password-heading">{t('account.password.title')}</h3>
      <form className="form" onSubmit={onSubmit} noValidate>
        {status ? <Alert tone={status.tone}>{status.message}</Alert> : null}
        {/* For password managers: which account the new password belongs to. */}
        <input type="email" value={email} autoComplete="username" readOnly hidden />
        <Field label={t('account.currentPassword')} error={errors.currentPassword?.message}>
          <input className="input" type="password" autoComplete="current-password" {...register('currentPassword')} />
        </Field>
        <div className="account-fields">
          <Field
            label={t('account.password.newPassword')}
            hint={t('account.password.hint')}
            error={errors.newPassword?.message}
          >
            <input className="input" type="password" autoComplete="new-password" {...register('newPassword')} />
          </Field>
          <Field label={t('account.password.confirmPassword')} error={errors.confirmPassword?.message}>
            <input className="input" type="password" autoComplete="new-password" {...register('confirmPassword')} />
          </Field>
        </div>
        <div className="form-actions">
          <Button type="submit" variant="secondary" busy={change.busy}>
            {change.busy ? t('account.password.submitting') : t('account.password.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
