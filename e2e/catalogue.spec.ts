import { expect, test, type Browser, type Page } from './support/test';
import { BOOK_PAGE_SIZE } from '@shared/constants';
import { signIn } from '../testing/demo';
import { paths } from '../web/src/config/paths';

/** A second, signed-out browser watching /books: every change must reach it without a reload. */
async function watcher(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(paths.books);
  await expect(page.getByTestId('book-card').first()).toBeVisible();
  return page;
}
const cardOf = (page: Page, title: string) => page.getByTestId('book-card').filter({ hasText: title });

test.describe('visitor', () => {
  test('browses the collection page by page and opens a book', async ({ page }) => {
    // A screen taller than the first page: the end of the list is in reach from the start, so
    // nothing loads by itself and the button asks for the next page.
    await page.setViewportSize({ width: 1280, height: 4000 });
    await page.goto(paths.books);
    await expect(page.getByRole('heading', { name: 'Library Collection' })).toBeVisible();
    const cards = page.getByTestId('book-grid').getByTestId('book-card');
    await expect(cards).toHaveCount(BOOK_PAGE_SIZE);
    const titles = await cards.locator('.book-card-title').allTextContents();
    expect(titles).toEqual([...titles].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));

    await page.waitForTimeout(1000);
    await expect(cards).toHaveCount(BOOK_PAGE_SIZE);
    await page.getByRole('button', { name: 'Show more books' }).click();
    await expect(cards).toHaveCount(BOOK_PAGE_SIZE * 2);

    await page.goto(paths.book('sapiens'));
    await expect(page.getByRole('heading', { name: 'Sapiens: A Brief History of Humankind' })).toBeVisible();
    await expect(page.getByText('by Yuval Noah Harari')).toBeVisible();
    await expect(page.getByTestId('availability-badge')).toHaveText('Unavailable');
    await expect(page.getByRole('heading', { name: 'Formats' })).toBeVisible();
    await expect(page.getByText('anthropology')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Moods' })).toBeVisible();
    await expect(page.getByRole('region', { name: /chat/i })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });

  test('sees a placeholder cover, the Unavailable badge and Book not found', async ({ page }) => {
    await page.goto(paths.book('clean-code'));
    await expect(page.getByRole('heading', { name: 'Clean Code' })).toBeVisible();
    await expect(page.locator('.book-cover-placeholder')).toBeVisible();
    await expect(page.getByTestId('availability-badge')).toHaveText('Available');

    await page.goto(paths.book('no-such-book-here'));
    await expect(page.getByRole('heading', { name: 'Book not found' })).toBeVisible();
  });
});

test('a reader is sent away from /books/add and sees no staff actions', async ({ page }) => {
  await signIn(page, 'reader');
  await page.goto(paths.addBook);
  await expect(page).toHaveURL(/\/books$/);
  await expect(page.getByRole('heading', { name: 'Library Collection' })).toBeVisible();
  await page.goto(paths.editBook('sapiens'));
  await expect(page).toHaveURL(/\/books$/);
  await page.goto(paths.book('sapiens'));
  await expect(page.getByRole('heading', { name: 'Sapiens: A Brief History of Humankind' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});

test('a librarian adds, edits, marks unavailable and deletes a book; a second browser sees each change live', async ({
  page,
  browser,
}) => {
  const other = await watcher(browser);
  await signIn(page, 'librarian');

  // ---- add, with the offline AI drafting description, tags and moods
  const title = `AAA E2E Atlas ${Date.now()}`;
  await page.goto(paths.addBook);
  await page.getByRole('button', { name: 'Generate Description & Tags' }).click();
  await expect(page.getByText('Please provide both title and author to generate description and tags.')).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Author').fill('Ada Tester');
  await page.getByRole('button', { name: 'Generate Description & Tags' }).click();
  await expect(page.getByLabel('Description')).not.toHaveValue('', { timeout: 20_000 });
  await expect(page.locator('.tag-chip')).toHaveCount(5);
  await expect(page.locator('.mood-picker button[aria-pressed="true"]')).toHaveCount(2);
  await expect(page.locator('.mood-picker button:disabled')).toHaveCount(4);
  await page.getByLabel('Cover URL').fill('not a url');
  await page.getByLabel('E-book').check();
  await page.getByRole('button', { name: 'Add Book' }).click();
  await expect(page.getByText('Please enter a valid URL (http or https)')).toBeVisible();
  await page.getByLabel('Cover URL').fill('');
  await page.getByRole('button', { name: 'Add Book' }).click();

  await expect(page).toHaveURL(/\/books\/(?!add)[^/]+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('AI-generated')).toBeVisible();
  await expect(page.getByTestId('availability-badge')).toHaveText('Available');
  await expect(cardOf(other, title)).toBeVisible();
  await expect(cardOf(other, title).getByText('Unavailable')).toHaveCount(0);

  // ---- edit the title
  const revised = `${title} Revised`;
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await page.getByLabel('Title', { exact: true }).fill(revised);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { name: revised })).toBeVisible();
  await expect(cardOf(other, revised)).toBeVisible();

  // ---- toggle availability
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('Book is available').uncheck();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('availability-badge')).toHaveText('Unavailable');
  await expect(cardOf(other, revised).getByText('Unavailable')).toBeVisible();

  // ---- Cancel on edit returns to the book
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: revised })).toBeVisible();

  // ---- delete, after a Cancel in the confirm dialog
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Book' });
  await expect(dialog).toContainText('Are you sure you want to delete the book? This action cannot be undone');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete Book' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/books$/);
  await expect(cardOf(other, revised)).toHaveCount(0);
  await expect(cardOf(page, revised)).toHaveCount(0);
  await other.context().close();
});

test('scrolling to the end of the list loads the next page, one page per scroll', async ({ page }) => {
  await page.goto(paths.books);
  const cards = page.getByTestId('book-grid').getByTestId('book-card');
  await expect(cards).toHaveCount(BOOK_PAGE_SIZE);
  await page.mouse.wheel(0, 100_000);
  await expect(cards).toHaveCount(BOOK_PAGE_SIZE * 2);
  // The new page pushed the end of the list away: nothing more loads until the reader scrolls on.
  await page.waitForTimeout(1500);
  await expect(cards).toHaveCount(BOOK_PAGE_SIZE * 2);
});

test('a reader who scrolls the server-rendered list before the app starts still gets the next page', async ({
  page,
}) => {
  // Hold the app's scripts until the reader has scrolled: the cards are the prerendered HTML.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  // The frame's own goto (the page's waits for the app) up to 'commit': the held module scripts
  // hold DOMContentLoaded too.
  await page.mainFrame().goto(paths.books, { waitUntil: 'commit' });
  const cards = page.getByTestId('book-grid').getByTestId('book-card');
  await expect(cards).toHaveCount(BOOK_PAGE_SIZE);
  await page.mouse.wheel(0, 100_000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  release();
  await expect(cards).toHaveCount(BOOK_PAGE_SIZE * 2);
  // That scroll counted once: the next page waits for the reader to scroll on.
  await page.waitForTimeout(1500);
  await expect(cards).toHaveCount(BOOK_PAGE_SIZE * 2);
  await page.mouse.wheel(0, 100_000);
  await expect(cards).toHaveCount(BOOK_PAGE_SIZE * 3);
});
