import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions/v2';
import { db } from '../lib/admin.js';
import { sweepCirculation } from './circulation-sweep.js';

/**
 * Loan ends, hold pickups and due notices (lending/circulation-sweep.ts), every 15 minutes, with
 * the longest timeout a scheduled function has: the sweep stops taking pages before it.
 */
export const circulationSweep = onSchedule({ schedule: 'every 15 minutes', timeoutSeconds: 540 }, async () => {
  const result = await sweepCirculation(db, new Date());
  logger.info('circulation sweep', result);
});
