/**
 * Download my data, the archive (accounts/export-my-data.ts gathers what goes in): my-data.json
 * with everything, field names as stored; one CSV per kind that has rows, its headers and fixed
 * values in the member's language (accounts/export-words.ts), UTF-8 with a byte order mark so
 * spreadsheet apps read Arabic; and a README.txt in that language saying what each file is.
 * Pure: no Firestore, so its unit test builds archives from fixtures.
 */
import { strToU8, zipSync } from 'fflate';
import { BRANCH_NAMES } from '../shared/branch-names.js';
import { csvCell } from '../shared/csv.js';
import type { BranchId } from '../shared/constants.js';
import type { WithId } from '../shared/collections.js';
import type { BookChatDoc } from '../shared/documents/book-chat.js';
import type {
  DiscussionDoc,
  GroupDoc,
  ReplyDoc,
  RsvpDoc,
  ProgressDoc,
  PickVoteDoc,
} from '../shared/documents/community.js';
import type { ContactMessageDoc } from '../shared/documents/contact-message.js';
import type { HistoryEntryDoc, HoldDoc, LoanDoc, NoticeDoc } from '../shared/documents/lending.js';
import type { MailKind, MailOutcome } from '../shared/documents/mail.js';
import { moderationItemId, type ModerationItemDoc } from '../shared/documents/moderation.js';
import type { ProfileDoc } from '../shared/documents/profile.js';
import type { ListDoc, MemberPageDoc, RatingDoc, ReviewDoc, ShelfEntryDoc } from '../shared/documents/reading.js';
import type { Language } from '../shared/languages.js';
import {
  EXPORT_CSV_FILES,
  EXPORT_WORDS,
  PROFILE_FIELDS,
  type ExportColumn,
  type ExportCsvFile,
  type ExportWords,
  type ProfileField,
} from './export-words.js';

/** A group the member started, without what names other members (its co-hosts). */
export type ExportedGroup = WithId<
  Pick<
    GroupDoc,
    | 'name'
    | 'description'
    | 'currentBookId'
    | 'currentBookTitle'
    | 'nextMeeting'
    | 'meetingBranch'
    | 'meetingRoom'
    | 'meetingLink'
    | 'createdAt'
    | 'memberCount'
    | 'status'
    | 'closed'
    | 'schedule'
  >
>;

/** One membership, with the member's own place, answer and vote in that group. */
export interface ExportedMembership {
  groupId: string;
  groupName: string;
  displayName: string;
  joinedAt: Date | null;
  progress: Omit<ProgressDoc, 'uid'> | null;
  rsvp: Omit<RsvpDoc, 'uid'> | null;
  pickVote: Omit<PickVoteDoc, 'uid'> | null;
}

/** The member's own words waiting in (or decided by) the moderation queue: no reports, no reporters. */
export type ExportedModerationItem = WithId<
  Pick<
    ModerationItemDoc,
    | 'kind'
    | 'discussionId'
    | 'replyId'
    | 'groupId'
    | 'reviewId'
    | 'open'
    | 'targetStatus'
    | 'heldByAi'
    | 'aiReason'
    | 'title'
    | 'content'
    | 'createdAt'
    | 'updatedAt'
    | 'resolution'
  >
>;

/** An e-mail sent to the member: what it said and whether it arrived (no HTML copy, no headers). */
export interface ExportedMail {
  id: string;
  to: string;
  kind: MailKind;
  language: Language;
  subject: string;
  text: string;
  delivery: MailOutcome;
  createdAt: Date | null;
}

/** Everything the library holds about one member: my-data.json (Dates become ISO strings). */
export interface MyData {
  exportedAt: Date;
  language: Language;
  account: {
    uid: string;
    email: string;
    emailVerified: boolean;
    createdAt: Date | null;
    lastSignInAt: Date | null;
  };
  profile: ProfileDoc | null;
  libraryCard: { number: string; issuedAt: Date | null } | null;
  memberPage: MemberPageDoc | null;
  loans: WithId<LoanDoc>[];
  holds: WithId<HoldDoc>[];
  readingHistoryOn: boolean;
  readingHistory: WithId<HistoryEntryDoc>[];
  notices: WithId<NoticeDoc>[];
  emails: ExportedMail[];
  shelves: WithId<ShelfEntryDoc>[];
  ratings: WithId<RatingDoc>[];
  reviews: WithId<ReviewDoc>[];
  /** The reviews the member found helpful, by book (a review's id would name its author). */
  helpfulVotes: Array<{ bookId: string; votedAt: Date | null }>;
  lists: WithId<ListDoc>[];
  /** Books the member said "Not interested" to. */
  dismissedBooks: string[];
  discussions: WithId<DiscussionDoc>[];
  replies: Array<WithId<ReplyDoc> & { discussionId: string }>;
  groupsStarted: ExportedGroup[];
  groupMemberships: ExportedMembership[];
  postsUnderReview: ExportedModerationItem[];
  bookChats: WithId<BookChatDoc>[];
  contactMessages: WithId<ContactMessageDoc>[];
  /** The titles of the books the data names by id alone (shelves, ratings, reviews, chats), in the member's language. */
  bookTitles: Record<string, string>;
  /** The most records read of each kind (export-my-data.ts). */
  limits: Record<string, number>;
  /** The kinds that reached their limit: more exist than the archive holds. */
  truncated: string[];
}

/** A member with nothing in any place: what each place's reader (export-my-data.ts) fills in. */
export const emptyMyData = (head: Pick<MyData, 'exportedAt' | 'language' | 'account'>): MyData => ({
  ...head,
  profile: null,
  libraryCard: null,
  memberPage: null,
  loans: [],
  holds: [],
  readingHistoryOn: false,
  readingHistory: [],
  notices: [],
  emails: [],
  shelves: [],
  ratings: [],
  reviews: [],
  helpfulVotes: [],
  lists: [],
  dismissedBooks: [],
  discussions: [],
  replies: [],
  groupsStarted: [],
  groupMemberships: [],
  postsUnderReview: [],
  bookChats: [],
  contactMessages: [],
  bookTitles: {},
  limits: {},
  truncated: [],
});

type Cell = string | number | boolean | Date | null | undefined;
type Row = Partial<Record<ExportColumn, Cell>>;

/** The byte order mark: spreadsheet apps then read the file as UTF-8 (Arabic included). */
const BOM = '\uFEFF';

/**
 * A cell as text: dates as ISO 8601 (UTC), booleans in words. `csvCell` then defuses text a
 * spreadsheet would run as a formula (a post is data, never a formula) and quotes it.
 */
function cellText(value: Cell, words: ExportWords): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') return String(value);
  return value;
}

export function toCsv(columns: readonly ExportColumn[], rows: readonly Row[], words: ExportWords): string {
  const lines = [
    columns.map((c) => csvCell(words.columns[c])),
    ...rows.map((row) => columns.map((c) => csvCell(cellText(row[c], words)))),
  ];
  return `${BOM}${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}

interface Sheet {
  columns: readonly ExportColumn[];
  rows: (data: MyData, w: ExportWords) => Row[];
}

const branch = (id: BranchId | null, language: Language) => (id ? BRANCH_NAMES[language][id] : '');
const titleOf = (data: MyData, bookId: string) => data.bookTitles[bookId] ?? '';

/** The member's own words of a held or hidden post (or review), which the public document no longer holds. */
function heldWords(data: MyData, itemId: string): { title: string; content: string } | null {
  const item = data.postsUnderReview.find((i) => i.id === itemId);
  return item ? { title: item.title, content: item.content } : null;
}

function profileRows(data: MyData, w: ExportWords): Row[] {
  const p = data.profile;
  const list = (items: string[]) => items.join(data.language === 'ar' ? '، ' : ', ');
  const values: Record<ProfileField, Cell> = {
    email: data.account.email,
    emailVerified: data.account.emailVerified,
    firstName: p?.firstName,
    lastName: p?.lastName,
    dateOfBirth: p?.dateOfBirth,
    fieldOfStudy: p?.fieldOfStudy,
    interests: list((p?.interests ?? []).map((i) => w.interests[i as keyof ExportWords['interests']] ?? i)),
    avatarUrl: p?.avatarUrl,
    language: p?.language ? w.languages[p.language] : '',
    role: w.roles[p?.role ?? 'reader'],
    readingVisibility: w.visibilities[p?.readingVisibility ?? 'private'],
    keepReadingHistory: data.readingHistoryOn,
    emailOff: list((p?.emailOff ?? []).map((k) => w.mailKinds[k])),
    cardNumber: data.libraryCard?.number,
    cardIssuedAt: data.libraryCard?.issuedAt,
    memberPage: data.memberPage?.name,
    createdAt: data.account.createdAt ?? p?.createdAt,
    lastSignInAt: data.account.lastSignInAt,
  };
  return PROFILE_FIELDS.map((field) => ({ field: w.profileFields[field], value: values[field] }));
}

/** Each CSV: its columns and its rows (a file with no rows is left out). */
const SHEETS: Record<ExportCsvFile, Sheet> = {
  profile: { columns: ['field', 'value'], rows: profileRows },
  loans: {
    columns: ['title', 'bookId', 'format', 'branch', 'borrowedAt', 'dueAt', 'renewals', 'state'],
    rows: (d, w) =>
      d.loans.map((l) => ({
        title: l.bookTitle,
        bookId: l.bookId,
        format: w.formats[l.format],
        branch: branch(l.branchId, d.language),
        borrowedAt: l.borrowedAt,
        dueAt: l.dueAt,
        renewals: l.renewals,
        state: w.loanStates[l.state],
      })),
  },
  holds: {
    columns: [
      'title',
      'bookId',
      'format',
      'pickupBranch',
      'state',
      'placedAt',
      'readyUntil',
      'pausedUntil',
      'notNeededAfter',
    ],
    rows: (d, w) =>
      d.holds.map((h) => ({
        title: h.bookTitle,
        bookId: h.bookId,
        format: w.formats[h.format],
        pickupBranch: branch(h.pickupBranchId, d.language),
        state: w.holdStates[h.state],
        placedAt: h.placedAt,
        readyUntil: h.readyUntil,
        pausedUntil: h.pausedUntil,
        notNeededAfter: h.notNeededAfter,
      })),
  },
  'reading-history': {
    columns: ['title', 'bookId', 'format', 'borrowedAt', 'returnedAt'],
    rows: (d, w) =>
      d.readingHistory.map((h) => ({
        title: h.bookTitle,
        bookId: h.bookId,
        format: w.formats[h.format],
        borrowedAt: h.borrowedAt,
        returnedAt: h.returnedAt,
      })),
  },
  shelves: {
    columns: [
      'title',
      'bookId',
      'shelf',
      'visibility',
      'startedOn',
      'finishedOn',
      'timesRead',
      'progress',
      'updatedAt',
    ],
    rows: (d, w) =>
      d.shelves.map((s) => ({
        title: titleOf(d, s.bookId),
        bookId: s.bookId,
        shelf: w.shelves[s.shelf],
        visibility: w.visibilities[s.visibility],
        startedOn: s.startedOn,
        finishedOn: s.finishedOn,
        timesRead: s.timesRead,
        progress: !s.progress
          ? ''
          : s.progress.unit === 'pages'
            ? `${s.progress.value} ${w.progressUnits.pages}`
            : `${s.progress.value}${w.progressUnits.percent}`,
        updatedAt: s.updatedAt,
      })),
  },
  ratings: {
    columns: ['title', 'bookId', 'stars', 'visibility', 'updatedAt'],
    rows: (d, w) =>
      d.ratings.map((r) => ({
        title: titleOf(d, r.bookId),
        bookId: r.bookId,
        stars: r.halfStars / 2,
        visibility: w.visibilities[r.visibility],
        updatedAt: r.updatedAt,
      })),
  },
  reviews: {
    columns: ['title', 'bookId', 'text', 'spoiler', 'visibility', 'status', 'helpfulCount', 'createdAt', 'editedAt'],
    rows: (d, w) =>
      d.reviews.map((r) => ({
        title: titleOf(d, r.bookId),
        bookId: r.bookId,
        text: r.text || heldWords(d, moderationItemId({ kind: 'review', reviewId: r.id }))?.content,
        spoiler: r.spoiler,
        visibility: w.visibilities[r.visibility],
        status: w.contentStatuses[r.status],
        helpfulCount: r.helpfulCount,
        createdAt: r.createdAt,
        editedAt: r.editedAt,
      })),
  },
  lists: {
    columns: ['list', 'visibility', 'title', 'bookId', 'note', 'updatedAt'],
    rows: (d, w) =>
      d.lists.flatMap((l) => {
        const list = { list: l.title, visibility: w.visibilities[l.visibility], updatedAt: l.updatedAt };
        if (l.items.length === 0) return [list];
        return l.items.map((item) => ({ ...list, title: item.title, bookId: item.bookId, note: item.note }));
      }),
  },
  posts: {
    columns: ['kind', 'id', 'title', 'text', 'group', 'status', 'createdAt', 'editedAt'],
    rows: (d, w) => [
      ...d.discussions.map((p) => {
        const held =
          p.status === 'visible' ? null : heldWords(d, moderationItemId({ kind: 'discussion', discussionId: p.id }));
        return {
          kind: w.postKinds.discussion,
          id: p.id,
          title: p.title || held?.title,
          text: p.content || held?.content,
          group: p.groupName,
          status: w.contentStatuses[p.status],
          createdAt: p.createdAt,
          editedAt: p.editedAt,
        };
      }),
      ...d.replies.map((r) => {
        const held =
          r.status === 'visible'
            ? null
            : heldWords(d, moderationItemId({ kind: 'reply', discussionId: r.discussionId, replyId: r.id }));
        return {
          kind: w.postKinds.reply,
          id: `${r.discussionId}/${r.id}`,
          text: r.content || held?.content,
          status: w.contentStatuses[r.status],
          createdAt: r.createdAt,
          editedAt: r.editedAt,
        };
      }),
      ...d.groupsStarted.map((g) => {
        const held = g.status === 'visible' ? null : heldWords(d, moderationItemId({ kind: 'group', groupId: g.id }));
        return {
          kind: w.postKinds.group,
          id: g.id,
          title: g.name || held?.title,
          text: g.description || held?.content,
          group: g.name,
          status: w.contentStatuses[g.status],
          createdAt: g.createdAt,
        };
      }),
    ],
  },
  groups: {
    columns: ['group', 'groupId', 'joinedAt', 'displayName', 'milestone', 'rsvp'],
    rows: (d, w) =>
      d.groupMemberships.map((m) => ({
        group: m.groupName,
        groupId: m.groupId,
        joinedAt: m.joinedAt,
        displayName: m.displayName,
        milestone: m.progress?.milestone ?? 0,
        rsvp: m.rsvp ? w.rsvpAnswers[m.rsvp.answer] : '',
      })),
  },
  notices: {
    columns: ['kind', 'title', 'branch', 'at', 'createdAt', 'readAt'],
    rows: (d, w) =>
      d.notices.map((n) => ({
        kind: w.mailKinds[n.kind],
        title: n.bookTitle,
        branch: branch(n.branchId, d.language),
        at: n.at,
        createdAt: n.createdAt,
        readAt: n.readAt,
      })),
  },
  emails: {
    columns: ['kind', 'subject', 'language', 'createdAt', 'delivery'],
    rows: (d, w) =>
      d.emails.map((m) => ({
        kind: w.mailKinds[m.kind],
        subject: m.subject,
        language: w.languages[m.language],
        createdAt: m.createdAt,
        delivery: w.mailOutcomes[m.delivery],
      })),
  },
  'book-chats': {
    columns: ['title', 'bookId', 'from', 'message', 'updatedAt'],
    rows: (d, w) =>
      d.bookChats.flatMap((chat) =>
        chat.messages.map((m) => ({
          title: titleOf(d, chat.id),
          bookId: chat.id,
          from: w.chatFrom[m.role],
          message: m.content,
          updatedAt: chat.updatedAt,
        })),
      ),
  },
  'contact-messages': {
    columns: ['subject', 'message', 'createdAt'],
    rows: (d) => d.contactMessages.map((m) => ({ subject: m.subject, message: m.message, createdAt: m.createdAt })),
  },
};

/** The archive's file name: library-data-YYYY-MM-DD.zip (UTC day of the export). */
export const archiveName = (exportedAt: Date) => `library-data-${exportedAt.toISOString().slice(0, 10)}.zip`;

/** The archive's files, by name: my-data.json, README.txt and the CSVs that have rows. */
export function archiveFiles(data: MyData): Record<string, string> {
  const words = EXPORT_WORDS[data.language];
  const csvs: Array<[ExportCsvFile, string]> = EXPORT_CSV_FILES.flatMap((file) => {
    const sheet = SHEETS[file];
    const rows = sheet.rows(data, words);
    return rows.length ? [[file, toCsv(sheet.columns, rows, words)] as [ExportCsvFile, string]] : [];
  });
  const { readme } = words;
  const readmeText = [
    readme.title,
    '',
    readme.intro,
    '',
    readme.json,
    ...csvs.map(([file]) => readme.files[file]),
    '',
    readme.dates,
    readme.bounds,
  ].join('\r\n');
  return {
    'README.txt': `${BOM}${readmeText}\r\n`,
    'my-data.json': JSON.stringify(data, null, 2),
    ...Object.fromEntries(csvs.map(([file, text]) => [`${file}.csv`, text])),
  };
}

/** The zip archive of archiveFiles. */
export function buildArchive(data: MyData): Uint8Array {
  const files = archiveFiles(data);
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])), {
    level: 6,
    mtime: data.exportedAt,
  });
}
