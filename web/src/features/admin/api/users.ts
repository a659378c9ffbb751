/** The admin callables: every role change and account creation happens on the server. */
import { CALLABLES, type ListUsersResponse, type UserSummary } from '@shared/api';
import type { CreateUserInput, SetUserRoleInput } from '@shared/schemas';
import { callableFn } from '@/lib/firebase/functions';

export const listUsers = callableFn<null, ListUsersResponse>(CALLABLES.listUsers);
export const setUserRole = callableFn<SetUserRoleInput, UserSummary>(CALLABLES.setUserRole);
export const createUser = callableFn<CreateUserInput, UserSummary>(CALLABLES.createUser);
