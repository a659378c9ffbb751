import { test as base } from '@playwright/test';
import { appAlive } from '../../testing/browser.js';

export { expect, type Browser, type Locator, type Page } from '@playwright/test';

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
