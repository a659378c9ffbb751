/** The admin callables: every role change and account creation happens on the server. */
import { CALLABLES, type ListUsersResponse, type UserSummary } from '@shared/api';
import type { CreateUserInput, ListUsersInput, SetUserRoleInput } from '@shared/schemas';
import { callableFn } from '@/lib/firebase/functions';

/** One page of accounts (LIST_USERS_PAGE_SIZE): newest first, or matching an e-mail prefix. */
export const listUsers = callableFn<ListUsersInput, ListUsersResponse>(CALLABLES.listUsers);
export const setUserRole = callableFn<SetUserRoleInput, UserSummary>(CALLABLES.setUserRole);
export const createUser = callableFn<CreateUserInput, UserSummary>(CALLABLES.createUser);
