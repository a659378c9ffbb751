/**
 * Every function that can call the model lives longer than the most it can wait for the model, so a
 * hanging provider ends in the spec's message (moderation-failed, ai-failed, the apology), never in
 * a platform timeout. Reads each exported function's deployment manifest (`__endpoint`).
 */
import { describe, expect, it } from 'vitest';
import * as functions from '../index.js';
import {
  AI_BUDGET_CAP_MS,
  AI_CALLABLE_CLIENT_TIMEOUT_MS,
  AI_DEFAULT_TIMEOUT_MS,
  AI_MAX_RETRIES,
  aiWorstCaseMs,
} from '../shared/ai-deadline.js';

interface Endpoint {
  timeoutSeconds?: number | null;
  secretEnvironmentVariables?: Array<{ key: string }> | null;
}
const endpoints = Object.entries(functions as Record<string, { __endpoint?: Endpoint }>).flatMap(([name, fn]) =>
  fn?.__endpoint ? [{ name, endpoint: fn.__endpoint }] : [],
);
const withKey = endpoints.filter(({ endpoint }) =>
  (endpoint.secretEnvironmentVariables ?? []).some((s) => s.key === 'OPENAI_API_KEY'),
);
/** Binds the key only to say whether one is configured; never calls the model. */
const NEVER_CALLS_MODEL = new Set(['aiStatus']);

describe('AI functions outlive their worst case', () => {
  it('finds the functions that call the model', () => {
    expect(withKey.map((f) => f.name).sort()).toEqual(
      expect.arrayContaining([
        'analyzeSearchQuery',
        'assistantReply',
        'bookChat',
        'createDiscussion',
        'createGroup',
        'generateBookMetadata',
        'postReply',
      ]),
    );
  });

  // The default configuration's worst case (3 attempts of 20 s + backoff), and the cap that the
  // provider's overall deadline enforces for any configuration.
  const worstCaseSeconds = Math.max(aiWorstCaseMs(AI_DEFAULT_TIMEOUT_MS, AI_MAX_RETRIES), AI_BUDGET_CAP_MS) / 1000;

  for (const { name, endpoint } of withKey.filter((f) => !NEVER_CALLS_MODEL.has(f.name))) {
    it(`${name}: timeoutSeconds > the AI worst case (${worstCaseSeconds} s), and the browser waits longer`, () => {
      expect(endpoint.timeoutSeconds ?? 60).toBeGreaterThan(worstCaseSeconds);
      expect(AI_CALLABLE_CLIENT_TIMEOUT_MS / 1000).toBeGreaterThan(endpoint.timeoutSeconds ?? 60);
    });
  }
});
