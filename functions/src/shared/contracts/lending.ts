/**
 * The lending domain's callables (functions/src/lending/, docs/lending.md): members borrow, return,
 * renew and hold; staff work the desk and the copies editor. Every change to a title waits its turn
 * on the title (title-lock.ts), which answers 'busy' after too long a wait; a loan, hold, copy or
 * book that is missing, or another member's, is 'not-found' (circulation.ts).
 */
import type { BranchId, Format } from '../constants.js';
import type { HoldState, NoticeKind } from '../documents/lending.js';
import type { Language } from '../languages.js';
import type { ErrorReason } from '../api.js';
import * as desk from '../desk-schemas.js';
import * as schemas from '../schemas.js';
import type { Contract } from './contract.js';

// Responses: dates travel as ISO strings.

/** borrowDigital, renewLoan. */
export interface LoanResponse {
  loanId: string;
  dueAt: string;
}

export interface PlaceHoldResponse {
  holdId: string;
  seq: number;
  /**
   * 1 = next in line (the live position is availability.queue: see shared/lending.ts); 0 when a
   * copy on another branch's shelf was pulled for the hold at once.
   */
  position: number;
}

/** renewAll: each active loan, renewed (its new due date) or refused with its own reason. */
export interface RenewAllResponse {
  results: Array<{
    loanId: string;
    bookId: string;
    bookTitle: string;
    renewed: boolean;
    dueAt: string | null;
    reason: ErrorReason | null;
  }>;
}

/** returnLoan, cancelHold, removeCopy: done (idempotent where it can be). */
export interface DoneResponse {
  done: true;
}

export interface ReadingHistoryResponse {
  enabled: boolean;
}

export interface CheckOutResponse {
  loanId: string;
  dueAt: string;
  /** How the desk greets the member (first name and last initial, or a masked e-mail). */
  memberName: string;
  bookTitle: string;
  /** The title in each language the book's record has: the desk shows the reader's. */
  bookTitles: Partial<Record<Language, string>>;
  /** Where it was lent, and the last 4 digits of the member's card: the receipt's lines. */
  branchId: BranchId;
  cardLast4: string | null;
  /** Asked for (emailReceipt): whether it was queued; false when the address is not confirmed. */
  receiptEmailed?: boolean;
}

/** checkIn, sendCopy, receiveCopy: where the scanned copy goes now, for the desk to say. */
export interface CopyRouteResponse {
  /**
   * 'shelf': back on the shelf at branchId. 'hold': onto branchId's hold shelf for the member named,
   * until readyUntil. 'transit': into the van to pickupBranchId for the member named, expected there
   * on expectedAt. 'onward': scanned at a branch it is not going to; it travels on to pickupBranchId
   * (nothing changed).
   */
  outcome: 'shelf' | 'hold' | 'transit' | 'onward';
  bookTitle: string;
  /** The title in each language the book's record has: the desk shows the reader's. */
  bookTitles: Partial<Record<Language, string>>;
  /** Where the copy is now. */
  branchId: BranchId;
  holdMemberName?: string;
  pickupBranchId?: BranchId;
  readyUntil?: string;
  expectedAt?: string;
  /** checkIn: the borrower's library card, last 4 digits only (the return receipt); null without one. */
  cardLast4?: string | null;
  /** checkIn with emailReceipt: whether the return receipt was queued for the borrower. */
  receiptEmailed?: boolean;
}

/** getLibraryCard, replaceCard. */
export interface LibraryCardResponse {
  cardNumber: string;
}

/** findMember: who is at the counter (dates as ISO strings). */
export interface DeskMember {
  uid: string;
  /** How the desk greets them (first name and last initial, or a masked e-mail). */
  name: string;
  /** The desk's Check Out takes it from here: nothing typed again. */
  email: string;
  cardNumber: string | null;
  /** A loan more than OVERDUE_BLOCK_DAYS overdue: no new loans, holds or renewals. */
  blocked: boolean;
  loans: Array<{
    loanId: string;
    bookId: string;
    bookTitle: string;
    format: Format;
    barcode: string | null;
    dueAt: string | null;
    /** Past its due date at the time of the lookup (the server's clock). */
    overdue: boolean;
  }>;
  holds: Array<{
    holdId: string;
    bookId: string;
    bookTitle: string;
    format: Format;
    state: HoldState;
    pickupBranchId: BranchId | null;
    readyUntil: string | null;
    expectedAt: string | null;
  }>;
  /** The member's latest notices (NOTICES_AT_DESK, newest first): what they were told, and whether they opened it. */
  notices: Array<{
    kind: NoticeKind;
    bookId: string;
    bookTitle: string;
    createdAt: string | null;
    read: boolean;
  }>;
}

/** searchMembers: the members whose first or last name begins with what the desk typed. */
export interface MemberMatchesResponse {
  members: Array<{
    uid: string;
    /** First and last name as the member wrote them (the desk must tell two Saras apart). */
    fullName: string;
    email: string;
    /** The desk looks the chosen one up by card (or e-mail, before a card is issued). */
    cardNumber: string | null;
  }>;
}

export interface CopyResponse {
  barcode: string;
}

export interface LicencesResponse {
  ebook: number;
  audio: number;
}

/** What every call that changes a title may answer: the loan, hold, copy or book is gone or another member's, or the title stayed busy. */
const ON_A_TITLE = ['not-found', 'busy'] as const;

export const LENDING_CONTRACTS = {
  // members
  borrowDigital: {
    access: 'signedIn',
    verifiedEmail: true,
    input: schemas.borrowDigitalSchema,
    output: {} as LoanResponse,
    refusals: [...ON_A_TITLE, 'overdue-block', 'already-borrowed', 'loan-limit', 'no-copies', 'none-available'],
  },
  returnLoan: {
    access: 'signedIn',
    input: schemas.loanRefSchema,
    output: {} as DoneResponse,
    refusals: [...ON_A_TITLE, 'return-at-desk', 'already-closed'],
  },
  renewLoan: {
    access: 'signedIn',
    input: schemas.loanRefSchema,
    output: {} as LoanResponse,
    refusals: [...ON_A_TITLE, 'already-closed', 'overdue-block', 'renewal-limit', 'holds-waiting'],
  },
  reportLost: {
    access: 'signedIn',
    input: schemas.reportLostSchema,
    output: {} as DoneResponse,
    refusals: [...ON_A_TITLE, 'already-closed'],
  },
  renewAll: {
    access: 'signedIn',
    input: schemas.noInputSchema,
    output: {} as RenewAllResponse,
    refusals: [],
  },
  placeHold: {
    access: 'signedIn',
    verifiedEmail: true,
    input: schemas.placeHoldSchema,
    output: {} as PlaceHoldResponse,
    refusals: [
      ...ON_A_TITLE,
      'overdue-block',
      'no-copies',
      'already-borrowed',
      'already-holding',
      'hold-limit',
      'unit-available',
    ],
  },
  changePickup: {
    access: 'signedIn',
    input: schemas.changePickupSchema,
    output: {} as DoneResponse,
    refusals: [...ON_A_TITLE, 'hold-ready', 'already-closed'],
  },
  pauseHold: {
    access: 'signedIn',
    input: schemas.pauseHoldSchema,
    output: {} as DoneResponse,
    refusals: [...ON_A_TITLE, 'hold-ready', 'already-closed'],
  },
  setNotNeededAfter: {
    access: 'signedIn',
    input: schemas.notNeededAfterSchema,
    output: {} as DoneResponse,
    refusals: [...ON_A_TITLE, 'hold-ready', 'already-closed'],
  },
  cancelHold: {
    access: 'signedIn',
    input: schemas.holdRefSchema,
    output: {} as DoneResponse,
    refusals: [...ON_A_TITLE, 'already-closed'],
  },
  getLibraryCard: {
    access: 'signedIn',
    input: schemas.noInputSchema,
    output: {} as LibraryCardResponse,
    refusals: ['not-found', 'busy'],
  },
  setReadingHistory: {
    access: 'signedIn',
    input: schemas.readingHistorySchema,
    output: {} as ReadingHistoryResponse,
    refusals: [],
  },
  // staff: the desk and the copies editor
  checkOut: {
    access: 'staff',
    input: desk.checkOutSchema,
    output: {} as CheckOutResponse,
    refusals: [
      ...ON_A_TITLE,
      'member-not-found',
      'copy-unavailable',
      'overdue-block',
      'already-borrowed',
      'loan-limit',
    ],
  },
  findMember: {
    access: 'staff',
    input: schemas.findMemberSchema,
    output: {} as DeskMember,
    refusals: ['member-not-found'],
  },
  searchMembers: {
    access: 'staff',
    input: schemas.searchMembersSchema,
    output: {} as MemberMatchesResponse,
    refusals: [],
  },
  replaceCard: {
    access: 'staff',
    input: schemas.replaceCardSchema,
    output: {} as LibraryCardResponse,
    refusals: ['member-not-found', 'not-found', 'busy'],
  },
  checkIn: {
    access: 'staff',
    input: desk.checkInSchema,
    output: {} as CopyRouteResponse,
    refusals: [...ON_A_TITLE, 'not-on-loan'],
  },
  sendCopy: {
    access: 'staff',
    input: desk.copyRefSchema,
    output: {} as CopyRouteResponse,
    refusals: [...ON_A_TITLE, 'not-on-pull-list'],
  },
  receiveCopy: {
    access: 'staff',
    input: schemas.receiveCopySchema,
    output: {} as CopyRouteResponse,
    refusals: [...ON_A_TITLE, 'not-in-transit'],
  },
  addCopy: {
    access: 'staff',
    input: schemas.addCopySchema,
    output: {} as CopyResponse,
    refusals: [...ON_A_TITLE, 'copy-exists', 'unit-limit'],
  },
  setCopyState: {
    access: 'staff',
    input: schemas.setCopyStateSchema,
    output: {} as DoneResponse,
    refusals: [...ON_A_TITLE, 'copy-on-loan', 'not-on-loan', 'copy-out-of-circulation'],
  },
  removeCopy: {
    access: 'staff',
    input: desk.copyRefSchema,
    output: {} as DoneResponse,
    refusals: [...ON_A_TITLE, 'copy-in-use'],
  },
  setLicences: {
    access: 'staff',
    input: schemas.setLicencesSchema,
    output: {} as LicencesResponse,
    refusals: [...ON_A_TITLE, 'licences-in-use'],
  },
} as const satisfies Record<string, Contract>;
