import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { logger } from 'firebase-functions/v2';
import { COLLECTIONS } from '../shared/collections.js';
import { noticeSchema } from '../shared/documents/lending.js';
import { readDocument } from '../shared/documents/fields.js';
import { db } from '../lib/admin.js';
import { mailLinkKeySecret } from '../lib/params.js';
import { mailForNotice } from './queue-mail.js';

/**
 * Every new notice becomes its e-mail (mail/queue-mail.ts). A trigger, not part of the change's
 * transaction: rendering and the Auth lookup must not run inside a retried transaction, and the
 * change must not wait for them. Retried on failure: the mail's id is the notice's, so a retry
 * never sends twice.
 */
export const mailNotice = onDocumentCreated(
  { document: `${COLLECTIONS.notices}/{noticeId}`, retry: true, secrets: [mailLinkKeySecret] },
  async (event) => {
    if (!event.data) return;
    const notice = readDocument(noticeSchema, event.data.data());
    const outcome = await mailForNotice(db, event.params.noticeId, notice);
    if (outcome !== 'queued') logger.info('notice not mailed', { notice: event.params.noticeId, outcome });
  },
);
