/**
 * The links an e-mail carries: the page it is about, /profile's settings, and the one-click
 * unsubscribe, which works without signing in. That link names the member and the kind and is
 * signed (HMAC-SHA256 under MAIL_LINK_KEY), so it turns off that one kind for that one member and
 * nobody can make one for anyone else.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NoticeKind } from '../shared/constants.js';
import type { MemberMailKind } from '../shared/mail-kinds.js';
import { isMemberMailKind } from '../shared/documents/mail.js';
import { PAGES } from '../shared/pages.js';
import { mailLinkKeySecret } from '../lib/params.js';
import { siteUrl } from '../lib/site-origins.js';

/** A fixed key for the emulator only; production refuses to sign without MAIL_LINK_KEY. */
const EMULATOR_KEY = 'emulator-only-mail-link-key';

function key(): string {
  const value = mailLinkKeySecret.value();
  if (value) return value;
  if (process.env.FUNCTIONS_EMULATOR === 'true') return EMULATOR_KEY;
  throw new Error('MAIL_LINK_KEY is not configured');
}

const signature = (uid: string, kind: MemberMailKind, secret = key()) =>
  createHmac('sha256', secret).update(`unsubscribe|${uid}|${kind}`).digest('base64url');

/** The unsubscribe endpoint (functions' `unsubscribe`, served on the site's origin by Hosting). */
export const UNSUBSCRIBE_PATH = '/api/unsubscribe';

export function unsubscribeLink(uid: string, kind: MemberMailKind): string {
  const url = new URL(UNSUBSCRIBE_PATH, siteUrl());
  url.search = new URLSearchParams({ u: uid, k: kind, s: signature(uid, kind) }).toString();
  return url.href;
}

/** The member and kind a link names, when its signature is right; null otherwise. */
export function verifyUnsubscribe(params: URLSearchParams): { uid: string; kind: MemberMailKind } | null {
  const uid = params.get('u') ?? '';
  const kind = params.get('k');
  const given = Buffer.from(params.get('s') ?? '');
  if (!uid || uid.length > 128 || !isMemberMailKind(kind)) return null;
  const expected = Buffer.from(signature(uid, kind));
  return given.length === expected.length && timingSafeEqual(given, expected) ? { uid, kind } : null;
}

/** An absolute link to one of the site's pages, with an optional #fragment (a hold or a loan on My Library). */
export function pageLink(path: string, fragment = ''): string {
  const url = new URL(path, siteUrl());
  if (fragment) url.hash = fragment;
  return url.href;
}

/** Where each notice's e-mail sends the member: My Library, at the hold or the loan. */
export function noticeLink(kind: NoticeKind, loanOrHoldId: string): string {
  const onHold = kind === 'holdReady' || kind === 'holdTransit';
  const onLoan = kind === 'dueSoon' || kind === 'overdue';
  const fragment = onHold ? `hold-${loanOrHoldId}` : onLoan ? `loan-${loanOrHoldId}` : '';
  return pageLink(PAGES.myLibrary.path, fragment);
}
