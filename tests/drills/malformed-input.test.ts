/**
 * Reliability drill: generated malformed input against every callable of the contracts
 * (@shared/callables), as a visitor, a reader and an admin, through the real Functions emulator. Each call must be refused with the
 * code the callable's access rule and validation call for (unauthenticated for visitors on
 * signed-in callables, permission-denied for readers on staff/admin ones, invalid-argument
 * otherwise; resource-exhausted is tolerated but counted), never `internal`, and nothing may be
 * written: document counts of every collection and the Auth user count are equal before and after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, signedInClient } from '../../testing/clients';
import { documentCounts } from '../../testing/counts';
import { CALLABLE_NAMES, accessOf, type Access, type CallableName } from '@shared/callables';
import { CALLABLE_TABLE, badPayloads } from './malformed-payloads';

type Actor = 'visitor' | 'reader' | 'admin';
type Client = Awaited<ReturnType<typeof clientFor>>;

const PER_CALLABLE_AND_ACTOR = 25; // 14 callables x 3 actors x 25 = 1,050 calls
// Two at a time: the Functions emulator starts a worker process per concurrent request to a
// function, so more parallelism only adds worker start-ups on two cores.
const CONCURRENCY = 2;

function expectedCode(access: Access, actor: Actor): string {
  if (access === 'public') return 'invalid-argument';
  if (actor === 'visitor') return 'unauthenticated';
  if ((access === 'staff' || access === 'admin') && actor === 'reader') return 'permission-denied';
  return 'invalid-argument';
}

/** Counts once nothing is still being written by earlier tests' triggers (two equal reads). */
async function settledCounts(): Promise<Record<string, number>> {
  let previous = await documentCounts();
  for (let i = 0; i < 20; i++) {
    await new Promise((r) => setTimeout(r, 500));
    const next = await documentCounts();
    if (JSON.stringify(next) === JSON.stringify(previous)) return next;
    previous = next;
  }
  return previous;
}

const clients: Partial<Record<Actor, Client>> = {};

beforeAll(async () => {
  clients.visitor = await clientFor();
  clients.reader = await signedInClient('reader');
  clients.admin = await signedInClient('admin');
});

afterAll(async () => {
  await Promise.all(Object.values(clients).map((c) => c?.close()));
});

describe('malformed input drill', () => {
  it('covers every callable of the contracts', () => {
    expect(Object.keys(CALLABLE_TABLE).sort()).toEqual([...CALLABLE_NAMES].sort());
  });

  it(
    'refuses 1,000+ bad payloads with the right code, never internal, and writes nothing',
    { timeout: 180_000 },
    async () => {
      const before = await settledCounts();
      const jobs: Array<{ name: CallableName; actor: Actor; payload: unknown; expected: string }> = [];
      for (const name of CALLABLE_NAMES) {
        for (const actor of ['visitor', 'reader', 'admin'] as const) {
          for (const payload of badPayloads(name, PER_CALLABLE_AND_ACTOR)) {
            jobs.push({ name, actor, payload, expected: expectedCode(accessOf(name), actor) });
          }
        }
      }
      expect(jobs.length).toBeGreaterThanOrEqual(1000);

      const tally: Record<string, number> = {};
      const wrong: string[] = [];
      let next = 0;
      const worker = async () => {
        while (next < jobs.length) {
          const job = jobs[next++]!;
          let code: string;
          try {
            await clients[job.actor]!.callRaw(job.name, job.payload);
            code = 'ok';
          } catch (err) {
            code = String((err as { code?: string }).code ?? err).replace(/^functions\//, '');
          }
          tally[code] = (tally[code] ?? 0) + 1;
          if (code !== job.expected && code !== 'resource-exhausted') {
            wrong.push(
              `${job.name} as ${job.actor}: ${code} (expected ${job.expected}) for ${JSON.stringify(job.payload).slice(0, 120)}`,
            );
          }
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      console.log(`malformed input drill: ${jobs.length} calls`, tally);

      expect(tally.internal ?? 0, 'internal errors').toBe(0);
      expect(tally.ok ?? 0, 'accepted calls').toBe(0);
      expect(wrong.slice(0, 10)).toEqual([]);
      expect(await settledCounts()).toEqual(before);
    },
  );
});
