import { expect, test, type Page } from './support/test';
import { screenshot } from './support/screenshot';
import { COLLECTIONS } from '@shared/collections';
import { admin } from '../testing/clients';
import { signIn } from '../testing/demo';
import { runStamp } from '../testing/ids';
import { account, lendingTitle } from '../testing/lending';
import { mailTo, siteLinkIn, waitForMail, type InboxMail } from '../testing/mailbox';
import { paths } from '../web/src/config/paths';

/**
 * Notices by e-mail, end to end (issue 30): a librarian's check-in at the desk puts the waiting
 * member's "hold ready" e-mail in the local inbox, in Arabic for an Arabic member, and its link
 * opens that very hold on My Library; the e-mail's one-click unsubscribe and /profile's switches
 * turn off one kind alone. The e-mails themselves are photographed at 1280 and 390 px.
 */
const run = runStamp();
const PASSWORD = 'test-password-1';

async function scan(page: Page, text: string) {
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/**
 * The e-mail as a mail client shows it, at desktop and phone width (artifacts/ is git-ignored), in
 * a blank page of its own: a page of the site would apply its CSP (no inline styles) to it.
 */
async function lookAtMail(page: Page, mail: InboxMail, name: string) {
  const viewer = await page.context().newPage();
  for (const width of [1280, 390]) {
    await viewer.setViewportSize({ width, height: 900 });
    await viewer.setContent(mail.html);
    await screenshot(viewer, { path: `artifacts/screenshots/mail-${name}-${width}.png`, fullPage: true });
    const overflow = await viewer.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect.soft(overflow, `${name} is wider than ${width} px`).toBeLessThanOrEqual(0);
  }
  await viewer.close();
}

test("a check-in makes the waiting Arabic member's hold-ready e-mail arrive in Arabic, and its link opens the hold", async ({
  page,
  browser,
}) => {
  const staff = await account('librarian');
  const { id: bookId, title, barcodes } = await lendingTitle(staff, { copies: ['al-twar'], title: `Mail Test ${run}` });
  const barcode = barcodes[0]!;
  const borrower = await account('reader', 'Rana', 'Haddad');
  const amal = await account('reader', 'أمل', 'حداد');
  await admin().db.doc(`${COLLECTIONS.profiles}/${amal.uid}`).update({ language: 'ar' });
  await staff.call('checkOut', { barcode, email: borrower.email });
  const { holdId } = await amal.call('placeHold', { bookId, format: 'physical', pickupBranchId: 'al-twar' });

  await signIn(page, { email: staff.email, password: PASSWORD });
  await page.goto(paths.desk);
  await page.getByRole('region', { name: 'Check In' }).getByLabel('Copy barcode').focus();
  await scan(page, barcode);
  await expect(page.getByRole('status', { name: 'Check In' })).toContainText('to the hold shelf at Al Twar');

  const [mail] = await waitForMail(amal.email);
  expect(mail!.subject).toMatch(/[\u0600-\u06FF]/);
  expect(mail!.subject).toContain(title);
  expect(mail!.html).toContain('dir="rtl"');
  expect(mail!.text).toContain('الطوار');
  expect(await mailTo(borrower.email)).toEqual([]);
  const link = siteLinkIn(mail!, paths.myLibrary);
  expect(link).toMatch(new RegExp(`#hold-${holdId}$`));

  // Her saved language (Arabic) applies as she signs in.
  const member = await browser.newContext();
  const memberPage = await member.newPage();
  await signIn(memberPage, { email: amal.email, password: PASSWORD });
  await memberPage.goto(link);
  const hold = memberPage.locator(`#hold-${holdId}`);
  await expect(hold).toBeFocused();
  await expect(hold).toContainText(title);
  await member.close();

  await lookAtMail(page, mail!, 'hold-ready-ar');
});

test('the e-mail unsubscribe link turns off that kind alone, and /profile shows it and turns it back on', async ({
  page,
}) => {
  const reader = await account('reader', 'Mira', 'Saleh');
  await admin()
    .db.doc(`${COLLECTIONS.notices}/dueSoon_mail-${run}`)
    .set({
      uid: reader.uid,
      kind: 'dueSoon',
      bookId: 'dune',
      bookTitle: 'Dune',
      branchId: 'main',
      at: new Date(Date.now() + 3 * 86_400_000),
      createdAt: new Date(),
      readAt: null,
    });
  const [mail] = await waitForMail(reader.email);
  await lookAtMail(page, mail!, 'due-soon-en');

  // The footer's link, opened without signing in (a page of its own, not the app): a question
  // first, nothing changed yet.
  const unsubscribe = await page.context().newPage();
  await unsubscribe.setViewportSize({ width: 390, height: 800 });
  await unsubscribe.goto(siteLinkIn(mail!, '/api/unsubscribe'));
  await expect(unsubscribe.getByRole('heading', { name: 'E-mail notices' })).toBeVisible();
  await screenshot(unsubscribe, { path: 'artifacts/screenshots/mail-unsubscribe-390.png', fullPage: true });
  const emailOff = async () => (await admin().db.doc(`${COLLECTIONS.profiles}/${reader.uid}`).get()).get('emailOff');
  expect(await emailOff()).toBeUndefined();
  await unsubscribe.getByRole('button', { name: 'Turn off these e-mails' }).click();
  await expect(unsubscribe.getByRole('status')).toContainText('you will no longer get e-mails about a loan due soon');
  await screenshot(unsubscribe, { path: 'artifacts/screenshots/mail-unsubscribed-390.png', fullPage: true });
  await unsubscribe.close();
  expect(await emailOff()).toEqual(['dueSoon']);

  // /profile: that switch is off, the others on; turned back on, it is saved.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, { email: reader.email, password: PASSWORD });
  await page.goto(`${paths.profile}#notifications`);
  const settings = page.getByRole('region', { name: 'E-mail notices' });
  await expect(settings).toBeFocused();
  const dueSoon = settings.getByRole('checkbox', { name: 'A loan is due in 3 days' });
  await expect(dueSoon).not.toBeChecked();
  await expect(settings.getByRole('checkbox', { name: 'A hold is ready for pickup or to borrow' })).toBeChecked();
  await dueSoon.check();
  await expect(settings.getByRole('status')).toHaveText('Saved.');
  await expect.poll(emailOff).toEqual([]);
  await page.keyboard.press('Tab');
  await screenshot(page, { path: 'artifacts/screenshots/profile-notifications-1280.png', fullPage: true });
});
