/**
 * The circulation desk's copy requests (Check Out, Check In, Send, Remove Copy), apart from
 * schemas.ts so that only the desk's route carries them (the copies editor on /books/edit does not).
 */
import { z } from 'zod/mini';
import { LENDING } from './constants.js';
import { MSG, barcodeSchema, emailSchema } from './schemas.js';

/**
 * The desk's Check Out: a copy to a member found by e-mail. `overrideReason`: staff lend past the
 * member's overdue block or loan limit, and say why (kept in the audit log).
 */
export const checkOutSchema = z.strictObject({
  barcode: barcodeSchema,
  email: emailSchema,
  /** The member asked for their receipt by e-mail (to a confirmed address only). */
  emailReceipt: z.optional(z.boolean()),
  overrideReason: z.optional(
    z
      .string({ error: MSG.overrideReason })
      .check(
        z.trim(),
        z.minLength(1, { error: MSG.overrideReason }),
        z.maxLength(LENDING.COPY_NOTE_MAX, { error: MSG.tooLong }),
      ),
  ),
});

/** Check In, Send (a pulled copy into transit) and Remove Copy. */
export const copyRefSchema = z.strictObject({ barcode: barcodeSchema });
/** Check In, and whether the borrower asked for the return receipt by e-mail. */
export const checkInSchema = z.strictObject({ barcode: barcodeSchema, emailReceipt: z.optional(z.boolean()) });
