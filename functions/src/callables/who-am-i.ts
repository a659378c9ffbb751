import { z } from 'zod';
import type { WhoAmIResponse } from '../shared/api.js';
import { callable } from '../lib/callable.js';

/** Echoes the caller's uid and the role claim the server reads from the ID token. */
export const whoAmI = callable({
  access: 'signedIn',
  input: z.union([z.null(), z.undefined(), z.strictObject({})]),
  handler: async (_data, caller): Promise<WhoAmIResponse> => ({ uid: caller.uid!, role: caller.role ?? 'reader' }),
});
