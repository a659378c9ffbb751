import type { ChangeEmailInput, ChangePasswordInput } from '@shared/schemas';
import { useMutation } from '@/lib/data/use-mutation';

/**
 * Loaded at the first change: the page frame already loads the Auth SDK after first render
 * (lib/auth/session.ts), so a static import would only put it into /profile's own budget.
 */
const api = () => import('../api/account-security');

export const useChangeEmail = () =>
  useMutation('change e-mail', async (input: ChangeEmailInput) => (await api()).changeEmail(input));
export const useChangePassword = () =>
  useMutation('change password', async (input: ChangePasswordInput) => (await api()).changePassword(input));
export const useDeleteAccount = () =>
  useMutation('delete account', async (currentPassword: string) => (await api()).deleteOwnAccount(currentPassword));
