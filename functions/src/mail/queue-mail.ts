/**
 * The one way the library writes to a member outside the site: a mail/ document in Trigger
 * Email's contract (shared/documents/mail.ts), created at most once per id. A notice's e-mail has
 * the notice's id, so a notice written twice, a trigger run twice or a sweep retried never sends
 * it twice; the sender (the extension, or mail/deliver-mail.ts locally) sends each document once.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { UserRecord } from 'firebase-admin/auth';
import type { NoticeDoc } from '../shared/documents/lending.js';
import type { MailKind } from '../shared/documents/mail.js';
import type { ProfileDoc } from '../shared/documents/profile.js';
import { PAGES } from '../shared/pages.js';
import type { Language } from '../shared/languages.js';
import { adminAuth } from '../lib/admin.js';
import { mail, profiles } from '../lib/documents.js';
import { GRPC, hasGrpcCode } from '../lib/firestore-codes.js';
import { SERVER_TIME } from '../shared/documents/fields.js';
import type { MailContent } from './content.js';
import { noticeLink, pageLink, unsubscribeLink } from './mail-links.js';

/** Why a notice got no e-mail (logged and counted by the benchmark; never an error). */
export type Skipped = 'no-account' | 'unverified' | 'turned-off' | 'already-queued';

/**
 * Renders `content` and queues it for `to` under `id`: false when that id was queued before.
 * Notices carry List-Unsubscribe with its one-click POST (RFC 8058); account e-mails none.
 */
export async function queueMail(
  store: Firestore,
  id: string,
  recipient: { uid: string; to: string },
  content: MailContent,
): Promise<boolean> {
  // Loaded on first use: every function loads index.ts, and only these few send mail.
  const { renderMail } = await import('./templates/render-mail.js');
  const message = await renderMail(content);
  const headers: Record<string, string> =
    'unsubscribeLink' in content
      ? { 'List-Unsubscribe': `<${content.unsubscribeLink}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
      : {};
  try {
    await mail(store)
      .doc(id)
      .create({
        to: recipient.to,
        message,
        headers,
        delivery: null,
        uid: recipient.uid,
        kind: content.kind as MailKind,
        language: content.language,
        createdAt: SERVER_TIME,
      });
    return true;
  } catch (err) {
    if (hasGrpcCode(err, GRPC.alreadyExists)) return false;
    throw err;
  }
}

/** The member's account, or null once it is deleted. */
async function accountOf(uid: string): Promise<UserRecord | null> {
  return adminAuth.getUser(uid).catch((err: { code?: string }) => {
    if (err.code === 'auth/user-not-found') return null;
    throw err;
  });
}

export const languageOf = (profile: ProfileDoc | undefined): Language => profile?.language ?? 'en';

/**
 * A notice's e-mail (notices/{kind_loanOrHoldId} -> mail/{same id}): only to a verified address,
 * in the member's language, unless they turned that kind off or their account is gone.
 */
export async function mailForNotice(
  store: Firestore,
  noticeId: string,
  notice: NoticeDoc,
): Promise<Skipped | 'queued'> {
  const [user, profileSnap] = await Promise.all([accountOf(notice.uid), profiles(store).doc(notice.uid).get()]);
  const profile = profileSnap.data();
  if (!notice.uid || !user?.email || !profile || user.disabled) return 'no-account';
  if (!user.emailVerified) return 'unverified';
  if (profile.emailOff?.includes(notice.kind)) return 'turned-off';
  const loanOrHoldId = noticeId.slice(noticeId.indexOf('_') + 1);
  const queued = await queueMail(
    store,
    noticeId,
    { uid: notice.uid, to: user.email },
    {
      kind: notice.kind,
      language: languageOf(profile),
      name: profile.firstName,
      link: noticeLink(notice.kind, loanOrHoldId),
      siteLink: pageLink(PAGES.home.path),
      bookTitle: notice.bookTitle,
      branchId: notice.branchId,
      at: notice.at,
      unsubscribeLink: unsubscribeLink(notice.uid, notice.kind),
      settingsLink: pageLink(PAGES.profile.path, 'notifications'),
    },
  );
  return queued ? 'queued' : 'already-queued';
}
