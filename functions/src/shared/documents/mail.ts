/**
 * mail/{id}: one e-mail to one member, in the document contract of Firebase's Trigger Email
 * extension (firestore-send-email): `to`, `message` {subject, text, html}, `headers`, and the
 * `delivery` the sender keeps (PENDING -> PROCESSING -> SUCCESS or ERROR; RETRY sends again). In
 * production that extension delivers them with the library's SMTP provider; under the emulators
 * mail/deliver-mail.ts does, to the local mail server (docs/mail.md). The other fields are ours:
 * whose mail it is (the eraser deletes it with the account), what kind, when queued. Only the
 * functions write it; admins read it (the outbound panel on /admin).
 */
import { z } from 'zod/mini';
import { LANGUAGES } from '../languages.js';
import { defineCollection } from './collection.js';
import { count, nullableText, text, time } from './fields.js';
import { MEMBER_MAIL_KINDS, RECEIPT_MAIL_KINDS, type MemberMailKind, type ReceiptMailKind } from '../mail-kinds.js';

/** The account's own e-mails: always sent (they are how a member proves and recovers the address). */
export const ACCOUNT_MAIL_KINDS = ['verifyEmail', 'resetPassword', 'changeEmail'] as const;
export type AccountMailKind = (typeof ACCOUNT_MAIL_KINDS)[number];
export const MAIL_KINDS = [...MEMBER_MAIL_KINDS, ...RECEIPT_MAIL_KINDS, ...ACCOUNT_MAIL_KINDS] as const;
export type MailKind = MemberMailKind | ReceiptMailKind | AccountMailKind;

/** An e-mail kind the member may turn off (constants.ts MEMBER_MAIL_KINDS). */
export const isMemberMailKind = (kind: unknown): kind is MemberMailKind =>
  (MEMBER_MAIL_KINDS as readonly unknown[]).includes(kind);

/**
 * A notice's e-mail id: the notice's id and its creation time. A notice written again (a retried
 * sweep) or its trigger run twice names the same e-mail, so it is sent once; a notice deleted and
 * made anew (a renewed loan's next dueSoon) is a new e-mail.
 */
export const noticeMailId = (noticeId: string, createdAt: Date | null) =>
  createdAt ? `${noticeId}_${createdAt.getTime()}` : noticeId;

/** The extension's delivery states. */
export const DELIVERY_STATES = ['PENDING', 'PROCESSING', 'SUCCESS', 'ERROR', 'RETRY'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** Sends after which a failing mail is left failed (mail/retry-mail.ts turns ERROR back to RETRY before). */
export const MAIL_MAX_ATTEMPTS = 5;
/** Minutes before the retry of a mail that failed `attempts` times: 1, 4, 16, 64. */
export const mailRetryDelayMinutes = (attempts: number) => 4 ** Math.max(0, attempts - 1);

export const deliverySchema = z.object({
  state: z.catch(z.enum(DELIVERY_STATES), 'PENDING'),
  attempts: count,
  startTime: time,
  endTime: time,
  leaseExpireTime: time,
  error: nullableText,
  info: z.catch(
    z.nullable(
      z.object({ messageId: nullableText, response: nullableText, accepted: z.catch(z.array(z.string()), []) }),
    ),
    null,
  ),
});
export type DeliveryDoc = z.infer<typeof deliverySchema>;

export const mailSchema = z.object({
  to: text,
  message: z.catch(z.object({ subject: text, text, html: text }), { subject: '', text: '', html: '' }),
  /** List-Unsubscribe and its one-click POST (RFC 8058) on the notices; none on account e-mails. */
  headers: z.catch(z.record(z.string(), z.string()), {}),
  /** Absent until the sender first sees the document. */
  delivery: z.catch(z.nullable(deliverySchema), null),
  uid: text,
  kind: z.catch(z.enum(MAIL_KINDS), 'holdReady'),
  language: z.catch(z.enum(LANGUAGES), 'en'),
  createdAt: time,
});
export type MailDoc = z.infer<typeof mailSchema>;

/** What the outbound panel calls a mail: on its way, sent, failed and waiting for a retry, given up on. */
export const MAIL_OUTCOMES = ['sending', 'sent', 'retrying', 'failed'] as const;
export type MailOutcome = (typeof MAIL_OUTCOMES)[number];
export function mailOutcome(delivery: DeliveryDoc | null): MailOutcome {
  if (delivery?.state === 'SUCCESS') return 'sent';
  if (delivery?.state === 'ERROR') return delivery.attempts >= MAIL_MAX_ATTEMPTS ? 'failed' : 'retrying';
  return 'sending';
}

export const mail = defineCollection('mail', mailSchema);
