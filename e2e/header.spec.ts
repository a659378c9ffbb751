/**
 * The header's layout (issue 26, point 10): on a desktop the spec's navigation (Books, About,
 * Contact, Add Book, Admin Dashboard, the profile link, Sign Out) is always in the bar, for staff
 * too, and the library's own links (Moderation, Circulation Desk, My Library) open from More when
 * they do not fit; on a phone every link folds into the menu but the unread notices stay beside it.
 * Both languages, at 1280 and 390 px (and 1101 px, the narrowest desktop width staff get the bar).
 */
import { expect, test, type Page } from './support/test';
import { screenshot } from './support/screenshot';
import { COLLECTIONS } from '@shared/collections';
import { storedNotice } from '../testing/documents';
import { forAdmin } from '../testing/sdk';
import { admin } from '../testing/clients';
import { ar } from './support/arabic';
import { DEMO_ACCOUNTS, signIn } from '../testing/demo';
import { newMember, removeMembers } from './support/members';
import { settle } from './support/settle';
import { paths } from '../web/src/config/paths';

test.afterAll(removeMembers);

type Lang = 'en' | 'ar';
const EN: Record<string, string> = {
  books: 'Books',
  about: 'About',
  contact: 'Contact',
  addBook: 'Add Book',
  adminDashboard: 'Admin Dashboard',
  signOut: 'Sign Out',
  login: 'Login',
  more: 'More',
  moderation: 'Moderation',
  desk: 'Circulation Desk',
  myLibrary: 'My Library',
  menu: 'Menu',
  mainNavigation: 'Main navigation',
};
const word = (lang: Lang, key: string) => (lang === 'ar' ? ar('common', `nav.${key}`) : EN[key]!);
const mainNav = (page: Page, lang: Lang) => page.getByRole('navigation', { name: word(lang, 'mainNavigation') });

async function expectInBar(page: Page, lang: Lang, keys: string[]) {
  const nav = mainNav(page, lang);
  for (const key of keys) {
    const control =
      key === 'signOut' || key === 'login'
        ? nav.getByRole(key === 'login' ? 'link' : 'button', { name: word(lang, key), exact: true })
        : nav.getByRole('link', { name: word(lang, key), exact: true });
    await expect(control, `${key} in ${lang}`).toBeInViewport({ ratio: 1 });
  }
  const overflow = await page.locator('.site-header-inner').evaluate((row) => row.scrollWidth - row.clientWidth);
  expect(overflow, `header row overflow in ${lang}`).toBeLessThanOrEqual(0);
  await expect(page.locator('.menu-toggle')).toBeHidden();
}

for (const who of ['admin', 'librarian'] as const) {
  test(`a ${who} sees the spec's links in the bar at 1280 and 1101 px, the rest under More, in both languages`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, who);
    const spec = ['books', 'about', 'contact', 'addBook', ...(who === 'admin' ? ['adminDashboard'] : []), 'signOut'];
    for (const width of [1280, 1101]) {
      await page.setViewportSize({ width, height: 800 });
      for (const lang of ['en', 'ar'] as const) {
        await page.goto(`${paths.home}?lang=${lang}`);
        await settle(page);
        await expectInBar(page, lang, spec);
        await expect(page.getByTestId('profile-link')).toBeInViewport({ ratio: 1 });
        await expect(page.getByTestId('profile-link')).toContainText(DEMO_ACCOUNTS[who].firstName);
        if (who === 'librarian')
          await expect(mainNav(page, lang).getByRole('link', { name: word(lang, 'adminDashboard') })).toHaveCount(0);

        // The library's own links: one click away, by keyboard too.
        const more = mainNav(page, lang).getByRole('button', { name: word(lang, 'more') });
        await expect(more).toBeInViewport({ ratio: 1 });
        await expect(mainNav(page, lang).getByRole('link', { name: word(lang, 'desk') })).toBeHidden();
        await more.focus();
        await page.keyboard.press('Enter');
        await expect(more).toHaveAttribute('aria-expanded', 'true');
        for (const key of ['moderation', 'desk', 'myLibrary'])
          await expect(mainNav(page, lang).getByRole('link', { name: word(lang, key) })).toBeInViewport({ ratio: 1 });
        await expect(mainNav(page, lang).getByRole('link', { name: word(lang, 'moderation') })).toBeFocused();
        await screenshot(page, { path: `artifacts/screenshots/header-${who}-${lang}-${width}-more.png` });
        await page.keyboard.press('Escape');
        await expect(more).toHaveAttribute('aria-expanded', 'false');
        await expect(more).toBeFocused();
      }
    }
    // The same page opens the desk from More.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${paths.home}?lang=en`);
    await mainNav(page, 'en').getByRole('button', { name: 'More' }).click();
    await mainNav(page, 'en').getByRole('link', { name: 'Circulation Desk' }).click();
    await expect(page).toHaveURL(paths.desk);
  });
}

test('a visitor at 1280 px sees Books, About, Contact and Login in the bar, in both languages', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const lang of ['en', 'ar'] as const) {
    await page.goto(`${paths.home}?lang=${lang}`);
    await settle(page);
    await expectInBar(page, lang, ['books', 'about', 'contact', 'login']);
  }
});

test('on a phone the unread notices stay beside the menu, in both languages', async ({ page }) => {
  const member = await newMember();
  const notice = admin().db.collection(COLLECTIONS.notices).doc(`e2e-header-${member.uid}`);
  await notice.set(forAdmin(storedNotice(member.uid)));
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, member);
    for (const lang of ['en', 'ar'] as const) {
      await page.goto(`${paths.home}?lang=${lang}`);
      await settle(page);
      const toggle = page.getByRole('button', { name: word(lang, 'menu') });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(mainNav(page, lang)).toBeHidden();
      const badge = page.getByTestId('header-notices');
      await expect(badge).toBeInViewport({ ratio: 1 });
      await expect(badge.getByTestId('unread-notice-count')).toBeVisible();
      await expect(badge).toHaveAccessibleName(
        lang === 'ar'
          ? `${ar('common', 'nav.myLibrary')} ${ar('common', 'nav.unreadNotices_one')}`
          : 'My Library 1 unread notice',
      );
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, { path: `artifacts/screenshots/header-phone-notices-${lang}-390.png` });
    }
    await page.getByTestId('header-notices').click();
    await expect(page).toHaveURL(paths.myLibrary);
  } finally {
    await notice.delete();
  }
});
