/**
 * Fixture factories: every test, bench, drill and e2e document is made by the shared builders
 * (functions/src/shared/documents), so a fixture has the shape the app writes. The factories are
 * SDK-free: write their payloads with forAdmin() or forWeb() (./sdk), which resolve SERVER_TIME.
 */
import {
  bookChatWrite,
  newClosedAccount,
  moderationItemTarget,
  emptyAvailability,
  historyEntryOf,
  newCopy,
  newHold,
  newLoan,
  newNotice,
  type AvailabilityDoc,
  type HoldDoc,
  type LoanDoc,
  type MailDoc,
  type NoticeDoc,
  newAuditEntry,
  newBook,
  newHeldItem,
  newReport,
  newContactMessage,
  newDiscussion,
  newGroup,
  newMembership,
  newProfile,
  newReply,
  type BookDoc,
  type DiscussionDoc,
  type GroupDoc,
  type ModerationItemDoc,
  type ProfileDoc,
  type PickVoteDoc,
  type ProgressDoc,
  type RsvpDoc,
  type ReplyDoc,
  shelfEntryDoc,
  newShelfChoice,
  type RatingDoc,
  type ListDoc,
  type ReviewDoc,
  type ShelfChoice,
  type Visibility,
} from '@shared/documents/index';
import type { MeetingDoc } from '@shared/documents/meetings';
import type { ProfileSettings } from '@shared/profile-schemas';
import type { BookInput } from '@shared/schemas';
import type { Language } from '@shared/languages';

/** The fixed time of stored fixtures. */
export const AT = new Date('2026-11-01T09:00:00Z');

/** A librarian's valid book form. */
export const bookInput = (overrides: Partial<BookInput> = {}): BookInput => ({
  title: 'The Left Hand of Darkness',
  author: 'Ursula K. Le Guin',
  description: 'An envoy on a winter planet.',
  coverUrl: 'https://covers.example.org/lhod.jpg',
  formats: ['ebook', 'physical'],
  tags: ['science fiction', 'classic'],
  moods: ['curious', 'calm'],
  available: true,
  aiGenerated: false,
  ...overrides,
});

/** A new book as the web app creates it; `language` is the language it was catalogued in. */
export const newBookDoc = (overrides: Partial<BookInput> = {}, language: Language = 'en') => ({
  ...newBook(bookInput(overrides)),
  language,
});

/** A book as stored some time ago; `fields` may set anything, `available: false` included. */
export const storedBook = (fields: Partial<BookDoc> = {}): BookDoc => ({
  ...newBookDoc(),
  createdAt: AT,
  updatedAt: AT,
  ...fields,
});

/**
 * A stored book as a careless import or an old field might leave it, written with the Admin SDK:
 * extra fields the schema does not know, one of them (`secret`) staff-only. What is served to
 * visitors (first screens, server-rendered pages) must never carry them.
 */
export const bookWithStrayFields = (title: string, author: string, secret: string) => ({
  ...storedBook({ title, titleLower: title.toLowerCase(), author, description: 'A public description.' }),
  coverUrl: '',
  formats: ['hardcover'],
  tags: [],
  moods: [],
  staffNote: secret,
  searchTokens: [secret],
});

/** A minimal valid book (no cover, tags or moods; an e-book): smoke tests, benches and drills. */
export const plainBook = (title: string, author: string, description = '') =>
  newBookDoc({ title, author, description, coverUrl: '', formats: ['ebook'], tags: [], moods: [] });

/** A member's Profile Settings. */
export const profileSettings = (overrides: Partial<ProfileSettings> = {}): ProfileSettings => ({
  firstName: 'Omar',
  lastName: 'Khalid',
  avatarUrl: '',
  dateOfBirth: '1998-11-20',
  fieldOfStudy: 'Computer Science',
  interests: ['Science', 'Technology'],
  ...overrides,
});

/** What /register writes for the signed-in member (no role: it comes from the claim). */
export const newProfileDoc = (email: string, overrides: Partial<ProfileSettings> = {}) =>
  newProfile(email, profileSettings(overrides));

export const storedProfile = (email: string, fields: Partial<ProfileDoc> = {}): ProfileDoc => ({
  ...newProfileDoc(email),
  createdAt: AT,
  ...fields,
});

const OMAR = (uid: string) => ({ uid, name: 'Omar K.' });

export const storedGroup = (creatorUid: string, fields: Partial<GroupDoc> = {}): GroupDoc => ({
  ...newGroup(
    {
      name: 'Winter Readers',
      description: 'Cold books for cold evenings.',
      currentBookId: 'b1',
      nextMeeting: AT.toISOString(),
    },
    OMAR(creatorUid),
    'The Left Hand of Darkness',
  ),
  createdAt: AT,
  ...fields,
});

export const storedMember = (uid: string) => ({ ...newMembership(uid, 'Omar K.'), joinedAt: AT });

/** A member's vote in a group's first round of club picks. */
export const storedPickVote = (uid: string, fields: Partial<PickVoteDoc> = {}): PickVoteDoc => ({
  uid,
  bookId: 'b1',
  round: 1,
  votedAt: AT,
  ...fields,
});

/** A member's answer to a group's next meeting (at AT). */
export const storedRsvp = (uid: string, fields: Partial<RsvpDoc> = {}): RsvpDoc => ({
  uid,
  answer: 'going',
  meetingAt: AT,
  updatedAt: AT,
  ...fields,
});

/** A group's meeting at AT, with its counts and a host's notes. */
export const storedMeeting = (fields: Partial<MeetingDoc> = {}): MeetingDoc => ({
  at: AT,
  meetingBranch: 'al-rashidya',
  meetingRoom: 'Room 2',
  meetingLink: '',
  bookTitle: 'Dune',
  rsvpCounts: { going: 2 },
  notes: 'We talked about the desert.',
  notesByName: 'Omar K.',
  notesAt: AT,
  ...fields,
});

/** A member's place in a club's book (milestone 1 unless said), name not shared. */
export const storedProgress = (uid: string, fields: Partial<ProgressDoc> = {}): ProgressDoc => ({
  uid,
  milestone: 1,
  shareName: false,
  displayName: '',
  updatedAt: AT,
  ...fields,
});

export const storedDiscussion = (authorUid: string, fields: Partial<DiscussionDoc> = {}): DiscussionDoc => ({
  ...newDiscussion({ title: 'Favourite openings', content: 'Which first line hooked you?' }, OMAR(authorUid)),
  createdAt: AT,
  lastActivityAt: AT,
  ...fields,
});

/** A group without members, written by a script rather than through createGroup. */
export const plainGroup = (name: string, description: string, creator: { uid: string; name: string }) => ({
  ...newGroup({ name, description, currentBookId: '', nextMeeting: '' }, creator, null),
  memberCount: 0,
});

/** A discussion without replies, written by a script rather than a member. */
export const plainDiscussion = (title: string, content: string, author: string) =>
  newDiscussion({ title, content }, { uid: author.toLowerCase(), name: author });

export const storedReply = (authorUid: string, fields: Partial<ReplyDoc> = {}): ReplyDoc => ({
  ...newReply('Call me Ishmael.', OMAR(authorUid)),
  createdAt: AT,
  ...fields,
});

export const storedChat = () => ({
  ...bookChatWrite([
    { role: 'user', content: 'Is it a good first Le Guin?' },
    { role: 'assistant', content: 'Many readers start here.' },
  ]),
  updatedAt: AT,
});

export const storedContact = () => ({
  ...newContactMessage(
    {
      name: 'Visitor',
      email: 'visitor@example.org',
      phone: '',
      subject: 'Opening hours',
      message: 'Are you open on Fridays?',
    },
    null,
  ),
  createdAt: AT,
});

export const storedAudit = (actorUid: string, targetUid: string) => ({
  ...newAuditEntry({
    action: 'role-changed',
    actorUid,
    actorEmail: 'admin@test.library',
    targetUid,
    targetEmail: 'reader@test.library',
    fromRole: 'reader',
    toRole: 'librarian',
  }),
  at: AT,
});

/** A queue item for a reply that AI moderation held (its words kept only here). */
export const storedHeldItem = (authorUid: string, fields: Partial<ModerationItemDoc> = {}): ModerationItemDoc => ({
  ...newHeldItem(
    { kind: 'reply', discussionId: 'd1', replyId: 'r1' },
    OMAR(authorUid),
    { title: '', content: 'A reply about gambling.' },
    'The text touches a sensitive topic.',
  ),
  createdAt: AT,
  updatedAt: AT,
  ...fields,
});

/** A queue item for a discussion three members reported, so it is hidden. */
export const storedReportedItem = (authorUid: string, fields: Partial<ModerationItemDoc> = {}): ModerationItemDoc => ({
  ...storedHeldItem(authorUid),
  ...moderationItemTarget({ kind: 'discussion', discussionId: 'd1' }, OMAR(authorUid)),
  targetStatus: 'hidden',
  heldByAi: false,
  aiReason: '',
  reportCount: 3,
  weightSinceReview: 3,
  reasons: { spam: 3 },
  title: 'Favourite openings',
  content: 'Which first line hooked you?',
  createdAt: AT,
  updatedAt: AT,
  ...fields,
});

export const storedReport = () => ({
  ...newReport('spam', 'Advertising.', { name: 'Omar K.', trust: 'member' }),
  createdAt: AT,
});
// ---------------------------------------------------------------- lending

const LHOD = { id: 'b1', title: 'The Left Hand of Darkness' };

export const storedCopy = () => newCopy('b1', 'main', 'FIC LEG', AT);

/** A public summary: one copy on loan at the Main Office, one e-book licence in use, one hold waiting. */
export const storedAvailability = (): AvailabilityDoc => ({
  ...emptyAvailability(),
  branches: { main: { shelf: 0, loan: 1, holdShelf: 0, pull: 0, transit: 0 } },
  digital: { ebook: { total: 1, inUse: 1 }, audio: { total: 0, inUse: 0 } },
  queue: { physical: [1], ebook: [], audio: [] },
  nextSeq: 2,
  updatedAt: AT,
});

export const storedLoan = (uid: string): LoanDoc =>
  newLoan({ uid, name: 'Omar K.' }, LHOD, { format: 'physical', barcode: 'c1', branchId: 'main' }, AT);

export const storedHold = (uid: string): HoldDoc =>
  newHold({ uid, name: 'Omar K.' }, LHOD, { format: 'physical', pickupBranchId: 'hatta' }, 1, AT);

export const storedNotice = (uid: string): NoticeDoc =>
  newNotice('dueSoon', { uid, bookId: LHOD.id, bookTitle: LHOD.title, branchId: 'main', at: AT }, AT);

export const storedHistoryEntry = () => historyEntryOf(storedLoan('someone'), AT);

/** The reader's hold-ready e-mail, sent (mail/, the Trigger Email contract). */
export const storedMail = (uid: string): MailDoc => ({
  to: 'reader@test.library',
  message: { subject: 'Dune is ready', text: 'Ready until...', html: '<p>Ready until...</p>' },
  headers: {},
  delivery: {
    state: 'SUCCESS',
    attempts: 1,
    startTime: AT,
    endTime: AT,
    leaseExpireTime: null,
    error: null,
    info: { messageId: '<m1@x>', response: '250 OK', accepted: ['reader@test.library'] },
  },
  uid,
  kind: 'holdReady',
  language: 'en',
  createdAt: AT,
});

// ---------------------------------------------------------------- server only

/** An account being deleted (deleteAccount's marker). */
export const storedClosedAccount = () => ({ ...newClosedAccount(AT), closedAt: AT });

// ---------------------------------------------------------------- reading

/** A shelf entry as its owner's browser writes it. */
export const newShelfEntry = (uid: string, bookId: string, overrides: Partial<ShelfChoice> = {}) =>
  shelfEntryDoc(uid, bookId, newShelfChoice(overrides));
/** A stored shelf entry. */
export const storedShelfEntry = (uid: string, bookId: string, visibility: Visibility) => ({
  ...newShelfEntry(uid, bookId, { shelf: 'read', visibility, finishedOn: '2026-10-30', timesRead: 1 }),
  updatedAt: AT,
});
/** A stored rating (rateBook writes them). */
export const storedRating = (uid: string, bookId: string, visibility: Visibility): RatingDoc => ({
  uid,
  bookId,
  halfStars: 9,
  visibility,
  updatedAt: AT,
});
/** A stored review (writeReview writes them). */
export const storedReview = (
  uid: string,
  bookId: string,
  visibility: Visibility,
  overrides: Partial<ReviewDoc> = {},
): ReviewDoc => ({
  uid,
  bookId,
  authorName: 'Reader R.',
  text: 'A slow start, then it would not let me go.',
  spoiler: false,
  visibility,
  status: 'visible',
  helpfulCount: 0,
  createdAt: AT,
  updatedAt: AT,
  editedAt: null,
  ...overrides,
});
/** A stored list (saveList writes them). */
export const storedList = (uid: string, visibility: Visibility, overrides: Partial<ListDoc> = {}): ListDoc => ({
  kind: 'member',
  uid,
  authorName: 'Reader R.',
  title: 'Books for a long flight',
  description: '',
  visibility,
  featured: false,
  items: [{ bookId: 'b1', title: 'A Book', note: 'Start here.' }],
  createdAt: AT,
  updatedAt: AT,
  ...overrides,
});

/** A catalogue import job, running at its first chunk. */
export const storedImportJob = (startedBy: string) => ({
  fileName: 'books.mrc',
  format: 'iso2709',
  status: 'running',
  phase: 'books',
  records: 2,
  importable: 2,
  chunks: 1,
  cursor: 0,
  created: 0,
  updated: 0,
  skipped: 0,
  refused: 0,
  copiesAdded: 0,
  keptEdits: 0,
  problems: [],
  problemCount: 0,
  startedBy,
  startedAt: AT,
  heartbeatAt: AT,
  wakes: 0,
  finishedAt: null,
});
