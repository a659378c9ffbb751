/**
 * Community load test, run under the emulators:
 *   bash scripts/with-emulators.sh "npx tsx scripts/load-community.ts"
 * 30 members (created in the Auth emulator, each signed in with the web SDK, as a browser would)
 * each post 20 replies to one discussion and join and leave three groups, all at once. Then it
 * checks that replyCount and every memberCount equal the real numbers and that every reply is
 * stored exactly once, and prints the throughput, the callables' latency and the time from a
 * reply's send to its appearance in another member's listener. Exits 1 if a check fails.
 * Options: --members=30 --replies=20
 *
 * The Functions emulator starts one Node process per concurrent execution and per function, with
 * no limit but FUNCTIONS_EMULATOR_PARALLEL (default 50). On a small machine 30 concurrent members
 * then mean ~100 cold-starting processes and functions that fail to load, so cap it:
 *   FUNCTIONS_EMULATOR_PARALLEL=4 bash scripts/with-emulators.sh "npx tsx scripts/load-community.ts"
 * The 30 members still call at once; the emulator runs up to that many executions in parallel
 * (a deployed function serves up to 80 concurrent requests per instance).
 */
import { collection, limitToLast, onSnapshot, orderBy, query } from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';
import { QUERY_CAPS } from '@shared/constants';
import { assistantReplyId } from '@shared/mention';
import { admin, clientFor } from '../testing/clients.js';
import { runStamp } from '../testing/ids.js';

const arg = (name: string, fallback: number) =>
  Number(new RegExp(`--${name}=(\\d+)`).exec(process.argv.join(' '))?.[1] ?? fallback);
const MEMBERS = arg('members', 30);
const REPLIES = arg('replies', 20);
const GROUPS = 3;
/** Members whose 10th reply mentions @dplAI: the assistant path runs under load too. */
const MENTIONS = Math.min(3, MEMBERS);
const PASSWORD = 'load-test-password';
const run = runStamp();

type Client = Awaited<ReturnType<typeof clientFor>>;

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (v: number) => `${Math.round(v)} ms`;
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

async function timed<T>(samples: number[], call: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await call();
  } finally {
    samples.push(performance.now() - start);
  }
}

async function main() {
  const { db, auth } = admin();
  console.log(`Community load test: ${MEMBERS} members x ${REPLIES} replies, ${GROUPS} groups (run ${run})`);

  // ------------------------------------------------------------ members, signed in like browsers
  const uids: string[] = [];
  const members: Client[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const email = `load-${run}-${i}@load.test`;
    const user = await auth.createUser({ email, password: PASSWORD, emailVerified: true });
    await db.doc(`${COLLECTIONS.profiles}/${user.uid}`).set({ email, firstName: 'Load', lastName: `Member${i}` });
    uids.push(user.uid);
  }
  for (let i = 0; i < MEMBERS; i++) members.push(await clientFor(`load-${run}-${i}@load.test`, PASSWORD));
  const observer = await clientFor();

  // ------------------------------------------------------------ one discussion, three groups
  const first = members[0]!;
  const { id: discussionId } = await first.call('createDiscussion', {
    title: `Load test ${run}`,
    content: 'Replies from the load test.',
  });
  const groupIds: string[] = [];
  for (let g = 0; g < GROUPS; g++) {
    const { id } = await members[g % MEMBERS]!.call('createGroup', {
      name: `Load group ${run} ${g}`,
      description: 'A group for the load test.',
      currentBookId: '',
      nextMeeting: '',
    });
    groupIds.push(id);
  }

  // ------------------------------------------------------------ warm-up
  // Start the emulator's worker processes before timing: calls refused by validation (nothing is
  // written) still load the function. Each pool grows to the emulator's parallelism.
  const parallel = Number(process.env.FUNCTIONS_EMULATOR_PARALLEL ?? 50);
  console.log(
    `Functions emulator parallelism: ${parallel}${process.env.FUNCTIONS_EMULATOR_PARALLEL ? '' : ' (default)'}`,
  );
  for (const name of ['postReply', 'joinGroup', 'leaveGroup'] as const) {
    const invalid = name === 'postReply' ? { discussionId: '', content: '' } : { groupId: '' };
    await Promise.all(members.slice(0, parallel).map((c) => c.call(name, invalid).catch(() => undefined)));
  }

  // ------------------------------------------------------------ another member's listener
  const sentAt = new Map<string, number>();
  const seenAt = new Map<string, number>();
  const seenIds = new Set<string>();
  // As the discussion page listens: the latest replies, within the rules' cap (QUERY_CAPS). Every
  // new reply enters that window when it is written, so the listener still sees each one.
  const unsubscribe = onSnapshot(
    query(
      collection(observer.db, COLLECTIONS.discussions, discussionId, COLLECTIONS.replies),
      orderBy('createdAt'),
      limitToLast(QUERY_CAPS.replies),
    ),
    (snap) => {
      const now = performance.now();
      for (const change of snap.docChanges()) {
        if (change.type !== 'added') continue;
        seenIds.add(change.doc.id);
        const token = /\[(load:[^\]]+)\]/.exec(String(change.doc.get('content')))?.[1];
        if (token && !seenAt.has(token)) seenAt.set(token, now);
      }
    },
    (err) => failures.push(`listener failed: ${err.message}`),
  );

  // ------------------------------------------------------------ the load
  const replyLatency: number[] = [];
  const membershipLatency: number[] = [];
  const replyIdsByToken = new Map<string, string>();
  const mentionReplyIds: string[] = [];
  // What each member's last membership call for each group was: the expected final state.
  const expectedMember = groupIds.map((_, g) => new Set<string>([uids[g % MEMBERS]!]));
  const errors: string[] = [];

  const started = performance.now();
  await Promise.all(
    members.map(async (client, m) => {
      for (let n = 0; n < REPLIES; n++) {
        const token = `load:${m}:${n}`;
        const mention = m < MENTIONS && n === 10 ? '@dplAI ' : '';
        sentAt.set(token, performance.now());
        try {
          const res = await timed(replyLatency, () =>
            client.call('postReply', {
              discussionId,
              content: `${mention}Reply ${n + 1} from member ${m} [${token}]`,
            }),
          );
          replyIdsByToken.set(token, res.id);
          if (res.assistantRequested) mentionReplyIds.push(res.id);
        } catch (err) {
          errors.push(`${token}: ${String(err)}`);
        }
        // Every other reply, a membership change; joins and leaves of the same group interleave
        // across members, and some calls repeat (idempotence under load).
        if (n % 2 === 1) {
          const g = (m + n) % GROUPS;
          const join = (m + Math.floor(n / 2)) % 3 !== 0;
          try {
            await timed(membershipLatency, () =>
              client.call(join ? 'joinGroup' : 'leaveGroup', { groupId: groupIds[g]! }),
            );
            if (join) expectedMember[g]!.add(uids[m]!);
            else expectedMember[g]!.delete(uids[m]!);
          } catch (err) {
            errors.push(`membership ${m}/${g}: ${String(err)}`);
          }
        }
      }
    }),
  );
  const elapsedS = (performance.now() - started) / 1000;

  // Wait (bounded) for the listener to see every reply and the assistant's answers.
  const expectedReplies = MEMBERS * REPLIES + MENTIONS;
  const deadline = Date.now() + 60_000;
  while (seenIds.size < expectedReplies && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  unsubscribe();

  // ------------------------------------------------------------ report
  const visibleLatency = [...seenAt].map(([token, at]) => at - sentAt.get(token)!);
  console.log('');
  console.log(`calls failed: ${errors.length}${errors.length ? ` (first: ${errors[0]})` : ''}`);
  console.log(`replies posted: ${replyIdsByToken.size} in ${elapsedS.toFixed(1)} s`);
  console.log(
    `throughput: ${(replyIdsByToken.size / elapsedS).toFixed(1)} replies/s (with ${membershipLatency.length} membership calls interleaved)`,
  );
  console.log(
    `postReply latency: p50 ${ms(percentile(replyLatency, 50))}, p95 ${ms(percentile(replyLatency, 95))}, max ${ms(Math.max(...replyLatency))}`,
  );
  console.log(
    `join/leave latency: p50 ${ms(percentile(membershipLatency, 50))}, p95 ${ms(percentile(membershipLatency, 95))}, max ${ms(Math.max(...membershipLatency))}`,
  );
  console.log(
    `send -> visible in another listener: p50 ${ms(percentile(visibleLatency, 50))}, p95 ${ms(percentile(visibleLatency, 95))}, max ${ms(Math.max(...visibleLatency))} (${visibleLatency.length} replies)`,
  );
  console.log('');

  check(errors.length === 0, 'every call succeeded');
  const discussionRef = db.doc(`${COLLECTIONS.discussions}/${discussionId}`);
  const stored = await discussionRef.collection(COLLECTIONS.replies).get();
  const byToken = new Map<string, number>();
  for (const doc of stored.docs) {
    const token = /\[(load:[^\]]+)\]/.exec(String(doc.get('content')))?.[1];
    if (token) byToken.set(token, (byToken.get(token) ?? 0) + 1);
  }
  const allOnce = members.every((_, m) =>
    Array.from({ length: REPLIES }, (_, n) => byToken.get(`load:${m}:${n}`) === 1).every(Boolean),
  );
  check(allOnce, `every one of the ${MEMBERS * REPLIES} replies is stored exactly once`);
  const assistant = stored.docs.filter((d) => d.get('isAssistant') === true);
  check(
    assistant.length === MENTIONS &&
      mentionReplyIds.every((id) => assistant.some((a) => a.id === assistantReplyId(id))),
    `exactly one assistant answer per @dplAI reply (${assistant.length}/${MENTIONS})`,
  );
  const replyCount = (await discussionRef.get()).get('replyCount');
  check(replyCount === stored.size, `replyCount ${replyCount} equals the stored replies (${stored.size})`);
  check(seenIds.size === stored.size, `the other listener saw every reply (${seenIds.size}/${stored.size})`);
  for (const [g, id] of groupIds.entries()) {
    const ref = db.doc(`${COLLECTIONS.groups}/${id}`);
    const count = (await ref.get()).get('memberCount');
    const docs = await ref.collection(COLLECTIONS.members).get();
    const actual = new Set(docs.docs.map((d) => d.id));
    const expected = expectedMember[g]!;
    check(
      count === docs.size && docs.size === expected.size && [...expected].every((u) => actual.has(u)),
      `group ${g}: memberCount ${count} = member documents ${docs.size} = expected ${expected.size}`,
    );
  }

  // ------------------------------------------------------------ clean up
  await db.recursiveDelete(discussionRef);
  for (const id of groupIds) await db.recursiveDelete(db.doc(`${COLLECTIONS.groups}/${id}`));
  await Promise.all([observer, ...members].map((c) => c.close()));
  await auth.deleteUsers(uids);
  for (const uid of uids) await db.doc(`${COLLECTIONS.profiles}/${uid}`).delete();

  if (failures.length) {
    console.error(`\n${failures.length} check(s) failed.`);
    process.exit(1);
  }
  console.log('\nAll checks passed.');
  process.exit(0);
}

await main();
