/**
 * The shared constants for browser tests. functions/ is a CommonJS package, and Node cannot see
 * the named exports of its TypeScript sources from an ES module spec, so they are required here.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const { COLLECTIONS } =
  require('../../functions/src/shared/collections.ts') as typeof import('../../functions/src/shared/collections');
export const { CONTACT_SEND_DELAY_MS } =
  require('../../functions/src/shared/constants.ts') as typeof import('../../functions/src/shared/constants');
