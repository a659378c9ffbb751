/**
 * What a member sends about their reading (issue 32): a shelf entry as the book page's form
 * writes it (firestore.rules checks the same fields), and rateBook's request. Beside schemas.ts,
 * so the pages without a reading form load none of it.
 */
import { z } from 'zod/mini';
import { HALF_STARS_MAX, PROGRESS_UNITS, READING_LIMITS, SHELVES, VISIBILITIES } from './documents/reading.js';
import { MSG, idSchema, isoDateSchema } from './schemas.js';

export const visibilitySchema = z.enum(VISIBILITIES);
const dayOrEmpty = z.union([z.literal(''), isoDateSchema]);

/** The member's fields of a shelf entry (uid, bookId and the time are the writer's). */
export const shelfEntryInputSchema = z
  .object({
    shelf: z.enum(SHELVES),
    visibility: visibilitySchema,
    startedOn: dayOrEmpty,
    finishedOn: dayOrEmpty,
    timesRead: z.int().check(z.minimum(0), z.maximum(READING_LIMITS.timesRead)),
    progress: z.nullable(
      z
        .object({
          unit: z.enum(PROGRESS_UNITS),
          value: z.int({ error: MSG.progress }).check(z.minimum(0, { error: MSG.progress })),
        })
        .check(
          z.refine((p) => p.value <= (p.unit === 'percent' ? 100 : READING_LIMITS.pages), {
            error: MSG.progress,
            path: ['value'],
          }),
        ),
    ),
  })
  .check(
    z.refine((e) => e.startedOn === '' || e.finishedOn === '' || e.startedOn <= e.finishedOn, {
      error: MSG.finishedBeforeStarted,
      path: ['finishedOn'],
    }),
  );
export type ShelfEntryInput = z.infer<typeof shelfEntryInputSchema>;

/** rateBook: a rating in half stars (null takes it back), and who may see it. */
export const rateBookSchema = z.strictObject({
  bookId: idSchema,
  halfStars: z.nullable(z.int().check(z.minimum(1), z.maximum(HALF_STARS_MAX))),
  visibility: visibilitySchema,
});
export type RateBookRequest = z.infer<typeof rateBookSchema>;
