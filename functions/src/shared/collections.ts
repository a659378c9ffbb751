/**
 * The collection registry: every Firestore collection, in one place for the functions, the tests
 * and the scripts. Each entry (path, schema, serverOnly) is defined beside its schemas in
 * shared/documents/<area>.ts, where the web app imports it alone (a route's bundle takes only the
 * schemas it reads); see shared/documents/collection.ts. Derived from here: the Admin SDK's typed
 * references (functions/src/lib/documents.ts), the rules tests' fixtures and the deny-by-default
 * walk (tests/rules/), so a new collection without rules or fixtures fails typecheck or those
 * tests (docs/architecture.md, "Add a collection").
 */
import { closedAccounts } from './documents/account.js';
import { auditLog } from './documents/audit.js';
import { bookChats } from './documents/book-chat.js';
import { books, bookSearch } from './documents/book.js';
import { catalogueImports, catalogueKeys, catalogueRecords, chunks } from './documents/catalogue-import.js';
import { discussions, groups, members, pickVotes, progress, replies, rsvps } from './documents/community.js';
import { meetings } from './documents/meetings.js';
import { contactMessages } from './documents/contact-message.js';
import { availability, cards, copies, history, holds, loans, notices } from './documents/lending.js';
import { mail } from './documents/mail.js';
import { moderationItems, reports } from './documents/moderation.js';
import { profiles } from './documents/profile.js';
import {
  dismissals,
  helpfulVotes,
  lists,
  memberPages,
  ratings,
  ratingSummaries,
  ratingTotals,
  reviews,
  shelfEntries,
} from './documents/reading.js';
import { bookSearchChanges, bookVectors, searchMisses } from './documents/search.js';
import { circulationLocks, rateLimits } from './documents/server-only.js';

export { pathOf, type Collection, type DocIds, type ParentIds, type WithId } from './documents/collection.js';

/** Every collection, by name (an entry's key is its name: collections.test.ts). */
export const REGISTRY = {
  books,
  bookSearch,
  bookSearchChanges,
  bookVectors,
  searchMisses,
  catalogueImports,
  chunks,
  catalogueRecords,
  catalogueKeys,
  profiles,
  bookChats,
  history,
  groups,
  members,
  progress,
  rsvps,
  pickVotes,
  meetings,
  discussions,
  replies,
  contactMessages,
  auditLog,
  moderationItems,
  reports,
  copies,
  availability,
  loans,
  holds,
  notices,
  shelfEntries,
  ratings,
  ratingTotals,
  ratingSummaries,
  memberPages,
  reviews,
  helpfulVotes,
  lists,
  dismissals,
  mail,
  cards,
  rateLimits,
  circulationLocks,
  closedAccounts,
};
export type CollectionName = keyof typeof REGISTRY;

/** Every collection's name, for paths written out in tests and scripts (`${COLLECTIONS.books}/b1`). */
export const COLLECTIONS = Object.fromEntries(Object.keys(REGISTRY).map((name) => [name, name])) as {
  readonly [K in CollectionName]: K;
};
