/** The mail domain's callables (functions/src/mail/): the account e-mails, sent through the library's own mail. */
import * as schemas from '../mail-schemas.js';
import type { Contract } from './contract.js';

export interface AccountMailResponse {
  /** Always true when the call succeeds; for a reset, also when no account has the address. */
  sent: true;
}

export const MAIL_CONTRACTS = {
  sendVerificationEmail: {
    access: 'signedIn',
    input: schemas.verificationMailSchema,
    output: {} as AccountMailResponse,
    refusals: [],
  },
  requestPasswordReset: {
    access: 'public',
    input: schemas.passwordResetMailSchema,
    output: {} as AccountMailResponse,
    refusals: [],
  },
  requestEmailChange: {
    access: 'signedIn',
    input: schemas.emailChangeMailSchema,
    output: {} as AccountMailResponse,
    refusals: ['email-exists', 'recent-sign-in'],
  },
} as const satisfies Record<string, Contract>;
