import type { Page } from '@playwright/test';

type Options = NonNullable<Parameters<Page['screenshot']>[0]>;

/**
 * A screenshot for people to look at (artifacts/screenshots, git-ignored). Chromium now and then
 * refuses one capture ("Protocol error (Page.captureScreenshot): Unable to capture screenshot") and
 * takes the same picture when asked again, so a refusal is asked once more; any other error, or a
 * second refusal, fails the test as before.
 */
export async function screenshot(page: Page, options: Options): Promise<Buffer> {
  try {
    return await page.screenshot(options);
  } catch (error) {
    if (!/Unable to capture screenshot/.test(String(error))) throw error;
    return page.screenshot(options);
  }
}
