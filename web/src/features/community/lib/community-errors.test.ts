// The community's words for every refusal its calls may answer: the reasons come from the
// contracts (shared/contracts/community.ts), so a reason added there without a sentence here
// fails. 'not-found' (a group or post gone meanwhile) keeps each screen's own failure sentence.
import { FirebaseError } from 'firebase/app';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { ErrorReason } from '@shared/api';
import { CONTRACTS_BY_DOMAIN, refusalsOf } from '@shared/callables';
import arCommunity from '@/i18n/locales/ar/community.json';
import arErrors from '@/i18n/locales/ar/errors.json';
import community from '@/i18n/locales/en/community.json';
import errors from '@/i18n/locales/en/errors.json';
import { communityErrorMessage } from './community-errors';

const refusal = (reason: ErrorReason) =>
  Object.assign(new FirebaseError('functions/failed-precondition', 'refused'), { details: { reason } });

const REFUSALS = refusalsOf(Object.values(CONTRACTS_BY_DOMAIN.community)).filter((reason) => reason !== 'not-found');

describe('communityErrorMessage', () => {
  for (const [lng, resources] of [
    ['en', { community, errors }],
    ['ar', { community: arCommunity, errors: arErrors }],
  ] as const) {
    it(`words every refusal a community call may answer, each its own way (${lng})`, async () => {
      const i18n = createInstance();
      await i18n.init({ lng, resources: { [lng]: resources }, showSupportNotice: false });
      const fallback = 'community:post.deleteFailed';
      const messages = REFUSALS.map((reason) => communityErrorMessage(refusal(reason), i18n.t, fallback));
      expect(REFUSALS).toContain('not-author');
      expect(i18n.t(fallback)).toBe(resources.community.post.deleteFailed);
      expect(messages).not.toContain(i18n.t(fallback));
      expect(new Set(messages).size).toBe(REFUSALS.length);
    });
  }
});
