import { expect, test, type Page } from './support/test';
import { COLLECTIONS } from '@shared/collections';
import { oobCodesFor } from '../testing/auth-emulator';
import { mailTo, siteLinkIn, waitForMail } from '../testing/mailbox';
import { storedDiscussion } from '../testing/documents';
import { forAdmin } from '../testing/sdk';
import { admin } from '../testing/clients';
import { signIn } from '../testing/demo';
import { newMember, removeMembers } from './support/members';
import { ar, expectArabic } from './support/arabic';
import { settle } from './support/settle';
import { paths } from '../web/src/config/paths';

/**
 * The member's own account, end to end in the browser: Forgot your password? followed from the
 * e-mail in the local inbox, change password and e-mail on /profile, the unverified-address notice, and
 * Delete my account.
 */

test.afterAll(removeMembers);

async function expectSignInRefused(page: Page, email: string, password: string) {
  await page.goto(paths.login);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
}

test('forgot password: the same answer for any address, then the e-mailed link sets a new password', async ({
  page,
}) => {
  const member = await newMember();
  const unknown = `nobody-${Date.now()}@test.library`;

  // An address without an account: the same confirmation, and no link is issued.
  await page.goto(paths.login);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(unknown);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  const unknownAnswer = await page.getByRole('main').getByRole('status').textContent();
  expect(await oobCodesFor(unknown)).toEqual([]);
  expect(await mailTo(unknown)).toEqual([]);

  await page.goto(paths.forgotPassword);
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  expect(await page.getByRole('main').getByRole('status').textContent()).toBe(
    unknownAnswer!.replace(unknown, member.email),
  );

  // The e-mail in the local inbox: its link opens our reset screen.
  const [mail] = await waitForMail(member.email);
  expect(mail!.subject).toMatch(/password/i);
  const link = siteLinkIn(mail!, paths.resetPassword);
  expect(new URL(link).searchParams.get('mode')).toBe('resetPassword');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByText(`For the account ${member.email}.`)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Repeat the new password').fill('other');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Password should be at least 6 characters')).toBeVisible();
  await expect(page.getByText('The two passwords do not match')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('reset-pass-2');
  await page.getByLabel('Repeat the new password').fill('reset-pass-2');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: "This link doesn't work any more" })).toBeVisible();

  await expectSignInRefused(page, member.email, member.password);
  await signIn(page, { email: member.email, password: 'reset-pass-2' });
  await expect(page.getByTestId('profile-link')).toHaveText('Mira');
});

test('change password on /profile asks for the current one first', async ({ page }) => {
  const member = await newMember();
  await signIn(page, member);
  await page.goto(paths.profile);
  await settle(page);
  const card = page.getByRole('region', { name: 'Password', exact: true });
  await card.getByLabel('Current password').fill('not-my-password');
  await card.getByLabel('New password', { exact: true }).fill('changed-pass-3');
  await card.getByLabel('Repeat the new password').fill('changed-pass-3');
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(card.getByRole('alert')).toHaveText("That isn't your current password.");

  await card.getByLabel('Current password').fill(member.password);
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(card.getByText('Your password has been changed.')).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expectSignInRefused(page, member.email, member.password);
  await signIn(page, { email: member.email, password: 'changed-pass-3' });
});

test('change e-mail sends a link to the new address, which changes it when opened', async ({ page }) => {
  const member = await newMember();
  const newEmail = `mira-new-${Date.now()}@test.library`;
  await signIn(page, member);
  await page.goto(paths.profile);
  await settle(page);
  const card = page.getByRole('region', { name: 'E-mail address', exact: true });
  await expect(card.getByTestId('account-email')).toHaveText(member.email);
  await card.getByLabel('New e-mail address').fill(newEmail);
  await card.getByLabel('Current password').fill(member.password);
  await card.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(card.getByText(`We've sent a link to ${newEmail}.`, { exact: false })).toBeVisible();
  // Nothing changes until the link is opened.
  expect((await admin().auth.getUser(member.uid)).email).toBe(member.email);

  const [code] = await oobCodesFor(member.email, 'VERIFY_AND_CHANGE_EMAIL');
  expect(code?.newEmail).toBe(newEmail);
  await page.goto(`${paths.resetPassword}?mode=verifyAndChangeEmail&oobCode=${encodeURIComponent(code!.oobCode)}`);
  await expect(page.getByRole('heading', { name: 'E-mail address confirmed' })).toBeVisible();
  expect((await admin().auth.getUser(member.uid)).email).toBe(newEmail);
});

test('an unverified member is asked to confirm, can resend the link, and posts once confirmed without signing out', async ({
  page,
}) => {
  const member = await newMember({ emailVerified: false });
  await signIn(page, member);
  await page.goto(`${paths.community}?tab=discussions`);
  await settle(page);
  const notice = page.getByRole('region', { name: 'Please confirm your e-mail address' });
  await expect(notice).toBeVisible();

  // Posting anyway is refused by the server with a clear message.
  await page.getByRole('button', { name: 'Start Discussion' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start Discussion' });
  await dialog.getByLabel('Title').fill('My first post');
  await dialog.getByLabel('Content').fill('Hello, fellow readers.');
  await dialog.getByRole('button', { name: 'Start Discussion' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Please confirm your e-mail address first');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await notice.getByRole('button', { name: 'Resend verification e-mail' }).click();
  await expect(notice.getByText(`A new link is on its way to ${member.email}.`)).toBeVisible();
  const codes = await oobCodesFor(member.email, 'VERIFY_EMAIL');
  expect(codes.length).toBeGreaterThanOrEqual(1);

  // Not yet confirmed: the notice stays and says so.
  await notice.getByRole('button', { name: "I've confirmed my e-mail" }).click();
  await expect(notice.getByText("Your address isn't confirmed yet.", { exact: false })).toBeVisible();

  // The member opens the link (in another tab), then comes back and says so.
  const other = await page.context().newPage();
  await other.goto(`${paths.resetPassword}?mode=verifyEmail&oobCode=${encodeURIComponent(codes.at(-1)!.oobCode)}`);
  await expect(other.getByRole('heading', { name: 'E-mail address confirmed' })).toBeVisible();
  await other.close();
  // This tab may learn of it by itself (the tabs share the signed-in session and its refreshed
  // token): then the notice is gone before the button can be pressed, which is fine too.
  await notice
    .getByRole('button', { name: "I've confirmed my e-mail" })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(notice).toHaveCount(0);

  await page.getByRole('button', { name: 'Start Discussion' }).click();
  await dialog.getByLabel('Title').fill('My first post');
  await dialog.getByLabel('Content').fill('Hello, fellow readers.');
  await dialog.getByRole('button', { name: 'Start Discussion' }).click();
  await expect(dialog).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'My first post' })).toBeVisible();
});

test('Delete my account: confirmed with the password, then signing in fails and posts show Former member', async ({
  page,
}) => {
  const member = await newMember();
  const discussionId = `farewell-${member.uid}`;
  await admin()
    .db.doc(`${COLLECTIONS.discussions}/${discussionId}`)
    .set(forAdmin(storedDiscussion(member.uid, { title: 'A farewell thread', authorName: 'Mira S.' })));

  await signIn(page, member);
  await page.goto(paths.profile);
  await settle(page);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText(member.email);
  await expect(dialog).toContainText('Former member');
  // What stays is said before the member confirms: the posts, and the books still owed.
  await expect(
    dialog.getByRole('listitem').filter({ hasText: 'Kept: printed books you still have on loan' }),
  ).toBeVisible();

  // Escape closes it and nothing happens.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete my account' }).click();

  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await dialog.getByLabel('Type your password to confirm').fill('wrong-password');
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(dialog.getByRole('alert')).toHaveText("That isn't your current password.");

  await dialog.getByLabel('Type your password to confirm').fill(member.password);
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  await page.waitForURL(paths.login);
  await expect(page.getByText('Your account has been deleted.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();

  await page.goto(paths.discussion(discussionId));
  await expect(page.getByText('Started by Former member')).toBeVisible();
  await expect(page.getByText('Mira S.')).toHaveCount(0);

  await expectSignInRefused(page, member.email, member.password);
  await admin().db.recursiveDelete(admin().db.doc(`${COLLECTIONS.discussions}/${discussionId}`));
});

test('Delete my account in Arabic: the dialog says what is kept (posts as a former member, loans still owed)', async ({
  page,
}) => {
  const member = await newMember();
  await signIn(page, member);
  await page.goto(`${paths.profile}?lang=ar`);
  await settle(page);
  await page.getByRole('button', { name: ar('profile', 'account.delete.open') }).click();
  const dialog = page.getByRole('dialog', { name: ar('profile', 'account.delete.dialogTitle') });
  await expectArabic(page);
  for (const key of ['gone', 'kept', 'keptLoans'])
    await expect(
      dialog.getByRole('listitem').filter({ hasText: ar('profile', `account.delete.${key}`) }),
    ).toBeVisible();
  await expect(dialog).toContainText('عضو سابق');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
