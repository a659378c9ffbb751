import { expect, test, type Page } from './support/test';
import { doc, getDoc } from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';
import { CHAT_PANEL_HEIGHT_PX } from '@shared/constants';
import { clientFor } from '../testing/clients';
import { DEMO_ACCOUNTS, signIn } from '../testing/demo';
import { paths } from '../web/src/config/paths';

// The offline provider answers (no key in this emulator session), from the book's record.
const BOOK = { id: 'jane-eyre', title: 'Jane Eyre', author: 'Charlotte Brontë' };
const CHAT_FAILURE = 'I apologize, but I encountered an error. Please try again later.';

async function openChat(page: Page) {
  await page.goto(paths.book(BOOK.id));
  const panel = page.getByRole('region', { name: 'Chat about this book' });
  const log = panel.getByRole('log', { name: 'Conversation about this book' });
  await expect(log).toHaveAttribute('aria-busy', 'false');
  return {
    panel,
    log,
    input: panel.getByLabel('Your message'),
    send: panel.getByRole('button', { name: 'Send' }),
  };
}

test('a reader chats about a book; the conversation survives a reload and stays private', async ({ page, browser }) => {
  const question = `Who wrote this book? (${Date.now()})`;
  await signIn(page, 'reader');
  const chat = await openChat(page);
  expect((await chat.panel.boundingBox())?.height).toBe(CHAT_PANEL_HEIGHT_PX);
  await expect(chat.panel.getByRole('note')).toContainText('offline');

  // Blank messages cannot be sent.
  await expect(chat.send).toBeDisabled();
  await chat.input.fill('   ');
  await expect(chat.send).toBeDisabled();

  await chat.input.fill(question);
  await chat.send.click();
  await expect(chat.log.getByText(question)).toBeVisible();
  const answer = chat.log.getByText(`"${BOOK.title}" was written by ${BOOK.author}.`).last();
  await expect(answer).toBeVisible();
  await expect(answer).toBeInViewport();

  await page.reload();
  const again = await openChat(page);
  await expect(again.log.getByText(question)).toBeVisible();
  await expect(again.log.getByText(`"${BOOK.title}" was written by ${BOOK.author}.`).last()).toBeVisible();

  // Another reader sees only their own conversation...
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signIn(other, 'reader2');
  const otherChat = await openChat(other);
  await expect(otherChat.log.getByText(question)).toHaveCount(0);
  await otherContext.close();

  // ...and the rules refuse a direct read of the first reader's chat.
  const reader2 = await clientFor(DEMO_ACCOUNTS.reader2.email, DEMO_ACCOUNTS.reader2.password);
  try {
    const ref = doc(reader2.db, COLLECTIONS.profiles, DEMO_ACCOUNTS.reader.uid, COLLECTIONS.bookChats, BOOK.id);
    await expect(getDoc(ref)).rejects.toMatchObject({ code: 'permission-denied' });
  } finally {
    await reader2.close();
  }
});

test('one message at a time, and a failed answer is shown but not saved', async ({ page }) => {
  await signIn(page, 'reader2');
  const chat = await openChat(page);

  // Hold the first call so the in-flight state is observable.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/bookChat', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  const first = `What is it about? (${Date.now()})`;
  await chat.input.fill(first);
  await chat.input.press('Enter');
  await expect(chat.log.getByText(first)).toBeVisible();
  await expect(chat.log.getByText('The assistant is writing...')).toBeVisible();
  await chat.input.fill('A second question');
  await expect(chat.send).toBeDisabled();
  await chat.input.press('Enter');
  release();
  await expect(chat.log.getByText('The assistant is writing...')).toHaveCount(0);
  await expect(chat.log.getByText('A second question')).toHaveCount(0);
  await page.unroute('**/bookChat');

  // The server fails (as it does when the AI call fails): the spec's apology, unsaved.
  await page.route('**/bookChat', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 503,
          headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' },
          body: JSON.stringify({
            error: { status: 'UNAVAILABLE', message: 'ai-failed', details: { reason: 'ai-failed' } },
          }),
        })
      : route.continue(),
  );
  const doomed = `This one fails (${Date.now()})`;
  await chat.input.fill(doomed);
  await chat.send.click();
  await expect(chat.log.getByText(CHAT_FAILURE)).toBeVisible();
  await page.unroute('**/bookChat');

  await page.reload();
  const after = await openChat(page);
  await expect(after.log.getByText(first)).toBeVisible();
  await expect(after.log.getByText(doomed)).toHaveCount(0);
  await expect(after.log.getByText(CHAT_FAILURE)).toHaveCount(0);
});

test('a visitor is invited to sign in instead of chatting', async ({ page }) => {
  await page.goto(paths.book(BOOK.id));
  const panel = page.getByRole('region', { name: 'Chat about this book' });
  await expect(panel.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', paths.login);
  await expect(panel.getByLabel('Your message')).toHaveCount(0);
});
