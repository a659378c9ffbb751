/**
 * Lending (docs/lending.md): copies/{barcode}, availability/{bookId}, loans/{id}, holds/{id},
 * notices/{kind_id} and profiles/{uid}/history/{loanId}. Only the lending callables and the
 * circulation sweep write them (firestore.rules); members may set a notice's readAt alone.
 * Dates are the server's `now` of the transaction that wrote them, not SERVER_TIME, because due
 * dates and pickup deadlines are computed from it and the sweep is run with a given now.
 */
import { z } from 'zod/mini';
import {
  BRANCH_IDS,
  DAY_MS,
  DIGITAL_FORMATS,
  FORMATS,
  LENDING,
  NOTICE_KINDS,
  OUT_STATES,
  type BranchId,
  type NoticeKind,
  type DigitalFormat,
  type Format,
  type OutState,
} from '../constants.js';
import { defineCollection } from './collection.js';
import { count, flag, nullableText, text, time } from './fields.js';

const branchId = z.catch(z.nullable(z.enum(BRANCH_IDS)), null);
const format = z.catch(z.enum(FORMATS), 'physical');
const seqList = z.catch(z.array(z.int()), []);
/** Times as epoch milliseconds, soonest first. */
const dueList = z.catch(z.array(z.number()), []);

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

// ---------------------------------------------------------------- copies

/**
 * Where a copy in circulation is: on its branch's shelf, out on loan, set aside on the hold shelf,
 * wanted by a hold at another branch and still on this branch's shelf ('pull': the branch's pull
 * list), or on its way to that branch ('transit'). Only these are counted in availability.
 */
export const CIRCULATING_STATES = ['shelf', 'loan', 'holdShelf', 'pull', 'transit'] as const;
export type CopyState = (typeof CIRCULATING_STATES)[number];
/** Circulating, or out of circulation (OUT_STATES), each of those with who, when and why (outBy, outAt, outNote). */
export const COPY_STATES = [...CIRCULATING_STATES, ...OUT_STATES] as const;
export type AnyCopyState = (typeof COPY_STATES)[number];
export type { OutState };
export const isCirculating = (state: AnyCopyState): state is CopyState =>
  (CIRCULATING_STATES as readonly string[]).includes(state);

/** copies/{barcode}: one physical copy at a branch. */
export const copySchema = z.object({
  bookId: text,
  branchId: z.catch(z.enum(BRANCH_IDS), 'main'),
  shelfMark: text,
  state: z.catch(z.enum(COPY_STATES), 'shelf'),
  /** The active loan while state is 'loan'. */
  loanId: nullableText,
  /** The hold it is set aside for ('holdShelf'), pulled for ('pull') or travels for ('transit'; null once that hold closed). */
  holdId: nullableText,
  /** Where it goes while 'pull' or 'transit': the hold's pickup branch. */
  transitTo: branchId,
  /** When the hold it is pulled for was placed: the pull list serves the oldest first. */
  wantedSince: time,
  /** Out of circulation: who said so (a staff uid, or the member who reported it lost), when, why. */
  outBy: nullableText,
  outAt: time,
  outNote: text,
  addedAt: time,
});
export type CopyDoc = z.infer<typeof copySchema>;

export const newCopy = (bookId: string, branchId: BranchId, shelfMark: string, now: Date): CopyDoc => ({
  bookId,
  branchId,
  shelfMark,
  state: 'shelf',
  loanId: null,
  holdId: null,
  transitTo: null,
  wantedSince: null,
  outBy: null,
  outAt: null,
  outNote: '',
  addedAt: now,
});

// ---------------------------------------------------------------- availability

const branchCounts = z.catch(z.object({ shelf: count, loan: count, holdShelf: count, pull: count, transit: count }), {
  shelf: 0,
  loan: 0,
  holdShelf: 0,
  pull: 0,
  transit: 0,
});
export type BranchCounts = z.infer<typeof branchCounts>;
const licences = z.catch(z.object({ total: count, inUse: count }), { total: 0, inUse: 0 });
export type LicenceCounts = z.infer<typeof licences>;

/**
 * availability/{bookId}, public: counts per branch and format, and the seq numbers of the WAITING
 * holds per format in queue order (a member's position is indexOf(their hold's seq) + 1). No
 * identities: the counts are public, who holds what is not.
 */
export const availabilitySchema = z.object({
  branches: z.catch(z.partialRecord(z.enum(BRANCH_IDS), branchCounts), {}),
  digital: z.catch(z.object({ ebook: licences, audio: licences }), {
    ebook: { total: 0, inUse: 0 },
    audio: { total: 0, inUse: 0 },
  }),
  queue: z.catch(z.object({ physical: seqList, ebook: seqList, audio: seqList }), {
    physical: [],
    ebook: [],
    audio: [],
  }),
  /** The next hold's seq: holds are numbered in transaction order, first come first served. */
  nextSeq: z.catch(z.int().check(z.minimum(1)), 1),
  /**
   * When each copy or licence out on loan is due back (epoch ms, soonest first), per format: the
   * expected wait counts from these (shared/lending.ts expectedWait). No one's name, only dates.
   */
  due: z.catch(z.object({ physical: dueList, ebook: dueList, audio: dueList }), {
    physical: [],
    ebook: [],
    audio: [],
  }),
  updatedAt: time,
});
export type AvailabilityDoc = z.infer<typeof availabilitySchema>;

export const emptyAvailability = (): AvailabilityDoc => ({
  branches: {},
  digital: { ebook: { total: 0, inUse: 0 }, audio: { total: 0, inUse: 0 } },
  queue: { physical: [], ebook: [], audio: [] },
  nextSeq: 1,
  due: { physical: [], ebook: [], audio: [] },
  updatedAt: null,
});

// ---------------------------------------------------------------- loans

export const LOAN_STATES = ['active', 'returned'] as const;
/** How a loan ended: the copy came back, or it was reported lost, or claimed returned and not found. */
export const LOAN_ENDINGS = ['returned', 'lost', 'claimedReturned'] as const;
export type LoanEnding = (typeof LOAN_ENDINGS)[number];
/** The last due notice a loan was given: the sweep finds the loans still owed one by this field. */
export const LOAN_ANNOUNCEMENTS = ['none', 'dueSoon', 'overdue'] as const;

/** loans/{loanId}: the member's (uid) loan of a copy (barcode) or a licence (barcode null). */
export const loanSchema = z.object({
  /** The borrower while active; '' once returned (no lending history without the member's consent). */
  uid: text,
  /** How the desk names the borrower (display name, never public). */
  memberName: text,
  bookId: text,
  bookTitle: text,
  format,
  barcode: nullableText,
  /** Where a physical copy was lent; null for digital. */
  branchId,
  borrowedAt: time,
  dueAt: time,
  renewals: count,
  state: z.catch(z.enum(LOAN_STATES), 'active'),
  returnedAt: time,
  /** Once returned: how it ended (a lost copy closes its loan too; the library is fine-free). */
  endedAs: z.catch(z.enum(LOAN_ENDINGS), 'returned'),
  /** The borrower deleted their account while the copy was out: still owed, but no notices go out. */
  accountClosed: flag(false),
  /** The last due notice given (the sweep's), reset by a renewal so the new date is announced. */
  announced: z.catch(z.enum(LOAN_ANNOUNCEMENTS), 'none'),
  /** Overdue notices given so far (the first, then weekly, at most LENDING.OVERDUE_NOTICES). */
  overdueTold: count,
  /** When the next weekly overdue notice is due; null when none is (not overdue, or told enough). */
  remindAt: time,
});
export type LoanDoc = z.infer<typeof loanSchema>;

export function newLoan(
  member: { uid: string; name: string },
  book: { id: string; title: string },
  unit: { format: Format; barcode: string | null; branchId: BranchId | null },
  now: Date,
): LoanDoc {
  return {
    uid: member.uid,
    memberName: member.name,
    bookId: book.id,
    bookTitle: book.title,
    format: unit.format,
    barcode: unit.barcode,
    branchId: unit.branchId,
    borrowedAt: now,
    dueAt: addDays(now, LENDING.LOAN_DAYS),
    renewals: 0,
    state: 'active',
    returnedAt: null,
    endedAs: 'returned',
    accountClosed: false,
    announced: 'none',
    overdueTold: 0,
    remindAt: null,
  };
}

/** A loan's fields once it has had its `told`-th overdue notice: the next one a week on, unless that was the last. */
export const overdueToldUpdate = (told: number, now: Date) => ({
  announced: 'overdue' as const,
  overdueTold: told,
  remindAt: told < LENDING.OVERDUE_NOTICES ? addDays(now, LENDING.OVERDUE_REMINDER_DAYS) : null,
});

/**
 * The id of a loan's `n`-th overdue notice: the first is overdue_<loanId> like every notice, the
 * weekly ones overdue_<loanId>_<n>, so each is a notice (and an e-mail) of its own, once.
 */
export const overdueNoticeKey = (loanId: string, n: number) => (n <= 1 ? loanId : `${loanId}_${n}`);

// ---------------------------------------------------------------- holds

/**
 * A physical hold goes waiting -> transit -> ready when its copy comes from another branch (while
 * it waits for that copy to be pulled, `barcode` already names it), waiting -> ready when a copy
 * is checked in at its pickup branch.
 */
export const HOLD_STATES = ['waiting', 'transit', 'ready', 'fulfilled', 'cancelled', 'expired'] as const;
export type HoldState = (typeof HOLD_STATES)[number];
/** The holds that count against MAX_HOLDS and block a second hold on the same title. */
export const OPEN_HOLD_STATES = ['waiting', 'transit', 'ready'] as const satisfies readonly HoldState[];

/** holds/{holdId}: the member's (uid) place in a title's queue for one format. */
export const holdSchema = z.object({
  /** The member while waiting or ready; '' once closed (fulfilled, cancelled, expired). */
  uid: text,
  /** How the desk names the member at pickup. */
  memberName: text,
  bookId: text,
  bookTitle: text,
  format,
  /** Physical holds only. */
  pickupBranchId: branchId,
  seq: count,
  placedAt: time,
  state: z.catch(z.enum(HOLD_STATES), 'waiting'),
  /** The copy set aside at the pickup branch once ready, or on its way there (physical). */
  barcode: nullableText,
  /** The branch that copy comes from, while it is pulled or travels. */
  fromBranchId: branchId,
  /** The day the travelling copy is expected on the pickup branch's hold shelf. */
  expectedAt: time,
  readyAt: time,
  readyUntil: time,
  /**
   * Paused by the member until this library day begins (shared/lending.ts isPaused): it keeps its
   * place in the queue, and a copy or licence that comes free meanwhile goes to the next member.
   */
  pausedUntil: time,
  /** The last library day the member wants it: once that day ends the hold expires (noLongerNeeded). */
  notNeededAfter: time,
});
export type HoldDoc = z.infer<typeof holdSchema>;

export function newHold(
  member: { uid: string; name: string },
  book: { id: string; title: string },
  wanted: { format: Format; pickupBranchId: BranchId | null },
  seq: number,
  now: Date,
): HoldDoc {
  return {
    uid: member.uid,
    memberName: member.name,
    bookId: book.id,
    bookTitle: book.title,
    format: wanted.format,
    pickupBranchId: wanted.format === 'physical' ? wanted.pickupBranchId : null,
    seq,
    placedAt: now,
    state: 'waiting',
    barcode: null,
    fromBranchId: null,
    expectedAt: null,
    readyAt: null,
    readyUntil: null,
    pausedUntil: null,
    notNeededAfter: null,
  };
}

/** The fields that put an open hold back to waiting, naming no copy (its place in the queue is its seq). */
export const holdWaitingUpdate = {
  state: 'waiting' as const,
  barcode: null,
  fromBranchId: null,
  expectedAt: null,
  readyAt: null,
  readyUntil: null,
};

/** The fields that make a waiting hold ready: a copy set aside (physical) or a licence kept, until readyUntil. */
export const holdReadyUpdate = (barcode: string | null, now: Date) => ({
  state: 'ready' as const,
  barcode,
  fromBranchId: null,
  expectedAt: null,
  readyAt: now,
  readyUntil: addDays(now, LENDING.PICKUP_DAYS),
});

// ---------------------------------------------------------------- notices

export { NOTICE_KINDS, type NoticeKind };

/** notices/{kind_loanOrHoldId}: one in-app message to a member; the id makes each notice happen once. */
export const noticeSchema = z.object({
  uid: text,
  kind: z.catch(z.enum(NOTICE_KINDS), 'holdReady'),
  bookId: text,
  bookTitle: text,
  branchId,
  /** The date the notice is about: readyUntil (hold ready or expired), expectedAt (hold in transit) or dueAt (loan). */
  at: time,
  createdAt: time,
  readAt: time,
});
export type NoticeDoc = z.infer<typeof noticeSchema>;

export const noticeId = (kind: NoticeKind, loanOrHoldId: string) => `${kind}_${loanOrHoldId}`;

export function newNotice(
  kind: NoticeKind,
  about: { uid: string; bookId: string; bookTitle: string; branchId: BranchId | null; at: Date | null },
  now: Date,
): NoticeDoc {
  return { ...about, kind, createdAt: now, readAt: null };
}

// ---------------------------------------------------------------- reading history

/** profiles/{uid}/history/{loanId}: a returned loan, kept only while the member has history on. */
export const historyEntrySchema = z.object({
  bookId: text,
  bookTitle: text,
  format,
  borrowedAt: time,
  returnedAt: time,
});
export type HistoryEntryDoc = z.infer<typeof historyEntrySchema>;

export const historyEntryOf = (loan: LoanDoc, returnedAt: Date): HistoryEntryDoc => ({
  bookId: loan.bookId,
  bookTitle: loan.bookTitle,
  format: loan.format,
  borrowedAt: loan.borrowedAt,
  returnedAt,
});

// ---------------------------------------------------------------- library cards

/**
 * cards/{number}: a member's library card (shared/library-card.ts). The number is the id, so the
 * desk finds a member from a scanned card in one read; a replaced card's document is deleted, so
 * its number finds nobody. The member's profile names their current number (cardNumber).
 */
export const cardSchema = z.object({ uid: text, issuedAt: time });
export type CardDoc = z.infer<typeof cardSchema>;

export const isDigital = (f: Format): f is DigitalFormat => (DIGITAL_FORMATS as readonly string[]).includes(f);

// ---------------------------------------------------------------- collections (all server-written)
export const copies = defineCollection('copies', copySchema);
/** One public summary per book with copies or licences: counts and the queue's seq numbers, no identities. */
export const availability = defineCollection('availability', availabilitySchema);
export const loans = defineCollection('loans', loanSchema);
export const holds = defineCollection('holds', holdSchema);
/** In-app notices to one member; the member may only set readAt. */
export const notices = defineCollection('notices', noticeSchema);
/** Library cards by number: server-only (the member reads their number on their profile). */
export const cards = defineCollection('cards', cardSchema);
/** Returned loans, only while keepReadingHistory is on. */
export const history = defineCollection('profiles/{uid}/history', historyEntrySchema);
