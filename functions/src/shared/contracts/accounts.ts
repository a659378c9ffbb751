/** The accounts domain's callables (functions/src/accounts/): who am I, the admins' user list, downloading one's data, closing one's account. */
import type { Role } from '../roles.js';
import * as schemas from '../schemas.js';
import type { Contract } from './contract.js';

export interface WhoAmIResponse {
  uid: string;
  role: Role;
}

export interface UserSummary {
  uid: string;
  email: string;
  role: Role;
  createdAt: string;
}

export interface ListUsersResponse {
  /** At most LIST_USERS_PAGE_SIZE rows: newest first, or by e-mail when searching. */
  users: UserSummary[];
  /** Pass back as `cursor` for the next page; null when this page is the last. */
  nextCursor: string | null;
}

export interface DeleteAccountResponse {
  /** Always true: the caller's account and private data are gone (the call fails otherwise). */
  deleted: true;
}

export interface ExportMyDataResponse {
  /** library-data-YYYY-MM-DD.zip (the server's UTC day). */
  fileName: string;
  /** The zip archive (accounts/export-my-data.ts): my-data.json, one CSV per kind with rows, README.txt. */
  zipBase64: string;
}

export const ACCOUNTS_CONTRACTS = {
  whoAmI: { access: 'signedIn', input: schemas.noInputSchema, output: {} as WhoAmIResponse, refusals: [] },
  listUsers: { access: 'admin', input: schemas.listUsersSchema, output: {} as ListUsersResponse, refusals: [] },
  setUserRole: {
    access: 'admin',
    input: schemas.setUserRoleSchema,
    output: {} as UserSummary,
    refusals: ['self-demotion', 'not-found'],
  },
  createUser: {
    access: 'admin',
    input: schemas.createUserSchema,
    output: {} as UserSummary,
    refusals: ['email-exists'],
  },
  // Never blocked by an unverified address: it only reads the caller's own data.
  exportMyData: {
    access: 'signedIn',
    input: schemas.exportMyDataSchema,
    output: {} as ExportMyDataResponse,
    refusals: [],
  },
  deleteAccount: {
    access: 'signedIn',
    input: schemas.noInputSchema,
    output: {} as DeleteAccountResponse,
    // An admin must first be demoted by another admin.
    refusals: ['self-demotion'],
  },
} as const satisfies Record<string, Contract>;
