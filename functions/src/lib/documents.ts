/**
 * Typed references for every server read and write, derived from the collection registry
 * (shared/collections.ts): each collection's converter parses what it reads with the entry's
 * schema (Timestamps become Dates, bad values defaults) and writes the builders' payloads with
 * SERVER_TIME as the Admin SDK's serverTimestamp(). update() bypasses converters, so it is for
 * FieldValue increments and single fields only.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { REGISTRY as C, pathOf, type Collection, type ParentIds } from '../shared/collections.js';
import { readDocument } from '../shared/documents/fields.js';
import { db } from './admin.js';
import { forAdmin } from './server-time.js';

/** A registry collection as a typed Admin reference; `store` is the Admin Firestore to use. */
export function collectionOf<T extends object, P extends string>(
  collection: Collection<T, P>,
  store: Firestore,
  ...parentIds: ParentIds<P>
) {
  return store.collection(pathOf(collection, ...parentIds)).withConverter<T>({
    toFirestore: (data: object) => forAdmin(data),
    fromFirestore: (snap) => readDocument(collection.schema, snap.data()),
  });
}

// The store is a parameter where a test or script hands its own Admin Firestore (the circulation
// sweep, the account eraser, the title lock).
export const books = (store: Firestore = db) => collectionOf(C.books, store);
export const bookSearchEntries = () => collectionOf(C.bookSearch, db);
export const bookSearchChanges = () => collectionOf(C.bookSearchChanges, db);
export const bookVectors = () => collectionOf(C.bookVectors, db);
export const catalogueImports = () => collectionOf(C.catalogueImports, db);
export const importChunks = (jobId: string) => collectionOf(C.chunks, db, jobId);
export const catalogueRecords = (store: Firestore = db) => collectionOf(C.catalogueRecords, store);
export const catalogueKeys = (store: Firestore = db) => collectionOf(C.catalogueKeys, store);
export const profiles = (store: Firestore = db) => collectionOf(C.profiles, store);
export const bookChats = (uid: string) => collectionOf(C.bookChats, db, uid);
export const groups = () => collectionOf(C.groups, db);
export const members = (groupId: string) => collectionOf(C.members, db, groupId);
export const progress = (groupId: string) => collectionOf(C.progress, db, groupId);
export const rsvps = (groupId: string) => collectionOf(C.rsvps, db, groupId);
export const pickVotes = (groupId: string) => collectionOf(C.pickVotes, db, groupId);
export const meetings = (groupId: string) => collectionOf(C.meetings, db, groupId);
export const discussions = () => collectionOf(C.discussions, db);
export const replies = (discussionId: string) => collectionOf(C.replies, db, discussionId);
export const contactMessages = () => collectionOf(C.contactMessages, db);
export const auditLog = () => collectionOf(C.auditLog, db);
export const moderationItems = () => collectionOf(C.moderationItems, db);
export const reports = (itemId: string) => collectionOf(C.reports, db, itemId);
export const copies = (store: Firestore = db) => collectionOf(C.copies, store);
export const availability = (store: Firestore = db) => collectionOf(C.availability, store);
export const loans = (store: Firestore = db) => collectionOf(C.loans, store);
export const holds = (store: Firestore = db) => collectionOf(C.holds, store);
export const notices = (store: Firestore = db) => collectionOf(C.notices, store);
export const mail = (store: Firestore = db) => collectionOf(C.mail, store);
export const cards = (store: Firestore = db) => collectionOf(C.cards, store);
export const readingHistory = (uid: string, store: Firestore = db) => collectionOf(C.history, store, uid);
export const shelfEntries = (store: Firestore = db) => collectionOf(C.shelfEntries, store);
export const ratings = (store: Firestore = db) => collectionOf(C.ratings, store);
export const ratingTotals = (store: Firestore = db) => collectionOf(C.ratingTotals, store);
export const ratingSummaries = (store: Firestore = db) => collectionOf(C.ratingSummaries, store);
export const memberPages = (store: Firestore = db) => collectionOf(C.memberPages, store);
export const reviews = (store: Firestore = db) => collectionOf(C.reviews, store);
export const lists = (store: Firestore = db) => collectionOf(C.lists, store);
export const dismissals = (store: Firestore = db) => collectionOf(C.dismissals, store);
export const helpfulVotes = (reviewId: string, store: Firestore = db) => collectionOf(C.helpfulVotes, store, reviewId);
export const rateLimits = () => collectionOf(C.rateLimits, db);
export const circulationLocks = (store: Firestore) => collectionOf(C.circulationLocks, store);
export const closedAccounts = () => collectionOf(C.closedAccounts, db);
