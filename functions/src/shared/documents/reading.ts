/**
 * A member's reading life (issue 32, docs/reading.md): shelf entries, which the member writes
 * directly (firestore.rules checks every field), and ratings, which only the rateBook callable
 * writes, in one transaction with the book's totals and its public summary.
 *
 * Privacy is per item: each shelf entry and each rating carries its own visibility, private
 * unless the member chose otherwise (their default is profiles/{uid}.readingVisibility). The rules
 * send another member or a visitor only what its visibility allows; the public average counts
 * shared ratings alone and shows nothing under RATINGS_SHOWN_AT of them.
 */
import { z } from 'zod/mini';
import { DEFAULT_VISIBILITY, VISIBILITIES, type Visibility } from './profile.js';
import { defineCollection } from './collection.js';
import { contentStatus } from './community.js';
import { SERVER_TIME, count, flag, strings, text, time } from './fields.js';

/** One reading state per book. */
export const SHELVES = ['want', 'reading', 'read', 'dnf'] as const;
export type Shelf = (typeof SHELVES)[number];

export { DEFAULT_VISIBILITY, VISIBILITIES, type Visibility } from './profile.js';

/** Progress is counted in pages or in percent. */
export const PROGRESS_UNITS = ['pages', 'percent'] as const;
export type ProgressUnit = (typeof PROGRESS_UNITS)[number];

export const READING_LIMITS = {
  /** The most pages a progress may count. */
  pages: 10_000,
  /** Times read, re-reads included. */
  timesRead: 999,
} as const;

/** A rating is 1 to 10 half stars: 0.5 to 5 stars. */
export const HALF_STARS_MAX = 10;

/**
 * A book's average shows once this many members shared a rating of it, so nobody learns one
 * member's rating from a count that moved by one (small-cell suppression).
 */
export const RATINGS_SHOWN_AT = 5;

/** A member's item about a book has one id: the member's uid and the book's, so a second one cannot exist. */
export const readingItemId = (uid: string, bookId: string) => `${uid}_${bookId}`;
/** The book of a reading item's id (a uid has no '_'; a book id may). */
export const bookIdOfItem = (itemId: string) => itemId.slice(itemId.indexOf('_') + 1);

const visibility = z.catch(z.enum(VISIBILITIES), DEFAULT_VISIBILITY);
/** 'YYYY-MM-DD' or '' (not given). */
const day = text;

const progressSchema = z.catch(
  z.nullable(z.object({ unit: z.enum(PROGRESS_UNITS), value: z.int().check(z.minimum(0)) })),
  null,
);
export type Progress = z.infer<typeof progressSchema>;

/** shelfEntries/{uid}_{bookId}: where a member keeps a book, with dates and progress. */
export const shelfEntrySchema = z.object({
  uid: text,
  bookId: text,
  shelf: z.catch(z.enum(SHELVES), 'want'),
  visibility,
  /** When the member started the current (or last) read. */
  startedOn: day,
  /** When they finished it ('' while reading, or for a book given up undated). */
  finishedOn: day,
  /** How many times they finished it: a re-read counts again. */
  timesRead: count,
  progress: progressSchema,
  updatedAt: time,
});
export type ShelfEntryDoc = z.infer<typeof shelfEntrySchema>;

/** What the member chooses of a shelf entry: everything but whose, which book and when. */
export type ShelfChoice = Omit<ShelfEntryDoc, 'uid' | 'bookId' | 'updatedAt'>;

/** A new entry's choices: on `shelf`, with nothing else given yet. */
export const newShelfChoice = (overrides: Partial<ShelfChoice> = {}): ShelfChoice => ({
  shelf: 'want',
  visibility: DEFAULT_VISIBILITY,
  startedOn: '',
  finishedOn: '',
  timesRead: 0,
  progress: null,
  ...overrides,
});

/** A shelf entry as its owner writes it (the rules want updatedAt to be the server's time). */
export const shelfEntryDoc = (uid: string, bookId: string, choice: ShelfChoice): ShelfEntryDoc => ({
  uid,
  bookId,
  // Field by field: a choice read back from a stored entry carries its uid, book and time too.
  shelf: choice.shelf,
  visibility: choice.visibility,
  startedOn: choice.startedOn,
  finishedOn: choice.finishedOn,
  timesRead: choice.timesRead,
  progress: choice.progress,
  updatedAt: SERVER_TIME,
});

/** ratings/{uid}_{bookId}: a member's rating of a book (rateBook writes it). */
export const ratingSchema = z.object({
  uid: text,
  bookId: text,
  halfStars: z.catch(z.int().check(z.minimum(1), z.maximum(HALF_STARS_MAX)), 1),
  visibility,
  updatedAt: time,
});
export type RatingDoc = z.infer<typeof ratingSchema>;

/** ratingTotals/{bookId}: the exact count and sum of a book's shared ratings (server only). */
export const ratingTotalsSchema = z.object({ count, halfStars: count });
export type RatingTotalsDoc = z.infer<typeof ratingTotalsSchema>;

/**
 * ratingSummaries/{bookId}: what everyone may read of a book's ratings. Under RATINGS_SHOWN_AT
 * shared ratings both are null: the page says there are not enough yet.
 */
export const ratingSummarySchema = z.object({
  count: z.catch(z.nullable(z.int()), null),
  /** Stars, 0.5 to 5, to two decimals. */
  average: z.catch(z.nullable(z.number()), null),
});
export type RatingSummaryDoc = z.infer<typeof ratingSummarySchema>;

/** The public summary of a book's shared ratings. */
export function ratingSummaryOf(totals: RatingTotalsDoc): RatingSummaryDoc {
  if (totals.count < RATINGS_SHOWN_AT) return { count: null, average: null };
  return { count: totals.count, average: Math.round((totals.halfStars / totals.count / 2) * 100) / 100 };
}

/** Whether a rating counts in its book's public average: the member shared it. */
export const isShared = (v: Visibility) => v !== 'private';

/**
 * memberPages/{uid}: a member's public page (/members/{uid}), present only while they opt in
 * (setMemberPage): the name they post under, never an e-mail address. Their page lists what
 * their items' visibility lets the viewer see; nothing more is stored here.
 */
export const memberPageSchema = z.object({ name: text, since: time });
export type MemberPageDoc = z.infer<typeof memberPageSchema>;

/** How many of a book's reviews a page lists (in each of its orders). */
export const REVIEWS_SHOWN = 20;

/** The longest review, as long as a reply to a discussion. */
export const REVIEW_MAX = 5000;

/**
 * reviews/{uid}_{bookId}: a member's review of a book (writeReview, moderated as posts are).
 * While held or hidden its words live in the moderation item, not here, as a post's do.
 */
export const reviewSchema = z.object({
  uid: text,
  bookId: text,
  /** The name its author posts under, judged as a post's author name is. */
  authorName: text,
  text,
  /** The whole review gives the story away: readers see it only when they choose to. */
  spoiler: flag(false),
  visibility,
  status: contentStatus,
  /** Members who found it helpful (reviews/{id}/helpfulVotes/{uid}, one each). */
  helpfulCount: count,
  createdAt: time,
  updatedAt: time,
  /** Set when its author changed the words. */
  editedAt: z.catch(z.nullable(time), null),
});
export type ReviewDoc = z.infer<typeof reviewSchema>;

/** reviews/{reviewId}/helpfulVotes/{uid}: one member's "helpful" vote (voteHelpful writes it). */
export const helpfulVoteSchema = z.object({ uid: text, votedAt: time });
export type HelpfulVoteDoc = z.infer<typeof helpfulVoteSchema>;

/** A list's limits: its books, and the note beside each. */
export const LIST_LIMITS = { books: 100, note: 280, title: 120, description: 1000 } as const;

/** Who made a list: a member (their own, at their visibility), or the library's staff (always public). */
export const LIST_KINDS = ['member', 'staff'] as const;
export type ListKind = (typeof LIST_KINDS)[number];

/** A book on a list: its id, its title when it was added (as a loan keeps one), the maker's note. */
const listItemSchema = z.object({ bookId: text, title: text, note: text });
export type ListItem = z.infer<typeof listItemSchema>;

/**
 * lists/{listId}: an ordered list of books with a note beside each (saveList writes it, its words
 * moderated as a post's). A staff list is public and may be featured on the home page; a
 * member's list has its own visibility, and is shared by its link.
 */
export const listSchema = z.object({
  kind: z.catch(z.enum(LIST_KINDS), 'member'),
  uid: text,
  /** The name its maker posts under; "The library" is the web's for a staff list. */
  authorName: text,
  title: text,
  description: text,
  visibility,
  /** Staff lists only: shown on the home page. */
  featured: flag(false),
  items: z.catch(z.array(listItemSchema), []),
  createdAt: time,
  updatedAt: time,
});
export type ListDoc = z.infer<typeof listSchema>;

/** dismissals/{uid}: the books a member said "Not interested" to: never recommended again (notInterested writes it). */
export const dismissalSchema = z.object({ bookIds: strings });
export type DismissalDoc = z.infer<typeof dismissalSchema>;
/** The most dismissals kept: the oldest go first. */
export const DISMISSALS_KEPT = 500;

export const shelfEntries = defineCollection('shelfEntries', shelfEntrySchema);
export const memberPages = defineCollection('memberPages', memberPageSchema);
export const ratings = defineCollection('ratings', ratingSchema);
export const ratingTotals = defineCollection('ratingTotals', ratingTotalsSchema, { serverOnly: true });
export const ratingSummaries = defineCollection('ratingSummaries', ratingSummarySchema);
export const reviews = defineCollection('reviews', reviewSchema);
export const helpfulVotes = defineCollection('reviews/{reviewId}/helpfulVotes', helpfulVoteSchema);
export const lists = defineCollection('lists', listSchema);
export const dismissals = defineCollection('dismissals', dismissalSchema);
