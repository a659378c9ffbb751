/**
 * Notices by e-mail (functions/src/mail/), against the emulators and the local mail server: a
 * notice written by the server reaches the member's inbox over SMTP once, in their language, with
 * links back to the site and a one-click unsubscribe; nothing goes to an unverified address, to a
 * kind turned off, or after the account is deleted; an SMTP outage is retried with backoff and
 * delivered once the server is back, without duplicates.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { COLLECTIONS as C } from '@shared/collections';
import { newNotice, type NoticeKind } from '@shared/documents/lending';
import { MAIL_MAX_ATTEMPTS, noticeMailId } from '@shared/documents/mail';
import { mailForNotice } from '../../functions/src/mail/queue-mail';
import { retryFailedMail } from '../../functions/src/mail/retry-mail';
import { admin } from '../../testing/clients';
import { eventually, quietFor } from '../../testing/eventually';
import { uniqueId } from '../../testing/ids';
import { account, type Account } from '../../testing/lending';
import { mailTo, smtpDown, smtpUp, waitForMail } from '../../testing/mailbox';
import { forAdmin } from '../../testing/sdk';

const SITE = 'http://127.0.0.1:5000';
// mailForNotice is also called here, in this process: as under the Functions emulator (its link
// key and the local site's address), so it decides exactly as the trigger does.
process.env.FUNCTIONS_EMULATOR = 'true';

afterEach(async () => {
  await smtpUp();
});

async function member(language: 'en' | 'ar' = 'en', fields: Record<string, unknown> = {}): Promise<Account> {
  const m = await account('reader', language === 'ar' ? 'أمل' : 'Amal', 'Test');
  await admin()
    .db.doc(`${C.profiles}/${m.uid}`)
    .update({ language, ...fields });
  return m;
}

/** What the server writes when a hold or loan changes (lending/notices.ts), here written directly. */
async function notify(uid: string, kind: NoticeKind, about = uniqueId('h')) {
  const id = `${kind}_${about}`;
  const notice = newNotice(
    kind,
    { uid, bookId: 'dune', bookTitle: 'Dune <Part One>', branchId: 'al-twar', at: new Date('2026-12-03T10:00:00Z') },
    new Date(),
  );
  await admin().db.doc(`${C.notices}/${id}`).set(forAdmin(notice));
  return { id, about, notice };
}

/** A notice's e-mail document, by the notice's id (its e-mail's id adds the notice's creation time). */
async function mailDoc(noticeId: string) {
  const notice = (await admin().db.doc(`${C.notices}/${noticeId}`).get()).data();
  const createdAt = (notice?.createdAt as { toDate(): Date } | undefined)?.toDate() ?? null;
  return (
    await admin()
      .db.doc(`${C.mail}/${noticeMailId(noticeId, createdAt)}`)
      .get()
  ).data();
}
/** The Message-ID the local deliverer gives a notice's e-mail. */
const messageIdOf = (noticeId: string, mail: { messageId: string }) => mail.messageId.startsWith(`${noticeId}_`);

describe('a notice by e-mail', () => {
  it('reaches a verified member once, in Arabic for an Arabic member, linking to the hold, with one-click unsubscribe', async () => {
    const reader = await member('ar');
    const { id, about, notice } = await notify(reader.uid, 'holdReady');

    const [mail] = await waitForMail(reader.email);
    expect(mail!.subject).toMatch(/[\u0600-\u06FF]/);
    expect(mail!.html).toContain('dir="rtl"');
    expect(mail!.html).toContain('lang="ar"');
    // The title is text, never markup.
    expect(mail!.html).not.toContain('<Part One>');
    const holdLink = `${SITE}/my-library#hold-${about}`;
    expect(mail!.html).toContain(holdLink);
    expect(mail!.text).toContain(holdLink);
    expect(mail!.headers['list-unsubscribe']).toMatch(
      new RegExp(`^<${SITE}/api/unsubscribe\\?u=${reader.uid}&k=holdReady&s=`),
    );
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(messageIdOf(id, mail!)).toBe(true);
    await eventually(
      () => mailDoc(id),
      (d) => d?.delivery?.state === 'SUCCESS',
      { what: 'the mail document marked sent' },
    );
    expect((await mailDoc(id))!.delivery).toMatchObject({ attempts: 1, error: null });

    // The same notice again (a retried sweep rewrites it; a restarted trigger runs it twice).
    await admin().db.doc(`${C.notices}/${id}`).set(forAdmin(notice));
    expect(await mailForNotice(admin().db, id, notice)).toBe('already-queued');
    await quietFor(3000);
    expect(await mailTo(reader.email)).toHaveLength(1);
  });

  it('is not sent to an unverified address, nor for a kind the member turned off', async () => {
    const unverified = await member('en');
    await admin().auth.updateUser(unverified.uid, { emailVerified: false });
    const choosy = await member('en', { emailOff: ['dueSoon'] });
    const first = await notify(unverified.uid, 'holdReady');
    const off = await notify(choosy.uid, 'dueSoon');
    const on = await notify(choosy.uid, 'overdue');

    // The kind left on arrives; by then the other two triggers have long run.
    const arrived = await waitForMail(choosy.email);
    expect(arrived).toHaveLength(1);
    expect(messageIdOf(on.id, arrived[0]!)).toBe(true);
    await quietFor(2000);
    expect(await mailTo(unverified.email)).toEqual([]);
    expect(await mailTo(choosy.email)).toHaveLength(1);
    expect(await mailDoc(first.id)).toBeUndefined();
    expect(await mailDoc(off.id)).toBeUndefined();
    // The decision itself, as the trigger makes it.
    expect(await mailForNotice(admin().db, first.id, first.notice)).toBe('unverified');
    expect(await mailForNotice(admin().db, off.id, off.notice)).toBe('turned-off');
  });

  it('one-click unsubscribe turns off that kind alone, without signing in; GET and a forged link change nothing', async () => {
    const reader = await member('en');
    await notify(reader.uid, 'dueSoon');
    const [mail] = await waitForMail(reader.email);
    const link = mail!.headers['list-unsubscribe']!.slice(1, -1);
    const emailOff = async () => (await admin().db.doc(`${C.profiles}/${reader.uid}`).get()).get('emailOff');

    // A link scanner's GET only shows the question.
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Turn off these e-mails');
    expect(await emailOff()).toBeUndefined();

    // Someone else's kind or member, with this signature: refused.
    for (const forged of [link.replace('k=dueSoon', 'k=overdue'), link.replace(`u=${reader.uid}`, 'u=someone-else')]) {
      const res = await fetch(forged, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
      expect(res.status, forged).toBe(400);
    }
    expect(await emailOff()).toBeUndefined();

    // The mail client's one-click POST (RFC 8058).
    const res = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await emailOff()).toEqual(['dueSoon']);

    // The next dueSoon is not mailed; another kind still is.
    await notify(reader.uid, 'dueSoon');
    const overdue = await notify(reader.uid, 'overdue');
    const after = await waitForMail(reader.email, { count: 2 });
    expect(messageIdOf(overdue.id, after.at(-1)!)).toBe(true);
    await quietFor(1500);
    expect(await mailTo(reader.email)).toHaveLength(2);
  });

  it("a deleted account's e-mails are deleted with it, and nothing is sent to it afterwards", async () => {
    const leaving = await member('en');
    const { id } = await notify(leaving.uid, 'holdReady');
    await waitForMail(leaving.email);
    expect(await mailDoc(id)).toBeDefined();

    expect(await leaving.call('deleteAccount', null)).toEqual({ deleted: true });
    expect((await admin().db.collection(C.mail).where('uid', '==', leaving.uid).get()).size).toBe(0);
    // A notice written for the closed account (a sweep that read it just before) gets no e-mail.
    const late = await notify(leaving.uid, 'overdue');
    expect(await mailForNotice(admin().db, late.id, late.notice)).toBe('no-account');
    await quietFor(2000);
    expect(await mailDoc(late.id)).toBeUndefined();
    expect(await mailTo(leaving.email)).toHaveLength(1);
  });

  it('an SMTP outage is retried with backoff, then delivered once the server is back, never twice', async () => {
    const reader = await member('en');
    await smtpDown();
    const { id } = await notify(reader.uid, 'overdue');
    const failed = await eventually(
      () => mailDoc(id),
      (d) => d?.delivery?.state === 'ERROR',
      { what: 'the failed send recorded' },
    );
    expect(failed!.delivery).toMatchObject({ attempts: 1, error: expect.stringMatching(/ECONNREFUSED|connect/i) });
    const failedAt = (failed!.delivery.endTime as { toDate(): Date }).toDate();

    // Before its first delay (1 minute) it waits.
    await retryFailedMail(admin().db, new Date(failedAt.getTime() + 50_000));
    expect((await mailDoc(id))!.delivery).toMatchObject({ state: 'ERROR', attempts: 1 });
    await smtpUp();
    await retryFailedMail(admin().db, new Date(failedAt.getTime() + 61_000));
    const [mail] = await waitForMail(reader.email);
    expect(messageIdOf(id, mail!)).toBe(true);
    await eventually(
      () => mailDoc(id),
      (d) => d?.delivery?.state === 'SUCCESS',
      { what: 'the retried mail marked sent' },
    );
    expect((await mailDoc(id))!.delivery.attempts).toBe(2);
    // A sent mail is never retried.
    await retryFailedMail(admin().db, new Date(failedAt.getTime() + 3_600_000));
    await quietFor(1500);
    expect((await mailDoc(id))!.delivery).toMatchObject({ state: 'SUCCESS', attempts: 2 });
    expect(await mailTo(reader.email)).toHaveLength(1);
  });

  it(`gives up after ${MAIL_MAX_ATTEMPTS} failed sends, and says why`, async () => {
    const reader = await member('en');
    await smtpDown();
    const { id } = await notify(reader.uid, 'dueSoon');
    let at = Date.now();
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      await eventually(
        () => mailDoc(id),
        (d) => d?.delivery?.state === 'ERROR' && d.delivery.attempts === attempt,
        { what: `failed send ${attempt}` },
      );
      at += 4 ** attempt * 60_000;
      await retryFailedMail(admin().db, new Date(at));
    }
    await quietFor(1500);
    expect((await mailDoc(id))!.delivery).toMatchObject({
      state: 'ERROR',
      attempts: MAIL_MAX_ATTEMPTS,
      error: expect.stringMatching(/ECONNREFUSED|connect/i),
    });
    await smtpUp();
    expect(await mailTo(reader.email)).toEqual([]);
  }, 60_000);
});
