/**
 * The lending domain's callables (functions/src/lending/, docs/lending.md): members borrow, return,
 * renew and hold; staff work the desk and the copies editor. Every change to a title waits its turn
 * on the title (title-lock.ts), which answers 'busy' after too long a wait; a loan, hold, copy or
 * book that is missing, or another member's, is 'not-found' (circulation.ts).
 */
import type * as api from '../api.js';
import * as schemas from '../schemas.js';
import type { Contract } from './contract.js';

export const LENDING_CONTRACTS = {
  // members
  borrowDigital: {
    access: 'signedIn',
    verifiedEmail: true,
    input: schemas.borrowDigitalSchema,
    output: {} as api.LoanResponse,
    refusals: ['not-found', 'busy', 'overdue-block', 'already-borrowed', 'loan-limit', 'no-copies', 'none-available'],
  },
  returnLoan: {
    access: 'signedIn',
    input: schemas.loanRefSchema,
    output: {} as api.DoneResponse,
    refusals: ['not-found', 'busy', 'return-at-desk', 'already-closed'],
  },
  renewLoan: {
    access: 'signedIn',
    input: schemas.loanRefSchema,
    output: {} as api.LoanResponse,
    refusals: ['not-found', 'busy', 'already-closed', 'overdue-block', 'renewal-limit', 'holds-waiting'],
  },
  placeHold: {
    access: 'signedIn',
    verifiedEmail: true,
    input: schemas.placeHoldSchema,
    output: {} as api.PlaceHoldResponse,
    refusals: [
      'not-found',
      'busy',
      'overdue-block',
      'no-copies',
      'already-borrowed',
      'already-holding',
      'hold-limit',
      'unit-available',
    ],
  },
  cancelHold: {
    access: 'signedIn',
    input: schemas.holdRefSchema,
    output: {} as api.DoneResponse,
    refusals: ['not-found', 'busy', 'already-closed'],
  },
  setReadingHistory: {
    access: 'signedIn',
    input: schemas.readingHistorySchema,
    output: {} as api.ReadingHistoryResponse,
    refusals: [],
  },
  // staff: the desk and the copies editor
  checkOut: {
    access: 'staff',
    input: schemas.checkOutSchema,
    output: {} as api.CheckOutResponse,
    refusals: [
      'member-not-found',
      'not-found',
      'busy',
      'copy-unavailable',
      'overdue-block',
      'already-borrowed',
      'loan-limit',
    ],
  },
  checkIn: {
    access: 'staff',
    input: schemas.copyRefSchema,
    output: {} as api.CheckInResponse,
    refusals: ['not-found', 'busy', 'not-on-loan'],
  },
  addCopy: {
    access: 'staff',
    input: schemas.addCopySchema,
    output: {} as api.CopyResponse,
    refusals: ['not-found', 'busy', 'copy-exists', 'unit-limit'],
  },
  removeCopy: {
    access: 'staff',
    input: schemas.copyRefSchema,
    output: {} as api.DoneResponse,
    refusals: ['not-found', 'busy', 'copy-in-use'],
  },
  setLicences: {
    access: 'staff',
    input: schemas.setLicencesSchema,
    output: {} as api.LicencesResponse,
    refusals: ['not-found', 'busy', 'licences-in-use'],
  },
} as const satisfies Record<string, Contract>;
