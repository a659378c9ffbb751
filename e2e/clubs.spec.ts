/**
 * Book clubs in the browser (docs/community.md, "Virtual book clubs"): two members at different
 * milestones read one thread and see different posts; the one behind marks the next milestone and
 * the hidden posts appear live, without a reload. The club is a fixture written with the Admin
 * SDK (the demo readers as members, each with a place in the book) and removed afterwards.
 */
import { expect, test, type Browser, type Page } from './support/test';
import { COLLECTIONS } from '@shared/collections';
import { displayNameOf } from '@shared/display-name';
import { newDiscussion, newGroup, newMembership, newReply } from '@shared/documents/community';
import { admin } from '../testing/clients';
import { forAdmin } from '../testing/sdk';
import { DEMO_ACCOUNTS, signIn, type DemoKey } from '../testing/demo';
import { paths } from '../web/src/config/paths';
import { runStamp } from '../testing/ids';

const stamp = runStamp();
const GROUP_ID = `e2e-club-${stamp}`;
const GROUP_NAME = `E2E Club ${stamp}`;
const THREAD_ID = `e2e-club-thread-${stamp}`;
const ENDING_ID = `e2e-club-ending-${stamp}`;
const LATER_REPLY = 'The last chapter changes everything we thought about the narrator.';
const EARLY_REPLY = 'The first chapters are slow but lovely.';
const person = (key: DemoKey) => ({ uid: DEMO_ACCOUNTS[key].uid, name: displayNameOf(DEMO_ACCOUNTS[key]) });
const READER = person('reader');
const READER2 = person('reader2');
const SCHEDULE = [
  { label: 'Part 1', dueOn: '' },
  { label: 'Part 2', dueOn: '' },
  { label: 'Part 3', dueOn: '' },
];

test.beforeAll(async () => {
  const { db } = admin();
  const group = db.collection(COLLECTIONS.groups).doc(GROUP_ID);
  const meeting = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const details = { name: GROUP_NAME, description: 'A fixture club.', currentBookId: 'dune', nextMeeting: meeting };
  const batch = db.batch();
  batch.set(
    group,
    forAdmin({
      ...newGroup(details, READER2, 'Dune'),
      memberCount: 2,
      schedule: SCHEDULE,
      progressCounts: { '1': 1, '3': 1 },
      postCounts: { '1': 1, '3': 1 },
    }),
  );
  for (const [m, milestone] of [
    [READER, 1],
    [READER2, 3],
  ] as const) {
    batch.set(group.collection(COLLECTIONS.members).doc(m.uid), forAdmin(newMembership(m.uid, m.name)));
    batch.set(group.collection(COLLECTIONS.progress).doc(m.uid), {
      uid: m.uid,
      milestone,
      shareName: false,
      displayName: '',
      updatedAt: new Date(),
    });
  }
  const place = { id: GROUP_ID, name: GROUP_NAME };
  const thread = db.collection(COLLECTIONS.discussions).doc(THREAD_ID);
  batch.set(
    thread,
    forAdmin({
      ...newDiscussion({ title: `Part one talk ${stamp}`, content: 'How is it going?' }, READER2, 'visible', place, 1),
      replyCount: 2,
      replyCounts: { '1': 1, '3': 1 },
    }),
  );
  const at = Date.now() - 60_000;
  batch.set(thread.collection(COLLECTIONS.replies).doc('r1'), {
    ...forAdmin(newReply(EARLY_REPLY, READER, 'visible', { groupId: GROUP_ID, milestone: 1 })),
    createdAt: new Date(at),
  });
  batch.set(thread.collection(COLLECTIONS.replies).doc('r2'), {
    ...forAdmin(newReply(LATER_REPLY, READER2, 'visible', { groupId: GROUP_ID, milestone: 3 })),
    createdAt: new Date(at + 1000),
  });
  batch.set(
    db.collection(COLLECTIONS.discussions).doc(ENDING_ID),
    forAdmin(
      newDiscussion({ title: `The ending ${stamp}`, content: 'Who saw it coming?' }, READER2, 'visible', place, 3),
    ),
  );
  await batch.commit();
});

test.afterAll(async () => {
  const { db } = admin();
  await db.recursiveDelete(db.collection(COLLECTIONS.groups).doc(GROUP_ID));
  for (const id of [THREAD_ID, ENDING_ID]) await db.recursiveDelete(db.collection(COLLECTIONS.discussions).doc(id));
});

async function memberPage(browser: Browser, who: DemoKey): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, who);
  return page;
}

test('two members at different milestones see different posts, and reaching one reveals its posts live', async ({
  browser,
}) => {
  const behind = await memberPage(browser, 'reader');
  const ahead = await memberPage(browser, 'reader2');
  for (const page of [behind, ahead]) await page.goto(paths.discussion(THREAD_ID));

  // The reader who finished sees both replies, each with its milestone.
  const aheadReplies = ahead.getByTestId('reply');
  await expect(aheadReplies.getByText(LATER_REPLY)).toBeVisible();
  await expect(aheadReplies.getByText(EARLY_REPLY)).toBeVisible();
  await expect(ahead.getByTestId('milestone-badge').filter({ hasText: 'Up to \u2068Part 3\u2069' })).toHaveCount(1);

  // The one in Part 1 gets only the early reply, and is told what waits (not what it says).
  await expect(behind.getByText(EARLY_REPLY)).toBeVisible();
  await expect(behind.getByText(LATER_REPLY)).toHaveCount(0);
  const waiting = behind.getByTestId('hidden-posts');
  await expect(waiting).toContainText('1 reply at \u2068Part 3\u2069: mark it reached to read it.');

  // Marking Part 3 widens the reader's listener in place: the reply arrives without a reload.
  await waiting.getByRole('button', { name: "I've reached \u2068Part 3\u2069" }).click();
  await expect(behind.getByText(LATER_REPLY)).toBeVisible();
  await expect(behind.getByTestId('hidden-posts')).toHaveCount(0);
  expect(new URL(behind.url()).pathname).toBe(paths.discussion(THREAD_ID));

  for (const page of [behind, ahead]) await page.context().close();
});

test('the group page lists discussions up to the member’s milestone, with the schedule and their progress', async ({
  browser,
}) => {
  const { db } = admin();
  // Back where the fixture started (the test before may have moved the reader on), counts included.
  await db.doc(`${COLLECTIONS.groups}/${GROUP_ID}/${COLLECTIONS.progress}/${READER.uid}`).update({ milestone: 1 });
  await db.doc(`${COLLECTIONS.groups}/${GROUP_ID}`).update({ progressCounts: { '1': 1, '3': 1 } });
  const page = await memberPage(browser, 'reader');
  await page.goto(paths.group(GROUP_ID));
  const schedule = page.getByTestId('club-schedule');
  await expect(schedule.getByRole('heading', { name: 'Reading schedule' })).toBeVisible();
  await expect(schedule.getByLabel('Where are you in the book?')).toHaveValue('1');
  await expect(page.getByRole('link', { name: `Part one talk ${stamp}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `The ending ${stamp}` })).toHaveCount(0);
  await expect(page.getByTestId('hidden-posts')).toContainText('1 discussion at \u2068Part 3\u2069');

  // "My progress" by keyboard: choose Part 3, save; the ending's thread appears in the list.
  await schedule.getByLabel('Where are you in the book?').selectOption('3');
  await schedule.getByRole('button', { name: 'Save my progress' }).press('Enter');
  await expect(page.getByRole('link', { name: `The ending ${stamp}` })).toBeVisible();
  await expect(schedule.getByTestId('club-count-3')).toHaveText('2 members here');
  await page.context().close();
});

test('a visitor sees the schedule and the spoiler-free talk only', async ({ page }) => {
  await page.goto(paths.group(GROUP_ID));
  await expect(page.getByTestId('club-schedule')).toBeVisible();
  await expect(page.getByRole('link', { name: `Part one talk ${stamp}` })).toHaveCount(0);
  await expect(page.getByTestId('hidden-posts')).toContainText('1 discussion at \u2068Part 1\u2069');
  await expect(page.getByTestId('hidden-posts').getByRole('button')).toHaveCount(0);
  await page.goto(paths.discussion(ENDING_ID));
  await expect(page.getByRole('heading', { name: 'Further on in the book' })).toBeVisible();
});

test('an RSVP counts live in another member’s page, and the calendar file is offered', async ({ browser }) => {
  const watcher = await memberPage(browser, 'reader');
  const answerer = await memberPage(browser, 'reader2');
  for (const page of [watcher, answerer]) await page.goto(paths.group(GROUP_ID));
  const going = (page: Page) => page.getByTestId('meeting-rsvp').getByTestId('rsvp-going');
  await expect(going(watcher)).toHaveText('0');

  const button = answerer.getByRole('button', { name: /^Going/ });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(going(watcher)).toHaveText('1');
  await expect(watcher.getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveAttribute(
    'href',
    `/api/calendar/${GROUP_ID}.ics`,
  );
  for (const page of [watcher, answerer]) await page.context().close();
});
