/**
 * The site's daily AI budget (AI_DAILY_BUDGET calls per UTC day, visitors and members together):
 * a bound on what the model can cost in a day, whoever is calling. It is counted on
 * AI_BUDGET_SHARDS documents (rateLimits/ai-budget-<day>-<n>), each holding an equal share, so
 * busy hours never queue on one document; a call tries the shards from a random one until one has
 * room, and fails with reason 'ai-budget-spent' once all are full.
 */
import { AI_BUDGET_SHARDS } from '../shared/constants.js';
import { aiDailyBudget } from '../lib/params.js';
import { db } from '../lib/admin.js';
import { rateLimits } from '../lib/documents.js';
import { appError } from '../lib/errors.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The shard documents of the UTC day that `now` falls in. */
export function budgetShardIds(now: Date): string[] {
  const day = now.toISOString().slice(0, 10);
  return Array.from({ length: AI_BUDGET_SHARDS }, (_, i) => `ai-budget-${day}-${i}`);
}

/** Spends one AI call of today's budget, or throws resource-exhausted ('ai-budget-spent'). */
export async function spendAiBudget(now = new Date()): Promise<void> {
  const perShard = Math.ceil(Math.max(0, aiDailyBudget.value()) / AI_BUDGET_SHARDS);
  const ids = budgetShardIds(now);
  const start = Math.floor(Math.random() * ids.length);
  // Counters live two days, so the TTL policy on rateLimits removes them after the day is over.
  const expiresAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + 2 * DAY_MS);
  for (let i = 0; i < ids.length; i++) {
    const ref = rateLimits().doc(ids[(start + i) % ids.length]!);
    const spent = await db.runTransaction(async (tx) => {
      const count = (await tx.get(ref)).data()?.count ?? 0;
      if (count >= perShard) return false;
      tx.set(ref, { count: count + 1, expiresAt });
      return true;
    });
    if (spent) return;
  }
  throw appError('resource-exhausted', { reason: 'ai-budget-spent' });
}
