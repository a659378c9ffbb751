/** The accounts domain's callables (functions/src/accounts/): who am I, the admins' user list, closing one's account. */
import type * as api from '../api.js';
import * as schemas from '../schemas.js';
import type { Contract } from './contract.js';

export const ACCOUNTS_CONTRACTS = {
  whoAmI: { access: 'signedIn', input: schemas.noInputSchema, output: {} as api.WhoAmIResponse, refusals: [] },
  listUsers: { access: 'admin', input: schemas.listUsersSchema, output: {} as api.ListUsersResponse, refusals: [] },
  setUserRole: {
    access: 'admin',
    input: schemas.setUserRoleSchema,
    output: {} as api.UserSummary,
    refusals: ['self-demotion', 'not-found'],
  },
  createUser: {
    access: 'admin',
    input: schemas.createUserSchema,
    output: {} as api.UserSummary,
    refusals: ['email-exists'],
  },
  deleteAccount: {
    access: 'signedIn',
    input: schemas.noInputSchema,
    output: {} as api.DeleteAccountResponse,
    // An admin must first be demoted by another admin.
    refusals: ['self-demotion'],
  },
} as const satisfies Record<string, Contract>;
