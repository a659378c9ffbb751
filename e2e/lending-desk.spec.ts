import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { screenshot } from './support/screenshot';
import { COLLECTIONS } from '@shared/collections';
import { forAdmin } from '../functions/src/lib/server-time';
import { admin } from '../testing/clients';
import { newBookDoc } from '../testing/documents';
import { account, lendingTitle, storedLoan } from '../testing/lending';
import { DAY_MS, LENDING } from '@shared/constants';
import { ar } from './support/arabic';
import { signIn } from '../testing/demo';
import { settle } from './support/settle';
import { paths } from '../web/src/config/paths';
import { runStamp } from '../testing/ids';
import { COLD_FUNCTION_MS } from './support/functions';

/**
 * The staff side of lending (issue 14): the Circulation Desk driven by the keyboard alone, as a
 * barcode scanner does (it types and presses Enter), the desk being staff-only, and the copies
 * editor on the book edit screen. Fixtures: a fresh book (Admin SDK), fresh members (Auth
 * emulator), copies and holds made through the lending callables, so the availability summary is
 * the server's own.
 */
const run = runStamp();
const PASSWORD = 'test-password-1';

/** A book of the given formats with no copies yet (the copies editor's starting point). */
async function newBook(title: string, formats: Array<'physical' | 'ebook' | 'audio'>) {
  const ref = admin().db.collection(COLLECTIONS.books).doc();
  await ref.set(forAdmin(newBookDoc({ title, formats, coverUrl: '', tags: [], moods: [] })));
  return ref.id;
}

/** Types like a scanner into the focused field and presses Enter. */
async function scan(page: Page, text: string) {
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

const latest = (page: Page, panel: 'Check Out' | 'Check In' | 'Send' | 'Receive') =>
  page.getByRole('status', { name: panel });

/** Full-page pictures at desktop and phone width, for people to look at (artifacts/ is git-ignored). */
async function look(page: Page, name: string) {
  const size = page.viewportSize()!;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // From the top, so the sticky header is not photographed mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, { path: `artifacts/screenshots/lending-${name}-${width}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect.soft(overflow, `${name} is wider than ${width} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(size);
}

test('the desk by keyboard: check out, check in to the shelf, check in for a hold at another branch, receive it there', async ({
  page,
}) => {
  const staff = await account('librarian');
  const { id: bookId, title, barcodes } = await lendingTitle(staff, { copies: ['al-twar'], title: `Desk Test ${run}` });
  const barcode = barcodes[0]!;
  const rana = await account('reader', 'Rana', 'Haddad');
  const omar = await account('reader', 'Omar', 'Khalid');

  await signIn(page, { email: staff.email, password: PASSWORD });
  await page.getByRole('link', { name: 'Circulation Desk' }).click();
  await expect(page.getByRole('heading', { name: 'Circulation Desk', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Circulation Desk/);
  const checkOutBarcode = page.getByRole('region', { name: 'Check Out' }).getByLabel('Copy barcode');
  const checkInBarcode = page.getByRole('region', { name: 'Check In' }).getByLabel('Copy barcode');
  await expect(checkOutBarcode).toBeFocused();

  // A mistyped barcode is refused with its reason, and stays in the field (selected) for the next scan.
  await scan(page, 'NO-SUCH-COPY');
  await expect(page.getByRole('region', { name: 'Check Out' }).getByLabel('Member e-mail')).toBeFocused();
  await scan(page, rana.email);
  await expect(latest(page, 'Check Out')).toContainText('NO-SUCH-COPY: No copy has this barcode.');
  await expect(checkOutBarcode).toBeFocused();
  await expect(checkOutBarcode).toHaveValue('NO-SUCH-COPY');

  // The scan replaces the selected text; the e-mail is still there, so Enter lends the copy.
  await scan(page, barcode);
  await expect(latest(page, 'Check Out')).toContainText(`${title} (${barcode}) lent to Rana H., due back`);
  await expect(latest(page, 'Check Out')).toContainText('due back');
  await expect(checkOutBarcode).toHaveValue('');
  await expect(checkOutBarcode).toBeFocused();
  // The earlier refusal is still readable below.
  await expect(page.getByRole('region', { name: 'Check Out' }).locator('.scan-earlier li')).toContainText(
    'NO-SUCH-COPY',
  );

  // Lending it twice is refused with the reason.
  await scan(page, barcode);
  await expect(latest(page, 'Check Out')).toContainText(`${barcode}: This copy is on loan`);

  // Tab to Check In: e-mail, Check Out button, "E-mail the receipt", Rana's receipt's Print button,
  // then Check In's barcode field.
  await expect(page.getByRole('button', { name: 'Print receipt (1 item)' })).toBeVisible();
  for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
  await expect(checkInBarcode).toBeFocused();
  await scan(page, barcode);
  await expect(latest(page, 'Check In')).toHaveText(`${title} (${barcode}): back to the shelf at Al Twar.`);
  await expect(checkInBarcode).toHaveValue('');
  await expect(checkInBarcode).toBeFocused();
  // The return receipt: the title and barcode, returned; Rana has no card yet, so no digits.
  const returned = page.getByRole('region', { name: 'Check In' }).getByTestId('desk-receipt');
  await expect(returned).toContainText(`${title} (${barcode})`);
  await expect(returned).toContainText('Returned, thank you');
  await expect(returned).toContainText('No library card on record');
  await expect(returned).not.toContainText('Rana');

  // Lent again; meanwhile Omar places a hold for pickup at Hatta. The check-in routes the copy to him.
  for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+Tab');
  await expect(checkOutBarcode).toBeFocused();
  await scan(page, barcode);
  await expect(latest(page, 'Check Out')).toContainText(`${title} (${barcode}) lent to Rana H., due back`);
  await omar.call('placeHold', { bookId, format: 'physical', pickupBranchId: 'hatta' });

  // Omar collects at Hatta, the copy is Al Twar's: the check-in sends it there.
  await checkInBarcode.focus();
  await scan(page, barcode);
  await expect(latest(page, 'Check In')).toContainText(
    `${title} (${barcode}): into the van to Hatta for Omar K., expected there by`,
  );

  // At Hatta's desk, Receive makes the hold ready there.
  const transfers = page.getByRole('region', { name: 'Between branches' });
  await transfers.getByLabel('This branch').selectOption({ label: 'Hatta' });
  const receiveBarcode = transfers.getByRole('region', { name: 'Receive' }).getByLabel('Copy barcode');
  await receiveBarcode.focus();
  await scan(page, barcode);
  await expect(latest(page, 'Receive')).toContainText(
    `${title} (${barcode}): to the hold shelf at Hatta for Omar K., to collect by`,
  );
  await expect(receiveBarcode).toHaveValue('');
  await expect(receiveBarcode).toBeFocused();
  // Scanned again, it is refused with the reason.
  await scan(page, barcode);
  await expect(latest(page, 'Receive')).toContainText(`${barcode}: This copy is not travelling between branches.`);

  // The ready holds list, per branch and live, now has the copy at Hatta.
  const ready = page.getByRole('region', { name: 'Ready for pickup' });
  await ready.getByLabel('Branch').selectOption({ label: 'Hatta' });
  await expect(ready.getByRole('row').filter({ hasText: title })).toContainText(barcode);
  await look(page, 'desk');
  await ready.getByLabel('Branch').selectOption({ label: 'Al Twar' });
  await expect(ready.getByRole('row').filter({ hasText: title })).toHaveCount(0);
});

/**
 * How long a copied title may take to turn into the book's translation on My Library: the stored
 * (original) title shows at once, the translation is read once the reader shows up or the page has
 * been quiet for 5 s (lib/books/book-title.tsx), then comes Firestore's first read. Over 10 s on a
 * busy machine.
 */
const TRANSLATED_TITLE_MS = 20_000;

test("the book's Arabic title at the Arabic desk, in an Arabic reader's loans, holds and notices", async ({
  page,
  browser,
}) => {
  // Three sessions, four scans and a transfer: 1.1-1.2 minutes on a slower machine of ours
  // (2026-11-29), where it was still moving (at its last page) when 60 s ran out.
  test.setTimeout(150_000);
  const staff = await account('librarian');
  const {
    id: bookId,
    title,
    barcodes,
  } = await lendingTitle(staff, { copies: ['al-twar'], title: `Desk Title ${run}` });
  const arTitle = `عنوان المكتب ${run}`;
  await admin()
    .db.doc(`${COLLECTIONS.books}/${bookId}`)
    .update({
      translations: {
        ar: {
          title: arTitle,
          author: 'مؤلف',
          description: 'وصف',
          origin: 'librarian',
          reviewedBy: 'e2e',
          updatedAt: new Date(),
        },
      },
    });
  const barcode = barcodes[0]!;
  const rana = await account('reader', 'Rana', 'Haddad');
  const omar = await account('reader', 'Omar', 'Khalid');
  const region = (name: string) => page.getByRole('region', { name: ar('circulation', name), exact: true });
  const arLatest = (name: string) => page.getByRole('status', { name: ar('circulation', name) });

  await signIn(page, { email: staff.email, password: PASSWORD });
  await page.goto(`${paths.desk}?lang=ar`);
  await expect(region('checkOut.title').getByLabel(ar('circulation', 'barcode'))).toBeFocused();
  await scan(page, barcode);
  await scan(page, rana.email);
  // The test's first call of the check-out callable may start the Functions emulator's worker for it.
  await expect(arLatest('checkOut.title')).toContainText(arTitle, { timeout: COLD_FUNCTION_MS });
  await expect(arLatest('checkOut.title')).not.toContainText(title);

  // The borrower's My Library, in Arabic: the loan under its Arabic title; in English, the original.
  const reader = await (await browser.newContext()).newPage();
  try {
    await signIn(reader, { email: rana.email, password: PASSWORD });
    await reader.goto(`${paths.myLibrary}?lang=ar`);
    await expect(reader.getByTestId(`loan-${bookId}`).getByRole('link').first()).toHaveText(arTitle, {
      timeout: TRANSLATED_TITLE_MS,
    });
    await reader.goto(`${paths.myLibrary}?lang=en`);
    await expect(reader.getByTestId(`loan-${bookId}`).getByRole('link').first()).toHaveText(title);
  } finally {
    await reader.context().close();
  }

  // Omar waits for it at Hatta; the check-in sends it there and Hatta's desk receives it, each
  // saying so with the Arabic title.
  await omar.call('placeHold', { bookId, format: 'physical', pickupBranchId: 'hatta' });
  await region('checkIn.title').getByLabel(ar('circulation', 'barcode')).focus();
  await scan(page, barcode);
  await expect(arLatest('checkIn.title')).toContainText(arTitle);
  await expect(arLatest('checkIn.title')).toContainText(ar('common', 'branches.hatta'));
  const transfers = region('transfers.title');
  await transfers
    .getByLabel(ar('circulation', 'transfers.branch'))
    .selectOption({ label: ar('common', 'branches.hatta') });
  await transfers
    .getByRole('region', { name: ar('circulation', 'receive.title') })
    .getByLabel(ar('circulation', 'barcode'))
    .focus();
  await scan(page, barcode);
  await expect(arLatest('receive.title')).toContainText(arTitle);
  await expectCodeReadsLeftToRight(arLatest('receive.title'), barcode);
  const ready = region('readyHolds.title');
  await ready
    .getByLabel(ar('circulation', 'readyHolds.branch'))
    .selectOption({ label: ar('common', 'branches.hatta') });
  await expect(ready.getByRole('row').filter({ hasText: barcode })).toContainText(arTitle);

  const waiting = await (await browser.newContext()).newPage();
  try {
    await signIn(waiting, { email: omar.email, password: PASSWORD });
    await waiting.goto(`${paths.myLibrary}?lang=ar`);
    await expect(waiting.getByTestId(`hold-${bookId}`).getByRole('link').first()).toHaveText(arTitle, {
      timeout: TRANSLATED_TITLE_MS,
    });
    await expect(waiting.getByTestId('notice').first()).toContainText(arTitle);
    await expect(waiting.getByTestId('notice').first()).not.toContainText(title);
  } finally {
    await waiting.context().close();
  }
});

/**
 * Where the code's parts land on screen: '8803' must sit left of 'AB7' (the code reads left to
 * right), however the Arabic sentence around it flows. A code not isolated from the right-to-left
 * sentence showed as "AB7-8803".
 */
async function expectCodeReadsLeftToRight(where: Locator, code: string) {
  await expect(where).toContainText(code);
  const [first, second] = await where.evaluate((root: Element, code: string) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(code);
      if (at < 0) continue;
      const rect = (from: number, to: number) => {
        const range = document.createRange();
        range.setStart(node, at + from);
        range.setEnd(node, at + to);
        return range.getBoundingClientRect().left;
      };
      return [rect(0, 4), rect(5, 8)];
    }
    throw new Error(`${code} is not in one text node`);
  }, code);
  expect(first, `"${code.slice(0, 4)}" left of "${code.slice(5, 8)}"`).toBeLessThan(second!);
}

test('barcodes typed into every desk field in Arabic read left to right in every message, refusals too', async ({
  page,
}) => {
  const staff = await account('librarian');
  const { id: bookId } = await lendingTitle(staff, { title: `Bidi Desk ${run}` });
  await admin()
    .db.doc(`${COLLECTIONS.books}/${bookId}`)
    .update({ formats: ['physical'] });
  const code = `8803-AB7-${run}`.toUpperCase();
  await staff.call('addCopy', { bookId, branchId: 'al-twar', barcode: code, shelfMark: 'FIC 1' });
  const rana = await account('reader', 'Rana', 'Haddad');
  const region = (name: string) => page.getByRole('region', { name: ar('circulation', name), exact: true });
  const arLatest = (name: string) => page.getByRole('status', { name: ar('circulation', name) });

  await signIn(page, { email: staff.email, password: PASSWORD });
  await page.goto(`${paths.desk}?lang=ar`);
  const checkOutBarcode = region('checkOut.title').getByLabel(ar('circulation', 'barcode'));
  const checkInBarcode = region('checkIn.title').getByLabel(ar('circulation', 'barcode'));
  const email = region('checkOut.title').getByLabel(ar('circulation', 'checkOut.email'));

  // Check In of a copy on the shelf: refused.
  await checkInBarcode.focus();
  await scan(page, code);
  await expect(arLatest('checkIn.title')).toContainText(ar('circulation', 'reasons.not-on-loan').slice(0, 10));
  await expectCodeReadsLeftToRight(arLatest('checkIn.title'), code);

  // A barcode typed into the e-mail field is refused at the field (nothing is sent).
  await email.focus();
  await scan(page, code);
  await expect(region('checkOut.title').getByText(ar('validation', 'email'))).toBeVisible();

  // Check Out: lent (the code in the sentence), then refused the second time.
  await email.fill(rana.email);
  await checkOutBarcode.focus();
  await scan(page, code);
  await expectCodeReadsLeftToRight(arLatest('checkOut.title'), code);
  await checkOutBarcode.focus();
  await scan(page, code);
  await expect(arLatest('checkOut.title')).toContainText(ar('circulation', 'reasons.copy-unavailable').slice(0, 10));
  await expectCodeReadsLeftToRight(arLatest('checkOut.title'), code);
  await expectCodeReadsLeftToRight(region('checkOut.title').getByRole('listitem').first(), code);
  await screenshot(page, { path: 'artifacts/screenshots/desk-ar-barcodes-1280.png', fullPage: true });

  // The copies editor: a copy on loan cannot be removed; the refusal names it, left to right.
  await page.goto(`${paths.editBook(bookId)}?lang=ar`);
  const editor = page.getByRole('region', { name: ar('circulation', 'copies.title') });
  const row = editor.getByRole('row').filter({ hasText: code });
  await row.getByRole('button').click();
  const refusal = editor.getByText(ar('circulation', 'reasons.copy-in-use').slice(0, 10));
  await expect(refusal).toBeVisible();
  await expectCodeReadsLeftToRight(refusal, code);
  await staff.call('checkIn', { barcode: code });
});

test('the overdue list shows a loan past its due date, live', async ({ page }) => {
  const staff = await account('librarian');
  const { title, barcodes } = await lendingTitle(staff, { copies: ['main'], title: `Overdue Test ${run}` });
  const barcode = barcodes[0]!;
  const rana = await account('reader', 'Rana', 'Haddad');
  const { loanId } = await staff.call('checkOut', { barcode, email: rana.email });

  await signIn(page, { email: staff.email, password: PASSWORD });
  await page.goto(paths.desk);
  const overdue = page.getByRole('region', { name: 'Overdue' });
  await expect(overdue.getByRole('row').filter({ hasText: title })).toHaveCount(0);

  // Lent 20 days ago, due 6 days ago.
  const dueAt = new Date(Date.now() - 6 * 24 * 60 * 60 * 1000);
  await admin().db.collection(COLLECTIONS.loans).doc(loanId).update({ dueAt });
  const row = overdue.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(barcode);
  await expect(row).toContainText('6 days overdue');

  await page.getByRole('region', { name: 'Check In' }).getByLabel('Copy barcode').fill(barcode);
  await page.keyboard.press('Enter');
  await expect(row).toHaveCount(0);
});

test('the desk is for staff: a reader sees no desk, and the callables refuse them', async ({ page }) => {
  const reader = await account('reader', 'Lina', 'Saleh');
  await signIn(page, { email: reader.email, password: PASSWORD });
  await expect(page.getByRole('link', { name: 'Circulation Desk' })).toHaveCount(0);
  await page.goto(paths.desk);
  await expect(page).toHaveURL(/\/books$/);
  await expect(page.getByRole('heading', { name: 'Circulation Desk' })).toHaveCount(0);

  await expect(reader.call('checkIn', { barcode: 'ANY-COPY' })).rejects.toMatchObject({ status: 'PERMISSION_DENIED' });
  await expect(reader.call('checkOut', { barcode: 'ANY-COPY', email: reader.email })).rejects.toMatchObject({
    status: 'PERMISSION_DENIED',
  });
});

test('the copies editor adds and removes a copy and sets licences', async ({ page }) => {
  const staff = await account('librarian');
  const title = `Copies Test ${run}`;
  const bookId = await newBook(title, ['physical', 'ebook']);
  const barcode = `CPY-${run}`.toUpperCase();

  await signIn(page, { email: staff.email, password: PASSWORD });
  await page.goto(paths.editBook(bookId));
  const editor = page.getByRole('region', { name: 'Copies and licences' });
  await expect(editor.getByText('No physical copies recorded yet.')).toBeVisible();
  // No copies yet: staff set "Book is available" themselves.
  await expect(page.getByRole('checkbox', { name: 'Book is available' })).toBeEnabled();
  // The book has no audiobook format, so only e-book licences are offered.
  await expect(editor.getByLabel('Audiobook licences')).toHaveCount(0);

  const addForm = editor.getByRole('form', { name: 'Add Copy' });
  // Validated before it is sent: the shared schema's messages.
  await addForm.getByLabel('Barcode').fill('not a barcode');
  await addForm.getByRole('button', { name: 'Add Copy' }).click();
  await expect(addForm.getByText("A barcode uses letters, digits, '-' and '_' only")).toBeVisible();
  await expect(addForm.getByText('This field is required')).toBeVisible();

  await addForm.getByLabel('Branch').selectOption({ label: 'Hor Al Anz' });
  await addForm.getByLabel('Barcode').fill(barcode);
  await addForm.getByLabel('Shelf mark').fill('FIC CPY');
  await addForm.getByLabel('Barcode').press('Enter');
  await expect(editor.getByText(`Copy ${barcode} added at Hor Al Anz.`)).toBeVisible();
  const row = editor.getByRole('row').filter({ hasText: barcode });
  await expect(row).toContainText('Hor Al Anz');
  await expect(row).toContainText('FIC CPY');
  await expect(row).toContainText('On the shelf');
  // Circulation owns availability now: the toggle is read-only, with the reason.
  await expect(page.getByRole('checkbox', { name: 'Book is available' })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'Book is available' })).toBeChecked();
  await expect(page.getByText('Set by circulation')).toBeVisible();

  // The same barcode twice is refused at the field.
  await addForm.getByLabel('Barcode').fill(barcode);
  await addForm.getByLabel('Barcode').press('Enter');
  await expect(addForm.getByText('A copy with this barcode already exists.')).toBeVisible();

  // On loan it cannot be removed, and the screen says why; back on the shelf it can.
  const reader = await account('reader', 'Sara', 'Nasser');
  await staff.call('checkOut', { barcode, email: reader.email });
  await expect(row).toContainText('On loan');
  await look(page, 'copies');
  await row.getByRole('button', { name: `Remove copy ${barcode}` }).click();
  await expect(editor.getByText(`${barcode}: A copy on loan or on the hold shelf cannot be removed`)).toBeVisible();
  await staff.call('checkIn', { barcode });
  await expect(row).toContainText('On the shelf');

  // Out of circulation with a reason, then found: back on the shelf.
  const stateForm = editor.getByRole('form', { name: "Change a copy's state" });
  await stateForm.getByLabel('New state').selectOption({ label: 'Missing' });
  await stateForm.getByLabel('Why (optional)').fill('Not at its shelf mark');
  await stateForm.getByRole('button', { name: 'Save State' }).click();
  await expect(stateForm.getByText(`Copy ${barcode}: Missing.`)).toBeVisible();
  await expect(row).toContainText('Missing');
  await expect(stateForm.getByText('Why it is out: Not at its shelf mark')).toBeVisible();
  // Its only copy is out: the toggle is the staff's again (the server set the book unavailable).
  await expect(page.getByRole('checkbox', { name: 'Book is available' })).toBeEnabled();
  await expect
    .poll(async () => (await admin().db.doc(`${COLLECTIONS.books}/${bookId}`).get()).get('available'))
    .toBe(false);
  await stateForm.getByLabel('New state').selectOption({ label: 'Back on the shelf (found or repaired)' });
  await stateForm.getByRole('button', { name: 'Save State' }).click();
  await expect(row).toContainText('On the shelf');
  await row.getByRole('button', { name: `Remove copy ${barcode}` }).click();
  await expect(editor.getByText(`Copy ${barcode} removed.`)).toBeVisible();
  await expect(row).toHaveCount(0);

  // Licences: validated, saved, and shown live.
  const licences = editor.getByRole('form', { name: 'Licences' });
  await licences.getByLabel('E-book licences').fill('-1');
  await licences.getByRole('button', { name: 'Save Licences' }).click();
  await expect(licences.getByText('Enter a whole number from 0 to 200')).toBeVisible();
  await licences.getByLabel('E-book licences').fill('3');
  await licences.getByRole('button', { name: 'Save Licences' }).click();
  await expect(licences.getByText('Licences saved.')).toBeVisible();
  await expect(licences.getByText('0 in use')).toBeVisible();
  await expect
    .poll(async () =>
      (await admin().db.collection(COLLECTIONS.availability).doc(bookId).get()).get('digital.ebook.total'),
    )
    .toBe(3);

  // Saving the book's form leaves availability to circulation (the rules would refuse a change).
  await page.getByLabel('Description', { exact: true }).fill('Edited while circulation owns availability.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(paths.book(bookId));
  await settle(page);
  await expect(page.getByText('Edited while circulation owns availability.')).toBeVisible();
});

test('Find Member by a scanned library card, keyboard only: Check Out then lends to them without the e-mail typed', async ({
  page,
}) => {
  const staff = await account('librarian');
  const { title, barcodes } = await lendingTitle(staff, { copies: ['main'], title: `Card Desk ${run}` });
  const second = await lendingTitle(staff, { copies: ['main'], title: `Card Desk Two ${run}` });
  barcodes.push(second.barcodes[0]!);
  const nadia = await account('reader', 'Nadia', 'Saleh');
  const { cardNumber } = await nadia.call('getLibraryCard', {});

  await signIn(page, { email: staff.email, password: PASSWORD });
  await page.goto(paths.desk);
  const checkOut = page.getByRole('region', { name: 'Check Out' });
  const find = page.getByRole('region', { name: 'Find Member' });
  await expect(checkOut.getByLabel('Copy barcode')).toBeFocused();
  // Back from Check Out to Find Member's field: its button, then the field.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(find.getByLabel('Library card, name or e-mail')).toBeFocused();

  // A misread card (one digit off) is refused at the field: the check digit catches it.
  const misread = cardNumber.slice(0, 8) + String((Number(cardNumber[8]) + 1) % 10) + cardNumber.slice(9);
  await scan(page, misread);
  await expect(find.getByText("Scan a library card, or type the member's name or e-mail address")).toBeVisible();
  await expect(find.getByLabel('Library card, name or e-mail')).toBeFocused();

  await page.keyboard.press('ControlOrMeta+A');
  await scan(page, cardNumber);
  const summary = find.getByTestId('desk-member');
  await expect(summary).toContainText('Nadia S.');
  await expect(summary).toContainText(`Card ending ${cardNumber.slice(-4)}`);
  await expect(summary).toContainText('0 on loan, 0 on hold');
  // Check Out is set to lend to her: the barcode field has focus, her e-mail is filled in.
  await expect(checkOut.getByLabel('Copy barcode')).toBeFocused();
  await expect(checkOut.getByLabel('Member e-mail')).toHaveValue(nadia.email);

  await scan(page, barcodes[0]!);
  await expect(latest(page, 'Check Out')).toContainText(`${title} (${barcodes[0]}) lent to Nadia S., due back`);
  // Her summary follows: the loan is listed.
  await expect(summary).toContainText('1 on loan, 0 on hold');
  await expect(summary.getByRole('listitem').filter({ hasText: barcodes[0]! })).toContainText(title);
  // Her receipt so far: the title, barcode, due date, branch and the card's last 4 digits, no name.
  await scan(page, barcodes[1]!);
  const receipt = checkOut.getByTestId('desk-receipt');
  await expect(receipt.getByRole('listitem')).toHaveCount(2);
  await expect(receipt).toContainText(`Card ending ${cardNumber.slice(-4)}`);
  await expect(receipt).toContainText('Main Office');
  await expect(receipt.getByRole('listitem').first()).toContainText(`(${barcodes[0]})`);
  await expect(receipt.getByRole('listitem').first()).toContainText('Due back');
  await expect(receipt).not.toContainText('Nadia');
  await expect(receipt).not.toContainText(nadia.email);
  await expect(checkOut.getByRole('button', { name: 'Print receipt (2 items)' })).toBeVisible();
  await look(page, 'desk-member');
});

test('Find Member by name, then Lend anyway past an overdue block with a reason, keyboard only', async ({ page }) => {
  const staff = await account('librarian');
  const { title, barcodes } = await lendingTitle(staff, { copies: ['main'], title: `Override Desk ${run}` });
  // Two members whose first names begin alike: the desk chooses between them.
  const layla = await account('reader', `Layla${run}`, 'Mansour');
  await account('reader', `Layla${run}b`, 'Rahimi');
  await storedLoan(layla.uid, { dueAt: new Date(Date.now() - (LENDING.OVERDUE_BLOCK_DAYS + 3) * DAY_MS) });

  await signIn(page, { email: staff.email, password: PASSWORD });
  await page.goto(paths.desk);
  const checkOut = page.getByRole('region', { name: 'Check Out' });
  const find = page.getByRole('region', { name: 'Find Member' });
  await find.getByLabel('Library card, name or e-mail').focus();
  // The name keys are written by a trigger just after the accounts: the desk may try twice.
  await expect(async () => {
    await find.getByLabel('Library card, name or e-mail').fill(`layla${run}`);
    await page.keyboard.press('Enter');
    await expect(find.getByText('2 members found: choose one.')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(find.getByRole('button', { name: `Layla${run} Mansour` })).toBeFocused();
  await page.keyboard.press('Enter');
  const summary = find.getByTestId('desk-member');
  await expect(summary).toContainText(`Layla${run} M.`);
  await expect(summary).toContainText('Blocked: a loan is more than 30 days overdue.');
  await expect(checkOut.getByLabel('Copy barcode')).toBeFocused();

  // Refused for the block: Lend anyway opens with its reason field focused; a blank reason is refused.
  await scan(page, barcodes[0]!);
  await expect(latest(page, 'Check Out')).toContainText('overdue');
  const override = checkOut.getByTestId('desk-override');
  await expect(override.getByLabel('Reason')).toBeFocused();
  await look(page, 'desk-override');
  await page.keyboard.press('Tab');
  await expect(override.getByRole('button', { name: 'Lend anyway' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(override.getByText('Say why the limit is overridden')).toBeVisible();
  await expect(override.getByLabel('Reason')).toBeFocused();
  await page.keyboard.type('Overdue copy found at home; returning it tomorrow');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(latest(page, 'Check Out')).toContainText(
    `${title} (${barcodes[0]}) lent to Layla${run} M. past the limit, due back`,
  );
  await expect(override).toHaveCount(0);
  // On the record, with the reason.
  await expect
    .poll(async () =>
      (await admin().db.collection(COLLECTIONS.auditLog).where('targetUid', '==', layla.uid).get()).docs.map((d) => [
        d.get('action'),
        d.get('note'),
      ]),
    )
    .toEqual([['block-overridden', 'Overdue copy found at home; returning it tomorrow']]);
});
