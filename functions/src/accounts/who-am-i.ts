import { callable } from '../lib/callable.js';

/** Echoes the caller's uid and the role claim the server reads from the ID token. */
export const whoAmI = callable('whoAmI', {
  handler: async (_data, caller) => ({ uid: caller.uid, role: caller.role ?? 'reader' }),
});
