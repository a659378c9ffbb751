import { useMutation } from '@/lib/data/use-mutation';
import { changeEmail, changePassword, deleteOwnAccount } from '../api/account-security';

export const useChangeEmail = () => useMutation('change e-mail', changeEmail);
export const useChangePassword = () => useMutation('change password', changePassword);
export const useDeleteAccount = () => useMutation('delete account', deleteOwnAccount);
