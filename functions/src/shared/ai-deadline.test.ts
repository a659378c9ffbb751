import { describe, expect, it } from 'vitest';
import {
  AI_BUDGET_CAP_MS,
  AI_CALLABLE_CLIENT_TIMEOUT_MS,
  AI_DEFAULT_TIMEOUT_MS,
  AI_FUNCTION_TIMEOUT_SECONDS,
  aiBudgetMs,
  aiWorstCaseMs,
} from './ai-deadline.js';

describe('AI time budget', () => {
  it('counts every attempt and the longest backoff between them', () => {
    // 3 attempts of 20 s + 2 waits of at most 8 s.
    expect(aiWorstCaseMs(20_000, 2)).toBe(76_000);
    expect(aiWorstCaseMs(1_000, 0)).toBe(1_000);
  });

  it('fits the default configuration inside the cap, and caps any other', () => {
    expect(aiBudgetMs(AI_DEFAULT_TIMEOUT_MS)).toBe(aiWorstCaseMs(AI_DEFAULT_TIMEOUT_MS));
    expect(aiBudgetMs(120_000)).toBe(AI_BUDGET_CAP_MS);
  });

  it('lets a function outlive its AI budget, and the browser outlive the function', () => {
    expect(AI_FUNCTION_TIMEOUT_SECONDS * 1000).toBeGreaterThan(AI_BUDGET_CAP_MS);
    expect(AI_CALLABLE_CLIENT_TIMEOUT_MS).toBeGreaterThan(AI_FUNCTION_TIMEOUT_SECONDS * 1000);
    // The Firebase web SDK's default callable timeout (70 s) would not.
    expect(AI_FUNCTION_TIMEOUT_SECONDS * 1000).toBeGreaterThan(70_000);
    // Cloud Functions v2 allows callables up to 3600 s.
    expect(AI_FUNCTION_TIMEOUT_SECONDS).toBeLessThanOrEqual(3600);
  });
});
