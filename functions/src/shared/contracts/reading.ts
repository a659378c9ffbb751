/** The reading domain's callables (functions/src/reading/, docs/reading.md). */
import type { RatingSummaryDoc } from '../documents/reading.js';
import * as schemas from '../reading-schemas.js';
import type { Contract } from './contract.js';

/** rateBook: the book's public summary after the change (nulls under RATINGS_SHOWN_AT). */
export interface RateBookResponse {
  summary: RatingSummaryDoc;
}

export interface MemberPageResponse {
  enabled: boolean;
}

export const READING_CONTRACTS = {
  /**
   * A member rates a book, changes who sees the rating, or takes it back. A shared rating moves a
   * public average others read, so the address must be verified, as for posts.
   */
  rateBook: {
    access: 'signedIn',
    verifiedEmail: true,
    input: schemas.rateBookSchema,
    output: {} as RateBookResponse,
    refusals: ['not-found'],
  },
  /**
   * The member's public page on or off. Others read the name it shows: a verified address, and the
   * name passes the same check as a post's author name.
   */
  setMemberPage: {
    access: 'signedIn',
    verifiedEmail: true,
    input: schemas.memberPageRequestSchema,
    output: {} as MemberPageResponse,
    refusals: ['name-not-allowed', 'moderation-failed'],
  },
} as const satisfies Record<string, Contract>;
