import { describe, expect, it } from 'vitest';
import { ERROR_REASONS } from './api.js';
import {
  CALLABLE_CONTRACTS,
  CALLABLE_NAMES,
  CONTRACTS_BY_DOMAIN,
  NEEDS_VERIFIED_EMAIL,
  UNIVERSAL_REFUSALS,
  type Contract,
} from './callables.js';

const entries = Object.entries(CALLABLE_CONTRACTS) as [string, Contract][];

describe('the callable contracts', () => {
  it('name each callable in one domain only', () => {
    const names = Object.values(CONTRACTS_BY_DOMAIN).flatMap((domain) => Object.keys(domain));
    expect(names.length).toBe(new Set(names).size);
    expect([...names].sort()).toEqual([...CALLABLE_NAMES].sort());
  });

  it.each(entries)('%s refuses only with known reasons, each once, none of them universal', (_name, contract) => {
    for (const reason of contract.refusals) expect(ERROR_REASONS).toContain(reason);
    expect(new Set(contract.refusals).size).toBe(contract.refusals.length);
    // Universal and derived reasons are not listed (contracts/contract.ts): the wrapper adds them.
    const implied: readonly string[] = [...UNIVERSAL_REFUSALS, 'email-unverified', 'ai-budget-spent'];
    expect(contract.refusals.filter((r) => implied.includes(r))).toEqual([]);
  });

  it('use every reason of the vocabulary: ERROR_REASONS holds none that no callable answers', () => {
    const answered = new Set<string>([
      ...UNIVERSAL_REFUSALS,
      'email-unverified',
      'ai-budget-spent',
      ...entries.flatMap(([, contract]) => contract.refusals),
    ]);
    expect(ERROR_REASONS.filter((reason) => !answered.has(reason))).toEqual([]);
  });

  it('ask a verified address only of signed-in access (a visitor has no address to verify)', () => {
    for (const [name, contract] of entries) if (contract.verifiedEmail) expect(contract.access, name).toBe('signedIn');
    expect(NEEDS_VERIFIED_EMAIL.length).toBeGreaterThan(0);
  });
});
