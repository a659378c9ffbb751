/**
 * Ask the library in the browser, with the emulator's offline provider: the answer's books are
 * links to real records, the retrieved books follow with where each is now, and the page says the
 * offline stand-in wrote it. Grounding against a model's planted answers: tests/ai/ask-library.test.ts.
 */
import { expect, test, type Page } from './support/test';
import { paths } from '../web/src/config/paths';

async function askAndFollowFirstBook(page: Page, question: string, askLabel: string, answerNote: RegExp) {
  const ask = page.getByTestId('ask-library');
  await ask.getByRole('textbox').fill(question);
  await ask.getByRole('button', { name: askLabel, exact: true }).click();
  const answer = page.getByTestId('ask-answer');
  // The first call may wake the Functions emulator.
  await expect(answer).toContainText(answerNote, { timeout: 30_000 });
  const named = answer.locator('.ask-answer-text a');
  expect(await named.count()).toBeGreaterThan(0);
  // Every book the answer names is one of the books listed with where it is now.
  const listed = await answer.locator('.ask-books a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  for (const href of await named.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
    expect(listed).toContain(href);
  await expect(answer.getByTestId('ask-where').first()).not.toBeEmpty();
  const title = (await named.first().textContent())!;
  await named.first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

test('on /search, a question in English is answered with links to real books, and says who wrote it', async ({
  page,
}) => {
  await page.goto(paths.search);
  const ask = page.getByTestId('ask-library');
  await expect(ask.getByRole('heading', { name: 'Ask the library' })).toBeVisible();
  // Nothing typed: the form says so and asks nothing.
  await ask.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(ask).toContainText('This field is required');
  await askAndFollowFirstBook(page, 'calm science fiction about space and deserts', 'Ask', /not by an AI model/);
});

test('in Arabic, the answer and where each book is are in Arabic', async ({ page }) => {
  await page.goto(`${paths.search}?lang=ar`);
  const ask = page.getByTestId('ask-library');
  await expect(ask.getByRole('heading', { name: 'اسأل المكتبة' })).toBeVisible();
  await ask.getByRole('textbox').fill('روايات نجيب محفوظ عن القاهرة');
  await ask.getByRole('button', { name: 'اسأل', exact: true }).click();
  const answer = page.getByTestId('ask-answer');
  await expect(answer).toContainText('أقرب ما في الفهرس إلى سؤالك', { timeout: 30_000 });
  await expect(answer).toContainText('وليس نموذج ذكاء اصطناعي');
  await expect(answer.getByRole('heading', { name: 'من الفهرس' })).toBeVisible();
  await expect(answer.locator('.ask-answer-text a').first()).toHaveAttribute('href', paths.book('palace-walk'));
  await expect(answer.getByTestId('ask-where').first()).toContainText(/على الرف في|متاح الآن|كل النسخ مُعارة/);
});

test('a question with nothing close in the catalogue says so', async ({ page }) => {
  await page.goto(paths.search);
  const ask = page.getByTestId('ask-library');
  await ask.getByRole('textbox').fill('qwzx vlorp zzxq plorbish');
  await ask.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(page.getByTestId('ask-answer')).toHaveText(
    'The library has nothing that fits this question. Try other words.',
    {
      timeout: 30_000,
    },
  );
});

test('a book page asks about similar books, by keyboard, and answers from books like it', async ({ page }) => {
  await page.goto(paths.book('dune'));
  const open = page.getByRole('button', { name: 'Ask about similar books' });
  await open.focus();
  await page.keyboard.press('Enter');
  const ask = page.getByTestId('ask-library');
  await expect(ask.getByRole('textbox')).toBeFocused();
  await page.keyboard.type('something like this but shorter');
  await ask.getByRole('button', { name: 'Ask', exact: true }).click();
  const answer = page.getByTestId('ask-answer');
  await expect(answer).toContainText('The closest books in the catalogue', { timeout: 30_000 });
  const named = await answer.locator('.ask-answer-text a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(named.length).toBeGreaterThan(0);
  // The offline stand-in answers with the book's neighbours, not the book itself.
  expect(named).not.toContain(paths.book('dune'));
});
