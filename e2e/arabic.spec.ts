import { expect, test, type Page } from './support/test';
import { COLLECTIONS } from '@shared/collections';
import { admin } from '../testing/clients';
import { ar, expectArabic, visibleLatinWords } from './support/arabic';
import { signIn } from '../testing/demo';
import { newMember, removeMembers } from './support/members';
import { PUBLIC_ROUTES, SIGNED_IN_ROUTES } from './support/routes';
import { settle } from './support/settle';
import { paths } from '../web/src/config/paths';

/**
 * The site in Arabic, right to left (issue 15, docs/i18n.md): the language switch and how the
 * choice is remembered, the main journeys in Arabic, and no English left on an Arabic screen.
 */

const html = (page: Page) => page.locator('html');
const toArabic = (page: Page) => page.getByRole('button', { name: 'العربية', exact: true });
const toEnglish = (page: Page) => page.getByRole('button', { name: 'English', exact: true });
const mainNav = (page: Page) => page.locator('#main-nav');
const storedLanguage = (page: Page) => page.evaluate(() => localStorage.getItem('library.lang'));

test.afterAll(removeMembers);

test.describe('the language switch', () => {
  test('switches English to Arabic and back, and the choice survives a reload', async ({ page }) => {
    await page.goto(paths.books);
    await settle(page);
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await expect(html(page)).toHaveAttribute('dir', 'ltr');
    // The switch names the other language in that language, and says which language it is in.
    await expect(toArabic(page)).toHaveAttribute('lang', 'ar');

    await toArabic(page).click();
    await expectArabic(page);
    await expect(mainNav(page).getByRole('link', { name: ar('common', 'nav.books'), exact: true })).toBeVisible();
    // The header search's fields are a React root of their own: they follow the switch too.
    const headerBox = (landmark: string, label: string) =>
      page.getByRole('search', { name: landmark }).getByRole('searchbox', { name: label });
    await expect(headerBox(ar('common', 'headerSearch.landmark'), ar('common', 'headerSearch.label'))).toHaveAttribute(
      'placeholder',
      ar('common', 'headerSearch.placeholder'),
    );
    await expect(toEnglish(page)).toHaveAttribute('lang', 'en');
    expect(await storedLanguage(page)).toBe('ar');

    await page.reload();
    await settle(page);
    await expectArabic(page);

    await toEnglish(page).click();
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await expect(html(page)).toHaveAttribute('dir', 'ltr');
    await expect(mainNav(page).getByRole('link', { name: 'Books', exact: true })).toBeVisible();
    await expect(headerBox('Catalogue', 'Search the catalogue')).toHaveAttribute('placeholder', 'Search books');
    await page.reload();
    await settle(page);
    await expect(html(page)).toHaveAttribute('lang', 'en');
    expect(await storedLanguage(page)).toBe('en');
  });

  test('a ?lang=ar link opens in Arabic as sent, is remembered, and leaves the address clean', async ({ page }) => {
    await page.goto(`${paths.about}?lang=ar`);
    await settle(page);
    await expectArabic(page);
    expect(new URL(page.url()).search).toBe('');
    await page.goto(paths.contact);
    await settle(page);
    await expectArabic(page);
    // ...and an English link wins over the remembered Arabic.
    await page.goto(`${paths.contact}?lang=en`);
    await settle(page);
    await expect(html(page)).toHaveAttribute('lang', 'en');
  });

  test('a first visit follows the browser: Arabic first opens in Arabic, anything else in English', async ({
    browser,
  }) => {
    for (const [locale, expected] of [
      ['ar-EG', 'ar'],
      ['fr-FR', 'en'],
    ] as const) {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto(paths.home);
      await settle(page);
      await expect(html(page), locale).toHaveAttribute('lang', expected);
      await context.close();
    }
  });

  test("a member's choice is saved on their profile and restored when they sign in elsewhere", async ({
    page,
    browser,
  }) => {
    const member = await newMember();
    await signIn(page, member);
    await toArabic(page).click();
    await expectArabic(page);
    const profile = admin().db.doc(`${COLLECTIONS.profiles}/${member.uid}`);
    await expect.poll(async () => (await profile.get()).get('language')).toBe('ar');

    // Another browser, in English, until the member signs in.
    const context = await browser.newContext();
    const other = await context.newPage();
    await signIn(other, member);
    await expectArabic(other);
    expect(await storedLanguage(other)).toBe('ar');

    await toEnglish(other).click();
    await expect.poll(async () => (await profile.get()).get('language')).toBe('en');
    await context.close();
  });

  test('the first paint of an Arabic page is already Arabic, never English that then changes', async ({ page }) => {
    // Records the header as the app first puts it on the page: whole, once the browser has moved
    // past it, since a server's page is parsed in parts (a slow machine caught it half-parsed, with
    // the library's name but not yet its links).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const header = document.querySelector('header');
        if (!header?.nextElementSibling) return;
        (window as unknown as { firstHeader: unknown }).firstHeader = {
          lang: document.documentElement.lang,
          text: header.textContent,
        };
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${paths.home}?lang=ar`);
    await settle(page);
    const first = (await page.evaluate(() => (window as unknown as { firstHeader: unknown }).firstHeader)) as {
      lang: string;
      text: string;
    };
    expect(first.lang).toBe('ar');
    expect(first.text).toContain(ar('common', 'nav.books'));
    expect(first.text).not.toContain('Books');
  });
});

test.describe('the header with the language switch', () => {
  /** The header's row holds everything it shows: nothing pushed out of it or over the edge. */
  async function expectHeaderFits(page: Page, language: 'en' | 'ar') {
    await expect(html(page)).toHaveAttribute('lang', language);
    await expect(mainNav(page)).toBeVisible();
    await expect(language === 'ar' ? toEnglish(page) : toArabic(page)).toBeInViewport({ ratio: 1 });
    const overflow = await page.locator('.site-header-inner').evaluate((row) => row.scrollWidth - row.clientWidth);
    expect(overflow, language).toBeLessThanOrEqual(0);
  }

  test('fits unfolded just above the fold widths, in both languages: 1201 px for a visitor, 1561 px for staff', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1201, height: 800 });
    for (const language of ['en', 'ar'] as const) {
      await page.goto(`${paths.home}?lang=${language}`);
      await settle(page);
      await expectHeaderFits(page, language);
    }
    await page.setViewportSize({ width: 1561, height: 800 });
    await page.goto(`${paths.home}?lang=en`);
    await signIn(page, 'admin');
    for (const language of ['en', 'ar'] as const) {
      await page.goto(`${paths.home}?lang=${language}`);
      await settle(page);
      await expectHeaderFits(page, language);
    }
  });
});

test('the phone header keeps brand, language switch and menu on one row down to 320 px, in both languages', async ({
  page,
}) => {
  for (const width of [320, 360]) {
    await page.setViewportSize({ width, height: 700 });
    for (const language of ['en', 'ar'] as const) {
      await page.goto(`${paths.home}?lang=${language}`);
      await settle(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${language} at ${width} px`).toBeLessThanOrEqual(0);
      const switchButton = language === 'ar' ? toEnglish(page) : toArabic(page);
      await expect(switchButton).toBeInViewport({ ratio: 1 });
      const [brand, menuToggle, languageSwitch] = await Promise.all([
        page.locator('.brand').boundingBox(),
        page.locator('.menu-toggle').boundingBox(),
        switchButton.boundingBox(),
      ]);
      // One row: the three share a band of the header.
      for (const box of [menuToggle, languageSwitch])
        expect(Math.abs(box!.y + box!.height / 2 - (brand!.y + brand!.height / 2))).toBeLessThan(12);
    }
  }
});

test.describe('journeys in Arabic', () => {
  test('browse the catalogue and open a book', async ({ page }) => {
    await page.goto(`${paths.home}?lang=ar`);
    await settle(page);
    await mainNav(page)
      .getByRole('link', { name: ar('common', 'nav.books'), exact: true })
      .click();
    await settle(page);
    await expectArabic(page);
    const firstCard = page.locator('.book-card-title').first();
    const title = (await firstCard.textContent()) ?? '';
    await firstCard.click();
    await settle(page);
    await expectArabic(page);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // A Latin title inside the right-to-left page keeps its own direction.
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('dir', 'auto');
  });

  test('chat about a book', async ({ page }) => {
    await signIn(page, 'reader');
    await page.goto(`${paths.book('jane-eyre')}?lang=ar`);
    await settle(page);
    await expectArabic(page);
    const panel = page.getByRole('region', { name: ar('chat', 'title') });
    const log = panel.getByRole('log', { name: ar('chat', 'logLabel') });
    await expect(log).toHaveAttribute('aria-busy', 'false');
    const question = `من كتب هذا الكتاب؟ (${Date.now()})`;
    await panel.getByLabel(ar('chat', 'inputLabel')).fill(question);
    await panel.getByRole('button', { name: ar('chat', 'send') }).click();
    await expect(log.getByText(question)).toBeVisible();
    await expect(log.locator('.book-chat-msg-assistant').last()).not.toBeEmpty();
  });

  test('the community: list, a discussion and a group', async ({ page }) => {
    await page.goto(`${paths.community}?lang=ar`);
    await settle(page);
    await expectArabic(page);
    await expect(page.getByRole('heading', { level: 1, name: ar('community', 'title') })).toBeVisible();
    await page.goto(paths.discussion('welcome'));
    await settle(page);
    await expectArabic(page);
    await expect(page.locator('.discussion-title')).toHaveAttribute('dir', 'auto');
    await page.goto(paths.group('classics-circle'));
    await settle(page);
    await expectArabic(page);
  });

  test('send a message to the library', async ({ page }) => {
    await page.goto(`${paths.contact}?lang=ar`);
    await settle(page);
    await expectArabic(page);
    const email = page.locator('input[name="email"]');
    // E-mail addresses are written left to right inside the right-to-left form.
    expect(await email.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    await page.locator('input[name="name"]').fill('سلمى الراشد');
    await email.fill(`salma-${Date.now()}@test.library`);
    await page.locator('input[name="subject"]').fill('استفسار عن بطاقة العضوية');
    await page.locator('textarea[name="message"]').fill('هل يمكنني تجديد بطاقتي عبر الموقع؟ شكرًا لكم.');
    await page.getByRole('button', { name: ar('contact', 'form.send') }).click();
    await expect(page.getByRole('heading', { name: ar('contact', 'form.sentTitle') })).toBeVisible();
  });

  test('sign up', async ({ page }) => {
    const email = `arabic-${Date.now()}@test.library`;
    await page.goto(`${paths.register}?lang=ar`);
    await settle(page);
    await expectArabic(page);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill('kalima-sirr-1');
    await page.getByRole('button', { name: ar('auth', 'register.next') }).click();
    await page.locator('input[name="firstName"]').fill('ليلى');
    await page.locator('input[name="lastName"]').fill('حداد');
    await page.locator('input[name="dateOfBirth"]').fill('1996-03-14');
    await page.locator('input[name="fieldOfStudy"]').fill('علم المكتبات');
    await page.getByRole('button', { name: ar('profile', 'interestOptions.Fiction'), exact: true }).click();
    await page.getByRole('button', { name: ar('auth', 'register.submit') }).click();
    await expect(page.getByRole('heading', { name: ar('auth', 'register.successTitle') })).toBeVisible();
    await expectArabic(page);
    const user = await admin().auth.getUserByEmail(email);
    await admin().auth.deleteUser(user.uid);
    await admin().db.recursiveDelete(admin().db.doc(`${COLLECTIONS.profiles}/${user.uid}`));
  });

  test('the admin dashboard', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto(`${paths.admin}?lang=ar`);
    await settle(page);
    await expectArabic(page);
    await expect(page.getByRole('heading', { level: 1, name: ar('admin', 'title') })).toBeVisible();
    await expect(page.getByTestId('user-row').first()).toBeVisible();
  });
});

test.describe('no English on Arabic screens', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route.name} (${route.path}), signed out`, async ({ page }) => {
      await page.goto(`${route.path}?lang=ar`);
      await settle(page);
      await expectArabic(page);
      expect(await visibleLatinWords(page)).toEqual([]);
    });
  }
  test('every signed-in screen, as the admin', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, 'admin');
    for (const route of SIGNED_IN_ROUTES) {
      await test.step(route.path, async () => {
        await page.goto(`${route.path}?lang=ar`);
        await settle(page);
        await expectArabic(page);
        expect.soft(await visibleLatinWords(page), route.path).toEqual([]);
      });
    }
  });
});
