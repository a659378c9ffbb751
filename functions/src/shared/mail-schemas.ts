/**
 * The account e-mail callables' requests (functions/src/mail/account-mail.ts), in the page's
 * language for a member who has not chosen one: the verification link (signed in), a reset link
 * (anyone), and the link that moves the account to a new address (signed in, after confirming
 * the password). Apart from schemas.ts, so the forms' routes do not carry them.
 */
import { z } from 'zod/mini';
import { LANGUAGES } from './languages.js';
import { emailSchema } from './schemas.js';

export const verificationMailSchema = z.strictObject({ language: z.enum(LANGUAGES) });
export const passwordResetMailSchema = z.strictObject({ email: emailSchema, language: z.enum(LANGUAGES) });
export const emailChangeMailSchema = z.strictObject({ newEmail: emailSchema, language: z.enum(LANGUAGES) });
