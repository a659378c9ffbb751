/**
 * The account e-mails (functions/src/mail/account-mail.ts): verification, password reset and
 * change of address arrive in the local inbox in the member's language, pointing at the site's
 * own action page with Firebase Auth's one-time code, and the code works when followed. A reset
 * for an address without an account answers the same and sends nothing.
 */
import { applyActionCode, confirmPasswordReset, signInWithEmailAndPassword } from 'firebase/auth';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS as C } from '@shared/collections';
import { rawCall } from '../../testing/attacker';
import { admin, clientFor, closeAfter, signedInClient } from '../../testing/clients';
import { quietFor } from '../../testing/eventually';
import { mailTo, waitForMail, type InboxMail } from '../../testing/mailbox';

const track = closeAfter(afterAll);

/** Visitors here are all 127.0.0.1, like the browser tests': each test starts, and leaves, a fresh hour. */
async function clearRateLimits() {
  const counters = await admin().db.collection(C.rateLimits).get();
  await Promise.all(counters.docs.map((d) => d.ref.delete()));
}
beforeEach(clearRateLimits);
afterAll(clearRateLimits);

/** The site's action link in an e-mail, and the one-time code it carries. */
function actionLink(mail: InboxMail): URL {
  const match = /http:\/\/127\.0\.0\.1:5000\/reset-password\?[^"\s<]+/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return new URL(match![0].replace(/&amp;/g, '&'));
}

describe('account e-mails', () => {
  it('verification: sent in the page language to the new member, and its link verifies the address', async () => {
    const member = track(await signedInClient('reader', undefined, { emailVerified: false }));
    expect(await member.call('sendVerificationEmail', { language: 'ar' })).toEqual({ sent: true });
    const [mail] = await waitForMail(member.email);
    expect(mail!.html).toContain('dir="rtl"');
    // Account e-mails are not notices: nothing to unsubscribe from.
    expect(mail!.headers['list-unsubscribe']).toBeUndefined();
    const link = actionLink(mail!);
    expect(link.searchParams.get('mode')).toBe('verifyEmail');

    await applyActionCode(member.auth, link.searchParams.get('oobCode')!);
    expect((await admin().auth.getUser(member.uid)).emailVerified).toBe(true);
    // Verified: asking again sends nothing more.
    await member.auth.currentUser!.getIdToken(true);
    expect(await member.call('sendVerificationEmail', { language: 'en' })).toEqual({ sent: true });
    await quietFor(1500);
    expect(await mailTo(member.email)).toHaveLength(1);
  });

  it("password reset: the member's own language, a working link; an unknown address gets the same answer and no e-mail", async () => {
    const member = track(await signedInClient('reader'));
    await admin().db.doc(`${C.profiles}/${member.uid}`).update({ language: 'ar' });
    // Asked from an English page: the member's chosen language wins.
    const res = await rawCall('requestPasswordReset', { email: member.email, language: 'en' });
    expect(res.body).toEqual({ result: { sent: true } });
    const [mail] = await waitForMail(member.email);
    expect(mail!.html).toContain('lang="ar"');
    const link = actionLink(mail!);
    expect(link.searchParams.get('mode')).toBe('resetPassword');

    const visitor = track(await clientFor());
    await confirmPasswordReset(visitor.auth, link.searchParams.get('oobCode')!, 'a-new-password-9');
    await expect(signInWithEmailAndPassword(visitor.auth, member.email, 'a-new-password-9')).resolves.toBeDefined();

    const unknown = `nobody-${Date.now()}@test.library`;
    expect((await rawCall('requestPasswordReset', { email: unknown, language: 'en' })).body).toEqual({
      result: { sent: true },
    });
    await quietFor(1500);
    expect(await mailTo(unknown)).toEqual([]);
  });

  it('password reset: one address gets at most 3 an hour, whoever asks', async () => {
    const member = track(await signedInClient('reader'));
    const answers = [];
    for (let i = 0; i < 4; i++) {
      // Different callers (their addresses would differ; here the uid-less key is the target's).
      answers.push((await rawCall('requestPasswordReset', { email: member.email, language: 'en' })).body);
    }
    expect(answers.slice(0, 3)).toEqual(Array(3).fill({ result: { sent: true } }));
    expect(answers[3]).toMatchObject({ error: { status: 'RESOURCE_EXHAUSTED', details: { reason: 'rate-limited' } } });
    await waitForMail(member.email, { count: 3 });
    await quietFor(1500);
    expect(await mailTo(member.email)).toHaveLength(3);
  });

  it('change of address: the link goes to the new address and moves the account when opened; a taken address is refused', async () => {
    const member = track(await signedInClient('reader'));
    const other = track(await signedInClient('reader'));
    await expect(member.call('requestEmailChange', { newEmail: other.email, language: 'en' })).rejects.toMatchObject({
      details: { reason: 'email-exists' },
    });

    const newEmail = `moved-${Date.now()}@test.library`;
    expect(await member.call('requestEmailChange', { newEmail, language: 'en' })).toEqual({ sent: true });
    const [mail] = await waitForMail(newEmail);
    expect(mail!.text).toContain(newEmail);
    expect(await mailTo(member.email)).toEqual([]);
    const link = actionLink(mail!);
    expect(link.searchParams.get('mode')).toBe('verifyAndChangeEmail');
    await applyActionCode(member.auth, link.searchParams.get('oobCode')!);
    expect((await admin().auth.getUser(member.uid)).email).toBe(newEmail);
  });
});
