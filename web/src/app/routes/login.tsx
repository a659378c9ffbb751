import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { credentialsSchema, type Credentials } from '@shared/schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { useSignIn } from '@/features/auth/hooks/use-account';
import { authErrorKey } from '@/lib/auth/auth-error-message';
import '@/features/auth/auth.css';

/** Navigation state: set by Delete my account on /profile, which ends here. */
interface LoginNotice {
  accountDeleted?: boolean;
}

/** /login (spec section 2): e-mail and password, then home. */
export function Component() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const notice = useLocation().state as LoginNotice | null;
  const { run, busy, error } = useSignIn(() => navigate(paths.home));
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Credentials>({ resolver: zodResolver(credentialsSchema), defaultValues: { email: '', password: '' } });

  // A failure stays in `error` (and the console): nothing more to do with it here.
  const onSubmit = handleSubmit((values) => run(values).catch(() => undefined));

  return (
    <div className="auth-page">
      <div className="card auth-card">
        <h1 className="page-title">{t('login.title')}</h1>
        <form className="form" onSubmit={onSubmit} noValidate>
          {notice?.accountDeleted && !error ? <Alert tone="success">{t('login.accountDeleted')}</Alert> : null}
          {error ? <Alert>{t(authErrorKey(error) ?? 'login.failed')}</Alert> : null}
          <Field label={t('email')} error={errors.email?.message}>
            <input className="input" type="email" autoComplete="email" {...register('email')} />
          </Field>
          <Field label={t('password')} error={errors.password?.message}>
            <input className="input" type="password" autoComplete="current-password" {...register('password')} />
          </Field>
          <p className="auth-forgot">
            <Link to={paths.forgotPassword}>{t('login.forgotLink')}</Link>
          </p>
          <Button type="submit" busy={busy}>
            {busy ? t('login.submitting') : t('login.submit')}
          </Button>
        </form>
        <p className="auth-switch">
          {t('login.noAccount')} <Link to={paths.register}>{t('login.registerLink')}</Link>
        </p>
      </div>
    </div>
  );
}
