import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { signIn } from '../testing/demo';
import { ar } from './support/arabic';
import { account } from '../testing/lending';
import { importsBy, removeImports } from '../testing/catalogue-import';
import { paths } from '../web/src/config/paths';

/**
 * Issue 34: a librarian imports a MARC file (pymarc's UTF-8 records, tests/fixtures/marc), sees
 * the preview with its problems, starts the import, watches the report, and finds the books in
 * the catalogue's search; then exports the catalogue as CSV. Both are on the Circulation Desk
 * (/desk#catalogue-files), which sends everyone but staff away (lending-desk.spec.ts).
 */
test('a librarian previews and imports a MARC file, and the books are found in search', async ({ page }) => {
  test.setTimeout(180_000);
  const librarian = await account('librarian', 'Import', 'Librarian');
  try {
    await signIn(page, { email: librarian.email, password: 'test-password-1' });
    await page.goto(`${paths.desk}?lang=en#catalogue-files`);
    await expect(page.getByRole('heading', { level: 2, name: 'Import books' })).toBeVisible();
    await page.getByTestId('import-file').setInputFiles({
      name: 'books.mrc',
      mimeType: 'application/marc',
      buffer: readFileSync('tests/fixtures/marc/utf8_with_leader_flag.dat'),
    });
    const preview = page.getByTestId('import-preview');
    await expect(preview).toContainText('MARC 21 (ISO 2709)');
    await expect(preview.getByRole('table')).toBeVisible();
    const firstTitle = (await preview.locator('tbody tr').first().locator('td').nth(1).innerText()).trim();
    expect(firstTitle.length).toBeGreaterThan(0);

    await page.getByTestId('import-start').click();
    const report = page.getByTestId('import-report');
    await expect(page.getByRole('heading', { name: 'Import of books.mrc finished' })).toBeVisible({ timeout: 120_000 });
    await expect(report).toContainText('Created');
    await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();

    // The book is in the catalogue's search like any other.
    const words = firstTitle.split(/\s+/).slice(0, 3).join(' ');
    await expect(async () => {
      await page.goto(`${paths.search}?q=${encodeURIComponent(words)}&lang=en`);
      await expect(page.getByRole('link', { name: firstTitle }).first()).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });

    // The export: a CSV file of the whole catalogue.
    await page.goto(`${paths.desk}?lang=en#catalogue-files`);
    const download = page.waitForEvent('download');
    await page.getByTestId('export-csv').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('catalogue.csv');
    const text = readFileSync((await file.path())!, 'utf8');
    expect(text.split('\r\n')[0]).toBe(
      '\uFEFFtitle,author,author_sort,description,isbn,control_number,language,tags,formats,cover_url,contributors,copies',
    );
    expect(text).toContain(firstTitle);
    await expect(page.getByRole('alert').or(page.getByRole('status')).last()).toContainText('Saved');
  } finally {
    await removeImports(await importsBy(librarian.uid));
  }
});

test('on a phone the preview’s wide table scrolls inside its frame, not the page', async ({ page }) => {
  const librarian = await account('librarian', 'Phone', 'Librarian');
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, { email: librarian.email, password: 'test-password-1' });
  await page.goto(`${paths.desk}?lang=ar#catalogue-files`);
  await page.getByTestId('import-file').setInputFiles({
    name: 'books.mrc',
    mimeType: 'application/marc',
    buffer: readFileSync('tests/fixtures/marc/test.dat'),
  });
  const table = page.getByRole('region', { name: ar('catalogue', 'files.preview.tableLabel') });
  await expect(table.getByRole('table')).toBeVisible();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  // The table itself is wider than the phone: its frame scrolls.
  expect(await table.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
});
