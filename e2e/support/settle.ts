import { expect, type Page } from '@playwright/test';

/**
 * Waits until a screen shows its content: the frame is there and data screens have replaced their
 * spinner or skeleton with content. A screen that never finishes loading fails here.
 */
export async function settle(page: Page) {
  await expect(page.locator('main#main')).toBeVisible();
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('main .spinner, main .skeleton, .route-progress')).toHaveCount(0, { timeout: 15_000 });
  // A crashed screen shows the error page; scanning or photographing that would prove nothing.
  await expect(page.locator('#error-title')).toHaveCount(0);
}
