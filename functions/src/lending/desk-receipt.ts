import { logger } from 'firebase-functions/v2';
import { db } from '../lib/admin.js';
import { mailReceipt, type ReceiptMail } from '../mail/index.js';

/**
 * A desk receipt the member asked for, e-mailed after the loan's commit (checkOut, checkIn): it
 * never undoes the loan, and a failure to queue it is logged, not thrown. True when it is queued
 * (now or by an earlier try), false when it cannot go (no confirmed address, or a failure).
 */
export async function emailDeskReceipt(id: string, uid: string, receipt: ReceiptMail): Promise<boolean> {
  const outcome = await mailReceipt(db, id, uid, receipt).catch((err: unknown) => {
    logger.error('receipt e-mail not queued', err);
    return 'failed' as const;
  });
  return outcome === 'queued' || outcome === 'already-queued';
}
