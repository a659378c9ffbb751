/**
 * Own your words and the moderation queue in the browser, each test with its own discussion:
 * a member edits and deletes a reply while a second member's page shows it change live; a member
 * reports a reply, a librarian hides it from the queue, and the poster's and a third member's
 * pages show "Removed by a moderator" live. The queue is scanned with axe and photographed at
 * desktop and phone widths (artifacts/screenshots/).
 */
import { expect, test, type Browser, type Page } from './support/test';
import { screenshot } from './support/screenshot';
import { COLLECTIONS } from '@shared/collections';
import { moderationItemId } from '@shared/documents/moderation';
import { displayNameOf } from '@shared/display-name';
import { newDiscussion, newReply } from '@shared/documents/community';
import { admin } from '../testing/clients';
import { forAdmin } from '../testing/sdk';
import { seriousViolations } from './support/axe';
import { DEMO_ACCOUNTS, signIn, type DemoKey } from '../testing/demo';
import { settle } from './support/settle';
import { paths } from '../web/src/config/paths';

test.use({ bypassCSP: true });

async function memberPage(browser: Browser, who: DemoKey): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, who);
  return page;
}

const author = (who: DemoKey) => ({ uid: DEMO_ACCOUNTS[who].uid, name: displayNameOf(DEMO_ACCOUNTS[who]) });

/** A discussion by reader2 with one reply by the demo reader, written directly (fixtures). */
async function threadWithReply(content: string) {
  const { db } = admin();
  const id = `e2e-moderation-${Date.now()}`;
  const title = `Moderation test ${Date.now()}`;
  await db
    .doc(`${COLLECTIONS.discussions}/${id}`)
    .set(forAdmin({ ...newDiscussion({ title, content: 'Tell us about it.' }, author('reader2')), replyCount: 1 }));
  await db
    .doc(`${COLLECTIONS.discussions}/${id}/${COLLECTIONS.replies}/r1`)
    .set(forAdmin(newReply(content, author('reader'))));
  return { id, title, itemId: moderationItemId({ kind: 'reply', discussionId: id, replyId: 'r1' }) };
}

async function cleanUp(discussionId: string, itemId: string) {
  const { db } = admin();
  await db.recursiveDelete(db.doc(`${COLLECTIONS.discussions}/${discussionId}`));
  await db.recursiveDelete(db.doc(`${COLLECTIONS.moderationItems}/${itemId}`));
  const audit = await db.collection(COLLECTIONS.auditLog).where('itemId', '==', itemId).get();
  await Promise.all(audit.docs.map((d) => d.ref.delete()));
}

const replyWith = (page: Page, text: string | RegExp) => page.getByTestId('reply').filter({ hasText: text });

test('a member edits and deletes their reply; a second member sees both live', async ({ browser }) => {
  const thread = await threadWithReply('My first thoughts on the book.');
  const reader = await memberPage(browser, 'reader');
  const reader2 = await memberPage(browser, 'reader2');
  try {
    // The author on a phone, the other member on a desktop.
    await reader.setViewportSize({ width: 390, height: 844 });
    await reader.goto(paths.discussion(thread.id));
    await reader2.goto(paths.discussion(thread.id));
    await expect(replyWith(reader2, 'My first thoughts on the book.')).toBeVisible();
    // Only the author gets Edit and Delete; the other member gets Report.
    await expect(replyWith(reader2, 'My first thoughts').getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(replyWith(reader2, 'My first thoughts').getByRole('button', { name: 'Report' })).toBeVisible();

    // Edit with the keyboard: the form opens with focus in the text, and the checks of a new reply.
    const mine = replyWith(reader, 'My first thoughts on the book.');
    await mine.getByRole('button', { name: 'Edit' }).focus();
    await reader.keyboard.press('Enter');
    const box = reader.getByRole('form', { name: 'Edit your reply' }).getByLabel('Your reply');
    await expect(box).toBeFocused();
    await box.fill('   ');
    await reader.getByRole('button', { name: 'Save changes' }).click();
    await expect(reader.getByText('This field is required')).toBeVisible();
    await box.fill('My second thoughts, after the last chapter.');
    await screenshot(reader, { path: 'artifacts/screenshots/moderation-edit-reply-390.png', fullPage: true });
    await reader.keyboard.press('Tab');
    await reader.keyboard.press('Enter');

    const edited = replyWith(reader2, 'My second thoughts, after the last chapter.');
    await expect(edited).toBeVisible();
    await expect(edited.getByText('edited', { exact: true })).toBeVisible();
    await expect(replyWith(reader2, 'My first thoughts')).toHaveCount(0);

    // Delete asks first; Cancel keeps it.
    const mineNow = replyWith(reader, 'My second thoughts');
    await mineNow.getByRole('button', { name: 'Delete' }).click();
    await expect(reader.getByText("Delete this reply? This can't be undone.")).toBeVisible();
    await reader.getByRole('button', { name: 'Cancel' }).click();
    await expect(mineNow.getByRole('button', { name: 'Delete' })).toBeFocused();
    await mineNow.getByRole('button', { name: 'Delete' }).click();
    await reader.getByRole('button', { name: 'Yes, delete' }).click();

    await expect(replyWith(reader2, 'My second thoughts')).toHaveCount(0);
    await expect(reader2.getByText('No replies yet.')).toBeVisible();
    await expect(reader2.locator('.replies-heading .badge')).toHaveText('0');
  } finally {
    await reader.context().close();
    await reader2.context().close();
    await cleanUp(thread.id, thread.itemId);
  }
});

test('deleting the reply just posted leaves the reply form ready, not "Sending..."', async ({ browser }) => {
  const thread = await threadWithReply('An older reply by the same member.');
  const reader = await memberPage(browser, 'reader');
  try {
    await reader.goto(paths.discussion(thread.id));
    const words = `Posted and then taken back ${Date.now()}`;
    await reader.getByLabel('Your reply').fill(words);
    await reader.getByRole('button', { name: 'Post Reply' }).click();
    const mine = replyWith(reader, words);
    await expect(mine).toBeVisible();
    await expect(reader.getByRole('button', { name: 'Post Reply' })).toBeEnabled();

    await mine.getByRole('button', { name: 'Delete' }).click();
    await reader.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(mine).toHaveCount(0);
    // Nothing is being sent: the form is ready at once (it used to wait 60 s for the deleted reply).
    await expect(reader.getByRole('button', { name: 'Post Reply' })).toBeEnabled({ timeout: 3_000 });
    await expect(reader.getByText('Sending...')).toHaveCount(0);
    await expect(reader.getByText('This is taking longer than usual', { exact: false })).toHaveCount(0);
    // And it posts again.
    await reader.getByLabel('Your reply').fill(`${words}, again`);
    await reader.getByRole('button', { name: 'Post Reply' }).click();
    await expect(replyWith(reader, `${words}, again`)).toBeVisible();
    await expect(reader.getByRole('button', { name: 'Post Reply' })).toBeEnabled();
  } finally {
    await reader.context().close();
    await cleanUp(thread.id, thread.itemId);
  }
});

test('report -> queue -> hide: the poster and a third member see "Removed by a moderator" live', async ({
  browser,
}) => {
  const words = `Cheap paperbacks for sale, message me ${Date.now()}`;
  const thread = await threadWithReply(words);
  const poster = await memberPage(browser, 'reader');
  const reporter = await memberPage(browser, 'reader2');
  const third = await memberPage(browser, 'admin');
  const librarian = await memberPage(browser, 'librarian');
  try {
    for (const page of [poster, reporter, third]) await page.goto(paths.discussion(thread.id));
    await expect(replyWith(third, words)).toBeVisible();

    await reporter.setViewportSize({ width: 390, height: 844 });
    await replyWith(reporter, words).getByRole('button', { name: 'Report' }).click();
    const dialog = reporter.getByRole('dialog', { name: 'Report' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Choose a reason.')).toBeVisible();
    await screenshot(reporter, { path: 'artifacts/screenshots/moderation-report-dialog-390.png' });
    await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
    await dialog.getByLabel('Note (optional)').fill('Selling things.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText("Thank you. The library's staff will take a look.")).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    // One report does not hide anything.
    await expect(replyWith(third, words)).toBeVisible();

    // Staff find it in the queue, linked from the header.
    await librarian.getByRole('link', { name: 'Moderation' }).click();
    await expect(librarian).toHaveTitle(/^Moderation \|/);
    const item = librarian.getByTestId('moderation-item').filter({ hasText: words });
    await expect(item).toBeVisible();
    await expect(item.getByText('1 report')).toBeVisible();
    await expect(item.getByText('Spam or advertising (1)')).toBeVisible();
    await expect(item.getByText('“Selling things.”')).toBeVisible();
    // Who reported, and how far it counts: an established member (the demo reader's account).
    const reporters = item.getByRole('list', { name: 'Reported by' });
    await expect(reporters.getByRole('listitem')).toHaveCount(1);
    await expect(reporters.getByText('Member', { exact: true })).toBeVisible();
    await settle(librarian);
    expect(await seriousViolations(librarian)).toEqual([]);
    for (const width of [1280, 390]) {
      await librarian.setViewportSize({ width, height: 900 });
      await screenshot(librarian, { path: `artifacts/screenshots/moderation-queue-${width}.png`, fullPage: true });
      const overflow = await librarian.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect.soft(overflow, `/moderation is wider than ${width} px`).toBeLessThanOrEqual(0);
    }

    await item.getByLabel('Note (optional)').fill('Advertising is not allowed.');
    await item.getByRole('button', { name: 'Hide' }).click();
    await expect(item).toHaveCount(0);

    for (const page of [poster, third]) {
      await expect(page.getByText('Removed by a moderator')).toBeVisible();
      await expect(page.getByText(words)).toHaveCount(0);
    }
    await screenshot(poster, { path: 'artifacts/screenshots/moderation-removed-1280.png', fullPage: true });
  } finally {
    for (const page of [poster, reporter, third, librarian]) await page.context().close();
    await cleanUp(thread.id, thread.itemId);
  }
});

test('an unsure post is held: its author sees "Awaiting review", others nothing, until a librarian restores it', async ({
  browser,
}) => {
  const title = `Novels about gambling ${Date.now()}`;
  const reader = await memberPage(browser, 'reader');
  const reader2 = await memberPage(browser, 'reader2');
  const librarian = await memberPage(browser, 'librarian');
  let id = '';
  try {
    await reader.setViewportSize({ width: 390, height: 844 });
    await reader.goto(`${paths.community}?tab=discussions`);
    await reader.getByRole('button', { name: 'Start Discussion' }).click();
    const dialog = reader.getByRole('dialog', { name: 'Start Discussion' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Content').fill('Which novels show gambling honestly?');
    await dialog.getByRole('button', { name: 'Start Discussion' }).click();
    await expect(dialog).toBeHidden();

    const { db } = admin();
    const held = await db.collection(COLLECTIONS.moderationItems).where('title', '==', title).get();
    id = held.docs[0]?.get('discussionId') ?? '';
    expect(id).not.toBe('');

    await reader.goto(paths.discussion(id));
    await expect(reader.getByTestId('post-held').getByText('Awaiting review')).toBeVisible();
    await expect(reader.getByText(title)).toBeVisible();
    await screenshot(reader, { path: 'artifacts/screenshots/moderation-awaiting-review-390.png', fullPage: true });

    // Another member finds nothing there, until staff restore it (live).
    await reader2.goto(paths.discussion(id));
    await expect(reader2.getByRole('heading', { name: 'Discussion not found' })).toBeVisible();
    await librarian.goto(paths.moderation);
    const item = librarian.getByTestId('moderation-item').filter({ hasText: title });
    await expect(item.getByText('Held by AI moderation')).toBeVisible();
    // The offline moderator's reason arrives as a key and is shown through the page's i18n.
    await expect(
      item.getByText('AI moderation was unsure: The text touches a sensitive topic; a person should decide.'),
    ).toBeVisible();
    await item.getByRole('button', { name: 'Restore' }).click();
    await expect(item).toHaveCount(0);
    await expect(reader2.getByRole('heading', { name: title })).toBeVisible();
    await expect(reader.getByRole('heading', { name: title })).toBeVisible();
    await expect(reader.getByText('Awaiting review')).toHaveCount(0);
  } finally {
    for (const page of [reader, reader2, librarian]) await page.context().close();
    if (id) await cleanUp(id, moderationItemId({ kind: 'discussion', discussionId: id }));
  }
});

test('a reader is sent away from /moderation and has no header link', async ({ page }) => {
  await signIn(page, 'reader');
  await expect(page.getByRole('link', { name: 'Moderation' })).toHaveCount(0);
  await page.goto(paths.moderation);
  await expect(page).toHaveURL('/');
});
