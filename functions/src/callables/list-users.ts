import type { ListUsersResponse } from '../shared/api.js';
import { callable } from '../lib/callable.js';
import { noInputSchema } from '../shared/schemas.js';
import { adminAuth } from '../lib/admin.js';
import { toUserSummary } from '../lib/accounts.js';

/** Auth pages are 1000 users at most; the admin table stops at this many (newest first). */
export const LIST_USERS_CAP = 1000;

/**
 * Every account for the admin table: e-mail, role and join date. The role comes from the custom
 * claim, which is what the rules and callables enforce; profiles/{uid}.role only mirrors it, so
 * reading it would cost one document per user and could only ever be staler.
 */
export const listUsers = callable({
  access: 'admin',
  input: noInputSchema,
  handler: async (): Promise<ListUsersResponse> => {
    const users: ListUsersResponse['users'] = [];
    let pageToken: string | undefined;
    do {
      const page = await adminAuth.listUsers(Math.min(1000, LIST_USERS_CAP - users.length), pageToken);
      users.push(...page.users.map(toUserSummary));
      pageToken = page.pageToken;
    } while (pageToken && users.length < LIST_USERS_CAP);
    users.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return { users };
  },
});
