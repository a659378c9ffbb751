import { expect, test, type Page } from './support/test';
import { COLLECTIONS } from '@shared/collections';
import { admin } from '../testing/clients';
import { storedBook } from '../testing/documents';
import { forAdmin } from '../testing/sdk';
import { paths } from '../web/src/config/paths';
import { DEMO_ACCOUNTS, signIn } from '../testing/demo';
import { uniqueId } from '../testing/ids';

/**
 * Bilingual books in the browser, on the demo catalogue: Arabic search as readers type it (with
 * or without diacritics, either spelling of ة and ى, Arabic-Indic digits), the version of a book in
 * the reader's language with its provenance and the switch to the original, and a librarian's
 * draft with the (offline) AI, its marker, and its acceptance.
 */
const resultLinks = (page: Page) => page.getByTestId('search-results').getByTestId('book-card');

async function search(page: Page, query: string) {
  await page.goto(`${paths.search}?q=${encodeURIComponent(query)}`);
  await expect(resultLinks(page).first()).toBeVisible();
}

test('Arabic search finds Arabic books with or without diacritics, and English books by their Arabic version', async ({
  page,
}) => {
  const season = `a[href="${paths.book('season-of-migration-to-the-north')}"]`;
  // Right after the emulators start, the first query can find the imported index not yet served:
  // retry the first search until it answers (a wrong answer still fails after 30 s).
  await expect(async () => {
    await search(page, 'موسم');
    await expect(page.getByTestId('search-results').locator(season)).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  for (const query of ['موسم الهجرة', 'مَوْسِمُ الهِجْرَةِ', 'موسم الهجره', 'الطيب صالح', 'Tayeb Salih']) {
    await search(page, query);
    await expect(page.getByTestId('search-results').locator(season), query).toHaveCount(1);
  }
  // An English reader sees the card in English (the book's English version).
  await expect(page.getByTestId('search-results').locator(season)).toContainText('Season of Migration to the North');

  await search(page, 'الْجَرِيمَة والعقاب');
  await expect(page.getByTestId('search-results')).toContainText('Crime and Punishment');
  // Tatweel and the hamza of أ as readers may or may not type them.
  for (const query of ['الأيـــام طه', 'الايام طه حسين']) {
    await search(page, query);
    await expect(page.getByTestId('search-results').locator(`a[href="${paths.book('the-days')}"]`), query).toHaveCount(
      1,
    );
  }
  await search(page, '١٩٨٤');
  await expect(page.getByTestId('search-results')).toContainText('Nineteen Eighty-Four');
});

test('smart search understands an Arabic query (offline provider)', async ({ page }) => {
  await page.goto(paths.search);
  await page.getByRole('button', { name: 'Smart Search' }).click();
  await page.getByRole('main').getByRole('searchbox').fill('روايات خيال علمي عن الفضاء');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  // The first call may wake the Functions emulator.
  await expect(page.getByTestId('search-analysis')).toContainText('science fiction', { timeout: 30_000 });
  await expect(page.getByTestId('search-results')).toContainText('Dune');
});

test("a book's version in the reader's language shows with its provenance, and the switch shows the original", async ({
  page,
}) => {
  await page.goto(paths.book('men-in-the-sun'));
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Men in the Sun');
  await expect(heading).toHaveAttribute('lang', 'en');
  const version = page.getByTestId('book-version');
  await expect(version).toContainText('Translated by the library');
  await version.getByRole('button', { name: 'Show original' }).click();
  await expect(heading).toHaveText('رجال في الشمس');
  await expect(heading).toHaveAttribute('lang', 'ar');
  await expect(heading).toHaveAttribute('dir', 'auto');
  await expect(page.getByText('غسان كنفاني')).toBeVisible();
  await version.getByRole('button', { name: 'Show English version' }).click();
  await expect(heading).toHaveText('Men in the Sun');

  // An unreviewed AI draft says so.
  await page.goto(paths.book('kalila-and-dimna'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kalila and Dimna');
  await expect(page.getByTestId('book-version')).toContainText('Translation drafted by AI, not yet reviewed');

  // An English book has no English "version": nothing to switch.
  await page.goto(paths.book('dune'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dune');
  await expect(page.getByTestId('book-version')).toHaveCount(0);
});

test.describe('a librarian drafts the Arabic version with the AI and accepts it', () => {
  const bookId = uniqueId('e2e-bilingual');
  test.beforeAll(async () => {
    const title = 'The Wind in the Willows';
    await admin()
      .db.collection(COLLECTIONS.books)
      .doc(bookId)
      .set(
        forAdmin(
          storedBook({
            title,
            titleLower: title.toLowerCase(),
            author: 'Kenneth Grahame',
            coverUrl: '',
            description: 'Mole, Ratty and Toad on the river.',
          }),
        ),
      );
  });
  test.afterAll(async () => {
    await admin().db.collection(COLLECTIONS.books).doc(bookId).delete();
  });

  test('draft, marker, accept', async ({ page }) => {
    await signIn(page, 'librarian');
    await page.goto(paths.editBook(bookId));
    const section = page.getByTestId('translation-editor');
    await expect(section.getByRole('heading', { name: 'Arabic version' })).toBeVisible();
    await expect(section.getByLabel('Original language')).toHaveValue('en');
    await expect(section.getByTestId('translation-marker')).toHaveCount(0);

    await section.getByRole('button', { name: 'Draft with AI' }).click();
    // The first call may wake the Functions emulator.
    await expect(section.getByTestId('translation-marker')).toHaveText('AI-drafted — review before accepting', {
      timeout: 30_000,
    });
    await expect(section.getByText('The AI assistant is offline')).toBeVisible();
    await expect(section.getByLabel('Arabic description')).toHaveValue(/\[مسودة دون اتصال\]/);

    // The librarian writes the translation the offline draft could not, and accepts it.
    await section.getByLabel('Arabic title').fill('الريح في الصفصاف');
    await section.getByLabel('Author in Arabic').fill('كينيث غراهام');
    await section.getByLabel('Arabic description').fill('الخلد والجرذ والضفدع على ضفاف النهر.');
    await section.getByRole('button', { name: 'Accept translation' }).click();
    await expect(section.getByText('Translation accepted.')).toBeVisible();
    await expect(section.getByTestId('translation-marker')).toHaveText('Reviewed by the library');

    const stored = (await admin().db.collection(COLLECTIONS.books).doc(bookId).get()).data()!;
    expect(stored.translations.ar).toMatchObject({
      title: 'الريح في الصفصاف',
      origin: 'librarian',
      reviewedBy: DEMO_ACCOUNTS.librarian.uid,
    });

    // The search index follows (the trigger): the Arabic title finds the book.
    await expect(async () => {
      await search(page, 'الصفصاف');
      await expect(resultLinks(page)).toContainText('The Wind in the Willows');
    }).toPass({ timeout: 15_000 });
  });
});

test('in Arabic, search as readers type it and the book page show the Arabic version, right to left', async ({
  page,
}) => {
  await page.goto(`${paths.search}?lang=ar&q=${encodeURIComponent('كَثِيب')}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const card = page.getByTestId('search-results').locator(`a[href="${paths.book('dune')}"]`);
  await expect(card).toContainText('كثيب', { timeout: 30_000 });
  await expect(card).toContainText('فرانك هربرت');

  await card.click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('كثيب');
  await expect(heading).toHaveAttribute('lang', 'ar');
  const version = page.getByTestId('book-version');
  await expect(version).toContainText('ترجمة المكتبة');
  await version.getByRole('button', { name: 'عرض النص الأصلي' }).click();
  await expect(heading).toHaveText('Dune');
  await expect(heading).toHaveAttribute('lang', 'en');
});
