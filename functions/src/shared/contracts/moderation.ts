/** The moderation domain's callables (functions/src/moderation/): members' reports and the staff's review. */
import * as schemas from '../schemas.js';
import type { Contract } from './contract.js';

/** The same quiet answer whether this is the member's first report of the item or a repeat. */
export interface ReportContentResponse {
  received: true;
}

export interface ModerateItemResponse {
  /** What the target is after the action. */
  status: 'visible' | 'hidden';
}

export const MODERATION_CONTRACTS = {
  reportContent: {
    access: 'signedIn',
    verifiedEmail: true,
    input: schemas.reportContentSchema,
    output: {} as ReportContentResponse,
    refusals: ['not-found'],
  },
  moderateItem: {
    access: 'staff',
    input: schemas.moderateItemSchema,
    output: {} as ModerateItemResponse,
    refusals: ['not-found', 'action-not-applicable'],
  },
} as const satisfies Record<string, Contract>;
