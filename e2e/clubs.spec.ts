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
import { meetingIdOf } from '@shared/documents/meetings';
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
const RETAG_ID = `e2e-club-retag-${stamp}`;
const RETAG_REPLY = 'The twist in the second part surprised me most.';
const LAST_MEETING = new Date(Math.floor((Date.now() - 3 * 86_400_000) / 60_000) * 60_000);
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
  // A thread with nothing away in its title, whose reply says more than its tag: the creator moves it.
  const retag = db.collection(COLLECTIONS.discussions).doc(RETAG_ID);
  batch.set(
    retag,
    forAdmin({
      ...newDiscussion(
        { title: `First impressions ${stamp}`, content: 'No spoilers here.' },
        READER2,
        'visible',
        place,
        0,
      ),
      replyCount: 1,
    }),
  );
  batch.set(
    retag.collection(COLLECTIONS.replies).doc('r1'),
    forAdmin(newReply(RETAG_REPLY, READER, 'visible', { groupId: GROUP_ID, milestone: 0 })),
  );
  // The meeting before the next one, three days ago: its notes are not written yet.
  batch.set(group.collection(COLLECTIONS.meetings).doc(meetingIdOf(LAST_MEETING)), {
    at: LAST_MEETING,
    meetingBranch: 'al-rashidya',
    meetingRoom: 'Room 2',
    meetingLink: '',
    bookTitle: 'Dune',
    rsvpCounts: { going: 2, maybe: 0, notGoing: 1 },
  });
  await batch.commit();
});

test.afterAll(async () => {
  const { db } = admin();
  await db.recursiveDelete(db.collection(COLLECTIONS.groups).doc(GROUP_ID));
  for (const id of [THREAD_ID, ENDING_ID, RETAG_ID])
    await db.recursiveDelete(db.collection(COLLECTIONS.discussions).doc(id));
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

test('after a meeting its host writes the notes on the meeting’s page, and a visitor reads them', async ({
  browser,
  page,
}) => {
  const NOTES = `We talked about the desert and its people ${stamp}.`;
  // A member who does not host sees the page, the answers, and no way to write.
  const member = await memberPage(browser, 'reader');
  await member.goto(paths.group(GROUP_ID));
  await member.getByTestId('group-meetings').getByRole('link').last().click();
  await expect(member).toHaveURL(paths.meeting(GROUP_ID, meetingIdOf(LAST_MEETING)));
  await expect(member.getByTestId('meeting-answers')).toContainText('Going 2');
  await expect(member.getByText('No notes yet.')).toBeVisible();
  await expect(member.getByRole('button', { name: 'Write notes' })).toHaveCount(0);

  const host = await memberPage(browser, 'reader2');
  await host.goto(paths.meeting(GROUP_ID, meetingIdOf(LAST_MEETING)));
  await host.getByRole('button', { name: 'Write notes' }).click();
  await host.getByLabel('Meeting notes').fill(NOTES);
  await host.getByRole('button', { name: 'Save notes' }).click();
  await expect(host.getByTestId('meeting-notes')).toHaveText(NOTES);
  // The member's open page shows them live.
  await expect(member.getByTestId('meeting-notes')).toHaveText(NOTES);

  await page.goto(paths.meeting(GROUP_ID, meetingIdOf(LAST_MEETING)));
  await expect(page.getByTestId('meeting-notes')).toHaveText(NOTES);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Meeting of ${GROUP_NAME}`);
  for (const p of [member, host]) await p.context().close();
});

test('the creator moves a reply that says too much further on, and it leaves the readers behind', async ({
  browser,
  page,
}) => {
  const creator = await memberPage(browser, 'reader2');
  await creator.goto(paths.discussion(RETAG_ID));
  const reply = creator.getByTestId('reply').filter({ hasText: RETAG_REPLY });
  await reply.getByRole('button', { name: 'Change milestone' }).click();
  await reply.getByLabel('Milestone of this post').selectOption('2');
  await reply.getByRole('button', { name: 'Move' }).click();
  await expect(reply.getByTestId('milestone-badge')).toHaveText('Up to \u2068Part 2\u2069');
  await creator.context().close();

  // A visitor (before the book) no longer gets the reply: only its count.
  await page.goto(paths.discussion(RETAG_ID));
  await expect(page.getByTestId('hidden-posts')).toContainText('1 reply at \u2068Part 2\u2069');
  await expect(page.getByText(RETAG_REPLY)).toHaveCount(0);
});
