/**
 * What the library tells a member about, in the app and by e-mail (notices/, mail/). Its own
 * file, so the profile's e-mail settings take these names without the lending schemas.
 */
export const NOTICE_KINDS = ['holdReady', 'holdTransit', 'dueSoon', 'overdue', 'holdExpired', 'loanEnded'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
