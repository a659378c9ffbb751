import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/demo';
import { PUBLIC_ROUTES, SIGNED_IN_ROUTES } from './support/routes';
import { settle } from './support/settle';
import { paths } from '../web/src/config/paths';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// axe-core goes into the page as an inline script, which the site's Content-Security-Policy
// (script-src 'self') rightly blocks: the test tool, not the site, gets the bypass. The policy
// itself is checked on every route by e2e/csp.spec.ts.
test.use({ bypassCSP: true });

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/** Runs axe-core in the page and returns its serious and critical violations, readably. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return (violations as AxeViolation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

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

  test("a group creator's tools and their dialogs have no serious or critical axe violations", async ({ page }) => {
    await page.goto(paths.group('history-at-hatta')); // created by the demo admin (scripts/seed/community.ts)
    await settle(page);
    for (const [button, dialog] of [
      ['Edit group', 'Edit group'],
      ['Hand over', 'Hand the group over'],
      ['Close group', 'Close History at Hatta?'],
    ]) {
      await page.getByRole('button', { name: button, exact: true }).click();
      await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
      expect(await seriousViolations(page), dialog).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
  });
});
