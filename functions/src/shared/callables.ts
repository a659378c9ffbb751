/**
 * The callables' one typed contract: each name (CALLABLES in api.ts) with its request schema
 * (schemas.ts) and response type (api.ts). The server wrapper (functions/src/lib/callable.ts)
 * validates with the schema and types the handler from it; the web client
 * (web/src/lib/firebase/functions.ts) and the test client (testing/clients.ts) take their
 * types from here. The web imports this file only as types, so no route bundles every schema.
 */
import type { z } from 'zod/mini';
import type * as api from './api.js';
import type { CALLABLES } from './api.js';
import * as schemas from './schemas.js';

export type CallableName = keyof typeof CALLABLES;

interface Contract {
  input: z.ZodMiniType;
  /** Only its type is used: the response the handler returns and the caller receives. */
  output: unknown;
}

export const CALLABLE_CONTRACTS = {
  whoAmI: { input: schemas.noInputSchema, output: {} as api.WhoAmIResponse },
  listUsers: { input: schemas.listUsersSchema, output: {} as api.ListUsersResponse },
  setUserRole: { input: schemas.setUserRoleSchema, output: {} as api.UserSummary },
  createUser: { input: schemas.createUserSchema, output: {} as api.UserSummary },
  bookChat: { input: schemas.bookChatRequestSchema, output: {} as api.BookChatResponse },
  generateBookMetadata: { input: schemas.generateMetadataRequestSchema, output: {} as api.GenerateMetadataResponse },
  draftBookTranslation: {
    input: schemas.draftTranslationRequestSchema,
    output: {} as api.DraftBookTranslationResponse,
  },
  analyzeSearchQuery: { input: schemas.analyzeQueryRequestSchema, output: {} as api.AnalyzeSearchQueryResponse },
  createGroup: { input: schemas.groupInputSchema, output: {} as api.CreatedResponse },
  joinGroup: { input: schemas.groupMembershipSchema, output: {} as api.MembershipResponse },
  leaveGroup: { input: schemas.groupMembershipSchema, output: {} as api.MembershipResponse },
  createDiscussion: { input: schemas.discussionInputSchema, output: {} as api.CreatedPostResponse },
  updateGroup: { input: schemas.updateGroupSchema, output: {} as api.GroupChangedResponse },
  transferGroup: { input: schemas.transferGroupSchema, output: {} as api.GroupChangedResponse },
  closeGroup: { input: schemas.groupMembershipSchema, output: {} as api.GroupChangedResponse },

  postReply: { input: schemas.replyInputSchema, output: {} as api.PostReplyResponse },
  submitContactMessage: { input: schemas.contactMessageSchema, output: {} as api.CreatedResponse },
  aiStatus: { input: schemas.noInputSchema, output: {} as api.AiStatusResponse },
  deleteAccount: { input: schemas.noInputSchema, output: {} as api.DeleteAccountResponse },
  editPost: { input: schemas.editPostSchema, output: {} as api.EditPostResponse },
  deletePost: { input: schemas.deletePostSchema, output: {} as api.DeletePostResponse },
  reportContent: { input: schemas.reportContentSchema, output: {} as api.ReportContentResponse },
  moderateItem: { input: schemas.moderateItemSchema, output: {} as api.ModerateItemResponse },
  borrowDigital: { input: schemas.borrowDigitalSchema, output: {} as api.LoanResponse },
  returnLoan: { input: schemas.loanRefSchema, output: {} as api.DoneResponse },
  renewLoan: { input: schemas.loanRefSchema, output: {} as api.LoanResponse },
  placeHold: { input: schemas.placeHoldSchema, output: {} as api.PlaceHoldResponse },
  cancelHold: { input: schemas.holdRefSchema, output: {} as api.DoneResponse },
  setReadingHistory: { input: schemas.readingHistorySchema, output: {} as api.ReadingHistoryResponse },
  checkOut: { input: schemas.checkOutSchema, output: {} as api.CheckOutResponse },
  checkIn: { input: schemas.copyRefSchema, output: {} as api.CheckInResponse },
  addCopy: { input: schemas.addCopySchema, output: {} as api.CopyResponse },
  removeCopy: { input: schemas.copyRefSchema, output: {} as api.DoneResponse },
  setLicences: { input: schemas.setLicencesSchema, output: {} as api.LicencesResponse },
} satisfies Record<CallableName, Contract>;

/**
 * The callables that need a verified e-mail address (the token's email_verified): refused with
 * failed-precondition, reason 'email-unverified', before their input is read. One list, so the
 * wrapper, the tests (tests/accounts/verified-email.test.ts walks every callable) and
 * docs/security.md ("Who needs a verified address") agree. What is on it: anything others read
 * (posts, groups, reports), and anything that takes a share of what the library lends (a licence,
 * a place in a hold queue), so a throwaway address can neither post nor tie up books. What is not:
 * reading, book chat, giving back (return, cancel, leave), renewing (a desk loan was lent in person),
 * one's own settings, the contact form (open to visitors) and staff work (staff accounts are made
 * by admins).
 */
export const NEEDS_VERIFIED_EMAIL = [
  'createGroup',
  'joinGroup',
  'updateGroup',
  'createDiscussion',
  'postReply',
  'editPost',
  'reportContent',
  'borrowDigital',
  'placeHold',
] as const satisfies readonly CallableName[];

export const needsVerifiedEmail = (name: CallableName): boolean =>
  (NEEDS_VERIFIED_EMAIL as readonly CallableName[]).includes(name);

type Contracts = typeof CALLABLE_CONTRACTS;
/** What a caller sends (before the schema trims and defaults). */
export type CallableInput<N extends CallableName> = z.input<Contracts[N]['input']>;
/** What the handler receives: the parsed request. */
export type CallableData<N extends CallableName> = z.output<Contracts[N]['input']>;
export type CallableOutput<N extends CallableName> = Contracts[N]['output'];
