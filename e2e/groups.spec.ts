/**
 * Reading-group pages and the header search in the browser. The group is a fixture written with
 * the Admin SDK (the demo reader as its creator, the second demo reader as a member, one
 * discussion in it) and removed afterwards, so the tests neither depend on nor disturb the seed.
 */
import { expect, test, type Browser, type Page } from './support/test';
import { screenshot } from './support/screenshot';
import { COLLECTIONS } from '@shared/collections';
import { displayNameOf } from '@shared/display-name';
import { newDiscussion, newGroup, newMembership } from '@shared/documents/community';
import { admin } from '../testing/clients';
import { forAdmin } from '../testing/sdk';
import { DEMO_ACCOUNTS, signIn, type DemoKey } from '../testing/demo';
import { paths } from '../web/src/config/paths';
import { runStamp } from '../testing/ids';

const stamp = runStamp();
const GROUP_ID = `e2e-group-${stamp}`;
const GROUP_NAME = `E2E Page Group ${stamp}`;
const DISCUSSION_ID = `e2e-group-talk-${stamp}`;
const DISCUSSION_TITLE = `Chapter one of the fixture ${stamp}`;
const person = (key: DemoKey) => ({ uid: DEMO_ACCOUNTS[key].uid, name: displayNameOf(DEMO_ACCOUNTS[key]) });
const READER = person('reader');
const READER2 = person('reader2');

test.beforeAll(async () => {
  const { db } = admin();
  const group = db.collection(COLLECTIONS.groups).doc(GROUP_ID);
  const meeting = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const details = { name: GROUP_NAME, description: 'A fixture group.', currentBookId: 'dune', nextMeeting: meeting };
  const batch = db.batch();
  batch.set(group, forAdmin({ ...newGroup(details, READER, 'Dune'), memberCount: 2 }));
  [READER, READER2].forEach((m, i) => {
    const joinedAt = new Date(Date.now() - (2 - i) * 60_000); // the creator first
    batch.set(group.collection(COLLECTIONS.members).doc(m.uid), { ...newMembership(m.uid, m.name), joinedAt });
  });
  batch.set(
    db.collection(COLLECTIONS.discussions).doc(DISCUSSION_ID),
    forAdmin(
      newDiscussion({ title: DISCUSSION_TITLE, content: 'First impressions?' }, READER2, 'visible', {
        id: GROUP_ID,
        name: GROUP_NAME,
      }),
    ),
  );
  await batch.commit();
});

test.afterAll(async () => {
  const { db } = admin();
  await db.recursiveDelete(db.collection(COLLECTIONS.groups).doc(GROUP_ID));
  const started = await db.collection(COLLECTIONS.discussions).where('groupId', '==', GROUP_ID).get();
  for (const d of started.docs) await db.recursiveDelete(d.ref);
});

async function memberPage(browser: Browser, who: DemoKey): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, who);
  return page;
}

test('a visitor opens a group page from /community and sees its book, members and discussions', async ({ page }) => {
  await page.goto(paths.community);
  await page.getByTestId('group-card').getByRole('link', { name: GROUP_NAME }).click();
  await expect(page).toHaveURL(paths.group(GROUP_ID));
  await expect(page).toHaveTitle(`${GROUP_NAME} | City Public Library`);
  await expect(page.getByRole('heading', { level: 1, name: GROUP_NAME })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dune' })).toHaveAttribute('href', paths.book('dune'));
  await expect(page.getByTestId('member-count')).toHaveText('2 members');
  const members = page.getByTestId('group-members').getByRole('listitem');
  await expect(members).toHaveCount(2);
  await expect(members.nth(0)).toContainText(READER.name);
  await expect(members.nth(0)).toContainText('Creator');
  await expect(members.nth(1)).toHaveText(READER2.name);
  await expect(page.getByRole('link', { name: DISCUSSION_TITLE })).toHaveAttribute(
    'href',
    paths.discussion(DISCUSSION_ID),
  );
  // Visitors read; they get no actions.
  await expect(page.getByRole('button', { name: 'Join Group' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit group' })).toHaveCount(0);

  // The group's discussions name the group on /community, linked back to it.
  await page.goto(`${paths.community}?tab=discussions`);
  const item = page.getByTestId('discussion-item').filter({ hasText: DISCUSSION_TITLE });
  await expect(item.getByRole('link', { name: GROUP_NAME })).toHaveAttribute('href', paths.group(GROUP_ID));

  await page.goto(paths.group('no-such-group'));
  await expect(page.getByRole('heading', { name: 'Reading group not found' })).toBeVisible();
});

test("on /community a member can report someone else's group, not their own; a visitor cannot", async ({
  page,
  browser,
}) => {
  const card = (p: Page) => p.getByTestId('group-card').filter({ hasText: GROUP_NAME });
  await page.goto(paths.community);
  await expect(card(page)).toBeVisible();
  await expect(card(page).getByRole('button', { name: 'Report' })).toHaveCount(0);

  const other = await memberPage(browser, 'reader2');
  await other.goto(paths.community);
  // Its code loads once a member is there (group-card.tsx); the button then shows and opens its dialog.
  await card(other).getByRole('button', { name: 'Report' }).click();
  await expect(other.getByRole('dialog', { name: 'Report' })).toBeVisible();
  for (const width of [1280, 390]) {
    await other.setViewportSize({ width, height: 800 });
    await screenshot(other, { path: `artifacts/screenshots/groups-report-${width}.png` });
  }
  await other.context().close();

  const creator = await memberPage(browser, 'reader');
  await creator.goto(paths.community);
  await expect(card(creator).getByRole('button', { name: 'Leave Group' })).toBeVisible();
  await expect(card(creator).getByRole('button', { name: 'Report' })).toHaveCount(0);
  await creator.context().close();
});

test('the creator edits the description and a member sees it live; the member posts into the group', async ({
  browser,
}) => {
  const creator = await memberPage(browser, 'reader');
  const member = await memberPage(browser, 'reader2');
  try {
    await creator.goto(paths.group(GROUP_ID));
    await member.goto(paths.group(GROUP_ID));
    await expect(member.getByTestId('group-description')).toHaveText('A fixture group.');
    // Only the creator gets the tools.
    await expect(member.getByRole('button', { name: 'Edit group' })).toHaveCount(0);
    await expect(member.getByRole('button', { name: 'Leave Group' })).toBeVisible();

    await creator.getByRole('button', { name: 'Edit group' }).click();
    const dialog = creator.getByRole('dialog', { name: 'Edit group' });
    const description = dialog.getByLabel('Description', { exact: true });
    await expect(description).toHaveValue('A fixture group.');
    await description.fill('We meet on the second floor now.');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    // No reload on the member's side: the group listener brings the new text.
    await expect(member.getByTestId('group-description')).toHaveText('We meet on the second floor now.');

    // Start Discussion from the group page: the group is chosen already.
    const title = `Posted in the group ${stamp}`;
    await member.getByRole('button', { name: 'Start Discussion' }).click();
    const start = member.getByRole('dialog', { name: 'Start Discussion' });
    await expect(start.getByLabel('Post in')).toHaveValue(GROUP_ID);
    await start.getByLabel('Title', { exact: true }).fill(title);
    await start.getByLabel('Content', { exact: true }).fill('Who has finished part one?');
    await start.getByRole('button', { name: 'Start Discussion' }).click();
    await expect(start).toBeHidden();
    await expect(creator.getByRole('link', { name: title })).toBeVisible();
  } finally {
    await creator.context().close();
    await member.context().close();
  }
});

test('the header search box takes a query from any page to /search with results', async ({ page }) => {
  await page.goto(paths.about);
  const box = page.getByRole('search', { name: 'Catalogue' }).getByRole('searchbox', { name: 'Search the catalogue' });
  await box.fill('dune');
  await box.press('Enter');
  await expect(page).toHaveURL(`${paths.search}?q=dune`);
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('dune');
  await expect(page.getByRole('main').getByRole('link', { name: 'Dune' }).first()).toBeVisible();
});

test('the header search box fits a phone and works by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(paths.home);
  const header = page.getByRole('search', { name: 'Catalogue' });
  const box = header.getByRole('searchbox', { name: 'Search the catalogue' });
  await expect(box).toBeVisible();
  const { width } = (await box.boundingBox())!;
  expect(width).toBeGreaterThan(250);
  await page.keyboard.press('Tab'); // skip link
  await page.keyboard.press('Tab'); // brand
  await page.keyboard.press('Tab');
  await expect(box).toBeFocused();
  await page.keyboard.type('sapiens');
  await page.keyboard.press('Tab');
  await expect(header.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${paths.search}?q=sapiens`);
});

test("a group's current book shows under its title in the reader's language", async ({ page }) => {
  // Future Readers reads Dune (scripts/seed/community.ts), whose record has an Arabic title.
  const facts = page.locator('.group-card-facts');
  await page.goto(`${paths.group('future-readers')}?lang=ar`);
  await expect(facts.getByRole('link', { name: 'كثيب' })).toHaveAttribute('href', paths.book('dune'));
  await page.goto(`${paths.group('future-readers')}?lang=en`);
  await expect(facts.getByRole('link', { name: 'Dune', exact: true })).toBeVisible();
});
