/**
 * Documents for the rules tests: one valid example of every collection, made by the shared builders
 * (testing/documents.ts) exactly as the web app or the functions write it, so a denial in a test is
 * the rule's doing, not bad data.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, setDoc } from 'firebase/firestore';
import { COLLECTIONS as C } from '@shared/collections';
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

/** A book's search entry, as search/index-book.ts writes it. */
export const storedSearchEntry = () => ({ title: 'The Left Hand of Darkness', searchTokens: ['left', 'hand'] });

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
export const profilePath = (actor: Exclude<Actor, 'visitor'>) => `${C.profiles}/${ACTOR_UID[actor]}`;

export const storedChat = T.storedChat;
export const storedGroup = () => T.storedGroup(READER);
export const storedMember = (actor: Actor = 'reader') => T.storedMember(uidOf(actor));
export const storedDiscussion = () => T.storedDiscussion(READER, { replyCount: 1 });
export const storedReply = () => T.storedReply(READER);
export const storedContact = T.storedContact;
export const storedRateLimit = () => ({ count: 3, windowStart: T.AT });
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

export const PATHS = {
  book: `${C.books}/b1`,
  searchEntry: `${C.bookSearch}/b1`,
  readerProfile: `${C.profiles}/${READER}`,
  otherProfile: `${C.profiles}/${OTHER}`,
  readerChat: `${C.profiles}/${READER}/${C.bookChats}/b1`,
  otherChat: `${C.profiles}/${OTHER}/${C.bookChats}/b1`,
  group: `${C.groups}/g1`,
  member: `${C.groups}/g1/${C.members}/${READER}`,
  discussion: `${C.discussions}/d1`,
  reply: `${C.discussions}/d1/${C.replies}/r1`,
  contact: `${C.contactMessages}/m1`,
  rateLimit: `${C.rateLimits}/k1`,
  audit: `${C.auditLog}/a1`,
  /** The reader's reply, held by AI moderation: the reader may read this one item. */
  heldItem: `${C.moderationItems}/reply_d1_r1`,
  /** The reader's discussion, hidden after reports: staff only. */
  reportedItem: `${C.moderationItems}/discussion_d1`,
  report: `${C.moderationItems}/discussion_d1/${C.reports}/${OTHER}`,
  copy: `${C.copies}/c1`,
  /** A lent book's public summary (not b1's: b1 keeps the staff toggle for the books tests). */
  availability: `${C.availability}/lent`,
  readerLoan: `${C.loans}/l1`,
  otherLoan: `${C.loans}/l2`,
  readerHold: `${C.holds}/h1`,
  otherHold: `${C.holds}/h2`,
  readerNotice: `${C.notices}/dueSoon_l1`,
  otherNotice: `${C.notices}/dueSoon_l2`,
  readerHistory: `${C.profiles}/${READER}/${C.history}/l0`,
  otherHistory: `${C.profiles}/${OTHER}/${C.history}/l0`,
  /** A collection nobody planned for: deny by default. */
  unplanned: 'somethingElse/x1',
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
  [PATHS.discussion]: storedDiscussion(),
  [PATHS.reply]: storedReply(),
  [PATHS.contact]: storedContact(),
  [PATHS.rateLimit]: storedRateLimit(),
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
  [PATHS.otherHistory]: storedHistoryEntry(),
});
