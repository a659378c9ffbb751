/**
 * The one way the library writes to a member outside the site: a mail/ document in Trigger
 * Email's contract (shared/documents/mail.ts), created at most once per id. A notice's e-mail id
 * is the notice's id and creation time (noticeMailId), so a notice written twice, a trigger run
 * twice or a sweep retried never sends it twice; the sender (the extension, or
 * mail/deliver-mail.ts locally) sends each document once.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { NoticeDoc } from '../shared/documents/lending.js';
import { isMemberMailKind, noticeMailId } from '../shared/documents/mail.js';
import type { BranchId } from '../shared/constants.js';
import type { CommunityMailKind, MemberMailKind, ReceiptMailKind } from '../shared/mail-kinds.js';
import type { ProfileDoc } from '../shared/documents/profile.js';
import { PAGES } from '../shared/pages.js';
import type { Language } from '../shared/languages.js';
import { adminAuth, noSuchUser } from '../lib/admin.js';
import { mail, profiles } from '../lib/documents.js';
import { GRPC, hasGrpcCode } from '../lib/firestore-codes.js';
import { SERVER_TIME } from '../shared/documents/fields.js';
import type { MailContent } from './content.js';
import { noticeLink, pageLink, unsubscribeLink } from './mail-links.js';

/** Why a member got no e-mail (logged by the trigger; never an error). */
export type Skipped = 'no-account' | 'unverified' | 'turned-off' | 'already-queued';

/**
 * Renders `content` and queues it for `to` under `id`: false when that id was queued before.
 * The e-mails a member may turn off carry List-Unsubscribe with its one-click POST (RFC 8058);
 * account e-mails none.
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
    await mail(store).doc(id).create({
      to: recipient.to,
      message,
      headers,
      delivery: null,
      uid: recipient.uid,
      kind: content.kind,
      language: content.language,
      createdAt: SERVER_TIME,
    });
    return true;
  } catch (err) {
    if (hasGrpcCode(err, GRPC.alreadyExists)) return false;
    throw err;
  }
}

export const languageOf = (profile: ProfileDoc | undefined): Language => profile?.language ?? 'en';

/** The member's verified address and profile, if an e-mail of `kind` may go to them now. */
async function reachable(
  store: Firestore,
  uid: string,
  kind: MemberMailKind | ReceiptMailKind,
): Promise<{ email: string; profile: ProfileDoc } | Exclude<Skipped, 'already-queued'>> {
  if (!uid) return 'no-account';
  const [user, profileSnap] = await Promise.all([
    adminAuth.getUser(uid).catch(noSuchUser),
    profiles(store).doc(uid).get(),
  ]);
  const profile = profileSnap.data();
  if (!user?.email || !profile || user.disabled) return 'no-account';
  if (!user.emailVerified) return 'unverified';
  if (isMemberMailKind(kind) && profile.emailOff?.includes(kind)) return 'turned-off';
  return { email: user.email, profile };
}

/** What every e-mail a member may turn off carries besides its facts. */
const optionalMail = (uid: string, kind: MemberMailKind, profile: ProfileDoc) => ({
  language: languageOf(profile),
  name: profile.firstName,
  siteLink: pageLink(PAGES.home.path),
  unsubscribeLink: unsubscribeLink(uid, kind),
  settingsLink: pageLink(PAGES.profile.path, 'notifications'),
});

/** The one path of every member e-mail: may it go to them now, then queue it under `id`. */
async function mailTo(
  store: Firestore,
  id: string,
  uid: string,
  kind: MemberMailKind | ReceiptMailKind,
  content: (profile: ProfileDoc) => MailContent,
): Promise<Skipped | 'queued'> {
  const to = await reachable(store, uid, kind);
  if (typeof to === 'string') return to;
  return (await queueMail(store, id, { uid, to: to.email }, content(to.profile))) ? 'queued' : 'already-queued';
}

/**
 * A notice's e-mail (notices/{kind_loanOrHoldId} -> mail/{noticeMailId}): only to a verified address,
 * in the member's language, unless they turned that kind off or their account is gone.
 */
export async function mailForNotice(
  store: Firestore,
  noticeId: string,
  notice: NoticeDoc,
): Promise<Skipped | 'queued'> {
  // kind_<loanOrHoldId>, or kind_<loanId>_<n> for a weekly overdue notice (overdueNoticeKey).
  const loanOrHoldId = noticeId.split('_')[1] ?? '';
  return mailTo(store, noticeMailId(noticeId, notice.createdAt), notice.uid, notice.kind, (profile) => ({
    ...optionalMail(notice.uid, notice.kind, profile),
    kind: notice.kind,
    link: noticeLink(notice.kind, loanOrHoldId),
    bookTitle: notice.bookTitle,
    branchId: notice.branchId,
    at: notice.at,
  }));
}

/** A community e-mail's facts (the community and moderation domains give them: mail/index.ts). */
export interface CommunityMail {
  kind: CommunityMailKind;
  title: string;
  reason: string;
  at: Date | null;
  /** The page it points at, as a site path (e.g. /contact, /groups/g1). */
  path: string;
}

/**
 * A community e-mail to one member, under `id` (the same id never sends twice), with the same
 * rules as a notice's: a verified address, the member's language, not if they turned it off.
 */
export async function mailMember(
  store: Firestore,
  id: string,
  uid: string,
  mail: CommunityMail,
): Promise<Skipped | 'queued'> {
  const { path, ...facts } = mail;
  return mailTo(store, id, uid, mail.kind, (profile) => ({
    ...optionalMail(uid, mail.kind, profile),
    ...facts,
    link: pageLink(path),
  }));
}

/** A desk receipt's facts (the lending domain gives them: mail/index.ts). */
export interface ReceiptMail {
  kind: ReceiptMailKind;
  bookTitle: string;
  barcode: string;
  branchId: BranchId;
  at: Date | null;
}

/**
 * The receipt a member asked for at the desk, under `id` (once per loan and kind): to a confirmed
 * address, in their language; not an e-mail they can turn off (they asked), so no unsubscribe.
 */
export async function mailReceipt(
  store: Firestore,
  id: string,
  uid: string,
  receipt: ReceiptMail,
): Promise<Skipped | 'queued'> {
  return mailTo(store, id, uid, receipt.kind, (profile) => ({
    ...receipt,
    language: languageOf(profile),
    name: profile.firstName,
    siteLink: pageLink(PAGES.home.path),
    link: pageLink(PAGES.myLibrary.path),
  }));
}
