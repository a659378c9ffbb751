/**
 * Attacks on the limits that bound abuse and cost, made with raw HTTP as a script would:
 *  - rotating X-Forwarded-For to get a fresh per-address limit;
 *  - reversing the stored counter ids to addresses or accounts by hashing guesses;
 *  - spending the model's money past the site's daily AI budget;
 *  - calling the callables from another web site (CORS).
 */
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@shared/collections';
import { AI_BUDGET_SHARDS, RATE_LIMITS } from '@shared/constants';
import { admin, signedInClient, closeAfter } from '../../testing/clients';
import { rawCall } from '../../testing/attacker';
import { budgetShardIds } from '../../functions/src/ai/ai-budget';

const track = closeAfter(afterAll);
const startedAt = new Date();

/** Every local caller shares one address: leave no spent counters for the browser tests. */
async function clearCounters() {
  const { db } = admin();
  const counters = await db.collection(COLLECTIONS.rateLimits).get();
  await Promise.all(counters.docs.map((d) => d.ref.delete()));
  const messages = await db.collection(COLLECTIONS.contactMessages).where('createdAt', '>=', startedAt).get();
  await Promise.all(messages.docs.filter((d) => d.get('subject') === 'rotating').map((d) => d.ref.delete()));
}

afterAll(async () => {
  await clearCounters();
});

const contact = { name: 'Visitor', email: 'v@example.org', phone: '', subject: 'rotating', message: 'Hello there.' };

describe('per-address limits of visitors', () => {
  it('rotating X-Forwarded-For does not reset the limit', async () => {
    await clearCounters();
    const [max] = RATE_LIMITS.contact;
    const statuses: Array<string | undefined> = [];
    for (let i = 0; i <= max; i++) {
      const spoofed = { 'x-forwarded-for': `198.51.100.${i + 1}` };
      const res = await rawCall('submitContactMessage', contact, { headers: spoofed });
      statuses.push(res.body.error?.status ?? 'OK');
    }
    // The first `max` pass (positive control), the next is refused whatever address it claims.
    expect(statuses.slice(0, max)).toEqual(Array(max).fill('OK'));
    expect(statuses[max]).toBe('RESOURCE_EXHAUSTED');
  });

  it('stored counter ids are keyed HMACs: hashing a guessed address or account finds nothing', async () => {
    const member = await signedInClient('reader');
    track(member);
    await member.call('submitContactMessage', { ...contact, subject: 'rotating' });
    const ids = new Set((await admin().db.collection(COLLECTIONS.rateLimits).get()).docs.map((d) => d.id));
    expect(ids.size).toBeGreaterThan(0);
    const guesses = ['127.0.0.1', '::1', '::ffff:127.0.0.1', 'unknown', '198.51.100.1'].map((a) => `ip:${a}`);
    guesses.push(`uid:${member.uid}`);
    for (const name of Object.keys(RATE_LIMITS)) {
      for (const who of guesses) {
        expect(ids.has(createHash('sha256').update(`${name}|${who}`).digest('hex'))).toBe(false);
      }
    }
    // Every counter can be swept by the TTL policy.
    const docs = (await admin().db.collection(COLLECTIONS.rateLimits).get()).docs;
    for (const d of docs) expect(d.get('expiresAt').toDate().getTime()).toBeGreaterThan(Date.now());
  });
});

describe('the daily AI budget', () => {
  it('once spent, AI calls fail with ai-budget-spent for members and visitors; then work again', async () => {
    const { db } = admin();
    const member = await signedInClient('reader');
    track(member);
    const ids = budgetShardIds(new Date());
    expect(ids).toHaveLength(AI_BUDGET_SHARDS);
    // Positive control: with budget left the call is answered.
    await clearCounters();
    expect((await rawCall('analyzeSearchQuery', { query: 'space' })).body.result).toBeDefined();

    // Spend the day: every shard full (the default budget is 5000 a day).
    await Promise.all(ids.map((id) => db.collection(COLLECTIONS.rateLimits).doc(id).set({ count: 1_000_000 })));
    const asVisitor = await rawCall('analyzeSearchQuery', { query: 'space' });
    expect(asVisitor.body.error).toMatchObject({
      status: 'RESOURCE_EXHAUSTED',
      details: { reason: 'ai-budget-spent' },
    });
    await expect(member.call('bookChat', { bookId: 'dune', message: 'Is it long?' })).rejects.toMatchObject({
      code: 'functions/resource-exhausted',
      details: { reason: 'ai-budget-spent' },
    });

    await clearCounters();
    expect((await rawCall('analyzeSearchQuery', { query: 'space' })).body.result).toBeDefined();
  });
});

describe('calls from another web site', () => {
  // In production the CORS preflight answers only the site's origins (the `cors` option). The
  // Functions emulator opens CORS to every origin (its enableCors debug feature), so what is
  // checked here is the second guard: the callable itself refuses a foreign Origin.
  const call = (origin: string) => rawCall('aiStatus', null, { headers: { origin } });

  it('a browser on another web site is refused', async () => {
    const res = await call('https://evil.example');
    expect(res.body.error?.status).toBe('PERMISSION_DENIED');
  });

  it('positive control: the site itself is answered', async () => {
    const res = await call('http://127.0.0.1:5000');
    expect(res.body.result).toBeDefined();
  });
});
