import { FirebaseError } from 'firebase/app';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { ErrorReason } from '@shared/api';
import { CONTRACTS_BY_DOMAIN, refusalsOf } from '@shared/callables';
import { LENDING } from '@shared/constants';
import errors from '@/i18n/locales/en/errors.json';
import lending from '@/i18n/locales/en/lending.json';
import { lendingErrorMessage } from './lending-errors';

const i18n = createInstance();
await i18n.init({ lng: 'en', resources: { en: { lending, errors } }, showSupportNotice: false });

/** A refusal as the callable wrapper sends it: an HttpsError with details.reason. */
const refusal = (reason: ErrorReason) =>
  Object.assign(new FirebaseError('functions/failed-precondition', 'refused'), { details: { reason } });

/**
 * Every reason a member's lending call may be refused with, from the contracts
 * (shared/contracts/lending.ts): each refusal the handler may answer, and 'email-unverified'
 * where the call needs a verified address. The wrapper's universal ones have their own words.
 */
const MEMBER_REFUSALS = refusalsOf(
  Object.values(CONTRACTS_BY_DOMAIN.lending).filter((contract) => contract.access === 'signedIn'),
);

describe('lendingErrorMessage', () => {
  it("gives each refusal a member's call may answer (its contract says which) its own clear sentence", () => {
    expect(MEMBER_REFUSALS).toContain('email-unverified');
    const messages = MEMBER_REFUSALS.map((reason) => lendingErrorMessage(refusal(reason), i18n.t));
    expect(messages).not.toContain(lending.errors.generic);
    expect(new Set(messages).size).toBe(MEMBER_REFUSALS.length);
    expect(lendingErrorMessage(refusal('holds-waiting'), i18n.t)).toBe(
      'Someone is waiting for this title, so it cannot be renewed. Please return it by the due date.',
    );
  });

  it('names the real limits (LENDING), which no translation writes down', () => {
    expect(lendingErrorMessage(refusal('hold-limit'), i18n.t)).toBe(
      `You already have the most holds allowed (${LENDING.MAX_HOLDS}). Cancel one to place another.`,
    );
    expect(lendingErrorMessage(refusal('loan-limit'), i18n.t)).toContain(`(${LENDING.MAX_LOANS})`);
    expect(lendingErrorMessage(refusal('renewal-limit'), i18n.t)).toContain(`(${LENDING.MAX_RENEWALS})`);
    expect(lendingErrorMessage(refusal('overdue-block'), i18n.t)).toContain(`${LENDING.OVERDUE_BLOCK_DAYS} days`);
  });

  it('says "slow down" for a rate limit, "offline" for the network, and a generic sentence otherwise', () => {
    expect(lendingErrorMessage(refusal('rate-limited'), i18n.t)).toBe(errors.rateLimited);
    expect(lendingErrorMessage(new FirebaseError('functions/unavailable', 'x'), i18n.t)).toBe(errors.network);
    expect(lendingErrorMessage(new Error('boom'), i18n.t)).toBe(lending.errors.generic);
  });
});
