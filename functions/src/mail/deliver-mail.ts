/**
 * The local stand-in for the Trigger Email extension: under the emulators, mail/ documents are
 * sent to the local mail server (SMTP_URL; `npm start` and the tests run MailDev) following the
 * extension's own delivery states, so what the site writes is exactly what production sends.
 * A new document is leased (PROCESSING, for a minute) in a transaction before it is sent, so two
 * runs of this trigger never both send it; RETRY (mail/retry-mail.ts) sends it again, and so does
 * a lease left to expire by a run that died. Exported
 * only under the Functions emulator (index.ts): a deploy, which loads the code without it, never
 * has a second sender beside the extension.
 */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { logger } from 'firebase-functions/v2';
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import nodemailer, { type Transporter } from 'nodemailer';
import { COLLECTIONS } from '../shared/collections.js';
import { readDocument } from '../shared/documents/fields.js';
import { mailSchema, type MailDoc } from '../shared/documents/mail.js';
import { db } from '../lib/admin.js';
import { mailFrom, smtpUrl } from '../lib/params.js';

const LEASE_MS = 60_000;

let transport: Transporter | null = null;
const smtp = () => (transport ??= nodemailer.createTransport(smtpUrl.value()));

/** Takes the document for one send when it is new or due a retry; null when another run has it or it is done. */
async function lease(ref: DocumentReference): Promise<MailDoc | null> {
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return null;
    const mail = readDocument(mailSchema, snap.data());
    const state = mail.delivery?.state;
    if (state !== undefined && state !== 'PENDING' && state !== 'RETRY') return null;
    const leaseExpireTime = Timestamp.fromMillis(Date.now() + LEASE_MS);
    if (mail.delivery) tx.update(ref, { 'delivery.state': 'PROCESSING', 'delivery.leaseExpireTime': leaseExpireTime });
    else
      tx.update(ref, {
        delivery: { state: 'PROCESSING', attempts: 0, startTime: Timestamp.now(), error: null, leaseExpireTime },
      });
    return mail;
  });
}

/** One SMTP send; its outcome is written whatever happens, so nothing stays PROCESSING. */
export async function deliver(ref: DocumentReference): Promise<void> {
  const mail = await lease(ref);
  if (!mail) return;
  const outcome: Record<string, unknown> = {
    'delivery.attempts': FieldValue.increment(1),
    'delivery.endTime': FieldValue.serverTimestamp(),
    'delivery.leaseExpireTime': null,
  };
  try {
    const sent = await smtp().sendMail({
      from: mailFrom.value(),
      to: mail.to,
      subject: mail.message.subject,
      text: mail.message.text,
      html: mail.message.html,
      headers: mail.headers,
      // One Message-ID per document: a receiver can tell a resend of the same e-mail.
      messageId: `<${ref.id}@mail.city-library>`,
    });
    outcome['delivery.state'] = 'SUCCESS';
    outcome['delivery.error'] = null;
    outcome['delivery.info'] = {
      messageId: sent.messageId ?? null,
      response: sent.response ?? null,
      accepted: (sent.accepted ?? []).map(String),
    };
  } catch (err) {
    outcome['delivery.state'] = 'ERROR';
    outcome['delivery.error'] = err instanceof Error ? err.message : String(err);
    logger.warn('mail not delivered', { mail: ref.id, error: outcome['delivery.error'] });
  }
  await ref.update(outcome);
}

export const deliverMail = onDocumentWritten(`${COLLECTIONS.mail}/{mailId}`, async (event) => {
  const after = event.data?.after;
  if (!after?.exists) return;
  // Its own writes (PROCESSING, then SUCCESS or ERROR) trigger it again: those end here.
  const state = (after.data() as { delivery?: { state?: string } | null }).delivery?.state;
  if (state === undefined || state === 'PENDING' || state === 'RETRY') await deliver(after.ref);
});
