/**
 * What a member sends about their reading (issue 32): the book page's form of a shelf entry's
 * dates, re-reads and progress (firestore.rules checks the stored fields the same way), and
 * rateBook's request. Beside schemas.ts, so the pages without a reading form load none of it.
 */
import { z } from 'zod/mini';
import {
  HALF_STARS_MAX,
  LIST_LIMITS,
  PROGRESS_UNITS,
  READING_LIMITS,
  REVIEW_MAX,
  VISIBILITIES,
} from './documents/reading.js';
import { idSchema, isoDateSchema, optionalText, requiredText } from './schemas.js';

/** The form's own messages (the reading namespace's; the shared ones are validation.*). */
export const READING_MSG = {
  progress: 'reading:details.progressInvalid',
  finishedBeforeStarted: 'reading:details.finishedBeforeStarted',
  timesRead: 'reading:details.timesReadInvalid',
} as const;

const dayOrEmpty = z.union([z.literal(''), isoDateSchema]);
const wholeNumber = /^\d+$/;

/** "Dates and progress": numbers arrive as the inputs' text; an empty progress is none. */
export const shelfDetailsSchema = z
  .object({
    startedOn: dayOrEmpty,
    finishedOn: dayOrEmpty,
    timesRead: z.string().check(
      z.regex(wholeNumber, { error: READING_MSG.timesRead }),
      z.refine((v) => Number(v) <= READING_LIMITS.timesRead, { error: READING_MSG.timesRead }),
    ),
    progressUnit: z.enum(['none', ...PROGRESS_UNITS]),
    progressValue: z.string(),
  })
  .check(
    z.refine((f) => f.startedOn === '' || f.finishedOn === '' || f.startedOn <= f.finishedOn, {
      error: READING_MSG.finishedBeforeStarted,
      path: ['finishedOn'],
    }),
    z.refine(
      (f) =>
        f.progressUnit === 'none' ||
        f.progressValue.trim() === '' ||
        (wholeNumber.test(f.progressValue.trim()) &&
          Number(f.progressValue) <= (f.progressUnit === 'percent' ? 100 : READING_LIMITS.pages)),
      { error: READING_MSG.progress, path: ['progressValue'] },
    ),
  );
export type ShelfDetailsForm = z.infer<typeof shelfDetailsSchema>;

/** setMemberPage: the member's public page on or off. */
export const memberPageRequestSchema = z.strictObject({ enabled: z.boolean() });

/** rateBook: a rating in half stars (null takes it back), and who may see it. */
export const rateBookSchema = z.strictObject({
  bookId: idSchema,
  halfStars: z.nullable(z.int().check(z.minimum(1), z.maximum(HALF_STARS_MAX))),
  visibility: z.enum(VISIBILITIES),
});
export type RateBookRequest = z.infer<typeof rateBookSchema>;

/** writeReview: a new review or its author's change, moderated as a post is. */
export const reviewInputSchema = z.strictObject({
  bookId: idSchema,
  text: requiredText(REVIEW_MAX),
  spoiler: z.boolean(),
  visibility: z.enum(VISIBILITIES),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** The review form: the words and the spoiler flag (its visibility has its own control). */
export const reviewFormSchema = z.pick(reviewInputSchema, { text: true, spoiler: true });
export type ReviewForm = z.infer<typeof reviewFormSchema>;

/** deleteReview: the member's own review of that book. */
export const deleteReviewSchema = z.strictObject({ bookId: idSchema });

/** voteHelpful: a member finds a review helpful, or takes that back. */
export const voteHelpfulSchema = z.strictObject({ reviewId: idSchema, helpful: z.boolean() });

/** A list's title and description, as its form and saveList check them. */
export const listDetailsSchema = z.object({
  title: requiredText(LIST_LIMITS.title),
  description: optionalText(LIST_LIMITS.description),
});
export type ListDetailsForm = z.infer<typeof listDetailsSchema>;

/**
 * saveList (a member's list) and saveStaffList (the library's): a new list (no listId) or a
 * change. A staff list is always public, and `featured` shows it on the home page; a member's
 * list has its own visibility and is never featured.
 */
export const saveListSchema = z.strictObject({
  listId: z.optional(idSchema),
  title: requiredText(LIST_LIMITS.title),
  description: optionalText(LIST_LIMITS.description),
  visibility: z.enum(VISIBILITIES),
  featured: z.boolean(),
  items: z
    .array(z.strictObject({ bookId: idSchema, note: optionalText(LIST_LIMITS.note) }))
    .check(z.maxLength(LIST_LIMITS.books)),
});
export type SaveListRequest = z.infer<typeof saveListSchema>;

export const deleteListSchema = z.strictObject({ listId: idSchema });
