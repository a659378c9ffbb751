/**
 * Community in the browser: two signed-in members in separate contexts see each other's joins and
 * replies live, @dplAI answers for everyone, unsafe text is refused and saved for nobody, and a
 * visitor gets sign-in prompts instead of forms. Each test creates and removes its own group or
 * discussion, so it never depends on (or disturbs) the seeded ones.
 */
import { expect, test, type Browser, type Locator, type Page } from './support/test';
import { COLLECTIONS } from '@shared/collections';
import { DAY_MS, REPORTS_TO_HIDE } from '@shared/constants';
import { moderationItemId } from '@shared/documents/moderation';
import { admin, signedInClient } from '../testing/clients';
import { ar } from './support/arabic';
import { signIn, type DemoKey } from '../testing/demo';
import { paths } from '../web/src/config/paths';

async function memberPage(browser: Browser, who: DemoKey): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, who);
  return page;
}

const groupCard = (page: Page, name: string) => page.getByTestId('group-card').filter({ hasText: name });

/** Pages a list on with its "Show more" button until `item` shows. */
async function showMoreUntilVisible(page: Page, item: Locator, more: string) {
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByRole('button', { name: more }).click({ timeout: 2_000 });
    await expect(item).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

test.describe('community, visitor', () => {
  test('reads groups and discussions, sees sign-in prompts and no forms', async ({ page }) => {
    await page.goto(paths.community);
    await expect(page.getByRole('heading', { name: 'Join Our Community' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', paths.login);
    await expect(page.getByRole('tab', { name: 'Reading Groups' })).toHaveAttribute('aria-selected', 'true');
    // The demo group and thread: the emulator tests before this one may have pushed them to a later page.
    await expect(page.getByTestId('group-card').first()).toBeVisible();
    await showMoreUntilVisible(page, groupCard(page, 'Classics Circle'), 'Show more groups');
    await expect(page.getByRole('button', { name: 'Create Reading Group' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Join Group' })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Discussions' }).click();
    const welcome = page.getByRole('link', { name: 'Welcome to the community!' });
    await expect(page.getByTestId('discussion-item').first()).toBeVisible();
    await showMoreUntilVisible(page, welcome, 'Show more discussions');
    await expect(page.getByRole('button', { name: 'Start Discussion' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Welcome to the community!' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome to the community!' })).toBeVisible();
    await expect(page.getByTestId('reply').first()).toBeVisible();
    await expect(page.getByText('All posts are checked by AI moderation before they appear.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to reply' })).toHaveAttribute('href', paths.login);
    await expect(page.getByLabel('Your reply')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Post Reply' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to Community' }).click();
    await expect(page).toHaveURL(/\/community/);

    await page.goto(paths.discussion('no-such-discussion'));
    await expect(page.getByRole('heading', { name: 'Discussion not found' })).toBeVisible();
  });
});

test.describe('community tabs, by keyboard', () => {
  test('arrows (in reading order), Home and End move and open the tabs; Tab goes on into the panel', async ({
    page,
  }) => {
    await page.goto(paths.community);
    const groups = page.getByRole('tab', { name: 'Reading Groups' });
    const discussions = page.getByRole('tab', { name: 'Discussions' });
    await expect(discussions).toHaveAttribute('tabindex', '-1');
    await groups.focus();
    await page.keyboard.press('ArrowRight');
    await expect(discussions).toBeFocused();
    await expect(discussions).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/tab=discussions/);
    await expect(
      page.getByRole('tabpanel', { name: 'Discussions' }).getByTestId('discussion-item').first(),
    ).toBeVisible();
    await page.keyboard.press('Home');
    await expect(groups).toBeFocused();
    await expect(groups).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Reading Groups' })).toBeVisible();
    await page.keyboard.press('End');
    await expect(discussions).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', { name: 'Discussions' })).toBeFocused();

    // Right to left, the next tab is to the left.
    await page.goto(`${paths.community}?lang=ar`);
    const arGroups = page.getByRole('tab', { name: ar('community', 'tabs.groups') });
    await arGroups.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: ar('community', 'tabs.discussions') })).toBeFocused();
    await expect(page.getByRole('tab', { name: ar('community', 'tabs.discussions') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('ArrowLeft');
    await expect(arGroups).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('community, two members', () => {
  test('one creates and joins a group, the other sees the member count change live', async ({ browser }) => {
    const name = `E2E Group ${Date.now()}`;
    const reader = await memberPage(browser, 'reader');
    const reader2 = await memberPage(browser, 'reader2');
    let groupId: string | null = null;
    try {
      await reader.goto(paths.community);
      await reader.getByRole('button', { name: 'Create Reading Group' }).click();
      const dialog = reader.getByRole('dialog', { name: 'Create Reading Group' });
      // Required fields are checked before anything is sent.
      await dialog.getByRole('button', { name: 'Create Group' }).click();
      await expect(dialog.getByText('This field is required')).toHaveCount(2);
      await dialog.getByLabel('Name', { exact: true }).fill(name);
      await dialog.getByLabel('Description', { exact: true }).fill('A group made by the browser tests.');
      await dialog.getByLabel('Search the catalogue by title').fill('dun');
      await dialog.getByRole('radio', { name: /^Dune/ }).check();
      await dialog.getByLabel('Next Meeting (optional)').fill('2030-05-04T18:30');
      await dialog.getByRole('button', { name: 'Create Group' }).click();
      await expect(dialog).toBeHidden();

      const mine = groupCard(reader, name);
      await expect(mine.getByTestId('member-count')).toHaveText('1 member');
      await expect(mine.getByRole('button', { name: 'Leave Group' })).toBeVisible();
      await expect(mine.getByRole('link', { name: 'Dune' })).toHaveAttribute('href', paths.book('dune'));
      await expect(mine.locator('time')).toHaveAttribute('datetime', new Date('2030-05-04T18:30').toISOString());
      const snap = await admin().db.collection(COLLECTIONS.groups).where('name', '==', name).get();
      groupId = snap.docs[0]?.id ?? null;

      await reader2.goto(paths.community);
      const theirs = groupCard(reader2, name);
      await expect(theirs.getByTestId('member-count')).toHaveText('1 member');
      await theirs.getByRole('button', { name: 'Join Group' }).click();
      await expect(theirs.getByRole('button', { name: 'Leave Group' })).toBeVisible();
      // No reload on the other side: the listener brings the new count.
      await expect(mine.getByTestId('member-count')).toHaveText('2 members');

      await theirs.getByRole('button', { name: 'Leave Group' }).click();
      await expect(theirs.getByRole('button', { name: 'Join Group' })).toBeVisible();
      await expect(mine.getByTestId('member-count')).toHaveText('1 member');
    } finally {
      await reader.context().close();
      await reader2.context().close();
      if (groupId) await admin().db.recursiveDelete(admin().db.collection(COLLECTIONS.groups).doc(groupId));
    }
  });

  test('replies arrive live, @dplAI answers for both, an unsafe reply is refused for both', async ({ browser }) => {
    const title = `E2E Discussion ${Date.now()}`;
    const reader = await memberPage(browser, 'reader');
    const reader2 = await memberPage(browser, 'reader2');
    let discussionId: string | null = null;
    try {
      await reader.goto(`${paths.community}?tab=discussions`);
      await reader.getByRole('button', { name: 'Start Discussion' }).click();
      const dialog = reader.getByRole('dialog', { name: 'Start Discussion' });
      await dialog.getByLabel('Title', { exact: true }).fill(title);
      await dialog.getByLabel('Content', { exact: true }).fill('Which book made you a reader?');
      await dialog.getByRole('button', { name: 'Start Discussion' }).click();
      await expect(dialog).toBeHidden();
      await reader.getByRole('link', { name: title }).click();
      // The list shows the title as a heading too: wait for the discussion's own URL first.
      await reader.waitForURL(/\/discussions\/[^/]+$/);
      await expect(reader.getByRole('heading', { name: title })).toBeVisible();
      discussionId = decodeURIComponent(new URL(reader.url()).pathname.split('/').pop()!);

      await reader2.goto(paths.discussion(discussionId));
      await expect(reader2.getByRole('heading', { name: title })).toBeVisible();

      // A plain reply reaches the other member without a reload.
      const hello = `Hello from the first reader ${Date.now()}`;
      await reader.getByLabel('Your reply').fill(hello);
      await reader.getByRole('button', { name: 'Post Reply' }).click();
      await expect(reader2.getByTestId('reply').filter({ hasText: hello })).toBeVisible();
      await expect(reader.getByRole('button', { name: 'Post Reply' })).toBeEnabled();
      await expect(reader.getByLabel('Your reply')).toHaveValue('');

      // A mention brings the assistant's answer, badged, to both.
      await reader2.getByLabel('Your reply').fill('@dplAI what should we read next?');
      await reader2.getByRole('button', { name: 'Post Reply' }).click();
      for (const page of [reader, reader2]) {
        const answer = page.locator('[data-testid="reply"][data-assistant]');
        await expect(answer).toHaveCount(1, { timeout: 30_000 });
        await expect(answer.getByText('AI Assistant')).toBeVisible();
        await expect(answer).toContainText('dplAI');
        // The offline helper's greeting arrives as a key and is shown through the page's i18n.
        await expect(answer).toContainText(`so I can't give a considered answer about "${title}" right now.`);
      }
      await expect(reader2.getByRole('button', { name: 'Post Reply' })).toBeEnabled({ timeout: 30_000 });

      // Unsafe: refused with the moderator's reason, saved for nobody.
      const rude = 'Only an idiot would ask that';
      await reader.getByLabel('Your reply').fill(rude);
      await reader.getByRole('button', { name: 'Post Reply' }).click();
      // The offline moderator's reason arrives as a key and is shown through the page's i18n.
      await expect(reader.getByRole('alert')).toHaveText('AI Content Validation: The text insults or attacks people.');
      await expect(reader.getByLabel('Your reply')).toHaveValue(rude);
      for (const page of [reader, reader2]) {
        await expect(page.getByTestId('reply')).toHaveCount(3);
        await expect(page.getByTestId('reply').filter({ hasText: rude })).toHaveCount(0);
      }
      const stored = await admin().db.doc(`${COLLECTIONS.discussions}/${discussionId}`).get();
      expect(stored.get('replyCount')).toBe(3);
    } finally {
      await reader.context().close();
      await reader2.context().close();
      if (discussionId) {
        await admin().db.recursiveDelete(admin().db.collection(COLLECTIONS.discussions).doc(discussionId));
      }
    }
  });

  test('an unsafe discussion is refused with the reason and not listed', async ({ browser }) => {
    const reader = await memberPage(browser, 'reader');
    try {
      const title = `Stupid E2E title ${Date.now()}`;
      await reader.goto(`${paths.community}?tab=discussions`);
      await reader.getByRole('button', { name: 'Start Discussion' }).click();
      const dialog = reader.getByRole('dialog', { name: 'Start Discussion' });
      await dialog.getByLabel('Title', { exact: true }).fill(title);
      await dialog.getByLabel('Content', { exact: true }).fill('Some content.');
      await dialog.getByRole('button', { name: 'Start Discussion' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(/^AI Content Validation: .+/);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(reader.getByRole('link', { name: title })).toHaveCount(0);
      const stored = await admin().db.collection(COLLECTIONS.discussions).where('title', '==', title).get();
      expect(stored.size).toBe(0);
    } finally {
      await reader.context().close();
    }
  });
});

test('a hidden group leaves the public lists (live, first-screen JSON, prerendered page), a moderator still finds it', async ({
  browser,
  page,
  request,
}) => {
  const name = `E2E Hidden Group ${Date.now()}`;
  const creator = await signedInClient('reader');
  const reporters = [];
  // Established members (accounts two days old): a new account's report counts nothing (REPORT_WEIGHT).
  for (let i = 0; i < REPORTS_TO_HIDE; i++) {
    const reporter = await signedInClient('reader');
    await admin()
      .db.doc(`${COLLECTIONS.profiles}/${reporter.uid}`)
      .update({ createdAt: new Date(Date.now() - 2 * DAY_MS) });
    reporters.push(reporter);
  }
  const { id: groupId } = await creator.call('createGroup', {
    name,
    description: 'A group the members will report.',
    currentBookId: '',
    nextMeeting: '',
  });
  const itemId = moderationItemId({ kind: 'group', groupId });
  const librarian = await memberPage(browser, 'librarian');
  try {
    // Listed while visible (so the checks below can fail).
    await page.goto(paths.community);
    await expect(groupCard(page, name)).toBeVisible();
    await page.evaluate(() => ((window as { noReload?: boolean }).noReload = true));

    for (const reporter of reporters)
      await reporter.call('reportContent', { target: { kind: 'group', groupId }, reason: 'spam', note: '' });
    await expect
      .poll(async () => (await admin().db.doc(`${COLLECTIONS.groups}/${groupId}`).get()).get('status'))
      .toBe('hidden');

    // The open page drops the card live, and shows no "Removed by a moderator" card.
    await expect(groupCard(page, name)).toHaveCount(0);
    await expect(page.getByTestId('group-card').filter({ hasText: 'Removed by a moderator' })).toHaveCount(0);
    await expect(page.locator(`a[href="${paths.group(groupId)}"]`)).toHaveCount(0);
    expect(await page.evaluate(() => (window as { noReload?: boolean }).noReload)).toBe(true);

    // The first-screen JSON and the prerendered page (a minute's CDN cache aside) leave it out too.
    const first = (await (await request.get('/api/first/community')).json()) as { groups: Array<{ id: string }> };
    expect(first.groups.map((g) => g.id)).not.toContain(groupId);
    expect(first.groups.length).toBeGreaterThan(0);
    const html = await (await request.get(paths.community)).text();
    expect(html).not.toContain(groupId);
    expect(html).not.toContain('Removed by a moderator');

    // A fresh visit, in both languages.
    for (const lang of ['en', 'ar'] as const) {
      await page.goto(`${paths.community}?lang=${lang}`);
      await expect(page.getByTestId('group-card').first()).toBeVisible();
      await expect(page.locator(`a[href="${paths.group(groupId)}"]`)).toHaveCount(0);
      const removed = lang === 'ar' ? ar('community', 'post.removed') : 'Removed by a moderator';
      await expect(page.getByTestId('group-card').filter({ hasText: removed })).toHaveCount(0);
    }

    // Staff still find it in the queue, with its words.
    await librarian.goto(paths.moderation);
    await expect(librarian.getByTestId('moderation-item').filter({ hasText: name })).toBeVisible();
  } finally {
    await librarian.context().close();
    for (const client of [creator, ...reporters]) await client.close();
    const { db } = admin();
    await db.recursiveDelete(db.doc(`${COLLECTIONS.groups}/${groupId}`));
    await db.recursiveDelete(db.doc(`${COLLECTIONS.moderationItems}/${itemId}`));
  }
});
