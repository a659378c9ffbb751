import type { WhoAmIResponse } from '../shared/api.js';
import { callable } from '../lib/callable.js';
import { noInputSchema } from '../shared/schemas.js';

/** Echoes the caller's uid and the role claim the server reads from the ID token. */
export const whoAmI = callable({
  access: 'signedIn',
  input: noInputSchema,
  handler: async (_data, caller): Promise<WhoAmIResponse> => ({ uid: caller.uid!, role: caller.role ?? 'reader' }),
});
