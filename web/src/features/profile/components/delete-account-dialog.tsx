import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { deleteAccountConfirmSchema, type DeleteAccountConfirm } from '@shared/schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useDeleteAccount } from '../hooks/use-account-security';
import { accountErrorMessage } from '../lib/account-error';

/**
 * Delete my account: says what goes and what stays, then asks for the password. On success the
 * member lands on /login, which says the account is gone.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  email,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: string;
}) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const remove = useDeleteAccount();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DeleteAccountConfirm>({
    resolver: zodResolver(deleteAccountConfirmSchema),
    defaultValues: { currentPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword }) => {
    try {
      await remove.run(currentPassword);
    } catch {
      return; // Shown below from remove.error.
    }
    // Leave /profile first (and wait: /login's code may still be loading): signed out there, the
    // page would redirect to /login itself, without the notice.
    await navigate(paths.login, { replace: true, state: { accountDeleted: true } });
    await signOut().catch((err: unknown) => console.error('sign-out after deletion failed', err));
  });

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !remove.busy && onOpenChange(next)}
      title={t('account.delete.dialogTitle')}
      description={t('account.delete.dialogLead', { email })}
    >
      <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
        {remove.error !== undefined ? (
          <Alert>{accountErrorMessage(remove.error, t, 'account.delete.failed')}</Alert>
        ) : null}
        <ul className="account-delete-list">
          <li>{t('account.delete.gone')}</li>
          <li>{t('account.delete.kept')}</li>
          <li>{t('account.delete.keptLoans')}</li>
          <li>{t('account.delete.final')}</li>
        </ul>
        <input type="email" value={email} autoComplete="username" readOnly hidden />
        <Field label={t('account.delete.password')} error={errors.currentPassword?.message}>
          <input className="input" type="password" autoComplete="current-password" {...register('currentPassword')} />
        </Field>
        <div className="form-actions">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={remove.busy}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" variant="danger" busy={remove.busy}>
            {remove.busy ? t('account.delete.submitting') : t('account.delete.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
