import { expect, test, type Page } from './support/test';
import { account, lendingTitle, removeBook } from '../testing/lending';
import { signIn } from '../testing/demo';
import { paths } from '../web/src/config/paths';
import { runStamp } from '../testing/ids';

/**
 * Holds on any copy (issue 29): a member collects at a branch whose shelves have no copy; the copy
 * shelved at another branch goes on that branch's pull list, its desk sends it, the pickup
 * branch's desk receives it, and the member's book page follows every step live. Three people in
 * three browser contexts: the member, a librarian at the copy's branch, one at the pickup branch.
 */
const run = runStamp();
const PASSWORD = 'test-password-1';

/** Types like a scanner into the focused field and presses Enter. */
async function scan(page: Page, text: string) {
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/** A librarian's desk, set to their branch in Between branches. */
async function deskAt(page: Page, email: string, branch: string) {
  await signIn(page, { email, password: PASSWORD });
  await page.goto(paths.desk);
  const transfers = page.getByRole('region', { name: 'Between branches' });
  await transfers.getByLabel('This branch').selectOption({ label: branch });
  return transfers;
}

test("a hold collected at Main pulls the copy shelved at Hatta: sent, received, and ready on the member's page without a reload", async ({
  page,
  browser,
}) => {
  const staff = await account('librarian');
  const {
    id: bookId,
    title,
    barcodes,
  } = await lendingTitle(staff, { copies: ['hatta'], title: `Transfer Test ${run}` });
  const barcode = barcodes[0]!;
  const member = await account('reader', 'Huda', 'Nasser');
  const hattaDesk = await browser.newContext();
  const mainDesk = await browser.newContext();
  try {
    // The member: Hatta has the copy on its shelf, so it is not offered as a pickup branch.
    await signIn(page, { email: member.email, password: PASSWORD });
    await page.goto(paths.book(bookId));
    const physical = page.getByRole('region', { name: 'Physical copies', exact: true });
    const pickup = physical.getByLabel('Pickup branch');
    await expect(pickup.locator('option')).toHaveCount(6);
    await expect(pickup.locator('option', { hasText: 'Hatta' })).toHaveCount(0);
    await pickup.selectOption({ label: 'Main Office' });
    await physical.getByRole('button', { name: 'Place Hold' }).click();
    const status = physical.getByTestId('hold-status');
    await expect(status).toHaveText(/^A copy at Hatta is being sent to Main Office: expected by \w+ \d+, \d{4}$/);
    await expect(physical.getByRole('row', { name: /Hatta/ })).toHaveText(/Hatta\s*0\s*0\s*0\s*1/);
    await page.evaluate(() => ((window as { noReload?: boolean }).noReload = true));

    // Hatta's desk: the copy is on its pull list; Send puts it in the van, and it leaves the list.
    const hatta = await hattaDesk.newPage();
    const hattaTransfers = await deskAt(hatta, staff.email, 'Hatta');
    const pullRow = hattaTransfers.getByRole('row').filter({ hasText: barcode });
    await expect(pullRow).toContainText('Main Office');
    await expect(pullRow).toContainText(title);
    await hattaTransfers.getByRole('region', { name: 'Send' }).getByLabel('Copy barcode').focus();
    await scan(hatta, barcode);
    await expect(hattaTransfers.getByRole('status', { name: 'Send' })).toContainText(
      `${title} (${barcode}): into the van to Main Office for Huda N., expected there by`,
    );
    await expect(pullRow).toHaveCount(0);
    await expect(status).toHaveText(/^In transit to Main Office: expected by \w+ \d+, \d{4}$/);

    // Main's desk (another librarian's screen) receives it: the hold is ready, the member told.
    const main = await mainDesk.newPage();
    const other = await account('librarian');
    const mainTransfers = await deskAt(main, other.email, 'Main Office');
    await mainTransfers.getByRole('region', { name: 'Receive' }).getByLabel('Copy barcode').focus();
    await scan(main, barcode);
    await expect(mainTransfers.getByRole('status', { name: 'Receive' })).toContainText(
      `${title} (${barcode}): to the hold shelf at Main Office for Huda N., to collect by`,
    );
    await expect(status).toHaveText(/^Ready for pickup at Main Office until \w+ \d+, \d{4}$/);
    await expect(physical.getByRole('row', { name: /Main Office/ })).toHaveText(/Main Office\s*0\s*0\s*1\s*0/);
    expect(await page.evaluate(() => (window as { noReload?: boolean }).noReload)).toBe(true);
  } finally {
    await hattaDesk.close();
    await mainDesk.close();
    await removeBook(bookId);
  }
});
