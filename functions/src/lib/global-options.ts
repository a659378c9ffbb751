/**
 * Options every function shares. Imported first by index.ts, before any function is defined.
 * maxInstances bounds what a flood of calls can cost (and the AI spend with it); the per-caller
 * limits and the daily AI budget bound it further.
 */
import { setGlobalOptions } from 'firebase-functions/v2';

export const MAX_INSTANCES = 10;

setGlobalOptions({ maxInstances: MAX_INSTANCES });
