/**
 * Documents for the rules tests: one valid example of every collection of the registry
 * (@shared/collections), made by the shared builders (testing/documents.ts) exactly as the web app
 * or the functions write it, so a denial in a test is the rule's doing, not bad data.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, setDoc } from 'firebase/firestore';
import { REGISTRY as R, pathOf, type CollectionName } from '@shared/collections';
import * as T from '../../testing/documents';
import { forWeb } from '../../testing/sdk';
import { ACTOR_UID, type Actor } from '../../testing/rules-env';

/** The e-mail the rules-env contexts carry in their token. */
export const emailOf = (actor: Exclude<Actor, 'visitor'>) => `${actor}@test.library`;
export const uidOf = (actor: Actor) => (actor === 'visitor' ? 'uid-visitor' : ACTOR_UID[actor]);

export const READER = ACTOR_UID.reader;
export const OTHER = ACTOR_UID.otherReader;

/** A new book as a librarian's browser sends it; `overrides` may be anything an attacker sends. */
export const validBook = (overrides: Record<string, unknown> = {}) => ({ ...forWeb(T.newBookDoc()), ...overrides });

/** A book as stored before the index moved to bookSearch: it still carries its old tokens. */
export const storedBook = () => ({ ...T.storedBook(), searchTokens: ['left', 'hand', 'darkness'] });

/** A book's search entry, as search/index-book.ts writes it (its card fields). */
export const storedSearchEntry = () => ({ title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin' });

/** What /register writes for the signed-in user (no role: it comes from the claim). */
export const validProfile = (actor: Exclude<Actor, 'visitor'>, overrides: Record<string, unknown> = {}) => ({
  ...forWeb(T.newProfileDoc(emailOf(actor))),
  ...overrides,
});

const ROLE_OF = { reader: 'reader', otherReader: 'reader', librarian: 'librarian', admin: 'admin' } as const;

/** A stored profile: its role mirror matches the actor's claim, as the admin callables keep it. */
export const storedProfile = (actor: Exclude<Actor, 'visitor'>) =>
  T.storedProfile(emailOf(actor), { role: ROLE_OF[actor] });

/** Every signed-in actor's own profile path. */
export const profilePath = (actor: Exclude<Actor, 'visitor'>) => pathOf(R.profiles, ACTOR_UID[actor]);

export const storedChat = T.storedChat;
export const storedGroup = () => T.storedGroup(READER);
export const storedMember = (actor: Actor = 'reader') => T.storedMember(uidOf(actor));
export const storedDiscussion = () => T.storedDiscussion(READER, { replyCount: 1 });
export const storedReply = () => T.storedReply(READER);
export const storedContact = T.storedContact;
export const storedImportJob = () => T.storedImportJob(ACTOR_UID.librarian);
export const storedCatalogueRecord = () => ({
  isbns: ['9780306406157'],
  controlNumber: '(DLC)1',
  authorSort: 'Author, A.',
  contributors: [],
  keys: ['isbn-9780306406157'],
  importId: 'j1',
  createdByImport: 'j1',
  updatedAt: T.AT,
});
export const storedRateLimit = () => ({ count: 3, windowStart: T.AT.getTime(), expiresAt: T.AT });
export const storedCirculationLock = () => ({ expiresAt: T.AT });
export const storedSearchChange = () => ({ changedAt: T.AT, removed: false, expiresAt: T.AT });
export const storedBookVector = () => ({ model: 'word-hash-256', textHash: 'h', embeddedAt: T.AT });
export const storedSearchMiss = () => ({ query: 'hobit', count: 4, lastResults: 0, lastAt: T.AT });
/** The reader's library card. */
export const storedCard = () => ({ uid: READER, issuedAt: T.AT });
export const storedClosedAccount = T.storedClosedAccount;
export const storedAudit = () => T.storedAudit(ACTOR_UID.admin, READER);
export const storedHeldItem = () => T.storedHeldItem(READER);
export const storedReportedItem = () => T.storedReportedItem(READER);
export const storedReport = T.storedReport;

export const storedCopy = T.storedCopy;
export const storedAvailability = T.storedAvailability;
export const storedLoan = (actor: Actor = 'reader') => T.storedLoan(uidOf(actor));
export const storedHold = (actor: Actor = 'reader') => T.storedHold(uidOf(actor));
export const storedNotice = (actor: Actor = 'reader') => T.storedNotice(uidOf(actor));
export const storedHistoryEntry = T.storedHistoryEntry;
export const storedMail = () => T.storedMail(READER);

export const PATHS = {
  book: pathOf(R.books, 'b1'),
  searchEntry: pathOf(R.bookSearch, 'b1'),
  readerProfile: pathOf(R.profiles, READER),
  otherProfile: pathOf(R.profiles, OTHER),
  readerChat: pathOf(R.bookChats, READER, 'b1'),
  otherChat: pathOf(R.bookChats, OTHER, 'b1'),
  group: pathOf(R.groups, 'g1'),
  member: pathOf(R.members, 'g1', READER),
  /** The reader's place in g1's book (milestone 1). */
  progress: pathOf(R.progress, 'g1', READER),
  /** The reader's answer to g1's next meeting. */
  rsvp: pathOf(R.rsvps, 'g1', READER),
  /** The reader's vote in g1's club picks. */
  pickVote: pathOf(R.pickVotes, 'g1', READER),
  /** g1's meeting at AT, with its notes. */
  meeting: pathOf(R.meetings, 'g1', 'm1'),
  discussion: pathOf(R.discussions, 'd1'),
  reply: pathOf(R.replies, 'd1', 'r1'),
  contact: pathOf(R.contactMessages, 'm1'),
  rateLimit: pathOf(R.rateLimits, 'k1'),
  circulationLock: pathOf(R.circulationLocks, 'b1'),
  searchChange: pathOf(R.bookSearchChanges, 'b1'),
  bookVector: pathOf(R.bookVectors, 'b1'),
  searchMiss: pathOf(R.searchMisses, 'm1'),
  importJob: pathOf(R.catalogueImports, 'j1'),
  importChunk: pathOf(R.chunks, 'j1', '0'),
  catalogueRecord: pathOf(R.catalogueRecords, 'b1'),
  catalogueKey: pathOf(R.catalogueKeys, 'isbn-9780306406157'),
  /** The reader's library card, by its number. */
  readerCard: pathOf(R.cards, '29417000000425'),
  /** Not an actor's: the rules refuse a closed account's own writes. */
  closedAccount: pathOf(R.closedAccounts, 'uid-closed'),
  audit: pathOf(R.auditLog, 'a1'),
  /** The reader's reply, held by AI moderation: the reader may read this one item. */
  heldItem: pathOf(R.moderationItems, 'reply_d1_r1'),
  /** The reader's discussion, hidden after reports: staff only. */
  reportedItem: pathOf(R.moderationItems, 'discussion_d1'),
  report: pathOf(R.reports, 'discussion_d1', OTHER),
  copy: pathOf(R.copies, 'c1'),
  /** A lent book's public summary (not b1's: b1 keeps the staff toggle for the books tests). */
  availability: pathOf(R.availability, 'lent'),
  readerLoan: pathOf(R.loans, 'l1'),
  otherLoan: pathOf(R.loans, 'l2'),
  readerHold: pathOf(R.holds, 'h1'),
  otherHold: pathOf(R.holds, 'h2'),
  readerNotice: pathOf(R.notices, 'dueSoon_l1'),
  /** The reader's own e-mail: admins alone read mail/, not even its recipient. */
  readerMail: pathOf(R.mail, 'holdReady_h1'),
  otherNotice: pathOf(R.notices, 'dueSoon_l2'),
  readerHistory: pathOf(R.history, READER, 'l0'),
  /** A book kept for the reading tests (the shelf entries' positive control needs one that exists). */
  shelvedBook: pathOf(R.books, 'shelved'),
  /** Shelf entries and ratings of b1: the reader's private one, the other reader's members-only and public ones. */
  readerShelfEntry: pathOf(R.shelfEntries, `${READER}_b1`),
  otherShelfEntry: pathOf(R.shelfEntries, `${OTHER}_b1`),
  otherPublicShelfEntry: pathOf(R.shelfEntries, `${OTHER}_shelved`),
  readerRating: pathOf(R.ratings, `${READER}_b1`),
  otherRating: pathOf(R.ratings, `${OTHER}_b1`),
  otherPublicRating: pathOf(R.ratings, `${OTHER}_shelved`),
  ratingTotals: pathOf(R.ratingTotals, 'b1'),
  ratingSummary: pathOf(R.ratingSummaries, 'b1'),
  memberPage: pathOf(R.memberPages, READER),
  /** Reviews of b1: the reader's private one, the other reader's members-only one; a public one of 'shelved'. */
  readerReview: pathOf(R.reviews, `${READER}_b1`),
  otherReview: pathOf(R.reviews, `${OTHER}_b1`),
  otherPublicReview: pathOf(R.reviews, `${OTHER}_shelved`),
  readerVote: pathOf(R.helpfulVotes, `${OTHER}_shelved`, READER),
  /** Lists: the reader's private one, the other reader's members-only one, a public one. */
  readerList: pathOf(R.lists, 'readerList'),
  otherList: pathOf(R.lists, 'otherList'),
  otherPublicList: pathOf(R.lists, 'otherPublicList'),
  otherHistory: pathOf(R.history, OTHER, 'l0'),
  /** A collection nobody planned for: deny by default. */
  unplanned: 'somethingElse/x1',
};

export interface Example {
  path: string;
  payload: () => Record<string, unknown>;
  /** Who may write this very payload, if anyone (deny-by-default's positive control). */
  allowedActor?: Exclude<Actor, 'visitor'>;
}

/**
 * A valid document of every collection in the registry and where it lives: what deny-by-default
 * walks. Keyed by the registry, so a collection added there without an example fails typecheck.
 */
export const EXAMPLES: Record<CollectionName, Example> = {
  books: { path: PATHS.book, payload: () => validBook(), allowedActor: 'librarian' },
  bookSearch: { path: PATHS.searchEntry, payload: storedSearchEntry },
  bookSearchChanges: { path: PATHS.searchChange, payload: storedSearchChange },
  bookVectors: { path: PATHS.bookVector, payload: storedBookVector },
  searchMisses: { path: PATHS.searchMiss, payload: storedSearchMiss },
  catalogueImports: { path: PATHS.importJob, payload: storedImportJob },
  chunks: { path: PATHS.importChunk, payload: () => ({ drafts: [], bookIds: [] }) },
  catalogueRecords: { path: PATHS.catalogueRecord, payload: storedCatalogueRecord },
  catalogueKeys: { path: PATHS.catalogueKey, payload: () => ({ bookId: 'b1' }) },
  profiles: { path: PATHS.readerProfile, payload: () => validProfile('reader'), allowedActor: 'reader' },
  bookChats: { path: PATHS.readerChat, payload: storedChat },
  history: { path: PATHS.readerHistory, payload: storedHistoryEntry },
  groups: { path: PATHS.group, payload: storedGroup },
  members: { path: PATHS.member, payload: () => storedMember('reader') },
  progress: { path: PATHS.progress, payload: () => T.storedProgress(READER) },
  rsvps: { path: PATHS.rsvp, payload: () => T.storedRsvp(READER) },
  pickVotes: { path: PATHS.pickVote, payload: () => T.storedPickVote(READER) },
  meetings: { path: PATHS.meeting, payload: () => T.storedMeeting() },
  discussions: { path: PATHS.discussion, payload: storedDiscussion },
  replies: { path: PATHS.reply, payload: storedReply },
  contactMessages: { path: PATHS.contact, payload: storedContact },
  auditLog: { path: PATHS.audit, payload: storedAudit },
  moderationItems: { path: PATHS.heldItem, payload: storedHeldItem },
  reports: { path: PATHS.report, payload: storedReport },
  copies: { path: PATHS.copy, payload: storedCopy },
  availability: { path: PATHS.availability, payload: storedAvailability },
  loans: { path: PATHS.readerLoan, payload: () => storedLoan('reader') },
  holds: { path: PATHS.readerHold, payload: () => storedHold('reader') },
  notices: { path: PATHS.readerNotice, payload: () => storedNotice('reader') },
  mail: { path: PATHS.readerMail, payload: storedMail },
  rateLimits: { path: PATHS.rateLimit, payload: storedRateLimit },
  circulationLocks: { path: PATHS.circulationLock, payload: storedCirculationLock },
  cards: { path: PATHS.readerCard, payload: storedCard },
  closedAccounts: { path: PATHS.closedAccount, payload: storedClosedAccount },
  shelfEntries: {
    path: pathOf(R.shelfEntries, `${READER}_shelved`),
    payload: () => forWeb(T.newShelfEntry(READER, 'shelved')),
    allowedActor: 'reader',
  },
  ratings: { path: PATHS.readerRating, payload: () => T.storedRating(READER, 'b1', 'private') },
  ratingTotals: { path: PATHS.ratingTotals, payload: () => ({ count: 5, halfStars: 40 }) },
  ratingSummaries: { path: PATHS.ratingSummary, payload: () => ({ count: 5, average: 4 }) },
  memberPages: { path: PATHS.memberPage, payload: () => ({ name: 'Reader R.', since: T.AT }) },
  reviews: { path: PATHS.readerReview, payload: () => T.storedReview(READER, 'b1', 'private') },
  helpfulVotes: { path: PATHS.readerVote, payload: () => ({ uid: READER, votedAt: T.AT }) },
  lists: { path: PATHS.readerList, payload: () => T.storedList(READER, 'private') },
  dismissals: { path: pathOf(R.dismissals, READER), payload: () => ({ bookIds: ['b1'] }) },
};

/** Writes the given documents with the rules switched off. */
export async function seed(env: RulesTestEnvironment, docs: Record<string, Record<string, unknown>>) {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await Promise.all(Object.entries(docs).map(([path, data]) => setDoc(doc(db, path), forWeb(data))));
  });
}

export async function remove(env: RulesTestEnvironment, path: string) {
  await env.withSecurityRulesDisabled(async (ctx) => {
    await deleteDoc(doc(ctx.firestore(), path));
  });
}

/** Everything a test may touch, in a known state. */
export const fullSeed = () => ({
  [PATHS.book]: storedBook(),
  [PATHS.searchEntry]: storedSearchEntry(),
  [PATHS.readerProfile]: storedProfile('reader'),
  [PATHS.otherProfile]: storedProfile('otherReader'),
  [profilePath('librarian')]: storedProfile('librarian'),
  [profilePath('admin')]: storedProfile('admin'),
  [PATHS.readerChat]: storedChat(),
  [PATHS.otherChat]: storedChat(),
  [PATHS.group]: storedGroup(),
  [PATHS.member]: storedMember(),
  [PATHS.progress]: T.storedProgress(READER),
  [PATHS.rsvp]: T.storedRsvp(READER),
  [PATHS.pickVote]: T.storedPickVote(READER),
  [PATHS.meeting]: T.storedMeeting(),
  [PATHS.discussion]: storedDiscussion(),
  [PATHS.reply]: storedReply(),
  [PATHS.contact]: storedContact(),
  [PATHS.rateLimit]: storedRateLimit(),
  [PATHS.searchMiss]: storedSearchMiss(),
  [PATHS.readerCard]: storedCard(),
  [PATHS.audit]: storedAudit(),
  [PATHS.heldItem]: storedHeldItem(),
  [PATHS.reportedItem]: storedReportedItem(),
  [PATHS.report]: storedReport(),
  [PATHS.unplanned]: { note: 'x' },
  [PATHS.copy]: storedCopy(),
  [PATHS.availability]: storedAvailability(),
  [PATHS.readerLoan]: storedLoan('reader'),
  [PATHS.otherLoan]: storedLoan('otherReader'),
  [PATHS.readerHold]: storedHold('reader'),
  [PATHS.otherHold]: storedHold('otherReader'),
  [PATHS.readerNotice]: storedNotice('reader'),
  [PATHS.otherNotice]: storedNotice('otherReader'),
  [PATHS.readerHistory]: storedHistoryEntry(),
  [PATHS.shelvedBook]: storedBook(),
  [PATHS.readerShelfEntry]: T.storedShelfEntry(READER, 'b1', 'private'),
  [PATHS.otherShelfEntry]: T.storedShelfEntry(OTHER, 'b1', 'members'),
  [PATHS.otherPublicShelfEntry]: T.storedShelfEntry(OTHER, 'shelved', 'public'),
  [PATHS.readerRating]: T.storedRating(READER, 'b1', 'private'),
  [PATHS.otherRating]: T.storedRating(OTHER, 'b1', 'members'),
  [PATHS.otherPublicRating]: T.storedRating(OTHER, 'shelved', 'public'),
  [PATHS.ratingTotals]: { count: 5, halfStars: 40 },
  [PATHS.ratingSummary]: { count: 5, average: 4 },
  [PATHS.memberPage]: { name: 'Reader R.', since: T.AT },
  [PATHS.readerReview]: T.storedReview(READER, 'b1', 'private'),
  [PATHS.otherReview]: T.storedReview(OTHER, 'b1', 'members'),
  [PATHS.otherPublicReview]: T.storedReview(OTHER, 'shelved', 'public'),
  [PATHS.readerVote]: { uid: READER, votedAt: T.AT },
  [PATHS.readerList]: T.storedList(READER, 'private'),
  [PATHS.otherList]: T.storedList(OTHER, 'members'),
  [PATHS.otherPublicList]: T.storedList(OTHER, 'public', { kind: 'staff', featured: true }),
  [PATHS.otherHistory]: storedHistoryEntry(),
});
