/**
 * Round trip of the community callables (offline AI provider: moderation runs, then the write),
 * measured from a signed-in web SDK client in Node, as a browser would call them. Each callable
 * gets its own member, so the per-member community rate limit (RATE_LIMITS.community) never trips
 * during the run; two warm-up calls per callable are not counted (the emulator loads code lazily).
 */
import { signedInClient } from '../../testing/clients.js';
import { now, summarize, type Summary } from './stats.js';

const WARMUP = 2;

async function sample<T>(count: number, call: (i: number) => Promise<T>) {
  const times: number[] = [];
  const results: T[] = [];
  for (let i = 0; i < count + WARMUP; i++) {
    const start = now();
    const result = await call(i);
    if (i >= WARMUP) times.push(now() - start);
    results.push(result);
  }
  return { times, results };
}

export async function benchCallables(samples: number, run: string): Promise<Record<string, Summary>> {
  const [author, replier, grouper, joiner] = await Promise.all([0, 1, 2, 3].map(() => signedInClient('reader')));
  try {
    const discussions = await sample(samples, (i) =>
      author!.call('createDiscussion', {
        title: `Bench discussion ${run} ${i}`,
        content: 'Measured by npm run bench.',
      }),
    );
    const discussionId = discussions.results[0]!.id;
    const replies = await sample(samples, (i) =>
      replier!.call('postReply', { discussionId, content: `Bench reply ${run} ${i}` }),
    );
    const groups = await sample(samples, (i) =>
      grouper!.call('createGroup', {
        name: `Bench group ${run} ${i}`,
        description: 'Measured by npm run bench.',
        currentBookId: '',
        nextMeeting: '',
      }),
    );
    // Each join is a first join of a different group: the full transaction, not the no-op path.
    const joins = await sample(samples, (i) => joiner!.call('joinGroup', { groupId: groups.results[i]!.id }));
    return {
      createDiscussion: summarize(discussions.times),
      postReply: summarize(replies.times),
      createGroup: summarize(groups.times),
      joinGroup: summarize(joins.times),
    };
  } finally {
    await Promise.all([author, replier, grouper, joiner].map((c) => c!.close()));
  }
}
