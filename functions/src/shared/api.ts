/**
 * The callable functions' names and their response shapes: the contract between web/ and
 * functions/. Requests are the zod schemas in schemas.ts.
 */
import type { Role } from './roles.js';
import type { BookAnalysis, ChatMessage, GeneratedMetadata } from './schemas.js';

export const CALLABLES = {
  whoAmI: 'whoAmI',
  listUsers: 'listUsers',
  setUserRole: 'setUserRole',
  createUser: 'createUser',
  bookChat: 'bookChat',
  generateBookMetadata: 'generateBookMetadata',
  analyzeSearchQuery: 'analyzeSearchQuery',
  createGroup: 'createGroup',
  joinGroup: 'joinGroup',
  leaveGroup: 'leaveGroup',
  updateGroup: 'updateGroup',
  transferGroup: 'transferGroup',
  closeGroup: 'closeGroup',
  createDiscussion: 'createDiscussion',
  postReply: 'postReply',
  submitContactMessage: 'submitContactMessage',
  aiStatus: 'aiStatus',
} as const;

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
  /** The reading group is closed: no new members or discussions, no more edits. */
  'group-closed',
  /** Only the group's members may start a discussion in it; only members can be handed a group. */
  'not-group-member',
  /** Only the group's current creator may edit, hand over or close it. */
  'not-group-creator',
] as const;
export type ErrorReason = (typeof ERROR_REASONS)[number];

export interface ErrorDetails {
  reason: ErrorReason;
  /** For moderation-unsafe: the moderator's reason, shown after "AI Content Validation:". */
  moderationReason?: string;
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
  /** True when the reply summoned the assistant; its answer arrives by the replies listener. */
  assistantRequested: boolean;
}
