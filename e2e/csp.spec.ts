import { expect, test, type Page } from './support/test';
import { signIn } from '../testing/demo';
import { settle } from './support/settle';

/**
 * The Content-Security-Policy of firebase.json against the real built app, served by the Hosting
 * emulator with that policy: every main screen, signed out and signed in as staff, must load and
 * work without a single violation. A violation means the policy would break the site (or the site
 * does something the policy is meant to forbid); the fix is in the app or in a precise source,
 * never a wider policy. The policy's own header checks are tests/security/hosting-headers.test.ts.
 */

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
}

declare global {
  interface Window {
    __cspViolations: Violation[];
  }
}

/** Records every violation the page reports, and console messages about the policy. */
async function watchPolicy(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (e) =>
        window.__cspViolations.push({
          directive: e.effectiveDirective,
          blocked: e.blockedURI,
          sample: e.sample,
          source: `${e.sourceFile}:${e.lineNumber}`,
        }),
      true,
    );
  });
  const messages: string[] = [];
  page.on('console', (msg) => {
    const text = msg.text();
    if (/Content[- ]Security[- ]Policy|Permissions-Policy/i.test(text)) messages.push(text);
  });
  return messages;
}

/** Opens a screen, waits for its content, and returns what the policy blocked on the way. */
async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  // Without the header the rest would prove nothing.
  expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
  await settle(page);
  // Late requests after the content shows (live listeners, lazily loaded chunks and images).
  // Not 'networkidle': Firestore's long-polling channel keeps a request open all the time.
  await page.waitForTimeout(500);
  return page.evaluate(() => window.__cspViolations);
}

const PUBLIC = [
  '/',
  '/books',
  '/books/dune',
  '/search?q=dune',
  '/community',
  '/discussions/welcome',
  '/about',
  '/contact',
  '/presentation',
  '/login',
  '/register',
];

test('every public screen, signed out -> loads under the policy with no violation', async ({ page }) => {
  const messages = await watchPolicy(page);
  for (const path of PUBLIC) {
    expect(await visit(page, path), path).toEqual([]);
  }
  expect(messages).toEqual([]);
});

test('the admin dashboard and its Create User dialog (scroll lock styles) -> no violation', async ({ page }) => {
  const messages = await watchPolicy(page);
  await signIn(page, 'admin');
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  expect(await visit(page, '/admin')).toEqual([]);
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // The dialog's scroll lock is applied (as a constructed stylesheet, not a blocked <style>).
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  expect(await visit(page, '/profile')).toEqual([]);
  expect(messages).toEqual([]);
});

test('a librarian on /books/add and a book page with staff actions -> no violation', async ({ page }) => {
  const messages = await watchPolicy(page);
  await signIn(page, 'librarian');
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  expect(await visit(page, '/books/add')).toEqual([]);
  expect(await visit(page, '/books/dune')).toEqual([]);
  expect(messages).toEqual([]);
});

test('injected inline script, inline style and a plain-http image -> blocked and reported (the watch works)', async ({
  page,
}) => {
  await watchPolicy(page);
  await visit(page, '/about');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    const style = document.createElement('style');
    style.textContent = 'body { background: red }';
    document.head.append(style);
    const img = document.createElement('img');
    img.src = 'http://tracker.invalid/pixel.png';
    document.body.append(img);
  });
  await expect
    .poll(() => page.evaluate(() => window.__cspViolations.map((v) => v.directive).sort()))
    .toEqual(['img-src', 'script-src-elem', 'style-src-elem']);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
});
