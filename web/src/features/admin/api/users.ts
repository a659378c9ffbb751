/** The admin callables: every role change and account creation happens on the server. */
import { callable } from '@/lib/firebase/functions';

/** One page of accounts (LIST_USERS_PAGE_SIZE): newest first, or matching an e-mail prefix. */
export const listUsers = callable('listUsers');
export const setUserRole = callable('setUserRole');
export const createUser = callable('createUser');
