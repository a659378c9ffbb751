import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { REGISTRATION_REDIRECT_MS } from '@shared/constants';
import { registrationDetailsSchema, type RegistrationDetails } from '@shared/profile-schemas';
import { credentialsSchema, type Credentials } from '@shared/schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { EMPTY_PROFILE_DETAILS, ProfileDetailsFields } from '@/components/forms/profile-details-fields';
import { paths } from '@/config/paths';
import { useRegister } from '@/features/auth/hooks/use-account';
import { authErrorKey } from '@/lib/auth/auth-error-message';
import { OutcomeCard } from '@/features/auth/components/outcome-card';
import '@/features/auth/auth.css';

type Step = 'account' | 'details' | 'done';

/** /register (spec sections 2 and 4): account, then profile details, then Registration Successful. */
export function Component() {
  const { t } = useTranslation('auth');
  const [step, setStep] = useState<Step>('account');
  const [credentials, setCredentials] = useState<Credentials>({ email: '', password: '' });

  if (step === 'done') return <RegistrationSuccess email={credentials.email} />;
  return (
    <div className="auth-page">
      <div className={step === 'details' ? 'card auth-card auth-card-wide' : 'card auth-card'}>
        <h1 className="page-title">{t('register.title')}</h1>
        <p className="auth-step">
          {t('register.step', { current: step === 'account' ? 1 : 2, total: 2 })}
          {' · '}
          {step === 'account' ? t('register.accountStep') : t('register.detailsStep')}
        </p>
        {step === 'account' ? (
          <AccountStep
            initial={credentials}
            onNext={(values) => {
              setCredentials(values);
              setStep('details');
            }}
          />
        ) : (
          <DetailsStep credentials={credentials} onBack={() => setStep('account')} onDone={() => setStep('done')} />
        )}
        <p className="auth-switch">
          {t('register.haveAccount')} <Link to={paths.login}>{t('register.loginLink')}</Link>
        </p>
      </div>
    </div>
  );
}

function AccountStep({ initial, onNext }: { initial: Credentials; onNext: (values: Credentials) => void }) {
  const { t } = useTranslation('auth');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Credentials>({ resolver: zodResolver(credentialsSchema), defaultValues: initial });
  return (
    <form className="form" onSubmit={handleSubmit(onNext)} noValidate>
      <Field label={t('email')} error={errors.email?.message}>
        <input className="input" type="email" autoComplete="email" {...register('email')} />
      </Field>
      <Field label={t('password')} error={errors.password?.message}>
        <input className="input" type="password" autoComplete="new-password" {...register('password')} />
      </Field>
      <Button type="submit">{t('register.next')}</Button>
    </form>
  );
}

function DetailsStep({
  credentials,
  onBack,
  onDone,
}: {
  credentials: Credentials;
  onBack: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('auth');
  const { run, busy, error } = useRegister(onDone);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<RegistrationDetails>({
    resolver: zodResolver(registrationDetailsSchema),
    defaultValues: EMPTY_PROFILE_DETAILS,
  });

  const onSubmit = handleSubmit((details) => run(credentials, details).catch(() => undefined));

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      {error ? <Alert>{t(authErrorKey(error) ?? 'register.failed')}</Alert> : null}
      <ProfileDetailsFields register={register} control={control} errors={errors} />
      <div className="form-actions">
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {t('register.back')}
        </Button>
        <Button type="submit" busy={busy}>
          {busy ? t('register.submitting') : t('register.submit')}
        </Button>
      </div>
    </form>
  );
}

function RegistrationSuccess({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(paths.login), REGISTRATION_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <OutcomeCard icon={<CheckCircle2 size={48} />} title={t('register.successTitle')} text={t('register.successText')}>
      <p>{t('register.verifySent', { email })}</p>
      <Link to={paths.login} className="btn btn-primary">
        {t('register.continueToLogin')}
      </Link>
    </OutcomeCard>
  );
}
