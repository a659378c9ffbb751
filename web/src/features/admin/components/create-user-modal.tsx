import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UserSummary } from '@shared/api';
import { ROLES } from '@shared/roles';
import { createUserSchema, type CreateUserInput } from '@shared/schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { errorDetails } from '@/lib/callable-errors';
import { useCreateUser } from '../hooks/use-users';

/** Create User (spec section 6): e-mail, password and a preset role; the account is confirmed. */
export function CreateUserModal({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (user: UserSummary) => void;
}) {
  const { t } = useTranslation('admin');
  const createUser = useCreateUser();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CreateUserInput>({
    resolver: zodResolver(createUserSchema),
    defaultValues: { email: '', password: '', role: 'reader' },
  });

  const close = (next: boolean) => {
    if (!next) {
      reset();
      setError(null);
    }
    onOpenChange(next);
  };

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const created = await createUser.run(values);
      onCreated(created);
      close(false);
    } catch (err) {
      // Logged by the mutation.
      setError(errorDetails(err)?.reason === 'email-exists' ? t('messages.emailExists') : t('messages.createFailed'));
    }
  });

  return (
    <Modal open={open} onOpenChange={close} title={t('create.title')} description={t('create.description')}>
      <form className="form" onSubmit={onSubmit} noValidate>
        {error ? <Alert>{error}</Alert> : null}
        <Field label={t('create.email')} error={errors.email?.message}>
          <input className="input" type="email" autoComplete="off" {...register('email')} />
        </Field>
        <Field label={t('create.password')} error={errors.password?.message}>
          <input className="input" type="password" autoComplete="new-password" {...register('password')} />
        </Field>
        <Field label={t('create.role')} error={errors.role?.message}>
          <select className="select" {...register('role')}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
        </Field>
        <div className="form-actions">
          <Button variant="secondary" onClick={() => close(false)} disabled={isSubmitting}>
            {t('cancel', { ns: 'common' })}
          </Button>
          <Button type="submit" busy={isSubmitting}>
            {isSubmitting ? t('create.submitting') : t('create.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
