import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { COLLECTIONS } from '@shared/collections';
import { CONTACT_SEND_DELAY_MS } from '@shared/constants';
import { admin } from '../testing/clients';
import { DEMO_ACCOUNTS, signIn } from '../testing/demo';
import { paths } from '../web/src/config/paths';

test.describe('home', () => {
  test('shows the welcome banner, the three cards and the four collection tiles', async ({ page }) => {
    await page.goto(paths.home);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to City Public Library');
    for (const [title, action, href] of [
      ['Digital Collection', 'Browse Collection', '/books'],
      ['Smart Search', 'Start Searching', '/search'],
      ['Community', 'Join Now', '/community'],
    ] as const) {
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: action })).toHaveAttribute('href', href);
    }
    for (const name of ['Literature', 'Science', 'History', 'Technology']) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        `/search?q=${name.toLowerCase()}`,
      );
    }
    await page.getByRole('link', { name: 'Browse Collection' }).click();
    await expect(page).toHaveURL('/books');
  });

  test('a collection tile opens the search for its subject', async ({ page }) => {
    await page.goto(paths.home);
    await page.getByRole('link', { name: 'Technology', exact: true }).click();
    await expect(page).toHaveURL('/search?q=technology');
    await expect(page.getByRole('heading', { name: 'Search Library' })).toBeVisible();
    await expect(page.locator('main input[value="technology"]').first()).toBeVisible();
  });
});

test.describe('about', () => {
  test('shows the hero, vision, mission, statistics, history and services', async ({ page }) => {
    await page.goto(paths.about);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About City Public Library');
    await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
    await expect(page.getByTestId('stat-tile')).toHaveText([
      '500,000+ Books & Resources',
      '100,000+ Active Members',
      '8 Library Branches',
      '50+ Years of Excellence',
    ]);
    const history = page.locator('section', { has: page.getByRole('heading', { name: 'Our History' }) });
    await expect(history.locator('p')).toHaveCount(3);
    await expect(history).toContainText('established in 1963');
    const services = page.locator('section', { has: page.getByRole('heading', { name: 'Our Services' }) });
    await expect(services.getByRole('heading', { level: 3 })).toHaveText([
      'Digital Resources',
      'Research Support',
      'Cultural Programs',
      "Children's Services",
      'Community Spaces',
      'Technical Services',
    ]);
  });
});

test.describe('contact', () => {
  const hours = 'Sunday to Thursday 8:00 AM to 8:00 PM';

  test('shows the main office and the six branches with address, phone and hours', async ({ page }) => {
    await page.goto(paths.contact);
    const office = page.locator('section', { has: page.getByRole('heading', { name: 'Main Office' }) });
    await expect(office).toContainText(hours);
    await expect(office.getByRole('link', { name: /^\+971/ })).toBeVisible();
    await expect(office.getByRole('link', { name: /@/ })).toBeVisible();
    const branches = page.getByTestId('branch');
    await expect(branches.getByRole('heading')).toHaveText([
      'Al Rashidya',
      'Al Twar',
      'Al Mankhool',
      'Hatta',
      'Al Safa Art & Design Library',
      'Hor Al Anz',
    ]);
    const phone = await office.getByRole('link', { name: /^\+971/ }).innerText();
    for (const branch of await branches.all()) {
      await expect(branch).toContainText(hours);
      await expect(branch).toContainText(phone);
      await expect(branch).toContainText('Dubai');
    }
  });

  test('validates required fields and the e-mail format without sending', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('submitContactMessage')) calls.push(r.url());
    });
    await page.goto(paths.contact);
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const label of ['Full Name', 'Email Address', 'Subject', 'Message']) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(page.getByLabel('Phone (optional)', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This field is required')).toHaveCount(4);

    await page.getByLabel('Email Address', { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByLabel('Message', { exact: true })).toHaveAttribute('rows', '4');
    expect(calls).toEqual([]);
  });

  test('sends a message: stored for admins, thank-you, then a cleared form', async ({ page }) => {
    const subject = `Opening hours question ${Date.now()}`;
    await page.goto(paths.contact);
    await page.getByLabel('Full Name', { exact: true }).fill('Visitor Tester');
    await page.getByLabel('Email Address', { exact: true }).fill('visitor@example.org');
    await page.getByLabel('Phone (optional)', { exact: true }).fill('+971 50 000 0000');
    await page.getByLabel('Subject', { exact: true }).fill(subject);
    await page.getByLabel('Message', { exact: true }).fill('Are you open on Fridays?');
    const started = Date.now();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(page.getByRole('heading', { name: 'Thank you for your message!' })).toBeVisible();
    expect(Date.now() - started).toBeGreaterThanOrEqual(CONTACT_SEND_DELAY_MS - 50);

    const { db } = admin();
    const stored = await db.collection(COLLECTIONS.contactMessages).where('subject', '==', subject).get();
    expect(stored.size).toBe(1);
    const doc = stored.docs[0]!;
    expect(doc.data()).toMatchObject({
      name: 'Visitor Tester',
      email: 'visitor@example.org',
      phone: '+971 50 000 0000',
      message: 'Are you open on Fridays?',
      uid: null,
    });
    expect(doc.get('createdAt').toDate()).toBeInstanceOf(Date);

    await page.getByRole('button', { name: 'Send another message' }).click();
    for (const label of ['Full Name', 'Email Address', 'Phone (optional)', 'Subject', 'Message']) {
      await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
    }
    await expect(page.getByLabel('Full Name', { exact: true })).toBeFocused();
    await doc.ref.delete();
  });

  test('a signed-in sender is recorded, and admins see the message on /admin', async ({ page }) => {
    const subject = `Member question ${Date.now()}`;
    await signIn(page, 'reader2');
    await page.goto(paths.contact);
    await page.getByLabel('Full Name', { exact: true }).fill('Reader Two');
    await page.getByLabel('Email Address', { exact: true }).fill(DEMO_ACCOUNTS.reader2.email);
    await page.getByLabel('Subject', { exact: true }).fill(subject);
    await page.getByLabel('Message', { exact: true }).fill('Can I renew online?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your message!' })).toBeVisible();

    const { db } = admin();
    const stored = await db.collection(COLLECTIONS.contactMessages).where('subject', '==', subject).get();
    expect(stored.docs.map((d) => d.get('uid'))).toEqual([DEMO_ACCOUNTS.reader2.uid]);

    try {
      await page.getByRole('button', { name: 'Sign Out' }).click();
      await signIn(page, 'admin');
      await page.goto(paths.admin);
      const item = page.getByTestId('contact-message').filter({ hasText: subject });
      await expect(item).toBeVisible();
      await expect(item).toContainText('Reader Two');
      await expect(item).toContainText('Can I renew online?');
      // Newest first: the message just sent heads the list.
      await expect(page.getByTestId('contact-message').first()).toContainText(subject);
    } finally {
      await stored.docs[0]?.ref.delete();
    }
  });

  test('shows the rate-limit message and keeps the fields when the server refuses', async ({ page }) => {
    // The server side of the limit is covered by the emulator tests; here the UI's handling of it.
    await page.route('**/submitContactMessage', (route) =>
      route.fulfill({
        status: route.request().method() === 'OPTIONS' ? 204 : 429,
        headers: {
          'access-control-allow-origin': '*',
          'access-control-allow-headers': '*',
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          error: { status: 'RESOURCE_EXHAUSTED', message: 'rate-limited', details: { reason: 'rate-limited' } },
        }),
      }),
    );
    await page.goto(paths.contact);
    await page.getByLabel('Full Name', { exact: true }).fill('Busy Sender');
    await page.getByLabel('Email Address', { exact: true }).fill('busy@example.org');
    await page.getByLabel('Subject', { exact: true }).fill('Again');
    await page.getByLabel('Message', { exact: true }).fill('One more time.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      "You're doing that too often. Please wait a moment and try again.",
    );
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('Again');
  });
});

/** Records the type of every Blob turned into an object URL, to check the download's MIME type. */
async function recordBlobTypes(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __blobTypes: string[] };
    w.__blobTypes = [];
    const original = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (obj: Blob | MediaSource) => {
      if (obj instanceof Blob) w.__blobTypes.push(obj.type);
      return original(obj);
    };
  });
}

test.describe('presentation', () => {
  test('renders the features, roadmap and phases, with only safe link schemes', async ({ page }) => {
    await page.goto(paths.presentation);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Presentation');
    const doc = page.getByRole('article');
    await expect(doc.getByRole('heading', { name: 'City Public Library: Features & Roadmap' })).toBeVisible();
    for (const text of [
      'Book catalogue',
      'Smart search',
      'Mobile apps',
      'Richer AI recommendations',
      'Virtual book clubs',
      'Educational integration',
      'Analytics',
      'A lending and waitlist system',
      'AR/VR',
      'Content creation',
      'Multi-language support',
      'APIs',
      'Accessibility',
      'Phase 1 (Q3 2025)',
      'Phase 2 (Q4 2025)',
      'Phase 3 (Q1 2026)',
      'Phase 4 (Q2 2026)',
    ]) {
      await expect(doc).toContainText(text);
    }
    // Formatted, not raw markdown.
    await expect(doc.locator('strong').first()).toBeVisible();
    await expect(doc).not.toContainText('**');
    const hrefs = await doc.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^(https?:|ircs?:|mailto:|xmpp:|\/|#|$)/);

    const box = page.getByRole('complementary').filter({ hasText: 'Download Instructions' });
    await expect(box).toContainText('Choose a format');
    await expect(box).toContainText('downloads folder');
    await expect(box).toContainText('Markdown keeps the formatting');
    await expect(box).toContainText('Text is a plain version');
  });

  for (const [button, extension, type] of [
    ['Download Markdown', 'md', 'text/markdown'],
    ['Download Text', 'txt', 'text/plain'],
  ] as const) {
    test(`${button} saves city-public-library-presentation.${extension} (${type}) without a network call`, async ({
      page,
    }) => {
      await recordBlobTypes(page);
      await page.goto(paths.presentation);
      await expect(page.getByRole('article')).toContainText('Phase 4');
      // The reader shows up first (a pointer over the page): the code that waits for a reader
      // (Auth, reader-present.ts) loads then, not as part of the download.
      await page.mouse.move(10, 10);
      await page.waitForLoadState('networkidle');

      const requests: string[] = [];
      page.on('request', (r) => {
        if (!r.url().startsWith('blob:')) requests.push(r.url());
      });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: button }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`city-public-library-presentation.${extension}`);
      const content = await readFile((await download.path())!, 'utf8');
      expect(await page.evaluate(() => (window as unknown as { __blobTypes: string[] }).__blobTypes)).toEqual([type]);
      expect(requests).toEqual([]);

      expect(content).toContain('City Public Library: Features & Roadmap');
      expect(content).toContain('Phase 1 (Q3 2025)');
      expect(content).toContain('Multi-language support');
      if (extension === 'md') {
        expect(content).toMatch(/^# City Public Library: Features & Roadmap$/m);
        expect(content).toContain('**Mobile apps**');
      } else {
        expect(content).not.toMatch(/^#|\*\*|\]\(/m);
        expect(content).toContain('• Mobile apps');
      }
    });
  }
});

test.describe('errors and frame', () => {
  test('an unknown route shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/no-such-page/at-all');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to City Public Library');
  });

  test('the mobile menu works by keyboard from 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(paths.about);
    const toggle = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Books' })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Books' })).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Nothing wider than the phone screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('the header shows role links and the first name when signed in as admin', async ({ page }) => {
    await signIn(page, 'admin');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Add Book' })).toHaveAttribute('href', paths.addBook);
    await expect(nav.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', paths.admin);
    await expect(nav.getByTestId('profile-link')).toHaveAttribute('href', paths.profile);
    await expect(nav.getByTestId('profile-link')).toHaveText(DEMO_ACCOUNTS.admin.firstName);
    await expect(nav.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
  });
});
