/**
 * Lending, the member's side in the browser (issue 14): availability on the book page, holds
 * whose queue position moves live, a copy checked in at a desk showing up as "Ready for pickup"
 * without a reload, and an e-book borrowed and returned. Each test makes its own book, copies and
 * members (testing/lending.ts); what other people do happens through the callables.
 */
import { expect, test, type Page } from './support/test';
import { screenshot } from './support/screenshot';
import { COLLECTIONS } from '@shared/collections';
import { DAY_MS, LENDING } from '@shared/constants';
import { libraryDayOf } from '@shared/library-day';
import { admin, closeAfter, signedInClient, TEST_PASSWORD } from '../testing/clients';
import { seriousViolations } from './support/axe';
import { storedLoan } from '../testing/documents';
import { forAdmin } from '../testing/sdk';
import { ar } from './support/arabic';
import { signIn } from '../testing/demo';
import { uniqueId } from '../testing/ids';
import { lendingTitle, removeBook } from '../testing/lending';
import { paths } from '../web/src/config/paths';

test.use({ bypassCSP: true }); // for the axe scans only (see accessibility.spec.ts)

const track = closeAfter(test.afterEach);
const member = async () => track(await signedInClient('reader'));
const signInAs = (page: Page, client: { email: string }) =>
  signIn(page, { email: client.email, password: TEST_PASSWORD });
/** A lending title whose copies and licences a new librarian adds (closed after the test, with the members). */
async function lendingBook(title: string, units: Omit<NonNullable<Parameters<typeof lendingTitle>[1]>, 'title'>) {
  const librarian = track(await signedInClient('librarian'));
  const { id: bookId } = await lendingTitle(librarian, { ...units, title });
  return { bookId, librarian };
}
const section = (page: Page, name: 'Physical copies' | 'E-book' | 'Audiobook') =>
  page.getByRole('region', { name, exact: true });
const weeks = (wait: { weeks: number } | null) => `about ${wait!.weeks} week${wait!.weeks === 1 ? '' : 's'}`;
const mediumDate = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(iso));

test('a visitor sees the copies per branch and a sign-in prompt instead of the actions', async ({ page }) => {
  const barcode = uniqueId('v');
  const { bookId } = await lendingBook('Lending Visitor Book', {
    copies: [{ barcode, branchId: 'hatta' }],
    audio: 2,
  });
  try {
    await page.goto(paths.book(bookId));
    const physical = section(page, 'Physical copies');
    await expect(physical.getByRole('row', { name: /Hatta/ })).toHaveText(/Hatta\s*1\s*0\s*0/);
    await expect(section(page, 'Audiobook')).toContainText('2 of 2 free');
    await expect(page.getByTestId('availability-panel').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      paths.login,
    );
    await expect(page.getByRole('button', { name: /Borrow|Place Hold/ })).toHaveCount(0);
  } finally {
    await removeBook(bookId);
  }
});

test('a reader places a hold and watches their position change live as a member ahead cancels', async ({ page }) => {
  const barcode = uniqueId('h');
  const { bookId, librarian } = await lendingBook('Lending Queue Book', { copies: [{ barcode, branchId: 'main' }] });
  const [borrower, ahead, reader] = [await member(), await member(), await member()];
  try {
    await librarian.call('checkOut', { barcode, email: borrower.email });
    const aheadHold = await ahead.call('placeHold', { bookId, format: 'physical', pickupBranchId: 'main' });

    await signInAs(page, reader);
    await page.goto(paths.book(bookId));
    const physical = section(page, 'Physical copies');
    await expect(physical.getByRole('row', { name: /Main Office/ })).toHaveText(/Main Office\s*0\s*1\s*0/);
    await expect(physical.getByTestId('wait-physical')).toHaveText(
      /^Expected wait: about \d+ weeks?, 1 person ahead of you$/,
    );

    await physical.getByLabel('Pickup branch').selectOption({ label: 'Hatta' });
    await physical.getByRole('button', { name: 'Place Hold' }).click();
    await expect(physical.getByTestId('hold-status')).toHaveText('1 person ahead of you · Pickup at Hatta');
    // From the copy's real due date (lent just now for LOAN_DAYS): the member ahead has it for a loan period after that.
    await expect(physical.getByTestId('wait-physical')).toHaveText(
      `Expected wait: ${weeks({ weeks: (2 * LENDING.LOAN_DAYS) / 7 })}`,
    );
    await expect(physical.getByRole('button', { name: 'Place Hold' })).toHaveCount(0);

    await ahead.call('cancelHold', { holdId: aheadHold.holdId });
    await expect(physical.getByTestId('hold-status')).toHaveText(
      'Nobody ahead of you: you are next. · Pickup at Hatta',
    );
    await expect(physical.getByTestId('wait-physical')).toHaveText(
      `Expected wait: ${weeks({ weeks: LENDING.LOAN_DAYS / 7 })}`,
    );
  } finally {
    await removeBook(bookId);
  }
});

test('the expected wait counts from the real due dates: the only copy just lent for 14 days is about 2 weeks away, in both languages', async ({
  page,
}) => {
  const barcode = uniqueId('w');
  const { bookId, librarian } = await lendingBook('Lending Wait Book', { copies: [{ barcode, branchId: 'main' }] });
  const borrower = await member();
  try {
    const loan = await librarian.call('checkOut', { barcode, email: borrower.email });
    expect(new Date(loan.dueAt).getTime() - Date.now()).toBeGreaterThan((LENDING.LOAN_DAYS - 1) * DAY_MS);
    await page.goto(paths.book(bookId));
    const physical = section(page, 'Physical copies');
    await expect(physical.getByTestId('wait-physical')).toHaveText('Expected wait: about 2 weeks, nobody ahead of you');
    await page.goto(`${paths.book(bookId)}?lang=ar`);
    await expect(page.getByTestId('wait-physical')).toContainText(ar('lending', 'wait.weeks_two'));

    // Renewed by the borrower: due a loan period later, and the wait follows (about 4 weeks).
    await borrower.call('renewLoan', { loanId: loan.loanId });
    await page.goto(`${paths.book(bookId)}?lang=en`);
    await expect(section(page, 'Physical copies').getByTestId('wait-physical')).toHaveText(
      'Expected wait: about 4 weeks, nobody ahead of you',
    );
  } finally {
    await removeBook(bookId);
  }
});

test('a copy checked in at a desk shows "Ready for pickup" on the waiting reader\'s pages without a reload', async ({
  page,
}) => {
  const barcode = uniqueId('r');
  const { bookId, librarian } = await lendingBook('Lending Pickup Book', {
    copies: [{ barcode, branchId: 'al-twar' }],
  });
  const [borrower, reader] = [await member(), await member()];
  try {
    await librarian.call('checkOut', { barcode, email: borrower.email });
    await reader.call('placeHold', { bookId, format: 'physical', pickupBranchId: 'al-twar' });

    await signInAs(page, reader);
    await page.goto(paths.book(bookId));
    const physical = section(page, 'Physical copies');
    await expect(physical.getByTestId('hold-status')).toHaveText(
      'Nobody ahead of you: you are next. · Pickup at Al Twar',
    );
    const library = await page.context().newPage();
    await library.goto(paths.myLibrary);
    await expect(library.getByTestId(`hold-${bookId}`)).toContainText('Nobody ahead of you');
    await expect(library.getByTestId('unread-notice-count')).toHaveCount(0);
    // Marks both documents: a reload would lose the mark.
    for (const p of [page, library]) await p.evaluate(() => ((window as { noReload?: boolean }).noReload = true));

    const checkIn = await librarian.call('checkIn', { barcode });
    expect(checkIn.outcome).toBe('hold');
    const ready = `Ready for pickup at Al Twar until ${mediumDate(checkIn.readyUntil!)}`;
    await expect(physical.getByTestId('hold-status')).toHaveText(ready);
    await expect(library.getByTestId(`hold-${bookId}`).getByTestId('hold-status')).toHaveText(ready);
    await expect(library.getByTestId('notice').first()).toContainText(
      `Lending Pickup Book is ready for pickup at Al Twar until ${mediumDate(checkIn.readyUntil!)}.`,
    );
    await expect(library.getByTestId('my-library-link')).toHaveAccessibleName('My Library 1 unread notice');
    for (const p of [page, library]) {
      expect(await p.evaluate(() => (window as { noReload?: boolean }).noReload)).toBe(true);
    }

    await library.getByRole('button', { name: 'Mark as read' }).click();
    await expect(library.getByTestId('unread-notice-count')).toHaveCount(0);
    expect(await seriousViolations(library)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await removeBook(bookId);
  }
});

test('a reader borrows an e-book on the book page and returns it from My Library', async ({ page }) => {
  const { bookId } = await lendingBook('Lending E-book', { ebook: 1 });
  const reader = await member();
  try {
    await signInAs(page, reader);
    await page.goto(paths.book(bookId));
    const ebook = section(page, 'E-book');
    await expect(ebook).toContainText('1 of 1 free');
    await ebook.getByRole('button', { name: 'Borrow' }).click();
    await expect(ebook.getByTestId('loan-status')).toHaveText(/^You have this e-book until .+\.$/);
    await expect(ebook).toContainText('0 of 1 free');
    await expect(ebook.getByRole('button', { name: 'Borrow' })).toHaveCount(0);

    await page.getByTestId('my-library-link').click();
    await expect(page).toHaveTitle('My Library | City Public Library');
    await expect(page.getByTestId('lending-limits')).toContainText('You have 1 of 10 loans and 0 of 5 holds.');
    const loan = page.getByTestId(`loan-${bookId}`);
    await expect(loan).toContainText('Lending E-book');
    await expect(loan).toContainText(/Due \w{3} \d{1,2}, \d{4}/);
    await expect(loan).toContainText('Renewed 0 of 2 times');
    await loan.getByRole('button', { name: 'Return' }).click();
    await expect(page.getByText('You have nothing on loan.')).toBeVisible();
    await expect(page.getByTestId('lending-limits')).toContainText('You have 0 of 10 loans and 0 of 5 holds.');

    await page.goto(paths.book(bookId));
    await expect(ebook).toContainText('1 of 1 free');
    await expect(ebook.getByRole('button', { name: 'Borrow' })).toBeVisible();
  } finally {
    await removeBook(bookId);
  }
});

test('My Library explains renewals and keeps a reading history only while asked to', async ({ page }) => {
  const { bookId } = await lendingBook('Lending Renewal Book', { ebook: 1 });
  const [reader, other] = [await member(), await member()];
  try {
    const { dueAt } = await reader.call('borrowDigital', { bookId, format: 'ebook' });
    await signInAs(page, reader);
    await page.goto(paths.myLibrary);
    const loan = page.getByTestId(`loan-${bookId}`);
    const renew = loan.getByRole('button', { name: 'Renew' });
    await expect(loan).toContainText(`Due ${mediumDate(dueAt)}`);
    await renew.click();
    await expect(loan).toContainText('Renewed 1 of 2 times');
    const renewed = new Date(new Date(dueAt).getTime() + LENDING.LOAN_DAYS * DAY_MS).toISOString();
    await expect(loan).toContainText(`Due ${mediumDate(renewed)}`);

    // Someone joins the queue: Renew turns off with the reason, live, and back on when they leave.
    const hold = await other.call('placeHold', { bookId, format: 'ebook' });
    await expect(renew).toBeDisabled();
    await expect(loan).toContainText('Someone is waiting for this title, so it cannot be renewed.');
    await other.call('cancelHold', { holdId: hold.holdId });
    await expect(renew).toBeEnabled();
    await renew.click();
    await expect(loan).toContainText('Renewed 2 of 2 times');
    await expect(loan).toContainText('Renewed 2 times, the most allowed.');
    await expect(renew).toBeDisabled();

    // Reading history: off by default; once on, a returned loan is listed; off again (confirmed) deletes it.
    const toggle = page.getByLabel('Keep my reading history');
    await expect(toggle).not.toBeChecked();
    await expect(page.getByText('Reading history is off')).toBeVisible();
    await toggle.click();
    await expect(toggle).toBeChecked();
    await loan.getByRole('button', { name: 'Return' }).click();
    await expect(page.getByTestId('history-list')).toContainText('Lending Renewal Book');
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Turn off reading history?' });
    await expect(dialog).toContainText('Turning reading history off deletes your whole list now.');
    await dialog.getByRole('button', { name: 'Turn off and delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(toggle).not.toBeChecked();
    await expect(page.getByTestId('history-list')).toHaveCount(0);
    const kept = await admin()
      .db.collection(COLLECTIONS.profiles)
      .doc(reader.uid)
      .collection(COLLECTIONS.history)
      .get();
    expect(kept.size).toBe(0);
  } finally {
    await removeBook(bookId);
  }
});

test('an overdue loan is marked on My Library', async ({ page }) => {
  const reader = await member();
  // A physical loan lent on 1 Nov 2026 (the fixtures' date), due 14 days later: overdue by now.
  const loan = storedLoan(reader.uid);
  const ref = admin().db.collection(COLLECTIONS.loans).doc(uniqueId('overdue'));
  await ref.set(forAdmin(loan));
  try {
    await signInAs(page, reader);
    await page.goto(paths.myLibrary);
    const row = page.getByTestId(`loan-${loan.bookId}`);
    await expect(row).toContainText('Overdue');
    await expect(row).toContainText(`Overdue: was due ${mediumDate(loan.dueAt!.toISOString())}`);
    await expect(row).toContainText('Return it at any branch desk.');
    await expect(row.getByRole('button', { name: 'Return' })).toHaveCount(0);
  } finally {
    await ref.delete();
  }
});

test("a refused hold shows the server's reason: the fifth hold is the last", async ({ page }) => {
  // Six e-books, each with its one licence out on loan, so a hold is the only way to wait for them.
  const librarian = track(await signedInClient('librarian'));
  const [borrower, reader] = [await member(), await member()];
  const books: string[] = [];
  try {
    for (let i = 0; i < 6; i++) {
      const { id: bookId } = await lendingTitle(librarian, { title: `Lending Limit Book ${i}`, ebook: 1 });
      books.push(bookId);
      await borrower.call('borrowDigital', { bookId, format: 'ebook' });
    }
    for (const bookId of books.slice(0, 5)) await reader.call('placeHold', { bookId, format: 'ebook' });

    await signInAs(page, reader);
    await page.goto(paths.book(books[5]!));
    const ebook = section(page, 'E-book');
    await ebook.getByRole('button', { name: 'Place Hold' }).click();
    await expect(ebook.getByRole('alert')).toHaveText(
      'You already have the most holds allowed (5). Cancel one to place another.',
    );
    await page.goto(paths.myLibrary);
    await expect(page.getByTestId('lending-limits')).toContainText('You have 0 of 10 loans and 5 of 5 holds.');
  } finally {
    await Promise.all(books.map(removeBook));
  }
});

test('My Library shows the library card as a barcode and in digits, kept on the device until sign-out', async ({
  page,
}) => {
  const reader = await member();
  const { cardNumber } = await reader.call('getLibraryCard', {});
  await signInAs(page, reader);
  await page.goto(paths.myLibrary);
  const card = page.getByTestId('library-card');
  const grouped = `${cardNumber.slice(0, 1)} ${cardNumber.slice(1, 5)} ${cardNumber.slice(5, 9)} ${cardNumber.slice(9, 13)} ${cardNumber.slice(13)}`;
  await expect(card.getByTestId('card-number')).toHaveText(grouped);
  const barcode = card.getByRole('img', { name: `Library card barcode, number ${cardNumber}` });
  await expect(barcode).toBeVisible();
  // A Codabar symbol: start, 14 digits and stop, 4 bars each (plus the white background).
  await expect(barcode.locator('rect')).toHaveCount(1 + 16 * 4);
  await expect(card.getByRole('button', { name: 'Print card' })).toBeVisible();
  await expect(page.getByTestId('lending-limits')).toContainText('The library charges no fines');
  const kept = () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('library.member.')));
  expect(await kept()).toEqual([`library.member.card.${reader.uid}`]);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  expect(await kept()).toEqual([]);
});

test('Renew All on My Library renews what it can and says why the rest was not', async ({ page }) => {
  const { bookId: freeId, librarian } = await lendingBook('Renew All Free', {
    copies: [{ barcode: uniqueId('ra'), branchId: 'main' }],
  });
  const { bookId: wantedId } = await lendingBook('Renew All Wanted', {
    copies: [{ barcode: uniqueId('rb'), branchId: 'main' }],
  });
  const [reader, waiting] = [await member(), await member()];
  try {
    const copies = await admin().db.collection(COLLECTIONS.copies).where('bookId', 'in', [freeId, wantedId]).get();
    for (const copy of copies.docs) await librarian.call('checkOut', { barcode: copy.id, email: reader.email });
    await waiting.call('placeHold', { bookId: wantedId, format: 'physical', pickupBranchId: 'main' });

    await signInAs(page, reader);
    await page.goto(paths.myLibrary);
    await page.getByRole('button', { name: 'Renew All' }).click();
    const results = page.getByTestId('renew-all-results');
    await expect(results.getByRole('listitem').filter({ hasText: 'Renew All Free' })).toContainText('renewed, now due');
    await expect(results.getByRole('listitem').filter({ hasText: 'Renew All Wanted' })).toContainText(
      'Someone is waiting for this title, so it cannot be renewed.',
    );
    // The loan list follows live: the renewed loan says so.
    await expect(page.getByTestId(`loan-${freeId}`)).toContainText('Renewed 1 of 2 times');
  } finally {
    await Promise.all([removeBook(freeId), removeBook(wantedId)]);
  }
});

test('a member reports a loan lost: asked twice, the loan ends, nothing is charged', async ({ page }) => {
  const barcode = uniqueId('lost');
  const { bookId, librarian } = await lendingBook('Lending Lost Book', { copies: [{ barcode, branchId: 'main' }] });
  const reader = await member();
  try {
    await librarian.call('checkOut', { barcode, email: reader.email });
    await signInAs(page, reader);
    await page.goto(paths.myLibrary);
    const loan = page.getByTestId(`loan-${bookId}`);
    await loan.getByRole('button', { name: 'Report Lost' }).click();
    await expect(loan).toContainText('The library charges nothing for a lost book');
    await loan.getByRole('button', { name: 'Keep loan' }).click();
    await expect(loan.getByRole('button', { name: 'Report Lost' })).toBeVisible();
    await loan.getByRole('button', { name: 'Report Lost' }).click();
    await loan.getByRole('button', { name: 'Yes, it is lost' }).click();
    await expect(loan).toHaveCount(0);
    await expect(page.getByText('You have nothing on loan.')).toBeVisible();
  } finally {
    await removeBook(bookId);
  }
});

test('a member pauses a hold until a day (it keeps its place) and says when it is no longer needed, in My Library', async ({
  page,
}) => {
  const barcode = uniqueId('p');
  const { bookId, librarian } = await lendingBook('Pause Hold Book', { copies: [{ barcode, branchId: 'main' }] });
  const [borrower, reader] = [await member(), await member()];
  try {
    await librarian.call('checkOut', { barcode, email: borrower.email });
    await reader.call('placeHold', { bookId, format: 'physical', pickupBranchId: 'main' });
    const inDays = (days: number) => libraryDayOf(new Date(Date.now() + days * DAY_MS));
    // As the site writes a library day (midnight in the browser's zone, the library's date).
    const shown = (day: string) => {
      const [y, m, d] = day.split('-').map(Number) as [number, number, number];
      return new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(y, m - 1, d));
    };

    await signInAs(page, reader);
    await page.goto(paths.myLibrary);
    const hold = page.getByTestId(`hold-${bookId}`);
    await expect(hold.getByTestId('hold-status')).toHaveText(
      'Nobody ahead of you: you are next. · Pickup at Main Office',
    );
    await hold.getByText('Pause or end this hold').click();

    // Today is too soon to pause until: refused at the field, nothing sent.
    await hold.getByLabel('Pause until').fill(inDays(0));
    await hold.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect(hold.getByText('Choose a day from tomorrow to a year from now')).toBeVisible();

    await hold.getByLabel('Pause until').fill(inDays(10));
    await hold.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect(hold.getByTestId('hold-days')).toHaveText(
      `Paused until ${shown(inDays(10))}: you keep your place, and copies go to the next person meanwhile`,
    );
    // Still first in the queue.
    await expect(hold.getByTestId('hold-status')).toHaveText(
      'Nobody ahead of you: you are next. · Pickup at Main Office',
    );

    await hold.getByLabel('Not needed after').fill(inDays(30));
    await hold.getByRole('button', { name: 'Save' }).click();
    await expect(hold.getByTestId('hold-days')).toContainText(`Not needed after ${shown(inDays(30))}`);
    await screenshot(page, { path: 'artifacts/screenshots/lending-hold-paused-1280.png', fullPage: true });

    await hold.getByRole('button', { name: 'Resume now' }).click();
    await expect(hold.getByTestId('hold-days')).toHaveText(`Not needed after ${shown(inDays(30))}`);
    await hold.getByRole('button', { name: 'Clear the end date' }).click();
    await expect(hold.getByTestId('hold-days')).toHaveCount(0);
  } finally {
    await removeBook(bookId);
  }
});
