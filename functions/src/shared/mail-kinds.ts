/**
 * The e-mails besides the lending notices (constants.ts NOTICE_KINDS), apart from the constants
 * every route loads: only the profile's e-mail settings and the mail documents need them.
 */
import { NOTICE_KINDS } from './constants.js';

/** What the library e-mails about the community: a moderator's decision on one's post, a group's meeting tomorrow. */
export const COMMUNITY_MAIL_KINDS = ['postHidden', 'postRestored', 'meetingTomorrow'] as const;
export type CommunityMailKind = (typeof COMMUNITY_MAIL_KINDS)[number];
/** Receipts the member asks for at the desk: sent when asked (to a confirmed address), never turned off. */
export const RECEIPT_MAIL_KINDS = ['checkOutReceipt', 'checkInReceipt'] as const;
export type ReceiptMailKind = (typeof RECEIPT_MAIL_KINDS)[number];
/** The e-mails a member may turn off (/profile, one-click unsubscribe); the account's own are always sent. */
export const MEMBER_MAIL_KINDS = [...NOTICE_KINDS, ...COMMUNITY_MAIL_KINDS] as const;
export type MemberMailKind = (typeof MEMBER_MAIL_KINDS)[number];
