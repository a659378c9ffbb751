/**
 * The pieces of the abuse limits that need no emulator: which address counts (never one the client
 * wrote), the branch allowance, the site's origins and the instance cap every function carries.
 */
import { describe, expect, it } from 'vitest';
import * as functions from '../../functions/src/index';
import { CALLABLE_CONTRACTS } from '@shared/callables';
import { RATE_LIMITS, BRANCH_LIMIT_FACTOR } from '@shared/constants';
import { clientAddress } from '../../functions/src/lib/client-address';
import { MAX_INSTANCES } from '../../functions/src/lib/global-options';
import { limitFor, rateLimitKey } from '../../functions/src/lib/rate-limit';
import { siteOrigins } from '../../functions/src/lib/site-origins';

describe('clientAddress', () => {
  it('takes the entry our front end appended, not what the client wrote before it', () => {
    expect(clientAddress('6.6.6.6, 203.0.113.9', '10.0.0.1', 1)).toBe('203.0.113.9');
    expect(clientAddress(['6.6.6.6', '203.0.113.9'], '10.0.0.1', 1)).toBe('203.0.113.9');
  });
  it('behind a load balancer (2 trusted hops) skips the balancer itself', () => {
    expect(clientAddress('6.6.6.6, 203.0.113.9, 35.191.0.1', '10.0.0.1', 2)).toBe('203.0.113.9');
  });
  it('with no proxy in front (the emulator) ignores the header altogether', () => {
    expect(clientAddress('6.6.6.6', '127.0.0.1', 0)).toBe('127.0.0.1');
  });
  it('falls back to the socket when the header is missing or shorter than the trusted hops', () => {
    expect(clientAddress(undefined, '127.0.0.1', 1)).toBe('127.0.0.1');
    expect(clientAddress('203.0.113.9', undefined, 2)).toBe('unknown');
  });
});

describe('rate-limit keys and allowances', () => {
  it('are keyed HMACs: another key gives other ids', () => {
    const caller = { uid: null, ip: '203.0.113.9' };
    expect(rateLimitKey('contact', caller, 'key-a')).not.toBe(rateLimitKey('contact', caller, 'key-b'));
    expect(rateLimitKey('contact', caller, 'key-a')).toMatch(/^[0-9a-f]{64}$/);
  });
  it("a branch's shared address gets more room for visitors; members are counted by account", () => {
    const branches = ['198.51.100.7'];
    const [max] = RATE_LIMITS.analyzeQuery;
    expect(limitFor('analyzeQuery', { uid: null, ip: '198.51.100.7' }, branches)).toBe(max * BRANCH_LIMIT_FACTOR);
    expect(limitFor('analyzeQuery', { uid: null, ip: '203.0.113.9' }, branches)).toBe(max);
    expect(limitFor('analyzeQuery', { uid: 'u1', ip: '198.51.100.7' }, branches)).toBe(max);
  });
});

describe('siteOrigins', () => {
  it("is the project's Hosting domains plus configured extras; local servers only in the emulator", () => {
    expect(siteOrigins({ GCLOUD_PROJECT: 'city-lib', SITE_ORIGINS: 'https://library.example/, nonsense' })).toEqual([
      'https://city-lib.web.app',
      'https://city-lib.firebaseapp.com',
      'https://library.example',
    ]);
    expect(siteOrigins({ GCLOUD_PROJECT: 'demo-x', FUNCTIONS_EMULATOR: 'true' })).toContain('http://127.0.0.1:5000');
  });
});

describe('instances are capped', () => {
  const endpoints = Object.entries(functions as Record<string, { __endpoint?: { maxInstances?: number | null } }>)
    .filter(([, fn]) => fn?.__endpoint)
    .map(([name, fn]) => [name, fn.__endpoint!.maxInstances] as const);

  it.each(endpoints)('%s has maxInstances <= the cap', (_name, maxInstances) => {
    expect(maxInstances).toBeGreaterThan(0);
    expect(maxInstances).toBeLessThanOrEqual(MAX_INSTANCES);
  });
});

describe('the callable contract', () => {
  it('has one entry per deployed callable, under its exported name', () => {
    const callables = Object.entries(functions as Record<string, { __endpoint?: { callableTrigger?: object } }>)
      .filter(([, fn]) => fn?.__endpoint?.callableTrigger)
      .map(([name]) => name);
    expect(callables.sort()).toEqual(Object.keys(CALLABLE_CONTRACTS).sort());
  });
});
