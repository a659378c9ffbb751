import { test as base, type Page } from '@playwright/test';

export { expect, type Browser, type Page } from '@playwright/test';

/**
 * Resolves once React has taken over the page (createRoot or hydrateRoot has attached it to #root).
 * A server-rendered page (functions/src/http/prerender.ts) shows its content before its scripts
 * run; until then its buttons do nothing (its search forms still work, as plain GET forms). After
 * this, an event on markup React has not hydrated yet is replayed once it has.
 */
export async function appAlive(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/** Playwright's test, whose page.goto and page.reload also wait for the app to be alive. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appAlive(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appAlive(page);
      return response;
    };
    await use(page);
  },
});
