/**
 * Typed references for every server read and write: each collection's converter parses what it
 * reads with the shared schema (shared/documents; Timestamps become Dates, bad values defaults)
 * and writes the builders' payloads with SERVER_TIME as the Admin SDK's serverTimestamp().
 * update() bypasses converters, so it is for FieldValue increments and single fields only.
 */
import type { Firestore, FirestoreDataConverter } from 'firebase-admin/firestore';
import type { z } from 'zod/mini';
import { COLLECTIONS as C } from '../shared/collections.js';
import { closedAccountSchema } from '../shared/documents/account.js';
import { auditEntrySchema } from '../shared/documents/audit.js';
import { bookChatSchema } from '../shared/documents/book-chat.js';
import { bookSchema, bookSearchSchema } from '../shared/documents/book.js';
import { discussionSchema, groupSchema, memberSchema, replySchema } from '../shared/documents/community.js';
import { contactMessageDocSchema } from '../shared/documents/contact-message.js';
import { readDocument } from '../shared/documents/fields.js';
import { moderationItemSchema, reportSchema } from '../shared/documents/moderation.js';
import {
  availabilitySchema,
  copySchema,
  historyEntrySchema,
  holdSchema,
  loanSchema,
  noticeSchema,
} from '../shared/documents/lending.js';
import { profileSchema } from '../shared/documents/profile.js';
import { db } from './admin.js';
import { forAdmin } from './server-time.js';

function converter<T extends object>(schema: z.ZodMiniType<T>): FirestoreDataConverter<T> {
  return {
    toFirestore: (data: object) => forAdmin(data),
    fromFirestore: (snap) => readDocument(schema, snap.data()),
  };
}

const as = {
  book: converter(bookSchema),
  bookSearch: converter(bookSearchSchema),
  profile: converter(profileSchema),
  bookChat: converter(bookChatSchema),
  group: converter(groupSchema),
  member: converter(memberSchema),
  discussion: converter(discussionSchema),
  reply: converter(replySchema),
  contactMessage: converter(contactMessageDocSchema),
  audit: converter(auditEntrySchema),
  closedAccount: converter(closedAccountSchema),
  moderationItem: converter(moderationItemSchema),
  report: converter(reportSchema),
  copy: converter(copySchema),
  availability: converter(availabilitySchema),
  loan: converter(loanSchema),
  hold: converter(holdSchema),
  notice: converter(noticeSchema),
  history: converter(historyEntrySchema),
};

export const books = (store: Firestore = db) => store.collection(C.books).withConverter(as.book);
export const bookSearchEntries = () => db.collection(C.bookSearch).withConverter(as.bookSearch);
export const profiles = (store: Firestore = db) => store.collection(C.profiles).withConverter(as.profile);
export const bookChats = (uid: string) => profiles().doc(uid).collection(C.bookChats).withConverter(as.bookChat);
export const groups = () => db.collection(C.groups).withConverter(as.group);
export const members = (groupId: string) => groups().doc(groupId).collection(C.members).withConverter(as.member);
export const discussions = () => db.collection(C.discussions).withConverter(as.discussion);
export const replies = (discussionId: string) =>
  discussions().doc(discussionId).collection(C.replies).withConverter(as.reply);
export const contactMessages = () => db.collection(C.contactMessages).withConverter(as.contactMessage);
export const closedAccounts = () => db.collection(C.closedAccounts).withConverter(as.closedAccount);
export const auditLog = () => db.collection(C.auditLog).withConverter(as.audit);
export const moderationItems = () => db.collection(C.moderationItems).withConverter(as.moderationItem);
export const reports = (itemId: string) => moderationItems().doc(itemId).collection(C.reports).withConverter(as.report);

// Lending (shared/documents/lending.ts). The store is a parameter so the circulation sweep and the
// account eraser run against the Admin Firestore a test or script hands them.
export const copies = (store: Firestore = db) => store.collection(C.copies).withConverter(as.copy);
export const availability = (store: Firestore = db) => store.collection(C.availability).withConverter(as.availability);
export const loans = (store: Firestore = db) => store.collection(C.loans).withConverter(as.loan);
export const holds = (store: Firestore = db) => store.collection(C.holds).withConverter(as.hold);
export const notices = (store: Firestore = db) => store.collection(C.notices).withConverter(as.notice);
export const readingHistory = (uid: string, store: Firestore = db) =>
  store.collection(C.profiles).doc(uid).collection(C.history).withConverter(as.history);
