import { expect, test } from './support/test';
import { screenshot } from './support/screenshot';
import { admin, clientFor, signedInClient } from '../testing/clients';
import { ar } from './support/arabic';
import { DEMO_ACCOUNTS, signIn } from '../testing/demo';
import { uniqueId } from '../testing/ids';
import { lendingTitle, removeBook } from '../testing/lending';
import { newMember, removeMembers } from './support/members';
import { PUBLIC_ROUTES, SIGNED_IN_ROUTES } from './support/routes';
import { settle } from './support/settle';
import { paths } from '../web/src/config/paths';

/**
 * Full-page screenshots of every route at desktop and phone widths, signed out and signed in, for
 * people to look at (artifacts/ is git-ignored). Each shot also checks that nothing overflows
 * the viewport sideways.
 */
const WIDTHS = [1280, 390] as const;

for (const state of ['signed-out', 'admin'] as const) {
  for (const width of WIDTHS) {
    test(`screenshots ${state} at ${width} px`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: 900 });
      if (state === 'admin') await signIn(page, 'admin');
      for (const route of state === 'admin' ? SIGNED_IN_ROUTES : PUBLIC_ROUTES) {
        await test.step(route.path, async () => {
          await page.goto(route.path);
          await settle(page);
          // Let the eager images load so the picture shows what a visitor sees (lazy ones below the
          // fold only load when scrolled to, which a full-page capture does not do; book cards
          // there show as empty boxes too, content-visibility in catalogue.css).
          await page.waitForFunction(() =>
            Array.from(document.images).every((img) => img.complete || img.loading === 'lazy'),
          );
          await screenshot(page, { path: `artifacts/screenshots/${state}-${width}-${route.name}.png`, fullPage: true });
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect.soft(overflow, `${route.path} is wider than ${width} px`).toBeLessThanOrEqual(0);
        });
      }
      if (width <= 1200) {
        await page.goto(paths.home);
        await settle(page);
        await page.getByRole('button', { name: 'Menu' }).click();
        await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
        await screenshot(page, { path: `artifacts/screenshots/${state}-${width}-menu-open.png` });
      }
    });
  }
}

/** Every route in Arabic, right to left, signed out and as the admin (docs/i18n.md). */
for (const state of ['signed-out', 'admin'] as const) {
  for (const width of WIDTHS) {
    test(`screenshots in Arabic ${state} at ${width} px`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: 900 });
      if (state === 'admin') await signIn(page, 'admin');
      for (const route of state === 'admin' ? SIGNED_IN_ROUTES : PUBLIC_ROUTES) {
        await test.step(route.path, async () => {
          await page.goto(`${route.path}?lang=ar`);
          await settle(page);
          await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
          await page.waitForFunction(() =>
            Array.from(document.images).every((img) => img.complete || img.loading === 'lazy'),
          );
          await screenshot(page, {
            path: `artifacts/screenshots/ar-${state}-${width}-${route.name}.png`,
            fullPage: true,
          });
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect.soft(overflow, `${route.path} in Arabic is wider than ${width} px`).toBeLessThanOrEqual(0);
        });
      }
      if (width <= 1200) {
        await page.getByRole('button', { name: ar('common', 'nav.menu') }).click();
        await screenshot(page, { path: `artifacts/screenshots/ar-${state}-${width}-menu-open.png` });
      }
    });
  }
}

test.afterAll(removeMembers);

/** The account screens in the states a route visit cannot reach: a real reset link, an unverified member, the delete dialog. */
for (const width of WIDTHS) {
  test(`account screens at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const member = await newMember({ emailVerified: false });
    const shoot = async (name: string) => {
      await screenshot(page, { path: `artifacts/screenshots/account-${width}-${name}.png`, fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect.soft(overflow, `${name} is wider than ${width} px`).toBeLessThanOrEqual(0);
    };
    const link = new URL(await admin().auth.generatePasswordResetLink(member.email));
    await page.goto(`${paths.resetPassword}${link.search}`);
    await settle(page);
    await shoot('reset-password-form');

    await signIn(page, member);
    await page.goto(paths.profile);
    await settle(page);
    await shoot('profile-unverified');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shoot('delete-dialog');
    await page.keyboard.press('Escape');
    await page.goto(paths.community);
    await settle(page);
    await shoot('community-unverified');
  });
}

/**
 * The lending screens with something on them: a book with copies at three branches, licences and
 * a waiting list, and the demo admin's loan, holds (one ready) and notice on My Library.
 */
test('screenshots of lending (book availability, My Library) at both widths', async ({ page }) => {
  const barcodes = [uniqueId('s'), uniqueId('s'), uniqueId('s'), uniqueId('s')];
  const librarian = await signedInClient('librarian');
  const { id: bookId } = await lendingTitle(librarian, {
    title: 'Lending Showcase',
    copies: [
      { barcode: barcodes[0]!, branchId: 'main' },
      { barcode: barcodes[1]!, branchId: 'main' },
      { barcode: barcodes[2]!, branchId: 'hatta' },
    ],
    ebook: 2,
    audio: 1,
  });
  const pickup = await lendingTitle(librarian, {
    title: 'Lending Pickup Showcase',
    copies: [{ barcode: barcodes[3]!, branchId: 'al-safa' }],
  });
  const { email, password } = DEMO_ACCOUNTS.admin;
  const member = await clientFor(email, password);
  try {
    await librarian.call('checkOut', { barcode: barcodes[0]!, email: DEMO_ACCOUNTS.reader.email });
    await librarian.call('checkOut', { barcode: barcodes[3]!, email: DEMO_ACCOUNTS.reader.email });
    await member.call('placeHold', { bookId: pickup.id, format: 'physical', pickupBranchId: 'hatta' });
    await librarian.call('checkIn', { barcode: barcodes[3]! });
    await member.call('borrowDigital', { bookId, format: 'ebook' });
    await clientFor(DEMO_ACCOUNTS.reader.email, DEMO_ACCOUNTS.reader.password).then((reader) =>
      reader.call('borrowDigital', { bookId, format: 'audio' }).finally(() => reader.close()),
    );
    await member.call('placeHold', { bookId, format: 'audio' });

    await signIn(page, 'admin');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path] of [
        ['book', paths.book(bookId)],
        ['my-library', paths.myLibrary],
      ] as const) {
        await page.goto(path);
        await settle(page);
        await expect(page.getByTestId(name === 'book' ? 'availability-panel' : 'loan-list')).toBeVisible();
        await screenshot(page, { path: `artifacts/screenshots/lending-${width}-${name}.png`, fullPage: true });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect.soft(overflow, `${path} is wider than ${width} px`).toBeLessThanOrEqual(0);
      }
    }
  } finally {
    await Promise.all([removeBook(bookId), removeBook(pickup.id), member.close(), librarian.close()]);
  }
});
