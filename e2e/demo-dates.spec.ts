/**
 * The demo data on the day the emulators start (issue 26): emulator-data/ is the seed at a fixed
 * date, and scripts/seed-today.ts (run by npm start and scripts/with-emulators.sh) moves its dates
 * to today. A reading group's next meeting is ahead of today, in English and Arabic; the held post
 * in the moderation queue gives its reason through a key, so Arabic /moderation shows it in Arabic.
 */
import { expect, test } from './support/test';
import { ar, expectArabic } from './support/arabic';
import { SEED_GROUPS, SEED_MODERATION, signIn } from '../testing/demo';
import { paths } from '../web/src/config/paths';
import en from '../web/src/i18n/locales/en/community.json' with { type: 'json' };

const group = SEED_GROUPS.find((g) => g.nextMeetingDaysAhead)!;

for (const [lang, locale, label] of [
  ['en', 'en-US', en.groups.nextMeeting],
  ['ar', 'ar-AE', ar('community', 'groups.nextMeeting')],
] as const)
  test(`a reading group's next meeting is ahead of today (${lang})`, async ({ browser }) => {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    try {
      await page.goto(paths.group(group.id));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const meeting = page.locator('dl div').filter({ hasText: label }).locator('time');
      await expect(meeting).toBeVisible();
      const at = Date.parse((await meeting.getAttribute('datetime')) ?? '');
      expect(at, `${group.id}'s next meeting`).toBeGreaterThan(Date.now());
    } finally {
      await context.close();
    }
  });

test('Arabic /moderation gives the held post’s reason in Arabic', async ({ page }) => {
  const held = SEED_MODERATION.heldDiscussion;
  await signIn(page, 'librarian');
  await page.evaluate(() => localStorage.setItem('library.lang', 'ar'));
  await page.goto(paths.moderation);
  await expectArabic(page);
  const item = page.getByTestId('moderation-item').filter({ hasText: held.title });
  await expect(item).toContainText(ar('community', `moderationReasons.${held.aiReasonKey}`));
  await expect(item).not.toContainText(held.aiReason);
});
