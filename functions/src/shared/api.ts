/**
 * The callables' response shapes and refusal reasons: part of the contract between web/ and
 * functions/. Each callable's entry (name, access, request schema, response type, refusals) is in
 * its domain's shared/contracts/<domain>.ts; requests are the zod schemas in schemas.ts.
 */
import type { BranchId, ModerationReasonKey } from './constants.js';
import type { Language } from './languages.js';
import type { Role } from './roles.js';
import type { BookAnalysis, ChatMessage, DraftedTranslation, GeneratedMetadata } from './schemas.js';

/**
 * Machine-readable reasons carried in HttpsError.details.reason, so the web app can show the
 * spec's message for each case without parsing server text.
 */
export const ERROR_REASONS = [
  'moderation-unsafe',
  'moderation-failed',
  'ai-failed',
  'ai-parse-failed',
  'ai-empty',
  'rate-limited',
  /** Too many changes to one title at once (lending/title-lock.ts): try again. */
  'busy',
  'not-found',
  'validation',
  /** setUserRole: an admin may not remove their own admin role (nobody could restore it). */
  'self-demotion',
  /** createUser: the e-mail address already has an account. */
  'email-exists',
  /** The library's AI budget for the day is spent (visitors and members together). */
  'ai-budget-spent',
  /** The caller's display name is reserved (assistant, staff) or was refused by moderation. */
  'name-not-allowed',
  /** Posting to the community needs a verified e-mail address (the token's email_verified). */
  'email-unverified',
  /** editPost/deletePost: the post is not the caller's. */
  'not-author',
  /**
   * editPost, updateGroup: a held or hidden post or group cannot be edited until staff have reviewed
   * it; createDiscussion: nor posted into.
   */
  'under-review',
  /** moderateItem: the action does not apply to the item as it is now (e.g. dismiss a hidden post). */
  'action-not-applicable',
  /** The reading group is closed: no new members or discussions, no more edits. */
  'group-closed',
  /** Only the group's members may start a discussion in it; only members can be handed a group. */
  'not-group-member',
  /** Only the group's current creator may edit, hand over or close it. */
  'not-group-creator',
  // lending (docs/lending.md): every refusal has its message in the web's i18n
  /** MAX_LOANS active loans already. */
  'loan-limit',
  /** MAX_HOLDS waiting or ready holds already. */
  'hold-limit',
  /** Something is more than OVERDUE_BLOCK_DAYS overdue: no new loans, holds or renewals. */
  'overdue-block',
  /** The loan was renewed MAX_RENEWALS times. */
  'renewal-limit',
  /** Someone is waiting for this title and format: no renewal. */
  'holds-waiting',
  /** placeHold: a copy is on a shelf or a licence is free; borrow it or visit instead. */
  'unit-available',
  /** placeHold: the caller already has a waiting or ready hold on this title and format. */
  'already-holding',
  /** placeHold, borrowDigital: the caller already has this title and format on loan. */
  'already-borrowed',
  /** The title has no copies (physical) or no licences (digital) in that format. */
  'no-copies',
  /** borrowDigital: no free licence, or members waiting ahead of the caller (place a hold). */
  'none-available',
  /** returnLoan of a physical loan: copies go back at a desk. */
  'return-at-desk',
  /** The loan was already returned, or the hold is no longer waiting or ready. */
  'already-closed',
  /** checkOut: the copy is on loan, or set aside for another member's hold. */
  'copy-unavailable',
  /** checkIn: the copy is not on loan. */
  'not-on-loan',
  /** checkOut: no member has that e-mail address. */
  'member-not-found',
  /** addCopy: the barcode is taken. */
  'copy-exists',
  /** removeCopy: the copy is on loan or on the hold shelf. */
  'copy-in-use',
  /** setLicences: fewer than the licences in use (or held for ready holds). */
  'licences-in-use',
  /** addCopy, setLicences: the book has reached MAX_UNITS copies or licences. */
  'unit-limit',
] as const;
export type ErrorReason = (typeof ERROR_REASONS)[number];

export interface ErrorDetails {
  reason: ErrorReason;
  /** For moderation-unsafe: the moderator's reason, shown after "AI Content Validation:". */
  moderationReason?: string;
  /** For moderation-unsafe with a reason the server words itself: its i18n key (MODERATION_REASON_KEYS). */
  moderationReasonKey?: ModerationReasonKey;
  /** For validation: the first failing field and its i18n message key. */
  field?: string;
  messageKey?: string;
}

export interface WhoAmIResponse {
  uid: string;
  role: Role;
}

export interface UserSummary {
  uid: string;
  email: string;
  role: Role;
  createdAt: string;
}
export interface ListUsersResponse {
  /** At most LIST_USERS_PAGE_SIZE rows: newest first, or by e-mail when searching. */
  users: UserSummary[];
  /** Pass back as `cursor` for the next page; null when this page is the last. */
  nextCursor: string | null;
}

export interface BookChatResponse {
  /** What was stored for the user and book after this turn. */
  messages: ChatMessage[];
  /** 'ok' normally; 'empty' when the AI answered nothing (the spec's apology is stored instead). */
  outcome: 'ok' | 'empty';
}

export type GenerateMetadataResponse = GeneratedMetadata;
/** A draft of the book's record in the other language; `offline`: the offline provider's placeholder. */
export type DraftBookTranslationResponse = DraftedTranslation & { offline: boolean };
export type AnalyzeSearchQueryResponse = BookAnalysis;

export interface AiStatusResponse {
  /**
   * 'openai' with a configured key; 'offline' for the local, deterministic provider (emulator);
   * 'unavailable' when no key is configured in production (every AI call fails).
   */
  provider: 'openai' | 'offline' | 'unavailable';
}

export interface CreatedResponse {
  id: string;
}

/** updateGroup, transferGroup, closeGroup: the group changed (the page shows it through its listener). */
export interface GroupChangedResponse {
  id: string;
}

export interface MembershipResponse {
  /** Whether the caller is a member after the call (join and leave are idempotent). */
  member: boolean;
}

export interface PostReplyResponse {
  id: string;
  /** The moderator was unsure: the reply is saved but held until staff review it. */
  held: boolean;
  /** True when the reply summoned the assistant; its answer arrives by the replies listener. */
  assistantRequested: boolean;
}

export interface DeleteAccountResponse {
  /** Always true: the caller's account and private data are gone (the call fails otherwise). */
  deleted: true;
}

export interface CreatedPostResponse {
  id: string;
  /** The moderator was unsure: the post is saved but held until staff review it. */
  held: boolean;
}

export interface EditPostResponse {
  /** The edit was moderated as unsure: the post is now held until staff review it. */
  held: boolean;
}

export interface DeletePostResponse {
  /** 'removed': the post is gone; 'marked': a discussion with others' replies now reads "Deleted by its author". */
  outcome: 'removed' | 'marked';
}

/** The same quiet answer whether this is the member's first report of the item or a repeat. */
export interface ReportContentResponse {
  received: true;
}

export interface ModerateItemResponse {
  /** What the target is after the action. */
  status: 'visible' | 'hidden';
}

// ---------------------------------------------------------------- lending (docs/lending.md)
// Dates travel as ISO strings.

/** borrowDigital, renewLoan. */
export interface LoanResponse {
  loanId: string;
  dueAt: string;
}

export interface PlaceHoldResponse {
  holdId: string;
  seq: number;
  /** 1 = next in line (the live position is availability.queue: see shared/lending.ts). */
  position: number;
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
}

export interface CheckInResponse {
  /** 'shelf': put it back on the shelf; 'hold': set it aside for the member named, at pickupBranchId. */
  outcome: 'shelf' | 'hold';
  bookTitle: string;
  /** The title in each language the book's record has: the desk shows the reader's. */
  bookTitles: Partial<Record<Language, string>>;
  /** The copy's own branch (where it is shelved). */
  branchId: BranchId;
  holdMemberName?: string;
  pickupBranchId?: BranchId;
  readyUntil?: string;
}

export interface CopyResponse {
  barcode: string;
}

export interface LicencesResponse {
  ebook: number;
  audio: number;
}
