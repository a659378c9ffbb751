/**
 * A server-rendered page opens in the reader's language from its first paint, with or without a
 * `?lang=` link (docs/i18n.md, "The first paint"): the language travels in the cookie the CDN keys
 * on, and a browser that has not sent it yet asks once more, hidden, before anything is painted.
 */
import { expect, test, type Page } from './support/test';
import { appAlive } from '../testing/browser';
import { LANGUAGE_COOKIE } from '@shared/languages';
import arCommon from '../web/src/i18n/locales/ar/common.json' with { type: 'json' };
import enPages from '../web/src/i18n/locales/en/pages.json' with { type: 'json' };

interface Frame {
  lang: string;
  /** Something of the page could be seen in that frame. */
  visible: boolean;
}

/**
 * Records, frame by frame until each document has loaded, what this tab painted: the document's
 * language and whether anything of it could be seen (one entry per change).
 */
async function recordFirstFrames(page: Page) {
  await page.addInitScript(() => {
    let framesAfterLoad = 10;
    const tick = () => {
      const html = document.documentElement;
      const frame = {
        lang: html.lang,
        visible: getComputedStyle(html).visibility !== 'hidden' && !!document.body?.textContent?.trim(),
      };
      const frames = JSON.parse(sessionStorage.getItem('first-frames') ?? '[]') as Array<typeof frame>;
      const last = frames.at(-1);
      if (!last || last.lang !== frame.lang || last.visible !== frame.visible) {
        frames.push(frame);
        sessionStorage.setItem('first-frames', JSON.stringify(frames));
      }
      if (document.readyState !== 'complete' || framesAfterLoad-- > 0) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}
const shownFrames = async (page: Page) =>
  ((await page.evaluate(() => JSON.parse(sessionStorage.getItem('first-frames') ?? '[]'))) as Frame[]).filter(
    (frame) => frame.visible,
  );

/** How the current document was reached: 'navigate', or 'reload' when the page asked for itself again. */
const navigationType = (page: Page) =>
  page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type);

const languageCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value;

test.describe('a visitor whose browser prefers Arabic', () => {
  test.use({ locale: 'ar-EG' });

  test('a first visit paints Arabic only, and the next page arrives in Arabic from the server', async ({ page }) => {
    await recordFirstFrames(page);
    // The frame's own goto: the page asks for itself again, which the app-alive wait would race.
    await page.mainFrame().goto('/books/dune');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await appAlive(page);
    await page.waitForLoadState('load');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('link', { name: arCommon.libraryName }).first()).toBeVisible();
    const shown = await shownFrames(page);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.map((frame) => frame.lang)).toEqual(shown.map(() => 'ar'));
    expect(await languageCookie(page)).toBe('lang.ar');

    // The next page: Arabic in the server's answer itself, no second request.
    const response = await page.goto('/community');
    expect(await response!.text()).toMatch(/<html lang="ar" dir="rtl" data-rendered="server">/);
    expect(await navigationType(page)).toBe('navigate');
  });

  test('who chose English keeps English pages, with no second request', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('library.lang', 'en'));
    const response = await page.goto('/books');
    expect(await response!.text()).toMatch(/<html lang="en"/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await navigationType(page)).toBe('navigate');
    expect(await languageCookie(page)).toBe('lang.en');
  });
});

test('an English visitor who switches to Arabic gets the next pages from the server in Arabic', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  for (const path of ['/books', '/books/dune', '/search', '/community', '/']) {
    const response = await page.goto(path);
    expect(await response!.text(), path).toMatch(/<html lang="ar" dir="rtl" data-rendered="server">/);
    expect(await navigationType(page), path).toBe('navigate');
  }
  // And back: English again, from the server.
  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const response = await page.goto('/');
  expect(await response!.text()).toContain(enPages.home.welcome);
  expect(await response!.text()).toMatch(/<html lang="en"/);
});
