/**
 * The account's own e-mails (verification, password reset, e-mail change) go out through the
 * library's mail like every notice: in the member's language, with the library's look, and
 * pointing at the site's own page (/reset-password?mode=...&oobCode=...), instead of Firebase
 * Auth's English e-mails and its default action page. Firebase Auth still makes and checks the
 * one-time codes (the Admin SDK's generate*Link); under the emulators its out-of-band codes
 * arrive in the local inbox the same way.
 */
import { randomUUID } from 'node:crypto';
import { adminAuth, db, noSuchUser } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { profiles } from '../lib/documents.js';
import { appError } from '../lib/errors.js';
import { enforceRateLimit } from '../lib/rate-limit.js';
import type { AccountMailKind } from '../shared/documents/mail.js';
import type { Language } from '../shared/languages.js';
import { PAGES } from '../shared/pages.js';
import { pageLink } from './mail-links.js';
import { queueMail } from './queue-mail.js';

/** Firebase's link, made ours: the same mode and one-time code on the site's own action page. */
function actionLink(firebaseLink: string): string {
  const given = new URL(firebaseLink).searchParams;
  const url = new URL(pageLink(PAGES.resetPassword.path));
  for (const name of ['mode', 'oobCode', 'continueUrl', 'lang']) {
    const value = given.get(name);
    if (value) url.searchParams.set(name, value);
  }
  return url.href;
}

/**
 * Queues the e-mail to `to.email`, greeting the member by their first name, in their chosen
 * language or else the page's they asked from. Each request is its own e-mail (a second reset link
 * is a new code), so each gets a fresh id.
 */
async function send(
  kind: AccountMailKind,
  to: { uid: string; email: string },
  pageLanguage: Language,
  firebaseLink: string,
  newEmail?: string,
): Promise<void> {
  const profile = (await profiles().doc(to.uid).get()).data();
  await queueMail(
    db,
    `${kind}_${to.uid}_${randomUUID()}`,
    { uid: to.uid, to: to.email },
    {
      kind,
      language: profile?.language ?? pageLanguage,
      name: profile?.firstName ?? '',
      link: actionLink(firebaseLink),
      siteLink: pageLink(PAGES.home.path),
      ...(newEmail ? { newEmail } : {}),
    },
  );
}

/** The continue link after the action page: where the member was going. */
const continueTo = (path: string) => ({ url: pageLink(path) });

export const sendVerificationEmail = callable('sendVerificationEmail', {
  rateLimit: 'accountMail',
  handler: async ({ language }, caller) => {
    const user = await adminAuth.getUser(caller.uid);
    if (!user.email || user.emailVerified) return { sent: true };
    const link = await adminAuth.generateEmailVerificationLink(user.email, continueTo(PAGES.community.path));
    await send('verifyEmail', { uid: caller.uid, email: user.email }, language, link);
    return { sent: true };
  },
});

/**
 * Forgot your password?: the same answer whether or not the address has an account, so the form
 * cannot tell who is a member. Limited per caller and per address, so nobody floods one inbox.
 */
export const requestPasswordReset = callable('requestPasswordReset', {
  rateLimit: 'accountMail',
  handler: async ({ email, language }) => {
    await enforceRateLimit('accountMailTo', { uid: `to:${email.toLowerCase()}`, ip: '' });
    const user = await adminAuth.getUserByEmail(email).catch(noSuchUser);
    if (!user?.email || user.disabled) return { sent: true };
    const link = await adminAuth.generatePasswordResetLink(user.email, continueTo(PAGES.login.path));
    await send('resetPassword', { uid: user.uid, email: user.email }, language, link);
    return { sent: true };
  },
});

/** Firebase asks for a sign-in this recent before an address changes; the form confirms the password first. */
const RECENT_SIGN_IN_SECONDS = 5 * 60;

/** The link goes to the new address; the account moves only when it is opened there. */
export const requestEmailChange = callable('requestEmailChange', {
  rateLimit: 'accountMail',
  handler: async ({ newEmail, language }, caller, request) => {
    const authTime = Number(request.auth?.token.auth_time ?? 0);
    if (Date.now() / 1000 - authTime > RECENT_SIGN_IN_SECONDS)
      throw appError('failed-precondition', { reason: 'recent-sign-in' });
    if (await adminAuth.getUserByEmail(newEmail).catch(noSuchUser))
      throw appError('already-exists', { reason: 'email-exists' });
    const user = await adminAuth.getUser(caller.uid);
    if (!user.email) throw appError('failed-precondition', { reason: 'recent-sign-in' });
    const link = await adminAuth.generateVerifyAndChangeEmailLink(user.email, newEmail, continueTo(PAGES.profile.path));
    await send('changeEmail', { uid: caller.uid, email: newEmail }, language, link, newEmail);
    return { sent: true };
  },
});
