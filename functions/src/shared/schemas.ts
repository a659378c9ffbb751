/**
 * Zod schemas shared by the web forms and the Cloud Functions. The web app validates with them for
 * quick feedback; the functions validate again, because only the server's check counts.
 * Messages are i18n keys (see web/src/i18n), so both sides stay language-neutral.
 *
 * Written with zod/mini (same engine and results as classic zod, functional API): it tree-shakes,
 * which keeps ~17 KB gzip of validation code off every page that has a form (docs/performance.md).
 */
import { z } from 'zod/mini';
import {
  BRANCH_IDS,
  DIGITAL_FORMATS,
  FORMATS,
  LENDING,
  LIMITS,
  OUT_STATES,
  LIST_USERS_CURSOR_MAX,
  MAX_MILESTONES,
  MAX_PICKS,
  MAX_MOODS,
  MOODS,
  REPORT_REASONS,
  TARGET_AUDIENCES,
} from './constants.js';
import { ROLES } from './roles.js';
import { LANGUAGES } from './languages.js';
import { isCardNumber } from './library-card.js';

export const MSG = {
  required: 'validation.required',
  email: 'validation.email',
  url: 'validation.url',
  tooLong: 'validation.tooLong',
  date: 'validation.date',
  moods: 'validation.moods',
  nameReserved: 'validation.nameReserved',
  passwordShort: 'validation.passwordShort',
  passwordMismatch: 'validation.passwordMismatch',
  barcode: 'validation.barcode',
  pickupBranch: 'validation.pickupBranch',
  licences: 'validation.licences',
  memberQuery: 'validation.memberQuery',
  pauseUntil: 'validation.pauseUntil',
  notNeededAfter: 'validation.notNeededAfter',
  overrideReason: 'validation.overrideReason',
} as const;

/** A required, trimmed, non-blank string of bounded length. */
export const requiredText = (max: number) =>
  z
    .string({ error: MSG.required })
    .check(z.trim(), z.minLength(1, { error: MSG.required }), z.maxLength(max, { error: MSG.tooLong }));

/** An optional string: absent, empty or text up to max. */
export const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max, { error: MSG.tooLong }));

/** A trimmed, non-empty string of at most max characters (ids, tags, list items). */
export const shortText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/**
 * A document id is one path segment of safe characters: a slash, '.', '..', '__x__', '%2F' or any
 * non-ASCII letter can never reach doc() and name another document. Covers every id that exists:
 * Firestore auto-ids (20 alphanumerics), Auth uids (28 alphanumerics, the emulator's too), the
 * seeded slugs ('the-left-hand-of-darkness', 'gen-12', 'demo-admin'). Server: lib/doc-id.ts.
 */
export const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;
export const idSchema = z.string().check(z.regex(ID_PATTERN));

export const emailSchema = z.pipe(
  z
    .string({ error: MSG.required })
    .check(z.trim(), z.minLength(1, { error: MSG.required }), z.maxLength(LIMITS.email, { error: MSG.tooLong })),
  z.email({ error: MSG.email }),
);

export const passwordSchema = z
  .string({ error: MSG.required })
  .check(z.minLength(1, { error: MSG.required }), z.maxLength(LIMITS.password, { error: MSG.tooLong }));

/** A password being set (new account, reset, change): Firebase Auth's own minimum of 6 characters. */
export const newPasswordSchema = z
  .string({ error: MSG.required })
  .check(z.minLength(6, { error: MSG.passwordShort }), z.maxLength(LIMITS.password, { error: MSG.tooLong }));

/** http(s) URLs only: a javascript: or data: URL must never become an image or link source. */
export const httpUrlSchema = z.pipe(
  z.string().check(z.trim(), z.maxLength(LIMITS.url, { error: MSG.tooLong })),
  z.url({ protocol: /^https?$/, error: MSG.url }),
);

/** An optional URL field as a form sends it: empty string means none. */
export const optionalUrlSchema = z.union([z.literal(''), httpUrlSchema]);

/** Cover artwork the site itself serves (seeded books), e.g. /covers/dune.svg. */
export const LOCAL_COVER_PATTERN = /^\/covers\/[a-z0-9-]+\.svg$/;
export const coverUrlSchema = z.union([z.literal(''), z.string().check(z.regex(LOCAL_COVER_PATTERN)), httpUrlSchema]);

/** yyyy-mm-dd, as a date input gives it. */
export const isoDateSchema = z.iso.date({ error: MSG.date });

export const formatSchema = z.enum(FORMATS);
export const moodSchema = z.enum(MOODS);
export const moodsSchema = z.array(moodSchema).check(
  z.maxLength(MAX_MOODS, { error: MSG.moods }),
  z.refine((m) => new Set(m).size === m.length, { error: MSG.moods }),
);

/** What a callable without input accepts (the SDK sends null or nothing). */
export const noInputSchema = z.union([z.null(), z.undefined(), z.strictObject({})]);

// ---------------------------------------------------------------- accounts

export const roleSchema = z.enum(ROLES);

export const credentialsSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});
export type Credentials = z.infer<typeof credentialsSchema>;

// Names, profiles and registration: profile-schemas.ts (the name policy loads only with those forms).

export const createUserSchema = z.strictObject({
  email: emailSchema,
  password: newPasswordSchema,
  role: roleSchema,
});
export type CreateUserInput = z.infer<typeof createUserSchema>;

/** Forgot your password?: the address to send the reset link to. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** A new password typed twice (reset and change): the two must agree. */
const confirmed = z.refine<{ newPassword: string; confirmPassword: string }>(
  (v) => v.newPassword === v.confirmPassword,
  { error: MSG.passwordMismatch, path: ['confirmPassword'] },
);

export const newPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .check(confirmed);
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

/** Change password on /profile: the current one first (Firebase asks for a recent sign-in). */
export const changePasswordSchema = z
  .object({ currentPassword: passwordSchema, newPassword: newPasswordSchema, confirmPassword: z.string() })
  .check(confirmed);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Change e-mail on /profile: the new address, confirmed with the current password. */
export const changeEmailSchema = z.object({ newEmail: emailSchema, currentPassword: passwordSchema });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

/** Download my data (exportMyData): the language of the archive's CSV headers, values and README. */
export const exportMyDataSchema = z.strictObject({ language: z.enum(LANGUAGES) });
export type ExportMyDataInput = z.infer<typeof exportMyDataSchema>;

/** Delete my account: the member types their password to confirm. */
export const deleteAccountConfirmSchema = z.object({ currentPassword: passwordSchema });
export type DeleteAccountConfirm = z.infer<typeof deleteAccountConfirmSchema>;

export const setUserRoleSchema = z.strictObject({
  uid: idSchema,
  role: roleSchema,
});
export type SetUserRoleInput = z.infer<typeof setUserRoleSchema>;

/**
 * listUsers: one page of the admin users list. `cursor` is the opaque nextCursor of the previous
 * page (the server checks what it decodes to); `search` is an e-mail address or its beginning.
 */
export const listUsersSchema = z.strictObject({
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(LIST_USERS_CURSOR_MAX))),
  search: z.optional(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(LIMITS.email, { error: MSG.tooLong }))),
});
export type ListUsersInput = z.infer<typeof listUsersSchema>;

// ---------------------------------------------------------------- books

export const bookInputSchema = z.object({
  title: requiredText(LIMITS.title),
  author: requiredText(LIMITS.author),
  description: optionalText(LIMITS.description),
  coverUrl: coverUrlSchema,
  formats: z.array(formatSchema).check(z.maxLength(FORMATS.length)),
  tags: z.array(shortText(LIMITS.tag)).check(z.maxLength(LIMITS.tags)),
  moods: moodsSchema,
  available: z.boolean(),
  aiGenerated: z.boolean(),
});
export type BookInput = z.infer<typeof bookInputSchema>;

export const bookLanguageSchema = z.enum(LANGUAGES);

/**
 * The other-language version of a book's record as staff write it (the edit page's translation
 * section). Its provenance (origin, reviewedBy) is set by the page, and the rules check it.
 */
export const translationInputSchema = z.object({
  title: requiredText(LIMITS.title),
  author: requiredText(LIMITS.author),
  description: optionalText(LIMITS.description),
});
export type TranslationInput = z.infer<typeof translationInputSchema>;

// ---------------------------------------------------------------- AI

export const chatMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().check(z.maxLength(LIMITS.chatMessage * 4)),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const bookChatRequestSchema = z.strictObject({
  bookId: idSchema,
  message: requiredText(LIMITS.chatMessage),
});

export const generateMetadataRequestSchema = z.strictObject({
  title: requiredText(LIMITS.title),
  author: requiredText(LIMITS.author),
});

/** What the description generator must return (validated server-side before use). */
export const generatedMetadataSchema = z.object({
  description: shortText(LIMITS.description),
  tags: z.array(shortText(LIMITS.tag)).check(z.minLength(1), z.maxLength(10)),
  moods: z.array(moodSchema).check(z.minLength(1), z.maxLength(MAX_MOODS)),
});
export type GeneratedMetadata = z.infer<typeof generatedMetadataSchema>;

/** draftBookTranslation: the book, and the language to draft its record in (not its own). */
export const draftTranslationRequestSchema = z.strictObject({
  bookId: idSchema,
  language: bookLanguageSchema,
});

/** What the translation drafter must return (validated server-side before use). */
export const draftedTranslationSchema = z.object({
  title: shortText(LIMITS.title),
  author: shortText(LIMITS.author),
  description: z.string().check(z.trim(), z.maxLength(LIMITS.description)),
});
export type DraftedTranslation = z.infer<typeof draftedTranslationSchema>;

export const analyzeQueryRequestSchema = z.strictObject({
  query: requiredText(LIMITS.searchQuery),
});

/**
 * askLibrary: a reader's question, in the language the answer should be in (the page's), and on a
 * book page the book it is asked from ("Ask about similar books").
 */
export const askLibraryRequestSchema = z.strictObject({
  question: requiredText(LIMITS.askQuestion),
  language: bookLanguageSchema,
  bookId: z.optional(idSchema),
});

export const bookAnalysisSchema = z.object({
  genres: z.array(shortText(60)).check(z.maxLength(10)),
  themes: z.array(shortText(60)).check(z.maxLength(10)),
  moods: z.array(moodSchema).check(z.maxLength(MOODS.length)),
  targetAudience: z.enum(TARGET_AUDIENCES),
});
export type BookAnalysis = z.infer<typeof bookAnalysisSchema>;

// ---------------------------------------------------------------- community

/**
 * A meeting time as a datetime-local input gives it (YYYY-MM-DDTHH:mm, optional seconds), or as
 * the form sends it (that instant in ISO form, with Z or an offset). A real calendar date in the
 * years 2000..9999, so every accepted value fits a Firestore Timestamp: Date.parse alone let
 * '+275760-09-13T00:00:00.000Z' or '0000-01-01' through, and Timestamp.fromDate threw (internal).
 */
const MEETING_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,3})?)?(?:Z|[+-](?:0\d|1[0-4]):[0-5]\d)?$/;
const LATEST_TIMESTAMP_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
function isMeetingTime(value: string): boolean {
  const match = MEETING_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const instant = Date.parse(value);
  return year >= 2000 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth && instant <= LATEST_TIMESTAMP_MS;
}

/** What a group's creator sets when creating it and may edit afterwards (updateGroup). */
export const groupDetailsSchema = z.strictObject({
  description: requiredText(LIMITS.groupDescription),
  currentBookId: z.union([z.literal(''), idSchema]),
  /** A meeting time (isMeetingTime), or empty. */
  nextMeeting: z.union([
    z.literal(''),
    z.string().check(z.maxLength(40), z.refine(isMeetingTime, { error: MSG.date })),
  ]),
  /** Where it meets: a branch (and a room there), and/or a link for those who join online. */
  meetingBranch: z.optional(z.union([z.literal(''), z.enum(BRANCH_IDS)])),
  meetingRoom: z.optional(optionalText(LIMITS.meetingRoom)),
  meetingLink: z.optional(optionalUrlSchema),
});
export type GroupDetails = z.infer<typeof groupDetailsSchema>;

export const groupInputSchema = z.strictObject({
  name: requiredText(LIMITS.groupName),
  ...groupDetailsSchema.shape,
});
export type GroupInput = z.infer<typeof groupInputSchema>;

export const groupMembershipSchema = z.strictObject({
  groupId: idSchema,
});

/** updateGroup: the group and its new details (its name stays what members joined). */
export const updateGroupSchema = z.strictObject({ groupId: idSchema, ...groupDetailsSchema.shape });
export type UpdateGroupInput = z.infer<typeof updateGroupSchema>;

/** transferGroup: hand the group to `toUid`, one of its current members. */
export const transferGroupSchema = z.strictObject({
  groupId: idSchema,
  toUid: idSchema,
});

/** A milestone of a club's schedule (0: gives nothing away; see shared/documents/community.ts). */
export const milestoneSchema = z.int().check(z.minimum(0), z.maximum(MAX_MILESTONES));

export const discussionInputSchema = z.strictObject({
  title: requiredText(LIMITS.discussionTitle),
  content: requiredText(LIMITS.discussionContent),
  /** Started in this reading group (the poster must be a member of it, and it must be open). */
  groupId: z.optional(idSchema),
  /** In a group: how far into its book it reads, at most the author's own (default: theirs). */
  milestone: z.optional(milestoneSchema),
});
export type DiscussionInput = z.infer<typeof discussionInputSchema>;

export const replyInputSchema = z.strictObject({
  discussionId: idSchema,
  content: requiredText(LIMITS.reply),
  /** In a group's discussion: from the discussion's milestone to the author's own (default: theirs). */
  milestone: z.optional(milestoneSchema),
});
export type ReplyInput = z.infer<typeof replyInputSchema>;

// ---------------------------------------------------------------- book clubs (docs/community.md)

/** One milestone as the schedule form gives it: a label and an optional due day. */
export const milestoneInputSchema = z.strictObject({
  label: requiredText(LIMITS.milestoneLabel),
  dueOn: z.union([z.literal(''), isoDateSchema]),
});
export type MilestoneInput = z.infer<typeof milestoneInputSchema>;

/** setClubSchedule: the current book's milestones, in reading order. */
export const clubScheduleSchema = z.strictObject({
  groupId: idSchema,
  milestones: z.array(milestoneInputSchema).check(z.minLength(1), z.maxLength(MAX_MILESTONES)),
});
export type ClubScheduleInput = z.infer<typeof clubScheduleSchema>;

/** setReadingProgress: the caller's own milestone in the group, and whether others see their name there. */
export const readingProgressSchema = z.strictObject({
  groupId: idSchema,
  milestone: milestoneSchema,
  shareName: z.boolean(),
});
export type ReadingProgressInput = z.infer<typeof readingProgressSchema>;

/** rsvpMeeting: the caller's own answer to their group's next meeting. */
export const rsvpInputSchema = z.strictObject({
  groupId: idSchema,
  answer: z.enum(['going', 'maybe', 'notGoing']),
});

/** saveMeetingNotes: a host's notes on a meeting that has happened ('' takes them away). */
export const meetingNotesSchema = z.strictObject({
  groupId: idSchema,
  meetingId: idSchema,
  notes: optionalText(LIMITS.meetingNotes),
});
export type MeetingNotesInput = z.infer<typeof meetingNotesSchema>;

/** proposeClubPicks: up to MAX_PICKS catalogue books for the club to choose its next read from. */
export const clubPicksSchema = z.strictObject({
  groupId: idSchema,
  bookIds: z.array(idSchema).check(
    z.minLength(2),
    z.maxLength(MAX_PICKS),
    z.refine((ids) => new Set(ids).size === ids.length, { error: 'validation.invalid' }),
  ),
});

/** voteClubPick: the caller's one vote in the open round. */
export const pickVoteInputSchema = z.strictObject({ groupId: idSchema, bookId: idSchema });

/** setCoHost: the creator names a member co-host (host true) or takes it back. */
export const coHostSchema = z.strictObject({ groupId: idSchema, uid: idSchema, host: z.boolean() });

/** hostThread: a group's host (or staff) pins or closes one of its threads; absent fields stay. */
export const hostThreadSchema = z.strictObject({
  discussionId: idSchema,
  pinned: z.optional(z.boolean()),
  closed: z.optional(z.boolean()),
});

/** retagPost: the group's creator or staff move a post to another milestone. */
export const retagPostSchema = z.strictObject({
  target: z.union([
    z.strictObject({ kind: z.literal('discussion'), discussionId: idSchema }),
    z.strictObject({ kind: z.literal('reply'), discussionId: idSchema, replyId: idSchema }),
  ]),
  milestone: milestoneSchema,
});
export type RetagPostInput = z.infer<typeof retagPostSchema>;

// ---------------------------------------------------------------- own posts and moderation

const discussionTarget = z.strictObject({ kind: z.literal('discussion'), discussionId: idSchema });
const replyTarget = z.strictObject({ kind: z.literal('reply'), discussionId: idSchema, replyId: idSchema });
/** A member's post: a discussion, or one reply in it. */
export const postTargetSchema = z.union([discussionTarget, replyTarget]);
export type PostTarget = z.infer<typeof postTargetSchema>;

/** Anything a member can report: a post, a reading group, or a member's display name. */
export const reportTargetSchema = z.union([
  discussionTarget,
  replyTarget,
  z.strictObject({ kind: z.literal('group'), groupId: idSchema }),
  z.strictObject({ kind: z.literal('member'), uid: idSchema }),
  z.strictObject({ kind: z.literal('review'), reviewId: idSchema }),
]);
export type ReportTarget = z.infer<typeof reportTargetSchema>;

/** editPost: the new text, checked like a new discussion or reply. */
export const editPostSchema = z.union([
  z.strictObject({
    target: discussionTarget,
    title: requiredText(LIMITS.discussionTitle),
    content: requiredText(LIMITS.discussionContent),
  }),
  z.strictObject({ target: replyTarget, content: requiredText(LIMITS.reply) }),
]);
export type EditPostInput = z.infer<typeof editPostSchema>;

export const deletePostSchema = z.strictObject({ target: postTargetSchema });

export const reportContentSchema = z.strictObject({
  target: reportTargetSchema,
  reason: z.enum(REPORT_REASONS),
  note: optionalText(LIMITS.moderationNote),
});
export type ReportContentInput = z.infer<typeof reportContentSchema>;

export const MODERATION_ACTIONS = ['hide', 'restore', 'dismiss'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const moderateItemSchema = z.strictObject({
  itemId: idSchema,
  action: z.enum(MODERATION_ACTIONS),
  note: optionalText(LIMITS.moderationNote),
});

// ---------------------------------------------------------------- contact

export const contactMessageSchema = z.strictObject({
  name: requiredText(LIMITS.name),
  email: emailSchema,
  phone: optionalText(LIMITS.phone),
  subject: requiredText(LIMITS.subject),
  message: requiredText(LIMITS.contactMessage),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

// ---------------------------------------------------------------- lending (docs/lending.md)

export const branchIdSchema = z.enum(BRANCH_IDS);
export const digitalFormatSchema = z.enum(DIGITAL_FORMATS);

/** A copy's barcode: its document id (copies/{barcode}), as a scanner types it. */
export const barcodeSchema = z
  .string({ error: MSG.required })
  .check(
    z.trim(),
    z.minLength(1, { error: MSG.required }),
    z.maxLength(LENDING.BARCODE_MAX, { error: MSG.tooLong }),
    z.regex(ID_PATTERN, { error: MSG.barcode }),
  );

export const borrowDigitalSchema = z.strictObject({ bookId: idSchema, format: digitalFormatSchema });
export type BorrowDigitalInput = z.infer<typeof borrowDigitalSchema>;

/** returnLoan, renewLoan: one of the caller's loans. */
export const loanRefSchema = z.strictObject({ loanId: idSchema });

/** A physical hold names its pickup branch; a digital one has none. */
export const placeHoldSchema = z
  .strictObject({
    bookId: idSchema,
    format: formatSchema,
    pickupBranchId: z.optional(branchIdSchema),
  })
  .check(
    z.refine((h) => (h.format === 'physical') === (h.pickupBranchId !== undefined), {
      error: MSG.pickupBranch,
      path: ['pickupBranchId'],
    }),
  );
export type PlaceHoldInput = z.infer<typeof placeHoldSchema>;

export const holdRefSchema = z.strictObject({ holdId: idSchema });

/**
 * A day as 'YYYY-MM-DD'. Whether it is in the window (shared/library-day.ts holdDayAllowed) depends
 * on the clock, so the form and the handler check that with the same message; kept out of here so
 * every form's route does not carry the library's calendar.
 */
const holdDay = (error: string) => z.string({ error }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error }));

/** Pause a hold until a day (tomorrow at the earliest), or resume it now (null). */
export const pauseHoldSchema = z.strictObject({ holdId: idSchema, until: z.nullable(holdDay(MSG.pauseUntil)) });
export type PauseHoldInput = z.infer<typeof pauseHoldSchema>;

/** The last day a hold is wanted (today at the earliest), or none (null). */
export const notNeededAfterSchema = z.strictObject({
  holdId: idSchema,
  day: z.nullable(holdDay(MSG.notNeededAfter)),
});
export type NotNeededAfterInput = z.infer<typeof notNeededAfterSchema>;

/** Change pickup branch: a physical hold collected elsewhere. */
export const changePickupSchema = z.strictObject({ holdId: idSchema, pickupBranchId: branchIdSchema });

export const readingHistorySchema = z.strictObject({ enabled: z.boolean() });

const anEmail = z.email();
/** The desk's member lookup: a library card number (scanned or typed), or the member's e-mail address. */
export const findMemberSchema = z.strictObject({
  query: z.pipe(
    requiredText(LIMITS.email),
    z.string().check(z.refine((q) => isCardNumber(q) || anEmail.safeParse(q).success, { error: MSG.memberQuery })),
  ),
});
export type FindMemberInput = z.infer<typeof findMemberSchema>;

/** Find Member by name: the start of a member's first or last name (two letters at least). */
export const searchMembersSchema = z.strictObject({
  name: z.pipe(requiredText(LIMITS.name), z.string().check(z.refine((q) => q.length >= 2, { error: MSG.memberQuery }))),
});
export type SearchMembersInput = z.infer<typeof searchMembersSchema>;

/** Replace Card: the member whose card is lost; their old number stops working. */
export const replaceCardSchema = z.strictObject({ uid: idSchema });

/** Set copy state (copies editor): out of circulation with a note, or back on its shelf ('shelf'). */
export const setCopyStateSchema = z.strictObject({
  barcode: barcodeSchema,
  state: z.enum([...OUT_STATES, 'shelf']),
  note: optionalText(LENDING.COPY_NOTE_MAX),
});
export type SetCopyStateInput = z.infer<typeof setCopyStateSchema>;

/** Report lost (My Library): the member's own physical loan. */
export const reportLostSchema = z.strictObject({ loanId: idSchema });

/** Receive: a travelling copy scanned at the desk of `branchId`. */
export const receiveCopySchema = z.strictObject({ barcode: barcodeSchema, branchId: branchIdSchema });

export const addCopySchema = z.strictObject({
  bookId: idSchema,
  branchId: branchIdSchema,
  barcode: barcodeSchema,
  shelfMark: requiredText(LENDING.SHELF_MARK_MAX),
});
export type AddCopyInput = z.infer<typeof addCopySchema>;

const licenceCount = z
  .int({ error: MSG.licences })
  .check(z.minimum(0, { error: MSG.licences }), z.maximum(LENDING.MAX_UNITS, { error: MSG.licences }));
export const setLicencesSchema = z.strictObject({ bookId: idSchema, ebook: licenceCount, audio: licenceCount });
export type SetLicencesInput = z.infer<typeof setLicencesSchema>;
