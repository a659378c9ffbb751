/**
 * The refusal reasons the callables answer with, and the response types the web imports: part of
 * the contract between web/ and functions/. Each callable's entry (name, access, request schema,
 * response type, refusals) is in its domain's shared/contracts/<domain>.ts, its response type
 * beside it; requests are the zod schemas in schemas.ts.
 */
import type { ModerationReasonKey } from './constants.js';

/**
 * Machine-readable reasons carried in HttpsError.details.reason, so the web app can show the
 * spec's message for each case without parsing server text. The vocabulary, each reason
 * documented once: appError and every contract entry's `refusals` are typed by it, and
 * shared/contracts.test.ts keeps it to the reasons some callable may answer (its entry's list, or
 * a universal one: contracts/contract.ts).
 */
export const ERROR_REASONS = [
  'moderation-unsafe',
  'moderation-failed',
  'ai-failed',
  'ai-parse-failed',
  'rate-limited',
  /** Too many changes to one title at once (lending/title-lock.ts): try again. */
  'busy',
  'not-found',
  'validation',
  /** setUserRole: an admin may not remove their own admin role (nobody could restore it). */
  'self-demotion',
  /** createUser, requestEmailChange: the e-mail address already has an account. */
  'email-exists',
  /** requestEmailChange: the member confirmed their password too long ago (Firebase's recent sign-in). */
  'recent-sign-in',
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
  /** voteHelpful: a member does not vote for their own review. */
  'own-review',
  /** moderateItem: the action does not apply to the item as it is now (e.g. dismiss a hidden post). */
  'action-not-applicable',
  /** The reading group is closed: no new members or discussions, no more edits. */
  'group-closed',
  /** Only the group's members may start a discussion in it; only members can be handed a group. */
  'not-group-member',
  /** Only the group's current creator may edit, hand over or close it. */
  'not-group-creator',
  /** A post is tagged at most at the milestone its author has reached, and a reply not below its discussion's. */
  'milestone-not-reached',
  /** setClubSchedule: posts or members are at a milestone the new schedule would drop. */
  'schedule-in-use',
  /** openClubSpoilers: the club's meeting has not happened yet. */
  'meeting-not-past',
  /** saveMeetingNotes: notes are written after the meeting, not before. */
  'meeting-not-held',
  /** rsvpMeeting: the group has no meeting ahead to answer. */
  'no-upcoming-meeting',
  /** voteClubPick: the member already voted in this round; closeClubPicks: no vote is open. */
  'already-voted',
  'no-open-vote',
  /** postReply: a host closed the thread; hostThread, setCoHost: only the group's hosts may. */
  'thread-closed',
  'not-group-host',
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
  /** changePickup: a ready hold waits where its copy is (collect it there, or cancel it). */
  'hold-ready',
  /** The loan was already returned, or the hold is no longer waiting or ready. */
  'already-closed',
  /** checkOut: the copy is on loan, or set aside, pulled or travelling for another member's hold. */
  'copy-unavailable',
  /** checkIn: the copy is not on loan. */
  'not-on-loan',
  /** sendCopy: no hold at another branch wants the copy (it is not on a pull list). */
  'not-on-pull-list',
  /** receiveCopy: the copy is not travelling between branches. */
  'not-in-transit',
  /** checkOut, findMember, replaceCard: no member has that e-mail address or card number. */
  'member-not-found',
  /** addCopy: the barcode is taken. */
  'copy-exists',
  /** setCopyState: a copy on loan can only be lost or claimed returned (or checked in first). */
  'copy-on-loan',
  /** setCopyState, check-in: the copy is out of circulation already (lost, damaged, withdrawn...). */
  'copy-out-of-circulation',
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

/** Each callable's response type is written beside its contract entry; re-exported here for the web. */
export type {
  WhoAmIResponse,
  UserSummary,
  ListUsersResponse,
  DeleteAccountResponse,
  ExportMyDataResponse,
} from './contracts/accounts.js';
export type { BookChatResponse, AiStatusResponse } from './contracts/ai.js';
export type { GenerateMetadataResponse, DraftBookTranslationResponse } from './contracts/catalogue.js';
export type { AnalyzeSearchQueryResponse } from './contracts/search.js';
export type {
  CreatedResponse,
  GroupChangedResponse,
  MembershipResponse,
  PostReplyResponse,
  CreatedPostResponse,
  EditPostResponse,
  DeletePostResponse,
} from './contracts/community.js';
export type { ReportContentResponse, ModerateItemResponse } from './contracts/moderation.js';
export type {
  LoanResponse,
  RenewAllResponse,
  PlaceHoldResponse,
  DoneResponse,
  ReadingHistoryResponse,
  CheckOutResponse,
  CopyRouteResponse,
  LibraryCardResponse,
  DeskMember,
  MemberMatchesResponse,
  CopyResponse,
  LicencesResponse,
} from './contracts/lending.js';
