import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test, type Page } from './support/test';
import { signIn } from '../testing/demo';
import { newMember, removeMembers } from './support/members';
import { ar, expectArabic } from './support/arabic';
import { settle } from './support/settle';
import { paths } from '../web/src/config/paths';

/**
 * Download my data on /profile (functions/src/accounts/export-my-data.ts): the button saves a zip
 * whose my-data.json is the member's own, in English, and from the keyboard in Arabic with Arabic
 * CSV headers.
 */

test.afterAll(removeMembers);

/** Waits for the download the action starts; returns its file name and its files, unzipped. */
async function downloaded(page: Page, start: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  const zip = readFileSync((await download.path())!);
  const files = unzipSync(new Uint8Array(zip));
  return {
    fileName: download.suggestedFilename(),
    text: (name: string) => strFromU8(files[name] ?? new Uint8Array()),
    names: Object.keys(files),
  };
}

test('Download my data saves a zip of the member’s own data, in English and in Arabic', async ({ page }) => {
  const member = await newMember();
  await signIn(page, member);
  await page.goto(paths.profile);
  await settle(page);

  const section = page.getByRole('region', { name: 'Download my data' });
  await expect(section).toBeVisible();
  const english = await downloaded(page, () => section.getByRole('button', { name: 'Download my data' }).click());
  expect(english.fileName).toMatch(/^library-data-\d{4}-\d{2}-\d{2}\.zip$/);
  expect(english.names).toEqual(expect.arrayContaining(['my-data.json', 'README.txt', 'profile.csv']));
  const data = JSON.parse(english.text('my-data.json')) as Record<string, unknown>;
  expect(data).toMatchObject({
    language: 'en',
    account: { uid: member.uid, email: member.email },
    profile: { firstName: 'Mira', lastName: 'Stone' },
  });
  await expect(section.getByRole('status')).toHaveText(
    'Your data has been downloaded. Look for the zip file in your downloads.',
  );

  // In Arabic, from the keyboard.
  await page.goto(`${paths.profile}?lang=ar`);
  await settle(page);
  await expectArabic(page);
  const button = page.getByRole('button', { name: ar('profile', 'myData.download') });
  await button.focus();
  const arabic = await downloaded(page, () => page.keyboard.press('Enter'));
  expect(JSON.parse(arabic.text('my-data.json'))).toMatchObject({ language: 'ar', account: { email: member.email } });
  expect(arabic.text('profile.csv').split('\r\n')[0]).toBe('الحقل,القيمة');
  await expect(page.getByRole('status').filter({ hasText: ar('profile', 'myData.saved') })).toBeVisible();
});
