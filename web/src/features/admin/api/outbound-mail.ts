/** Outbound e-mail as admins read it (mail/: firestore.rules admin read, capped list, no client writes). */
import type { WithId } from '@shared/documents/collection';
import { mail, type MailDoc } from '@shared/documents/mail';
import { collectionRef, subscribeNewest } from '@/lib/firebase/documents';

/** E-mails shown on /admin: the newest this many (the rules refuse list queries above 100). */
export const MAIL_PAGE_SIZE = 50;

export type OutboundMail = WithId<MailDoc>;

/** The newest MAIL_PAGE_SIZE e-mails, live: a retry or a failure shows as it happens. */
export function subscribeOutboundMail(
  onNext: (mails: OutboundMail[]) => void,
  onError: (error: Error) => void,
): () => void {
  return subscribeNewest(collectionRef(mail), 'createdAt', MAIL_PAGE_SIZE, onNext, onError);
}
