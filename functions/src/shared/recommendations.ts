/**
 * What the recommendation callables answer (docs/reading.md, "Recommendations"): cards with their
 * reasons as data the server computed (functions/src/reading/recommend/engine.ts), which the web
 * words in the reader's language. Never text from a model.
 */
import { z } from 'zod/mini';
import type { Mood } from './constants.js';
import { idSchema } from './schemas.js';

export type RecommendationReason =
  | { kind: 'rated'; bookId: string; halfStars: number }
  | { kind: 'moods'; moods: Mood[] }
  | { kind: 'tags'; tags: string[] }
  | { kind: 'interest'; interest: string }
  | { kind: 'readers'; bookId: string; count: number };

export interface RecommendedCard {
  bookId: string;
  title: string;
  author: string;
  coverUrl: string;
  reasons: RecommendationReason[];
}

export interface FeaturedList {
  id: string;
  title: string;
  description: string;
  items: Array<{ bookId: string; title: string; note: string }>;
}

/** homeShelves: the library's featured lists for everyone; for a member, "For you" and "Because you rated". */
export interface HomeShelvesResponse {
  lists: FeaturedList[];
  forYou: RecommendedCard[] | null;
  because: { bookId: string; halfStars: number; items: RecommendedCard[] } | null;
  /** The titles of the books the reasons name. */
  titles: Record<string, string>;
}

/** readersAlsoEnjoyed: the books readers of this one enjoyed (none under 5 readers a pair). */
export interface AlsoEnjoyedResponse {
  items: RecommendedCard[];
  titles: Record<string, string>;
}

export const homeShelvesSchema = z.strictObject({});
export const alsoEnjoyedSchema = z.strictObject({ bookId: idSchema });
/** notInterested: never recommend this book again (undo: take that back). */
export const notInterestedSchema = z.strictObject({ bookId: idSchema, undo: z.boolean() });

/** How many cards each row shows. */
export const FOR_YOU_COUNT = 8;
export const BECAUSE_COUNT = 6;
export const ALSO_ENJOYED_COUNT = 6;
/** The featured lists the home page shows, and the books of each. */
export const FEATURED_LISTS = 3;
export const FEATURED_LIST_BOOKS = 6;
