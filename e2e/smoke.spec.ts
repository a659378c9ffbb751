import { expect, test } from './support/test';
import { COLLECTIONS } from '@shared/collections';
import { plainBook } from '../testing/documents';
import { forAdmin } from '../testing/sdk';
import { admin } from '../testing/clients';
import { paths } from '../web/src/config/paths';

test('the book list updates live when a book is added through the Admin SDK', async ({ page }) => {
  await page.goto(paths.books);
  await expect(page.getByRole('heading', { name: 'Library Collection' })).toBeVisible();
  await expect(page.getByTestId('book-card').first()).toBeVisible();

  // A leading digit sorts before every seeded title, so the new card lands on the first page.
  const title = `0000 Live Smoke ${Date.now()}`;
  const { db } = admin();
  const ref = db.collection(COLLECTIONS.books).doc();
  await ref.set(forAdmin(plainBook(title, 'Smoke Tester', 'Added by the smoke test.')));
  try {
    // No reload: the listener brings the card in.
    await expect(page.getByTestId('book-card').filter({ hasText: title })).toBeVisible();
  } finally {
    await ref.delete();
  }
  await expect(page.getByText(title)).toHaveCount(0);
});
