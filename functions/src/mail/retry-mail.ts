/**
 * Retries with backoff: a mail whose send failed (ERROR) is turned back to RETRY once its delay
 * has passed (1, 4, 16, 64 minutes after the attempts so far) until MAIL_MAX_ATTEMPTS, when it
 * stays failed on /admin's outbound panel; a send whose run died (PROCESSING past its lease) is
 * retried too. RETRY is the extension's own "send again" state, so this works the same with the
 * Trigger Email extension in production and with mail/deliver-mail.ts locally.
 */
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions/v2';
import type { Firestore } from 'firebase-admin/firestore';
import { MAIL_MAX_ATTEMPTS, mailRetryDelayMinutes } from '../shared/documents/mail.js';
import { db } from '../lib/admin.js';
import { mail } from '../lib/documents.js';

const PAGE = 200;

export async function retryFailedMail(store: Firestore, now: Date): Promise<{ retried: number }> {
  const failed = mail(store)
    .where('delivery.state', '==', 'ERROR')
    .where('delivery.attempts', '<', MAIL_MAX_ATTEMPTS)
    .limit(PAGE);
  const stuck = mail(store)
    .where('delivery.state', '==', 'PROCESSING')
    .where('delivery.leaseExpireTime', '<', now)
    .limit(PAGE);
  let retried = 0;
  for (const snap of [...(await failed.get()).docs, ...(await stuck.get()).docs]) {
    const due = await store.runTransaction(async (tx) => {
      const delivery = (await tx.get(snap.ref)).data()?.delivery;
      if (!delivery) return false;
      const failedAndWaited =
        delivery.state === 'ERROR' &&
        delivery.attempts < MAIL_MAX_ATTEMPTS &&
        (delivery.endTime?.getTime() ?? 0) + mailRetryDelayMinutes(delivery.attempts) * 60_000 <= now.getTime();
      const leaseOver = delivery.state === 'PROCESSING' && (delivery.leaseExpireTime?.getTime() ?? 0) < now.getTime();
      if (!failedAndWaited && !leaseOver) return false;
      tx.update(snap.ref, { 'delivery.state': 'RETRY', 'delivery.leaseExpireTime': null });
      return true;
    });
    if (due) retried++;
  }
  return { retried };
}

export const retryMail = onSchedule({ schedule: 'every 5 minutes' }, async () => {
  const result = await retryFailedMail(db, new Date());
  if (result.retried) logger.info('mail retried', result);
});
