/** The reading domain's callables (functions/src/reading/, docs/reading.md). */
import type { RatingSummaryDoc } from '../documents/reading.js';
import * as schemas from '../reading-schemas.js';
import type { Contract } from './contract.js';

/** rateBook: the book's public summary after the change (nulls under RATINGS_SHOWN_AT). */
export interface RateBookResponse {
  summary: RatingSummaryDoc;
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
} as const satisfies Record<string, Contract>;
