/** The moderation domain's callables (functions/src/moderation/): members' reports and the staff's review. */
import type * as api from '../api.js';
import * as schemas from '../schemas.js';
import type { Contract } from './contract.js';

export const MODERATION_CONTRACTS = {
  reportContent: {
    access: 'signedIn',
    verifiedEmail: true,
    input: schemas.reportContentSchema,
    output: {} as api.ReportContentResponse,
    refusals: ['not-found'],
  },
  moderateItem: {
    access: 'staff',
    input: schemas.moderateItemSchema,
    output: {} as api.ModerateItemResponse,
    refusals: ['not-found', 'action-not-applicable'],
  },
} as const satisfies Record<string, Contract>;
