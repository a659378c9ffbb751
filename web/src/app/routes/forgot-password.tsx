import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { passwordResetRequestSchema, type PasswordResetRequest } from '@shared/schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { authErrorKey } from '@/lib/auth/auth-error-message';
import { refusalMessageKey } from '@/lib/callable-errors';
import { useRequestPasswordReset } from '@/features/auth/hooks/use-account';
import { OutcomeCard } from '@/features/auth/components/outcome-card';
import '@/features/auth/auth.css';

/**
 * /forgot-password: sends a reset link. The answer is the same whether or not the address has an
 * account (api/account.ts), so nobody can use the form to find out who is a member.
 */
export function Component() {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { run, busy, error } = useRequestPasswordReset(setSentTo);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(({ email }) => run(email).catch(() => undefined));

  if (sentTo !== null) {
    return (
      <OutcomeCard
        icon={<MailCheck size={48} />}
        title={t('forgot.sentTitle')}
        text={t('forgot.sent', { email: sentTo })}
      >
        <Link to={paths.login} className="btn btn-primary">
          {t('forgot.backToLogin')}
        </Link>
      </OutcomeCard>
    );
  }

  return (
    <div className="auth-page">
      <div className="card auth-card">
        <h1 className="page-title">{t('forgot.title')}</h1>
        <p className="page-lead">{t('forgot.lead')}</p>
        <form className="form" onSubmit={onSubmit} noValidate>
          {error ? <Alert>{t(refusalMessageKey(error) ?? authErrorKey(error) ?? 'forgot.failed')}</Alert> : null}
          <Field label={t('email')} error={errors.email?.message}>
            <input className="input" type="email" autoComplete="email" {...register('email')} />
          </Field>
          <Button type="submit" busy={busy}>
            {busy ? t('forgot.submitting') : t('forgot.submit')}
          </Button>
        </form>
        <p className="auth-switch">
          <Link to={paths.login}>{t('forgot.backToLogin')}</Link>
        </p>
      </div>
    </div>
  );
}
