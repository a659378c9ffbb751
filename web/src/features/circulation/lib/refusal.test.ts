// The desk's words for every refusal a staff lending call may answer: the reasons come from the
// contracts (shared/contracts/lending.ts), so a reason added there without a sentence here fails.
import { FirebaseError } from 'firebase/app';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { ErrorReason } from '@shared/api';
import { CONTRACTS_BY_DOMAIN, refusalsOf } from '@shared/callables';
import arCirculation from '@/i18n/locales/ar/circulation.json';
import arErrors from '@/i18n/locales/ar/errors.json';
import circulation from '@/i18n/locales/en/circulation.json';
import errors from '@/i18n/locales/en/errors.json';
import { refusalMessage } from './refusal';

const refusal = (reason: ErrorReason) =>
  Object.assign(new FirebaseError('functions/failed-precondition', 'refused'), { details: { reason } });

const STAFF_REFUSALS = refusalsOf(
  Object.values(CONTRACTS_BY_DOMAIN.lending).filter((contract) => contract.access === 'staff'),
);

describe('refusalMessage (the desk and the copies editor)', () => {
  for (const [lng, resources] of [
    ['en', { circulation, errors }],
    ['ar', { circulation: arCirculation, errors: arErrors }],
  ] as const) {
    it(`words every refusal a staff lending call may answer, each its own way (${lng})`, async () => {
      const i18n = createInstance();
      await i18n.init({ lng, resources: { [lng]: resources }, showSupportNotice: false });
      const messages = STAFF_REFUSALS.map((reason) => refusalMessage(refusal(reason), i18n.t));
      expect(STAFF_REFUSALS.length).toBeGreaterThan(5);
      expect(messages).not.toContain(resources.circulation.reasons.failed);
      expect(new Set(messages).size).toBe(STAFF_REFUSALS.length);
    });
  }
});
