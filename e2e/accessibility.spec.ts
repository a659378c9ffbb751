import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { signIn } from './support/demo';
import { PUBLIC_ROUTES, SIGNED_IN_ROUTES } from './support/routes';
import { settle } from './support/settle';
import { paths } from '../web/src/config/paths';

// axe-core goes into the page as an inline script, which the site's Content-Security-Policy
// (script-src 'self') rightly blocks: the test tool, not the site, gets the bypass. The policy
// itself is checked on every route by e2e/csp.spec.ts.
test.use({ bypassCSP: true });

test.describe('accessibility, signed out', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route.name} (${route.path}) has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(route.path);
      await settle(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the open mobile menu has no serious or critical axe violations', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(paths.home);
    await settle(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('accessibility, signed in as admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin');
  });
  for (const route of SIGNED_IN_ROUTES) {
    test(`${route.name} (${route.path}) has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(route.path);
      await settle(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
