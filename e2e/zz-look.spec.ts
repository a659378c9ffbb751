import { test } from './support/test';
import { signIn } from '../testing/demo';
import { paths } from '../web/src/config/paths';

for (const lang of ['en', 'ar'] as const) {
  for (const width of [1280, 390]) {
    test(`look ${lang} ${width}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 1280, height: 900 });
      await signIn(page, 'reader');
      const now = await page.evaluate(() => document.documentElement.lang);
      if (now !== lang) {
        await page.getByRole('button', { name: lang === 'ar' ? 'العربية' : 'English' }).click();
        await page.waitForFunction(() => document.documentElement.lang === 'ar' || document.documentElement.lang === 'en');
        await page.waitForTimeout(500);
      }
      await page.setViewportSize({ width, height: 900 });
      await page.goto(paths.book('dune'));
      const panel = page.getByTestId('reading-panel');
      await panel.getByTestId('shelf-reading').click();
      await panel.getByTestId('rating-input').locator('label').nth(6).click();
      await page.waitForTimeout(4000);
      await panel.locator('summary').click();
      await panel.scrollIntoViewIfNeeded();
      await panel.screenshot({ path: `artifacts/screenshots/look-panel-${lang}-${width}.png` });
      await page.goto(paths.myLibrary);
      const shelves = page.getByTestId('my-shelves');
      await shelves.scrollIntoViewIfNeeded();
      await page.waitForTimeout(1500);
      await shelves.screenshot({ path: `artifacts/screenshots/look-shelves-${lang}-${width}.png` });
    });
  }
}
test('look visitor', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(paths.book('dune'));
  const panel = page.getByTestId('reading-panel');
  await panel.scrollIntoViewIfNeeded();
  await page.waitForTimeout(1000);
  await panel.screenshot({ path: `artifacts/screenshots/look-panel-visitor-390.png` });
});
