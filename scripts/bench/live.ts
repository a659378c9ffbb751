/**
 * Live latency: a write in one place until it is rendered in another browser context.
 *  - book edit: the Admin SDK renames a book; a visitor's /books/{id} shows the new title.
 *  - group join: a member clicks Join Group on /community; a visitor's card shows the count.
 *  - reply: a member posts a reply on /discussions/{id}; a visitor's page shows its text.
 *  - club reveal: a book club member at Part 1 presses "I've reached Part 2" on the group page;
 *    the Part 2 discussion appears in their own list (their listener widens in place).
 * The clock starts when the write starts (the click is dispatched inside the page, so Playwright's
 * own overhead is not counted) and stops when the observer's DOM first shows the result.
 */
import type { Browser, Page } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@shared/collections';
import { emptyProfile } from '@shared/documents/profile';
import { signIn } from '../../testing/demo.js';
import { newDiscussion, newMembership } from '@shared/documents/community';
import { plainBook, plainDiscussion, plainGroup } from '../../testing/documents.js';
import { forAdmin } from '../../testing/sdk.js';
import { admin } from '../../testing/clients.js';
import { BASE_URL, whenRendered } from '../../testing/browser.js';
import { now, summarize, type Summary } from './stats.js';

const WARMUP = 2;

/** A member created for this run (so the demo accounts' rate limits are untouched). */
async function benchMember(run: string, name: string) {
  const { auth, db } = admin();
  const email = `bench-${name}-${run}@bench.test`;
  const password = 'bench-password-1';
  const user = await auth.createUser({ email, password, displayName: 'Bench', emailVerified: true });
  await db
    .doc(`${COLLECTIONS.profiles}/${user.uid}`)
    .set(forAdmin({ ...emptyProfile(email, 'reader'), firstName: 'Bench', lastName: name }));
  return { email, password };
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  return context.newPage();
}

/** Clicks the element from inside the page and returns when the click was dispatched. */
function clickAt(page: Page, selector: string, hasText: string): Promise<number> {
  return page
    .locator(selector, { hasText })
    .first()
    .evaluate((el) => {
      const at = performance.timeOrigin + performance.now();
      (el as HTMLElement).click();
      return at;
    });
}

async function measure(samples: number, once: (i: number) => Promise<number>): Promise<Summary> {
  const times: number[] = [];
  for (let i = 0; i < samples + WARMUP; i++) {
    const t = await once(i);
    if (i >= WARMUP) times.push(t);
  }
  return summarize(times);
}

export async function benchLive(browser: Browser, samples: number, run: string): Promise<Record<string, Summary>> {
  const { db } = admin();
  const result: Record<string, Summary> = {};

  // ------------------------------------------------------------ book edit
  const bookId = `bench-live-${run}`;
  const bookRef = db.doc(`${COLLECTIONS.books}/${bookId}`);
  const book = (title: string) => ({ title, titleLower: title.toLowerCase(), updatedAt: FieldValue.serverTimestamp() });
  await bookRef.set(forAdmin(plainBook(`Bench book ${run}`, 'Bench Author')));
  const viewer = await newPage(browser);
  await viewer.goto(`/books/${bookId}`);
  await viewer.getByRole('heading', { name: `Bench book ${run}` }).waitFor();
  result.bookEdit = await measure(samples, async (i) => {
    const title = `Bench book ${run} edit ${i}`;
    const seen = whenRendered(viewer, { selector: 'h1', text: title, exact: true });
    const start = now();
    await bookRef.update(book(title));
    return (await seen) - start;
  });

  // ------------------------------------------------------------ group join
  const groupName = `Bench live group ${run}`;
  const groupRef = db.collection(COLLECTIONS.groups).doc();
  await groupRef.set(forAdmin(plainGroup(groupName, 'Measured by npm run bench.', { uid: 'bench', name: 'Bench' })));
  const joiner = await newPage(browser);
  await signIn(joiner, await benchMember(run, 'joiner'));
  await joiner.goto('/community');
  await viewer.goto('/community');
  const card = '[data-testid="group-card"]';
  const count = (text: string) => ({
    scope: card,
    scopeText: groupName,
    selector: '[data-testid="member-count"]',
    text,
    exact: true,
  });
  await whenRendered(viewer, count('0 members'));
  const button = (name: string) => joiner.locator(card, { hasText: groupName }).getByRole('button', { name });
  result.groupJoin = await measure(samples, async () => {
    await button('Join Group').waitFor();
    const seen = whenRendered(viewer, count('1 member'));
    const start = await clickAt(joiner, `${card} button`, 'Join Group');
    const latency = (await seen) - start;
    // Leave again (not measured) so every sample is a first join.
    await button('Leave Group').click();
    await whenRendered(viewer, count('0 members'));
    return latency;
  });

  // ------------------------------------------------------------ reply
  const discussionRef = db.collection(COLLECTIONS.discussions).doc();
  await discussionRef.set(
    forAdmin(plainDiscussion(`Bench live discussion ${run}`, 'Measured by npm run bench.', 'Bench')),
  );
  const replier = await newPage(browser);
  await signIn(replier, await benchMember(run, 'replier'));
  await replier.goto(`/discussions/${discussionRef.id}`);
  await viewer.goto(`/discussions/${discussionRef.id}`);
  await viewer.getByRole('heading', { name: `Bench live discussion ${run}` }).waitFor();
  const box = replier.getByLabel('Your reply');
  result.reply = await measure(samples, async (i) => {
    const text = `Bench live reply ${run} number ${i}`;
    await box.fill(text);
    const seen = whenRendered(viewer, { selector: '[data-testid="reply"]', text });
    const start = await clickAt(replier, 'button', 'Post Reply');
    const latency = (await seen) - start;
    // The next sample starts once the form is ready again.
    await replier.waitForFunction(() => {
      const area = document.querySelector('textarea');
      return area instanceof HTMLTextAreaElement && area.value === '' && !area.disabled;
    });
    return latency;
  });

  // ------------------------------------------------------------ club reveal
  const club = db.collection(COLLECTIONS.groups).doc();
  const reader = await benchMember(run, 'club-reader');
  const readerUid = (await admin().auth.getUserByEmail(reader.email)).uid;
  const schedule = [
    { label: 'Part 1', dueOn: '' },
    { label: 'Part 2', dueOn: '' },
  ];
  const hiddenTitle = `Bench club part two ${run}`;
  await club.set(
    forAdmin({
      ...plainGroup(`Bench club ${run}`, 'Measured by npm run bench.', { uid: 'bench', name: 'Bench' }),
      currentBookId: 'dune',
      currentBookTitle: 'Dune',
      memberCount: 1,
      schedule,
      postCounts: { '2': 1 },
    }),
  );
  await club
    .collection(COLLECTIONS.members)
    .doc(readerUid)
    .set(forAdmin(newMembership(readerUid, 'Bench C.')));
  const place = club.collection(COLLECTIONS.progress).doc(readerUid);
  const atPart1 = () =>
    place.set({ uid: readerUid, milestone: 1, shareName: false, displayName: '', updatedAt: new Date() });
  await atPart1();
  const hidden = db.collection(COLLECTIONS.discussions).doc();
  await hidden.set(
    forAdmin(
      newDiscussion(
        { title: hiddenTitle, content: 'Measured by npm run bench.' },
        { uid: 'bench', name: 'Bench' },
        'visible',
        { id: club.id, name: `Bench club ${run}` },
        2,
      ),
    ),
  );
  const clubPage = await newPage(browser);
  await signIn(clubPage, reader);
  await clubPage.goto(`/groups/${club.id}`);
  const reveal = clubPage.getByTestId('hidden-posts').getByRole('button');
  result.clubReveal = await measure(samples, async () => {
    await reveal.waitFor();
    const seen = whenRendered(clubPage, { selector: 'a', text: hiddenTitle, exact: true });
    const start = await clickAt(clubPage, '[data-testid="hidden-posts"] button', 'Part 2');
    const latency = (await seen) - start;
    // Back to Part 1 (not measured): the next sample reveals it again.
    await atPart1();
    return latency;
  });

  await Promise.all([viewer, joiner, replier, clubPage].map((p) => p.context().close()));
  await db.recursiveDelete(club);
  await db.recursiveDelete(hidden);
  return result;
}
