/**
 * Reliability drill: every failure mode of the OpenAI stub (testing/openai-stub.ts) during
 * real UI flows in Chromium shows the spec's message and leaves no partial data. Run by
 * tests/drills/ai-faults.sh (npm run drills), an emulator session with Hosting and the demo data
 * whose functions use the real OpenAI client against the stub (scripts/ai-stub-env.mjs).
 * The callable-level cases are in tests/ai/ai-callables.test.ts; this checks what a person sees.
 *
 * Failure modes: HTTP 500 on every attempt (the client retries twice), answers slower than the
 * timeout, an empty answer, output that is not JSON, an UNSAFE moderation verdict.
 */
import type { Locator, Page } from '@playwright/test';
import { COLLECTIONS } from '@shared/collections';
import { DEMO_ACCOUNTS, signIn } from '../../testing/demo';
import { admin } from '../../testing/clients';
import { plainDiscussion } from '../../testing/documents';
import { forAdmin } from '../../testing/sdk';
import { AI_STUB_PORT, reply, startOpenAiStub, type StubReply } from '../../testing/openai-stub';
import { BASE_URL, launchChromium } from '../../testing/browser';
import { paths } from '../../web/src/config/paths';
import { runStamp } from '../../testing/ids';

const CHAT_FAILED = 'I apologize, but I encountered an error. Please try again later.';
const CHAT_EMPTY = 'I apologize, but I cannot provide a response at this moment.';
const FAILED_3 = [reply.status(500), reply.status(500), reply.status(500)];
const SLOW_3 = [reply.slow(4000), reply.slow(4000), reply.slow(4000)];
const run = runStamp();
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

const stub = await startOpenAiStub(AI_STUB_PORT);
const { db, auth } = admin();

// The demo reader's display name counts as already moderated (the server keeps that verdict on
// the profile), so every scripted reply below goes to the case under test, not to the name check.
const readerProfile = db.collection(COLLECTIONS.profiles).doc(DEMO_ACCOUNTS.reader.uid);
await readerProfile.update({
  nameReview: { name: `${DEMO_ACCOUNTS.reader.firstName} ${DEMO_ACCOUNTS.reader.lastName}`, safe: true },
});
const browser = await launchChromium();

async function signedIn(who: 'reader' | 'librarian'): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: BASE_URL })).newPage();
  await signIn(page, who);
  return page;
}

/**
 * Waits until the function has made every scripted AI call and has answered: the last call may be
 * a slow one that ends only at the AI timeout (1 s in this session). Without this, a retry still
 * in flight would take the next case's scripted reply, and a message left on screen by the
 * previous case could pass for this one's.
 */
async function settled() {
  for (let waited = 0; stub.pending() > 0; waited += 100) {
    if (waited > 30_000) throw new Error(`${stub.pending()} scripted AI replies were never requested`);
    await new Promise((r) => setTimeout(r, 100));
  }
  await new Promise((r) => setTimeout(r, 2_000));
}

/** Runs one case: scripts the stub, acts, lets the server finish, and reports whether the message is shown. */
async function scenario(name: string, replies: StubReply[], act: () => Promise<void>, message: () => Promise<unknown>) {
  stub.reset();
  stub.script(...replies);
  try {
    await act();
    await settled();
    await message();
    check(true, `${name}: the spec's message is shown`);
  } catch (err) {
    check(false, `${name}: the spec's message is shown (${String(err).split('\n')[0]})`);
  }
}

const visible = (page: Page | Locator, text: string) =>
  page.getByText(text, { exact: false }).last().waitFor({ timeout: 30_000 });

try {
  // ------------------------------------------------------------ book chat
  const reader = await signedIn('reader');
  const readerUid = (await auth.getUserByEmail(DEMO_ACCOUNTS.reader.email)).uid;
  const chatRef = db.doc(`${COLLECTIONS.profiles}/${readerUid}/${COLLECTIONS.bookChats}/dune`);
  const storedChat = async () => ((await chatRef.get()).get('messages') ?? []) as Array<{ content: string }>;
  await reader.goto(paths.book('dune'));
  const panel = reader.getByRole('region', { name: 'Chat about this book' });
  const ask = async (question: string) => {
    await panel.getByLabel('Your message').fill(question);
    await panel.getByRole('button', { name: 'Send' }).click();
  };
  const chatFailures = [
    ['chat, HTTP 500 on every attempt', FAILED_3],
    ['chat, slower than the timeout', SLOW_3],
  ] as const;
  for (const [index, [name, replies]] of chatFailures.entries()) {
    const question = `Drill ${run}: ${name}?`;
    await scenario(
      name,
      [...replies],
      () => ask(question),
      // Each failure adds its own bubble: this case's is the (index + 1)th.
      () => panel.getByText(CHAT_FAILED).nth(index).waitFor({ timeout: 30_000 }),
    );
    await panel.getByRole('button', { name: 'Send' }).waitFor();
    check(!(await storedChat()).some((m) => m.content === question), `${name}: nothing stored`);
  }
  const emptyQuestion = `Drill ${run}: empty answer?`;
  await scenario(
    'chat, empty answer',
    [reply.text('')],
    () => ask(emptyQuestion),
    () => visible(panel, CHAT_EMPTY),
  );
  await new Promise((r) => setTimeout(r, 1000));
  const afterEmpty = await storedChat();
  const at = afterEmpty.findIndex((m) => m.content === emptyQuestion);
  check(
    at >= 0 &&
      afterEmpty[at + 1]?.content === CHAT_EMPTY &&
      afterEmpty.filter((m) => m.content === emptyQuestion).length === 1,
    'chat, empty answer: the question and the apology are stored once, as the spec says',
  );
  if (!(at >= 0 && afterEmpty[at + 1]?.content === CHAT_EMPTY))
    console.log('  stored (last 4):', JSON.stringify(afterEmpty.slice(-4)));

  // ------------------------------------------------------------ description generation
  const librarian = await signedIn('librarian');
  const booksBefore = (await db.collection(COLLECTIONS.books).count().get()).data().count;
  await librarian.goto(paths.addBook);
  await librarian.getByLabel('Title').fill(`Drill book ${run}`);
  await librarian.getByLabel('Author').fill('Drill Author');
  const generate = () => librarian.getByRole('button', { name: 'Generate Description & Tags' }).click();
  await scenario('generation, output not JSON', [reply.text('{"description": "unterminated')], generate, () =>
    visible(librarian, 'Failed to parse the generated content'),
  );
  await scenario('generation, HTTP 500 on every attempt', [...FAILED_3], generate, () =>
    visible(librarian, 'Failed to generate description and tags'),
  );
  await scenario('generation, slower than the timeout', [...SLOW_3], generate, () =>
    visible(librarian, 'Failed to generate description and tags'),
  );
  check((await librarian.getByLabel('Description').inputValue()) === '', 'generation failures: the form is not filled');
  check(
    (await db.collection(COLLECTIONS.books).count().get()).data().count === booksBefore,
    'generation failures: no book stored',
  );

  // ------------------------------------------------------------ smart search
  const visitor = await (await browser.newContext({ baseURL: BASE_URL })).newPage();
  const smart = async () => {
    await visitor.goto(paths.search);
    await visitor.getByRole('button', { name: 'Smart Search' }).click();
    // The page's own form, not the header's search.
    const main = visitor.getByRole('main');
    await main.getByRole('searchbox').fill(`calm sea story ${run}`);
    await main.getByRole('button', { name: 'Search', exact: true }).click();
  };
  await scenario('smart search, HTTP 500 on every attempt', [...FAILED_3], smart, () =>
    visible(visitor, 'Failed to analyze query'),
  );
  await scenario('smart search, output not JSON', [reply.text('not json')], smart, () =>
    visible(visitor, 'Failed to analyze query'),
  );
  check(
    (await visitor.getByTestId('search-results').getByTestId('book-card').count()) === 0,
    'smart search failure: an empty list',
  );

  // ------------------------------------------------------------ moderation: discussion, group, reply
  const title = `Drill discussion ${run}`;
  const startDiscussion = async () => {
    await reader.goto(`${paths.community}?tab=discussions`);
    await reader.getByRole('button', { name: 'Start Discussion' }).click();
    const dialog = reader.getByRole('dialog', { name: 'Start Discussion' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Content').fill('Text the moderator will judge.');
    await dialog.getByRole('button', { name: 'Start Discussion' }).click();
  };
  await scenario(
    'discussion, UNSAFE verdict',
    [reply.text('UNSAFE: The text insults other members.')],
    startDiscussion,
    () => visible(reader, 'AI Content Validation: The text insults other members.'),
  );
  await scenario('discussion, moderation fails', [...FAILED_3], startDiscussion, () =>
    visible(reader, 'Error validating content. Please try again.'),
  );
  check(
    (await db.collection(COLLECTIONS.discussions).where('title', '==', title).get()).empty,
    'discussion: nothing stored',
  );

  const groupName = `Drill group ${run}`;
  const createGroup = async () => {
    await reader.goto(paths.community);
    await reader.getByRole('button', { name: 'Create Reading Group' }).click();
    const dialog = reader.getByRole('dialog', { name: 'Create Reading Group' });
    await dialog.getByLabel('Name', { exact: true }).fill(groupName);
    await dialog.getByLabel('Description').fill('Text the moderator will judge.');
    await dialog.getByRole('button', { name: 'Create Group' }).click();
  };
  await scenario('group, UNSAFE verdict', [reply.text('UNSAFE: Spam.')], createGroup, () =>
    visible(reader, 'AI Content Validation: Spam.'),
  );
  await scenario('group, moderation slower than the timeout', [...SLOW_3], createGroup, () =>
    visible(reader, 'Error validating content. Please try again.'),
  );
  check((await db.collection(COLLECTIONS.groups).where('name', '==', groupName).get()).empty, 'group: nothing stored');

  // A discussion of the drill's own (the seeded ones stay untouched).
  const discussionRef = db.collection(COLLECTIONS.discussions).doc();
  await discussionRef.set(
    forAdmin(plainDiscussion(`Drill replies ${run}`, 'Replies from the AI faults drill.', 'Drill')),
  );
  await reader.goto(paths.discussion(discussionRef.id));
  const post = (text: string) => async () => {
    await reader.getByLabel('Your reply').fill(text);
    await reader.getByRole('button', { name: 'Post Reply' }).click();
  };
  await scenario('reply, UNSAFE verdict', [reply.text('UNSAFE: Personal attack.')], post(`Unsafe reply ${run}`), () =>
    visible(reader, 'AI Content Validation: Personal attack.'),
  );
  await scenario('reply, moderation fails', [...FAILED_3], post(`Unmoderated reply ${run}`), () =>
    visible(reader, 'Error validating content. Please try again.'),
  );
  const replies = discussionRef.collection(COLLECTIONS.replies);
  check(
    (await replies.get()).empty && (await discussionRef.get()).get('replyCount') === 0,
    'reply: nothing stored, count unchanged',
  );

  await scenario(
    'assistant (@dplAI), HTTP 500 on every attempt',
    [reply.text('SAFE: OK'), ...FAILED_3],
    post(`@dplAI what next? ${run}`),
    () =>
      reader.locator('[data-testid="reply"][data-assistant]', { hasText: CHAT_FAILED }).waitFor({ timeout: 30_000 }),
  );
  await new Promise((r) => setTimeout(r, 1000));
  const stored = await replies.get();
  check(
    stored.size === 2 &&
      stored.docs.filter((d) => d.get('isAssistant') === true).length === 1 &&
      (await discussionRef.get()).get('replyCount') === 2,
    'assistant failure: the reply and one assistant apology are stored, replyCount 2',
  );
} catch (err) {
  failures.push(String(err));
  console.error(err);
} finally {
  await browser.close();
  await stub.close();
}
console.log(failures.length ? `\nAI faults drill FAILED (${failures.length})` : '\nAI faults drill passed.');
process.exit(failures.length ? 1 : 0);
