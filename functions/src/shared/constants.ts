/** Business constants of the spec (section 9). */
export const MOODS = ['happy', 'down', 'calm', 'stressed', 'curious', 'tired'] as const;
export type Mood = (typeof MOODS)[number];
export const MAX_MOODS = 2;

export const FORMATS = ['ebook', 'physical', 'audio'] as const;
export type Format = (typeof FORMATS)[number];
/** The formats lent as licences (no copy on a shelf): borrowed and returned online. */
export const DIGITAL_FORMATS = ['ebook', 'audio'] as const;
export type DigitalFormat = (typeof DIGITAL_FORMATS)[number];

/** The Main Office and the six branches on /contact, in that order (names: i18n common:branches.<id>). */
/**
 * What the library tells a member about, in the app and by e-mail (notices/, mail/; the profile's
 * e-mail settings name these too, so they live here rather than with the lending schemas; the
 * other e-mail kinds are in mail-kinds.ts).
 */
export const NOTICE_KINDS = ['holdReady', 'holdTransit', 'dueSoon', 'overdue', 'holdExpired', 'loanEnded'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const BRANCH_IDS = ['main', 'al-rashidya', 'al-twar', 'al-mankhool', 'hatta', 'al-safa', 'hor-al-anz'] as const;
export type BranchId = (typeof BRANCH_IDS)[number];

/**
 * A copy out of circulation (issue 29): not counted, in no queue. 'claimedReturned': the member
 * says it came back, the library cannot find it. (Here, not beside the copy schema, so the
 * request schemas need not import the documents.)
 */
export const OUT_STATES = ['lost', 'damaged', 'claimedReturned', 'missing', 'withdrawn'] as const;
export type OutState = (typeof OUT_STATES)[number];

/** The rules of circulation (docs/lending.md). Periods in days. */
export const LENDING = {
  /** Every loan, any format. */
  LOAN_DAYS: 14,
  /** Each renewal moves the due date LOAN_DAYS on. */
  MAX_RENEWALS: 2,
  /** How long a ready hold waits for its member. */
  PICKUP_DAYS: 7,
  /** The day a copy pulled at one branch is expected on another's hold shelf (the van runs daily). */
  TRANSIT_DAYS: 2,
  /** A dueSoon notice is sent this close to the due date. */
  DUE_SOON_DAYS: 3,
  /** An overdue loan is told again this many days after its last overdue notice... */
  OVERDUE_REMINDER_DAYS: 7,
  /** ...until it has had this many overdue notices in all. */
  OVERDUE_NOTICES: 3,
  /** Anything overdue by more than this blocks new loans, holds and renewals. */
  OVERDUE_BLOCK_DAYS: 30,
  MAX_LOANS: 10,
  /** Waiting plus ready holds. */
  MAX_HOLDS: 5,
  /** The most copies a book may have, and licences per digital format (bounds the availability summary). */
  MAX_UNITS: 200,
  /** Barcode and shelf mark lengths. */
  BARCODE_MAX: 40,
  SHELF_MARK_MAX: 40,
  /** Why a copy left circulation (setCopyState's note), and why staff override a limit. */
  COPY_NOTE_MAX: 200,
  /** How far ahead a hold may be paused, or given a "not needed after" day. */
  HOLD_DATE_MAX_DAYS: 365,
} as const;
export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The library's calendar: a day a member picks (pause a hold until, not needed after) starts at
 * midnight in the branches' time zone. Dubai keeps UTC+4 all year (no daylight saving), so a
 * fixed offset is exact; the web shows those days in LIBRARY_TIME_ZONE.
 */
export const LIBRARY_TIME_ZONE = 'Asia/Dubai';
export const LIBRARY_UTC_OFFSET_MS = 4 * 60 * 60 * 1000;

export const INTERESTS = [
  'Fiction',
  'Non-Fiction',
  'Science Fiction',
  'Fantasy',
  'Mystery',
  'Romance',
  'Biography',
  'History',
  'Science',
  'Technology',
  'Art',
  'Philosophy',
  'Psychology',
  'Business',
  'Self-Help',
  'Poetry',
  'Drama',
  'Travel',
  'Cooking',
  'Health',
] as const;

export const TARGET_AUDIENCES = ['adult', 'young-adult', 'children'] as const;

export const GENERATED_TAG_COUNT = 5;
export const GENERATED_MOOD_COUNT = 2;

export const REGISTRATION_REDIRECT_MS = 2000;
export const CONTACT_SEND_DELAY_MS = 1000;
export const CHAT_PANEL_HEIGHT_PX = 400;

/** A reply mentioning this summons the discussion assistant. */
export const ASSISTANT_MENTION = '@dplAI';
/** The name the assistant's replies are shown under. */
export const ASSISTANT_NAME = 'dplAI';

/** Cards per page on /books; a page is one cursor query. */
export const BOOK_PAGE_SIZE = 24;

/** Reading groups on /community at first and per "show more" (the first page is a first screen). */
export const GROUP_PAGE_SIZE = 12;

/** Rows per page of the admin users list (listUsers); a page is one cursor query. */
export const LIST_USERS_PAGE_SIZE = 50;
/** Upper bound of a listUsers cursor as the server hands it out (an e-mail, a uid and a little framing). */
export const LIST_USERS_CURSOR_MAX = 1024;

/**
 * The largest page a client may ask for, per collection: firestore.rules refuses a list query
 * without a limit or above it (limitedTo), so nobody pages through a collection in big pages.
 * Keep the two in step.
 */
export const QUERY_CAPS = {
  books: 100,
  /** Smart search ranks up to this many candidates. */
  bookSearch: 200,
  groups: 100,
  members: 100,
  /** A group's meeting records (its page lists the latest, newest first). */
  meetings: 50,
  discussions: 100,
  replies: 200,
  contactMessages: 100,
  auditLog: 100,
  profiles: 100,
  /** The staff moderation queue, and one item's reports. */
  moderationItems: 100,
  reports: 100,
  copies: 100,
  availability: 100,
  loans: 100,
  holds: 100,
  notices: 100,
  history: 100,
  /** A member's shelf entries, or their ratings, in one page. */
  reading: 100,
} as const;

/** The most milestones a club's reading schedule has (a book in up to 20 parts). */
export const MAX_MILESTONES = 20;
/** The most books a club's creator proposes for the next read (club picks). */
export const MAX_PICKS = 5;

/** Input size caps (characters). They bound cost and abuse; the UI shows them as limits. */
export const LIMITS = {
  title: 200,
  author: 200,
  description: 5000,
  url: 2048,
  tag: 40,
  tags: 20,
  name: 100,
  fieldOfStudy: 100,
  groupName: 100,
  groupDescription: 2000,
  /** A milestone of a club's reading schedule ("Chapters 1-9"). */
  milestoneLabel: 60,
  /** A meeting's room at its branch ("Room 2, first floor"). */
  meetingRoom: 80,
  /** A host's notes after a meeting. */
  meetingNotes: 4000,
  discussionTitle: 200,
  discussionContent: 10000,
  reply: 5000,
  chatMessage: 2000,
  chatHistory: 40,
  searchQuery: 200,
  /** A question to "Ask the library". */
  askQuestion: 300,
  contactMessage: 5000,
  subject: 200,
  phone: 40,
  email: 254,
  password: 128,
  /** A reporter's optional note, and a moderator's note on an action. */
  moderationNote: 500,
} as const;

/**
 * A translation's provenance: drafted by the AI (not yet reviewed) or written/accepted by library
 * staff. (A book's record is written in one of the site's languages, shared/languages.ts.)
 */
export const TRANSLATION_ORIGINS = ['ai', 'librarian'] as const;
export type TranslationOrigin = (typeof TRANSLATION_ORIGINS)[number];

/**
 * Per-caller limits: [max calls, window in seconds]. A member is counted by account, a visitor by
 * network address; visitors from a branch's address (BRANCH_ADDRESSES) get BRANCH_LIMIT_FACTOR
 * times as many, since a branch full of readers shares one address behind NAT.
 */
export const RATE_LIMITS = {
  bookChat: [20, 60],
  generateMetadata: [10, 60],
  analyzeQuery: [20, 60],
  /** askLibrary: each question is two or three model calls (answer, check, maybe one retry). */
  askLibrary: [10, 60],
  contact: [5, 3600],
  community: [60, 60],
  /** deleteAccount: a retry after a failure is fine; a loop is not. */
  account: [5, 3600],
  /** exportMyData: each call reads everything the library holds about the member; once or twice an hour is plenty. */
  dataExport: [3, 3600],
  /** reportContent: generous for a member, far too few to flood the queue. */
  report: [20, 3600],
  /** moderateItem (staff). */
  moderation: [120, 60],
  /** rateBook: a member changing their mind is fine; a script moving averages is not. */
  reading: [60, 60],
  /** homeShelves and readersAlsoEnjoyed: a page view each; a script scraping them is not. */
  recommend: [120, 60],
  /** A member's borrow, return, renew, hold and cancel calls. */
  lending: [60, 60],
  /** A librarian's desk and copies calls: a busy desk scans a copy every few seconds. */
  desk: [600, 60],
  /** Account e-mails (verification, reset, change) a caller may ask for in an hour. */
  accountMail: [5, 3600],
  /** Catalogue import previews, starts and export pages (staff): a million-book export is 2,000 pages. */
  catalogueFiles: [300, 60],
  /** Reset e-mails to one address an hour, whoever asks: nobody floods an inbox from many addresses. */
  accountMailTo: [3, 3600],
} as const satisfies Record<string, readonly [number, number]>;
export const BRANCH_LIMIT_FACTOR = 20;
/** The site's AI budget is counted on this many documents per day, so no single one is hot. */
export const AI_BUDGET_SHARDS = 10;

/** Why a member reports something: a short fixed list (the note says the rest). */
export const REPORT_REASONS = ['spam', 'harassment', 'offensive', 'off-topic', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/**
 * Reports hide an item until staff review it once their weight since the last review reaches
 * REPORTS_TO_HIDE: three established members, or one librarian or admin. A report from an account
 * younger than TRUSTED_REPORTER_AGE_DAYS weighs nothing (staff still read it), so a burst of fresh
 * accounts cannot hide anything (docs/security.md, "Reports").
 */
export const REPORTS_TO_HIDE = 3;
export const TRUSTED_REPORTER_AGE_DAYS = 1;
/** Who a reporter is, as the report records it for staff. */
export const REPORTER_TRUST = ['staff', 'member', 'new'] as const;
export type ReporterTrust = (typeof REPORTER_TRUST)[number];
export const REPORT_WEIGHT: Record<ReporterTrust, number> = { staff: REPORTS_TO_HIDE, member: 1, new: 0 };

/**
 * The moderation reasons the server words itself (the offline moderator's word lists, the model's
 * fallbacks when it gives none). They travel as `moderationReasonKey` beside the English words, so
 * the web shows them in the member's language (community:moderationReasons.*); a model's own
 * reason has no key and is shown as the model wrote it.
 */
export const MODERATION_REASON_KEYS = [
  'insult',
  'threat',
  'sexual',
  'offensive',
  'spam',
  'sensitive',
  'not-appropriate',
  'undecided',
] as const;
export type ModerationReasonKey = (typeof MODERATION_REASON_KEYS)[number];
