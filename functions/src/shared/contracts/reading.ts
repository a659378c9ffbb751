/** The reading domain's callables (functions/src/reading/, docs/reading.md). */
import type { RatingSummaryDoc } from '../documents/reading.js';
import * as schemas from '../reading-schemas.js';
import { importReadingSchema, type ImportOutcome } from '../reading-import.js';
import * as recommend from '../recommendations.js';
import type { Contract } from './contract.js';

/** rateBook: the book's public summary after the change (nulls under RATINGS_SHOWN_AT). */
export interface RateBookResponse {
  summary: RatingSummaryDoc;
}

export interface MemberPageResponse {
  enabled: boolean;
}

/** writeReview: held when AI moderation was unsure (staff review it before anyone else sees it). */
export interface WriteReviewResponse {
  held: boolean;
}

/** importReading: what became of each row, in order, and the book each matched (null: none). */
export interface ImportReadingResponse {
  outcomes: ImportOutcome[];
  bookIds: Array<string | null>;
}

export interface SaveListResponse {
  listId: string;
}

export interface VoteHelpfulResponse {
  helpfulCount: number;
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
  /**
   * A member reviews a book, or changes their review: moderated as a post is (unsafe refused,
   * unsure held for staff). A held or hidden review waits for staff and cannot be changed.
   */
  writeReview: {
    access: 'signedIn',
    verifiedEmail: true,
    input: schemas.reviewInputSchema,
    output: {} as WriteReviewResponse,
    refusals: ['not-found', 'under-review', 'moderation-unsafe', 'moderation-failed', 'name-not-allowed'],
  },
  /** The member deletes their review: its votes go with it, and any moderation item's copy of its words. */
  deleteReview: {
    access: 'signedIn',
    input: schemas.deleteReviewSchema,
    output: {} as Record<string, never>,
    refusals: ['not-found'],
  },
  /** One "helpful" per member per review, never on their own, only on a review they may read. */
  voteHelpful: {
    access: 'signedIn',
    verifiedEmail: true,
    input: schemas.voteHelpfulSchema,
    output: {} as VoteHelpfulResponse,
    refusals: ['not-found', 'own-review'],
  },
  /**
   * A batch of rows from a Goodreads or StoryGraph export: matched to the catalogue and added to
   * the member's shelves and ratings. Shared ratings move averages: a verified address, as rateBook.
   */
  importReading: {
    access: 'signedIn',
    verifiedEmail: true,
    input: importReadingSchema,
    output: {} as ImportReadingResponse,
    refusals: [],
  },
  /** A member's own list: moderated words, books from the catalogue, their visibility. */
  saveList: {
    access: 'signedIn',
    verifiedEmail: true,
    input: schemas.saveListSchema,
    output: {} as SaveListResponse,
    refusals: ['not-found', 'moderation-unsafe', 'moderation-failed', 'name-not-allowed'],
  },
  /** The library's list (always public; featured ones show on the home page): any librarian may change one. */
  saveStaffList: {
    access: 'staff',
    input: schemas.saveListSchema,
    output: {} as SaveListResponse,
    refusals: ['not-found', 'moderation-unsafe', 'moderation-failed'],
  },
  /** A member deletes their own list; staff delete the library's. */
  deleteList: {
    access: 'signedIn',
    input: schemas.deleteListSchema,
    output: {} as Record<string, never>,
    refusals: ['not-found'],
  },
  /** The home page's shelves: featured library lists for everyone, "For you" for a member. */
  homeShelves: {
    access: 'public',
    input: recommend.homeShelvesSchema,
    output: {} as recommend.HomeShelvesResponse,
    refusals: [],
  },
  /** A book page's "Readers also enjoyed": from visible activity only, never a pair under 5 readers. */
  readersAlsoEnjoyed: {
    access: 'public',
    input: recommend.alsoEnjoyedSchema,
    output: {} as recommend.AlsoEnjoyedResponse,
    refusals: [],
  },
  /** "Not interested": the book is never recommended to this member again (or, undone, it may be). */
  notInterested: {
    access: 'signedIn',
    input: recommend.notInterestedSchema,
    output: {} as Record<string, never>,
    refusals: [],
  },
} as const satisfies Record<string, Contract>;
