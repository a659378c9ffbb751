import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { admin } from '../testing/clients';
import { ar, expectArabic } from './support/arabic';
import { seriousViolations } from './support/axe';
import { signIn } from '../testing/demo';
import { newMember, removeMembers } from './support/members';
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

  test('the catalogue import preview on the desk, in English and Arabic', async ({ page }) => {
    for (const lang of ['en', 'ar']) {
      await page.goto(`${paths.desk}?lang=${lang}#catalogue-files`);
      await page.getByTestId('import-file').setInputFiles({
        name: 'books.mrc',
        mimeType: 'application/marc',
        buffer: readFileSync('tests/fixtures/marc/bad_records.mrc'),
      });
      await expect(page.getByTestId('import-preview').getByRole('table')).toBeVisible();
      expect(await seriousViolations(page), lang).toEqual([]);
    }
  });
});

test.describe('accessibility in Arabic, signed out', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route.name} (${route.path}) in Arabic has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(`${route.path}?lang=ar`);
      await settle(page);
      await expectArabic(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the open mobile menu in Arabic has no serious or critical axe violations', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${paths.home}?lang=ar`);
    await settle(page);
    await page.getByRole('button', { name: ar('common', 'nav.menu') }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('accessibility in Arabic, signed in as admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin');
  });
  for (const route of SIGNED_IN_ROUTES) {
    test(`${route.name} (${route.path}) in Arabic has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(`${route.path}?lang=ar`);
      await settle(page);
      await expectArabic(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test.describe('accessibility of the account screens in their real states', () => {
  test.afterAll(removeMembers);

  test('the reset form, an unverified member on /profile and /community, and the delete dialog', async ({ page }) => {
    const member = await newMember({ emailVerified: false });
    const link = new URL(await admin().auth.generatePasswordResetLink(member.email));
    await page.goto(`${paths.resetPassword}${link.search}`);
    await settle(page);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await signIn(page, member);
    for (const path of [paths.profile, paths.community]) {
      await page.goto(path);
      await settle(page);
      await expect(page.getByRole('region', { name: 'Please confirm your e-mail address' }).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    }
    await page.goto(paths.profile);
    await settle(page);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
