/**
 * A reading life in the browser (issue 32): a member shelves a book from its page and sees it on
 * My Library's shelves in another tab, live; moves it to Reading and Read; rates it in half stars
 * by pointer and by keyboard; the book's average appears, live, once five members shared a rating,
 * and never counts a private one. Each test makes its own book and members.
 */
import { readFile } from 'node:fs/promises';
import type { BrowserContext } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { COLLECTIONS } from '@shared/collections';
import { readerToday } from '../web/src/features/reading/lib/shelf-moves';
import { readingItemId } from '@shared/documents/reading';
import { admin, closeAfter, signedInClient, TEST_PASSWORD } from '../testing/clients';
import { newShelfEntry, storedBook } from '../testing/documents';
import { forAdmin } from '../testing/sdk';
import { signIn } from '../testing/demo';
import { uniqueId } from '../testing/ids';
import { docData, lendingTitle, removeBook } from '../testing/lending';
import { seriousViolations } from './support/axe';
import { paths } from '../web/src/config/paths';

test.use({ bypassCSP: true }); // for the axe scan only (see accessibility.spec.ts)

const track = closeAfter(test.afterEach);
const member = async () => track(await signedInClient('reader'));
const signInAs = (page: Page, client: { email: string }) =>
  signIn(page, { email: client.email, password: TEST_PASSWORD });

async function newBook(title: string) {
  const id = uniqueId('shelved');
  await admin()
    .db.doc(`${COLLECTIONS.books}/${id}`)
    .set(forAdmin(storedBook({ title, titleLower: title.toLowerCase(), coverUrl: '' })));
  return id;
}
/** My Library's shelves in a second tab of the signed-in member's browser. */
async function shelvesInAnotherTab(context: BrowserContext) {
  const tab = await context.newPage();
  await tab.goto(paths.myLibrary);
  return tab.getByTestId('my-shelves');
}
const mediumDate = (day: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(`${day}T12:00:00`));

test('a member shelves a book on its page and sees it on My Library in another tab, live', async ({
  page,
  context,
}) => {
  const title = `Shelf Live ${uniqueId('t')}`;
  const bookId = await newBook(title);
  const reader = await member();
  try {
    await signInAs(page, reader);
    const mine = await shelvesInAnotherTab(context);
    await expect(mine.getByTestId('my-shelf-want')).toHaveText('Want to read (0)');

    await page.goto(paths.book(bookId));
    const panel = page.getByTestId('reading-panel');
    await panel.getByRole('button', { name: 'Want to read' }).click();
    await expect(panel.getByRole('button', { name: 'Want to read' })).toHaveAttribute('aria-pressed', 'true');
    await expect(panel.getByTestId('shelf-state')).toHaveText('On your Want to read shelf');

    // The other tab, without a reload.
    await expect(mine.getByTestId('my-shelf-want')).toHaveText('Want to read (1)');
    await mine.getByTestId('my-shelf-want').click();
    await expect(mine.getByTestId('shelf-list').getByRole('link', { name: title })).toHaveAttribute(
      'href',
      paths.book(bookId),
    );
    await expect(mine.getByTestId('shelf-list')).toContainText('Only me');

    const today = readerToday();
    await panel.getByRole('button', { name: 'Reading', exact: true }).click();
    await expect(panel.getByTestId('shelf-state')).toHaveText(`Reading since ${mediumDate(today)}`);
    await expect(mine.getByTestId('my-shelf-reading')).toHaveText('Reading (1)');
    await expect(mine.getByTestId('my-shelf-want')).toHaveText('Want to read (0)');

    // Progress, through the details form; a bad value is refused with the message and saves nothing.
    await panel.getByText('Dates and progress').click();
    await panel.getByLabel('Progress in').selectOption({ label: 'Percent' });
    await panel.getByLabel('Percent read').fill('140');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByText('Enter a whole number: up to 100 percent, or up to 10,000 pages')).toBeVisible();
    await panel.getByLabel('Percent read').fill('40');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByTestId('shelf-state')).toHaveText(`Reading since ${mediumDate(today)} · 40%`);

    await panel.getByRole('button', { name: 'Read', exact: true }).click();
    await expect(panel.getByTestId('shelf-state')).toHaveText(`Read on ${mediumDate(today)}`);
    await expect(mine.getByTestId('my-shelf-read')).toHaveText('Read (1)');

    // Shared with members: what the rules store is what the member chose.
    await panel.getByLabel('Who sees this on my shelves').selectOption({ label: 'Library members' });
    await expect
      .poll(async () => (await docData(COLLECTIONS.shelfEntries, readingItemId(reader.uid, bookId)))?.visibility)
      .toBe('members');
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await removeBook(bookId);
  }
});

test('ratings: half stars by pointer and keyboard, an average shown live from five shared ratings', async ({
  page,
}) => {
  const bookId = await newBook(`Rated Live ${uniqueId('t')}`);
  const [reader, ...others] = [await member(), await member(), await member(), await member(), await member()];
  try {
    // Four others share a rating of 4 stars, and one more rates privately.
    for (const other of others) await other.call('rateBook', { bookId, halfStars: 8, visibility: 'public' });
    const secret = await member();
    await secret.call('rateBook', { bookId, halfStars: 1, visibility: 'private' });

    await signInAs(page, reader);
    await page.goto(paths.book(bookId));
    const panel = page.getByTestId('reading-panel');
    await expect(panel.getByTestId('rating-summary')).toHaveText(
      'Not enough shared ratings yet for an average (it shows from 5).',
    );

    // Rated 4.5 by pointer, still private (the default): the average still waits for a fifth.
    await panel.getByTestId('rating-input').locator('label').nth(8).click();
    await expect(panel.getByRole('radio', { name: '4.5 stars', exact: true })).toBeChecked();
    await expect(panel.getByTestId('rating-summary')).toContainText('Not enough shared ratings');

    // Shared with members: now five, live. (4 x 4 + 4.5) / 5 = 4.1
    await panel.getByLabel('Who sees my rating').selectOption({ label: 'Library members' });
    await expect(panel.getByTestId('rating-summary')).toHaveText('4.1 average from 5 shared ratings');

    // By keyboard: one arrow step is half a star.
    await panel.getByRole('radio', { name: '4.5 stars', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(panel.getByRole('radio', { name: '5 stars', exact: true })).toBeChecked();
    await expect(panel.getByTestId('rating-summary')).toHaveText('4.2 average from 5 shared ratings');

    await panel.getByRole('button', { name: 'Remove my rating' }).click();
    await expect(panel.getByTestId('rating-summary')).toContainText('Not enough shared ratings');
    await expect(panel.getByRole('radio', { checked: true })).toHaveCount(0);
  } finally {
    await removeBook(bookId);
  }
});

test('a visitor sees the average and a sign-in prompt, no shelves', async ({ page }) => {
  const bookId = await newBook(`Visitor Shelf ${uniqueId('t')}`);
  try {
    await page.goto(paths.book(bookId));
    const panel = page.getByTestId('reading-panel');
    await expect(panel.getByTestId('rating-summary')).toContainText('Not enough shared ratings');
    await expect(panel.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', paths.login);
    await expect(panel.getByRole('button', { name: 'Want to read' })).toHaveCount(0);
  } finally {
    await removeBook(bookId);
  }
});

test('returning an e-book on My Library asks "Mark as read?", and the answer is a shelf entry', async ({ page }) => {
  const librarian = track(await signedInClient('librarian'));
  const { id: bookId, title } = await lendingTitle(librarian, { ebook: 1, title: `Returned Read ${uniqueId('t')}` });
  const reader = await member();
  try {
    await reader.call('borrowDigital', { bookId, format: 'ebook' });
    await signInAs(page, reader);
    await page.goto(paths.myLibrary);
    await page.getByTestId(`loan-${bookId}`).getByRole('button', { name: 'Return' }).click();
    const returned = page.getByTestId('just-returned');
    await expect(returned.getByRole('link', { name: title })).toBeVisible();
    await returned.getByRole('button', { name: 'Mark as read' }).click();
    await expect(returned.getByTestId('mark-as-read-done')).toHaveText('On your Read shelf.');
    await expect(page.getByTestId('my-shelf-read')).toHaveText('Read (1)');
    // The screen shows the write at once; the server has it a moment later.
    await expect
      .poll(() => docData(COLLECTIONS.shelfEntries, readingItemId(reader.uid, bookId)))
      .toMatchObject({ shelf: 'read', timesRead: 1, visibility: 'private' });
  } finally {
    await removeBook(bookId);
  }
});

test('a member shelves a book from its catalogue card, seen live in another tab; a visitor’s cards have no button', async ({
  page,
  context,
  browser,
}) => {
  const title = `Aaa Card Shelf ${uniqueId('t')}`;
  const bookId = await newBook(title);
  const reader = await member();
  try {
    await signInAs(page, reader);
    const want = (await shelvesInAnotherTab(context)).getByTestId('my-shelf-want');
    await expect(want).toHaveText('Want to read (0)');

    await page.goto(paths.books);
    const button = page.getByRole('button', { name: `Want to read: ${title}` });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(want).toHaveText('Want to read (1)');
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(want).toHaveText('Want to read (0)');

    const visitor = await browser.newPage();
    await visitor.goto(paths.books);
    await expect(visitor.getByTestId('book-card').first()).toBeVisible();
    await expect(visitor.getByRole('button', { name: /^Want to read:/ })).toHaveCount(0);
    await visitor.close();
  } finally {
    await removeBook(bookId);
  }
});

test('a member downloads all their shelves and ratings as CSV and JSON', async ({ page }) => {
  const title = `Exported, "Quoted" ${uniqueId('t')}`;
  const bookId = await newBook(title);
  const reader = await member();
  try {
    await admin()
      .db.doc(`${COLLECTIONS.shelfEntries}/${readingItemId(reader.uid, bookId)}`)
      .set(forAdmin(newShelfEntry(reader.uid, bookId, { shelf: 'read', finishedOn: '2026-11-02', timesRead: 2 })));
    await reader.call('rateBook', { bookId, halfStars: 7, visibility: 'public' });
    await signInAs(page, reader);
    await page.goto(paths.myLibrary);
    const shelves = page.getByTestId('my-shelves');

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      shelves.getByRole('button', { name: 'CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^my-reading-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile(await csv.path(), 'utf8');
    expect(text.split('\r\n')).toEqual([
      'Book Id,Title,Author,Shelf,Shelf Visibility,Date Started,Date Read,Read Count,Progress,My Rating,Rating Visibility',
      `${bookId},"${title.replace(/"/g, '""')}",Ursula K. Le Guin,read,private,,2026-11-02,2,,3.5,public`,
      '',
    ]);

    const [json] = await Promise.all([
      page.waitForEvent('download'),
      shelves.getByRole('button', { name: 'JSON' }).click(),
    ]);
    const data = JSON.parse(await readFile(await json.path(), 'utf8')) as { books: unknown[] };
    expect(data.books).toEqual([expect.objectContaining({ bookId, title, shelf: 'read', rating: 3.5, timesRead: 2 })]);
  } finally {
    await removeBook(bookId);
  }
});

test('a public page shows a visitor the public items only, a member the members-only ones too, never the private', async ({
  page,
  browser,
}) => {
  const pub = await newBook(`Public Shelf ${uniqueId('t')}`);
  const mem = await newBook(`Members Shelf ${uniqueId('t')}`);
  const priv = await newBook(`Private Shelf ${uniqueId('t')}`);
  const reader = track(await signedInClient('reader'));
  await admin().db.doc(`${COLLECTIONS.profiles}/${reader.uid}`).update({ firstName: 'Rana', lastName: 'Khalil' });
  const shelve = (bookId: string, visibility: 'public' | 'members' | 'private') =>
    admin()
      .db.doc(`${COLLECTIONS.shelfEntries}/${readingItemId(reader.uid, bookId)}`)
      .set(
        forAdmin(
          newShelfEntry(reader.uid, bookId, { shelf: 'read', finishedOn: '2026-11-02', timesRead: 1, visibility }),
        ),
      );
  try {
    await Promise.all([shelve(pub, 'public'), shelve(mem, 'members'), shelve(priv, 'private')]);
    await reader.call('rateBook', { bookId: pub, halfStars: 10, visibility: 'public' });

    await signInAs(page, reader);
    await page.goto(paths.myLibrary);
    await page.getByTestId('member-page-toggle').check();
    await expect(page.getByRole('link', { name: 'Open my page' })).toHaveAttribute('href', paths.member(reader.uid));
    // The box and its link show the choice at once; the page is public once the save has answered.
    await expect(page.getByTestId('member-page-toggle')).toBeEnabled();

    const visitor = await browser.newPage();
    await visitor.goto(paths.member(reader.uid));
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText("Rana K.'s reading");
    const read = visitor.getByTestId('member-shelf-read');
    await expect(read.getByRole('link')).toHaveCount(1);
    await expect(read).toContainText('Public Shelf');
    await expect(read).toContainText('5 stars');
    await expect(visitor.getByText(reader.email)).toHaveCount(0);

    const other = await member();
    const otherPage = await browser.newPage();
    await signInAs(otherPage, other);
    await otherPage.goto(paths.member(reader.uid));
    const shared = otherPage.getByTestId('member-shelf-read');
    await expect(shared.getByRole('link')).toHaveCount(2);
    await expect(shared).toContainText('Members Shelf');
    await expect(shared).not.toContainText('Private Shelf');

    // Off: the page is gone at once, for everyone.
    await page.getByTestId('member-page-toggle').uncheck();
    await expect(visitor.getByText('This member has no public page')).toBeVisible();
    await visitor.close();
    await otherPage.close();
  } finally {
    await Promise.all([pub, mem, priv].map(removeBook));
  }
});

test('a review with a spoiler flag: hidden from another member until revealed, voted helpful once, live for its author', async ({
  page,
  browser,
}) => {
  const bookId = await newBook(`Reviewed ${uniqueId('t')}`);
  const author = await member();
  await admin().db.doc(`${COLLECTIONS.profiles}/${author.uid}`).update({ firstName: 'Rana', lastName: 'Khalil' });
  const words = 'The twist in the last chapter: the narrator was the lighthouse keeper all along.';
  try {
    await signInAs(page, author);
    await page.goto(paths.book(bookId));
    const reviews = page.getByTestId('book-reviews');
    await reviews.getByRole('button', { name: 'Write a review' }).click();
    // Empty words are refused in the form, and nothing is sent.
    await reviews.getByRole('button', { name: 'Post review' }).click();
    await expect(reviews.getByText('This field is required')).toBeVisible();
    await reviews.getByLabel('Your review').fill(words);
    await reviews.getByLabel(/gives away the story/).check();
    await reviews.getByTestId('review-visibility').selectOption('members');
    await reviews.getByRole('button', { name: 'Post review' }).click();
    const mine = reviews.getByTestId('my-review');
    await expect(mine.getByText('This review gives away the story.')).toBeVisible();
    await expect(mine).toContainText('Who sees my review: Library members');
    expect(await docData(COLLECTIONS.reviews, readingItemId(author.uid, bookId))).toMatchObject({
      authorName: 'Rana K.',
      spoiler: true,
      visibility: 'members',
    });

    const other = await member();
    const otherPage = await browser.newPage();
    await signInAs(otherPage, other);
    await otherPage.goto(paths.book(bookId));
    const review = otherPage.getByTestId('book-reviews').getByTestId('review');
    await expect(review).toContainText('Rana K.');
    await expect(review.getByText(words)).toBeHidden();
    await review.getByRole('button', { name: 'Show review' }).click();
    await expect(review.getByText(words)).toBeVisible();
    await expect(review.getByRole('button', { name: 'Hide review' })).toHaveAttribute('aria-expanded', 'true');

    const helpful = review.getByTestId('helpful');
    await helpful.click();
    await expect(helpful).toHaveAttribute('aria-pressed', 'true');
    await expect(helpful).toHaveText('Helpful (1)');
    // Its author sees the vote arrive without a reload.
    await expect(mine.getByText('1 member found this helpful')).toBeVisible();
    await expect(review.getByRole('button', { name: 'Report' })).toBeVisible();

    // A visitor is sent no members-only review.
    const visitor = await browser.newPage();
    await visitor.goto(paths.book(bookId));
    await expect(visitor.getByTestId('book-reviews')).toContainText('No reviews shared with everyone yet.');
    await expect(visitor.getByText(words)).toHaveCount(0);
    await visitor.close();
    await otherPage.close();
  } finally {
    await removeBook(bookId);
  }
});

test('a Goodreads export imports into shelves and ratings, every row accounted for; importing it again changes nothing', async ({
  page,
}) => {
  const reader = await member();
  await signInAs(page, reader);
  await page.goto(paths.myLibrary);
  const box = page.getByTestId('reading-import');
  await box.getByText('Import from Goodreads or StoryGraph').click();
  const file = 'testing/fixtures/goodreads_library_export.csv';
  await box.getByLabel('CSV export file').setInputFiles(file);
  await expect(box.getByText('Found 6 books in your Goodreads export.')).toBeVisible();
  await box.getByRole('button', { name: 'Import 6 books' }).click();
  const result = box.getByTestId('import-result');
  await expect(result).toContainText('Added to your shelves: 5 books');
  await expect(result).toContainText('Already on your shelves, kept as they were: 0 books');
  await expect(result).toContainText('Not in our catalogue: 1 book');
  await result.getByText('Show the books not in our catalogue').click();
  await expect(result.getByRole('listitem').filter({ hasText: 'Project Hail Mary' })).toBeVisible();

  const shelves = page.getByTestId('my-shelves');
  await expect(shelves.getByTestId('my-shelf-read')).toHaveText('Read (4)');
  await expect(shelves.getByTestId('my-shelf-reading')).toHaveText('Reading (1)');
  // The member's default (private) applied: the averages others see did not move.
  expect(await docData(COLLECTIONS.ratings, readingItemId(reader.uid, 'dune'))).toMatchObject({
    halfStars: 10,
    visibility: 'private',
  });
  expect(await docData(COLLECTIONS.shelfEntries, readingItemId(reader.uid, 'dune'))).toMatchObject({
    finishedOn: '2024-03-14',
    timesRead: 2,
  });

  await page.reload();
  await page.getByText('Import from Goodreads or StoryGraph').click();
  await page.getByLabel('CSV export file').setInputFiles(file);
  await page.getByRole('button', { name: 'Import 6 books' }).click();
  await expect(page.getByTestId('import-result')).toContainText('Already on your shelves, kept as they were: 5 books');
  await expect(shelves.getByTestId('my-shelf-read')).toHaveText('Read (4)');
});

test('a member makes a list, adds a book from its page with a note, and shares it by link as they choose', async ({
  page,
  browser,
}) => {
  const title = `Listed Book ${uniqueId('t')}`;
  const bookId = await newBook(title);
  const maker = await member();
  try {
    await signInAs(page, maker);
    await page.goto(paths.myLibrary);
    const mine = page.getByTestId('my-lists');
    await mine.getByRole('button', { name: 'Create list' }).click();
    await expect(mine.getByText('This field is required')).toBeVisible();
    await mine.getByLabel("A new list's title").fill('Books for a long flight');
    await mine.getByRole('button', { name: 'Create list' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Books for a long flight');
    const listUrl = page.url();

    await page.goto(paths.book(bookId));
    const add = page.getByTestId('add-to-list');
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(add.getByRole('button', { name: 'On this list' })).toBeDisabled();
    await add.getByRole('link').click();
    await expect(page.getByTestId('list-items').getByRole('link', { name: title })).toBeVisible();

    await page.getByRole('button', { name: 'Edit list' }).click();
    const editor = page.getByTestId('list-editor');
    await editor.getByLabel('Your note').fill('Short chapters: good between naps.');
    await editor.getByLabel('Who sees this list').selectOption('public');
    await editor.getByRole('button', { name: 'Save list' }).click();
    await expect(page.getByTestId('list-items')).toContainText('Short chapters: good between naps.');

    const visitor = await browser.newPage();
    await visitor.goto(listUrl);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Books for a long flight');
    await expect(visitor.getByTestId('list-items')).toContainText('Short chapters');

    // Private again: the same link tells a visitor nothing, live.
    await page.getByRole('button', { name: 'Edit list' }).click();
    await page.getByLabel('Who sees this list').selectOption('private');
    await page.getByRole('button', { name: 'Save list' }).click();
    await expect(visitor.getByText('This list is private or no longer exists')).toBeVisible();
    await visitor.close();
  } finally {
    await removeBook(bookId);
  }
});

test('recommendations: the library’s featured list for a visitor; For you and Because you rated for a member, each card saying why; Readers also enjoyed on a book', async ({
  page,
  browser,
}) => {
  const visitor = await browser.newPage();
  await visitor.goto('/');
  const featured = visitor.getByTestId('featured-list');
  await expect(featured.getByRole('heading', { name: 'Staff picks: winter evenings' })).toBeVisible();
  await expect(featured).toContainText('Desert politics and a very big worm.');
  await expect(visitor.getByTestId('for-you')).toHaveCount(0);

  await visitor.goto(paths.book('things-fall-apart'));
  const also = visitor.getByTestId('also-enjoyed');
  await expect(also.getByTestId('rec-card').first()).toContainText(
    /\d+ readers who enjoyed \u2068Things Fall Apart\u2069 also enjoyed this/,
  );
  await visitor.close();

  const reader = await member();
  await admin()
    .db.doc(`${COLLECTIONS.profiles}/${reader.uid}`)
    .update({ interests: ['Science Fiction', 'History'] });
  await reader.call('rateBook', { bookId: 'beloved', halfStars: 10, visibility: 'private' });
  await signInAs(page, reader);
  await page.goto('/');
  const forYou = page.getByTestId('for-you');
  const cards = forYou.getByTestId('rec-card');
  await expect(cards.first()).toBeVisible();
  // Every card says why, in words made from the server's reasons.
  for (const card of await cards.all()) await expect(card.getByRole('listitem').first()).toBeVisible();
  // Never the book they rated.
  await expect(forYou.getByRole('link', { name: 'Beloved', exact: true })).toHaveCount(0);
  await expect(page.getByTestId('because-you-rated').getByRole('heading')).toHaveText('Because you rated Beloved');
  await expect(page.getByTestId('because-you-rated').getByTestId('rec-card').first()).toContainText(
    'Because you rated \u2068Beloved\u2069 5 stars',
  );

  const count = await cards.count();
  const first = (await cards.first().getByRole('link').textContent()) ?? '';
  const saved = page.waitForResponse((r) => r.url().includes('/notInterested') && r.ok());
  await cards.first().getByRole('button', { name: 'Not interested' }).click();
  await expect(cards).toHaveCount(count - 1);
  await saved;
  await page.reload();
  await expect(page.getByTestId('for-you').getByTestId('rec-card').first()).toBeVisible();
  await expect(page.getByTestId('for-you').getByRole('link', { name: first, exact: true })).toHaveCount(0);
});
