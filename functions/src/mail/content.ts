/**
 * What an e-mail says, before it is rendered (mail/templates/): the facts of one notice, community
 * or account e-mail, in the member's language, with the absolute links it points at. Built by mail/queue-mail.ts
 * from a notice or an account request; rendered to subject, HTML and plain text by renderMail.
 */
import type { BranchId } from '../shared/constants.js';
import type { CommunityMailKind, ReceiptMailKind } from '../shared/mail-kinds.js';
import type { NoticeKind } from '../shared/documents/lending.js';
import type { AccountMailKind } from '../shared/documents/mail.js';
import type { Language } from '../shared/languages.js';

interface Common {
  language: Language;
  /** The member's first name ('' when unknown: the greeting then has no name). */
  name: string;
  /** The exact page the e-mail is about (the hold, the loan, the action page), absolute. */
  link: string;
  /** The site's home page, absolute: the footer names the library and links to it. */
  siteLink: string;
}

/** A notice (holds, loans): the member may turn its kind off, so it carries both links for that. */
export interface NoticeMailContent extends Common {
  kind: NoticeKind;
  bookTitle: string;
  /** The pickup branch (holds) or lending branch (loans); null for e-books and audiobooks. */
  branchId: BranchId | null;
  /** The date the notice is about: ready until, expected on, due on, expired on, ended on. */
  at: Date | null;
  /** The one-click unsubscribe page for this kind alone (no sign-in). */
  unsubscribeLink: string;
  /** /profile's notification settings. */
  settingsLink: string;
}

/**
 * The community's: a moderator hid or restored the member's post (`link`: where to ask for a review,
 * or the post), or their group meets tomorrow (`link`: the group). The member may turn each off.
 */
export interface CommunityMailContent extends Common {
  kind: CommunityMailKind;
  /** The discussion's title (a reply's discussion's) or the group's name. */
  title: string;
  /** postHidden, postRestored: the moderator's note. */
  reason: string;
  /** meetingTomorrow: when the group meets. */
  at: Date | null;
  unsubscribeLink: string;
  settingsLink: string;
}

/** A desk receipt the member asked for: one copy lent (due date) or returned (when). `link`: My Library. */
export interface ReceiptMailContent extends Common {
  kind: ReceiptMailKind;
  bookTitle: string;
  barcode: string;
  branchId: BranchId;
  /** checkOutReceipt: the due date; checkInReceipt: when it came back. */
  at: Date | null;
}

/** The account's own e-mails: `link` is the site's action page with Firebase Auth's code. */
export interface AccountMailContent extends Common {
  kind: AccountMailKind;
  /** changeEmail: the address the account will move to (the e-mail goes there). */
  newEmail?: string;
}

export type MailContent = NoticeMailContent | CommunityMailContent | ReceiptMailContent | AccountMailContent;

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}
