/**
 * Download my data (/profile): everything the library holds about the caller, as a zip archive
 * (accounts/export-archive.ts) in their language. It reads exactly the places the account
 * erasers erase (accounts/account-erasure.ts): GATHER below is keyed by MemberDataPlace, so a
 * place that gains an eraser without a reader here fails typecheck. Every query is the caller's
 * own (their uid from the verified token, never the request), and bounded by EXPORT_LIMITS; a
 * kind that reached its limit is named in the archive's `truncated`. Nothing of another member
 * goes in: a group is exported without its co-hosts, a helpful vote by its book (a review's id
 * names its author), a moderation item without its reports.
 */
import type { DocumentReference, DocumentSnapshot, Query } from 'firebase-admin/firestore';
import { COLLECTIONS, type WithId } from '../shared/collections.js';
import { titlesOf } from '../shared/documents/book-version.js';
import { memberSchema, replySchema } from '../shared/documents/community.js';
import { readDocument } from '../shared/documents/fields.js';
import { mailOutcome } from '../shared/documents/mail.js';
import type { ProfileDoc } from '../shared/documents/profile.js';
import { bookIdOfItem, helpfulVoteSchema } from '../shared/documents/reading.js';
import type { Language } from '../shared/languages.js';
import { adminAuth, db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import {
  bookChats,
  books,
  cards,
  contactMessages,
  discussions,
  dismissals,
  groups,
  holds,
  lists,
  loans,
  mail,
  memberPages,
  moderationItems,
  notices,
  pickVotes,
  profiles,
  progress,
  ratings,
  readingHistory,
  reviews,
  rsvps,
  shelfEntries,
} from '../lib/documents.js';
import type { MemberDataPlace } from './account-erasure.js';
import { archiveName, buildArchive, emptyMyData, type MyData } from './export-archive.js';

/**
 * The most records read of each kind: far above what a member makes (at most 10 loans and 10 holds
 * are open at once), and low enough that one call reads a few thousand documents at most and its
 * answer stays a few megabytes.
 */
export const EXPORT_LIMITS = {
  loans: 100,
  holds: 100,
  readingHistory: 2000,
  notices: 500,
  emails: 500,
  cards: 5,
  shelves: 2000,
  ratings: 2000,
  reviews: 500,
  helpfulVotes: 1000,
  lists: 100,
  discussions: 500,
  replies: 2000,
  groupsStarted: 100,
  groupMemberships: 200,
  postsUnderReview: 200,
  bookChats: 100,
  contactMessages: 100,
  /** Book titles looked up for the records that name a book by id alone. */
  bookTitles: 3000,
} as const;
type Kind = keyof typeof EXPORT_LIMITS;

/** Reads per getAll: well under Firestore's limits. */
const GET_ALL_CHUNK = 300;

/** What one export is gathering: the caller, their profile (read once) and the kinds that reached their limit. */
interface Run {
  uid: string;
  profile: Promise<ProfileDoc | null>;
  truncated: Set<Kind>;
}

type Section = Partial<Omit<MyData, 'exportedAt' | 'language' | 'account' | 'bookTitles' | 'limits' | 'truncated'>>;

/** Up to the kind's limit of the query's documents; one more is read to tell whether there were more. */
async function bounded<T>(
  run: Run,
  kind: Kind,
  query: Query<T>,
): Promise<Array<{ id: string; ref: DocumentReference<T>; data: T }>> {
  const max = EXPORT_LIMITS[kind];
  const snap = await query.limit(max + 1).get();
  if (snap.size > max) run.truncated.add(kind);
  return snap.docs.slice(0, max).map((d) => ({ id: d.id, ref: d.ref, data: d.data() }));
}

const withIds = <T>(found: Array<{ id: string; data: T }>): Array<WithId<T>> =>
  found.map(({ id, data }) => ({ ...data, id }));

/** The documents at refs, in order (missing ones undefined), a chunk of reads at a time. */
async function getAll<T>(refs: Array<DocumentReference<T>>): Promise<Array<T | undefined>> {
  const out: Array<T | undefined> = [];
  for (let i = 0; i < refs.length; i += GET_ALL_CHUNK) {
    // getAll keeps each reference's converter (the registry's schema).
    const chunk = refs.slice(i, i + GET_ALL_CHUNK) as DocumentReference[];
    const snaps = (await db.getAll(...chunk)) as unknown as Array<DocumentSnapshot<T>>;
    out.push(...snaps.map((s) => s.data()));
  }
  return out;
}

/** Each place a member's data lives (account-erasure.ts), read for its member. */
const GATHER: Record<MemberDataPlace, (run: Run) => Promise<Section>> = {
  profile: async (run) => ({
    profile: await run.profile,
    bookChats: withIds(await bounded(run, 'bookChats', bookChats(run.uid))),
  }),

  memberships: async (run) => {
    const query = db.collectionGroup(COLLECTIONS.members).where('uid', '==', run.uid);
    const found = await bounded(run, 'groupMemberships', query);
    const groupIds = found.map((m) => m.ref.parent.parent?.id ?? '');
    const [groupDocs, places, answers, votes] = await Promise.all([
      getAll(groupIds.map((g) => groups().doc(g))),
      getAll(groupIds.map((g) => progress(g).doc(run.uid))),
      getAll(groupIds.map((g) => rsvps(g).doc(run.uid))),
      getAll(groupIds.map((g) => pickVotes(g).doc(run.uid))),
    ]);
    const own = <T extends { uid: string }>(doc: T | undefined): Omit<T, 'uid'> | null => {
      if (!doc) return null;
      const { uid: _uid, ...rest } = doc;
      return rest;
    };
    return {
      groupMemberships: found.map((m, i) => {
        const member = readDocument(memberSchema, m.data);
        return {
          groupId: groupIds[i]!,
          groupName: groupDocs[i]?.name ?? '',
          displayName: member.displayName,
          joinedAt: member.joinedAt,
          progress: own(places[i]),
          rsvp: own(answers[i]),
          pickVote: own(votes[i]),
        };
      }),
    };
  },

  posts: async (run) => {
    const replyQuery = db.collectionGroup(COLLECTIONS.replies).where('createdBy', '==', run.uid);
    const [started, replied, made] = await Promise.all([
      bounded(run, 'discussions', discussions().where('createdBy', '==', run.uid)),
      bounded(run, 'replies', replyQuery),
      bounded(run, 'groupsStarted', groups().where('createdBy', '==', run.uid)),
    ]);
    return {
      discussions: withIds(started),
      replies: replied.map(({ id, ref, data }) => ({
        ...readDocument(replySchema, data),
        id,
        discussionId: ref.parent.parent?.id ?? '',
      })),
      // Field by field: a group's co-hosts are other members.
      groupsStarted: made.map(({ id, data: g }) => ({
        id,
        name: g.name,
        description: g.description,
        currentBookId: g.currentBookId,
        currentBookTitle: g.currentBookTitle,
        nextMeeting: g.nextMeeting,
        meetingBranch: g.meetingBranch,
        meetingRoom: g.meetingRoom,
        meetingLink: g.meetingLink,
        createdAt: g.createdAt,
        memberCount: g.memberCount,
        status: g.status,
        closed: g.closed,
        schedule: g.schedule,
      })),
    };
  },

  moderation: async (run) => {
    const items = await bounded(run, 'postsUnderReview', moderationItems().where('authorUid', '==', run.uid));
    // The member's own words and what became of them; not the reports, which are other members'.
    return {
      postsUnderReview: items.map(({ id, data: m }) => ({
        id,
        kind: m.kind,
        discussionId: m.discussionId,
        replyId: m.replyId,
        groupId: m.groupId,
        reviewId: m.reviewId,
        open: m.open,
        targetStatus: m.targetStatus,
        heldByAi: m.heldByAi,
        aiReason: m.aiReason,
        title: m.title,
        content: m.content,
        createdAt: m.createdAt,
        updatedAt: m.updatedAt,
        resolution: m.resolution,
      })),
    };
  },

  lending: async (run) => {
    const historyOn = (await run.profile)?.keepReadingHistory === true;
    const [open, held, told, card, history] = await Promise.all([
      // Returned loans and closed holds no longer carry the uid: these are the open ones.
      bounded(run, 'loans', loans().where('uid', '==', run.uid)),
      bounded(run, 'holds', holds().where('uid', '==', run.uid)),
      bounded(run, 'notices', notices().where('uid', '==', run.uid)),
      bounded(run, 'cards', cards().where('uid', '==', run.uid)),
      historyOn ? bounded(run, 'readingHistory', readingHistory(run.uid)) : Promise.resolve([]),
    ]);
    const number = (await run.profile)?.cardNumber;
    const current = card.find((c) => c.id === number) ?? card[0];
    return {
      loans: withIds(open),
      holds: withIds(held),
      notices: withIds(told),
      libraryCard: current ? { number: current.id, issuedAt: current.data.issuedAt } : null,
      readingHistoryOn: historyOn,
      readingHistory: withIds(history),
    };
  },

  reading: async (run) => {
    const voteQuery = db.collectionGroup(COLLECTIONS.helpfulVotes).where('uid', '==', run.uid);
    const [shelved, rated, reviewed, votes, made, page, dismissed] = await Promise.all([
      bounded(run, 'shelves', shelfEntries().where('uid', '==', run.uid)),
      bounded(run, 'ratings', ratings().where('uid', '==', run.uid)),
      bounded(run, 'reviews', reviews().where('uid', '==', run.uid)),
      bounded(run, 'helpfulVotes', voteQuery),
      bounded(run, 'lists', lists().where('uid', '==', run.uid)),
      memberPages().doc(run.uid).get(),
      dismissals().doc(run.uid).get(),
    ]);
    return {
      shelves: withIds(shelved),
      ratings: withIds(rated),
      reviews: withIds(reviewed),
      helpfulVotes: votes.map(({ ref, data }) => ({
        bookId: bookIdOfItem(ref.parent.parent?.id ?? ''),
        votedAt: readDocument(helpfulVoteSchema, data).votedAt,
      })),
      lists: withIds(made),
      memberPage: page.data() ?? null,
      dismissedBooks: dismissed.data()?.bookIds ?? [],
    };
  },

  'contact-messages': async (run) => ({
    contactMessages: withIds(await bounded(run, 'contactMessages', contactMessages().where('uid', '==', run.uid))),
  }),

  mail: async (run) => {
    const sent = await bounded(run, 'emails', mail().where('uid', '==', run.uid));
    return {
      emails: sent.map(({ id, data: m }) => ({
        id,
        to: m.to,
        kind: m.kind,
        language: m.language,
        subject: m.message.subject,
        text: m.message.text,
        delivery: mailOutcome(m.delivery),
        createdAt: m.createdAt,
      })),
    };
  },
};

/** The titles of the books the data names by id alone, in the member's language where the record has it. */
async function titlesFor(run: Run, data: Section, language: Language): Promise<Record<string, string>> {
  const ids = [
    ...new Set([
      ...(data.shelves ?? []).map((s) => s.bookId),
      ...(data.ratings ?? []).map((r) => r.bookId),
      ...(data.reviews ?? []).map((r) => r.bookId),
      ...(data.bookChats ?? []).map((c) => c.id),
      ...(data.helpfulVotes ?? []).map((v) => v.bookId),
    ]),
  ].filter(Boolean);
  if (ids.length > EXPORT_LIMITS.bookTitles) run.truncated.add('bookTitles');
  const wanted = ids.slice(0, EXPORT_LIMITS.bookTitles);
  const found = await getAll(wanted.map((id) => books().doc(id)));
  return Object.fromEntries(
    wanted.flatMap((id, i) => {
      const book = found[i];
      return book ? [[id, titlesOf(book)[language] ?? book.title]] : [];
    }),
  );
}

/** Everything the library holds about `uid`, read with the Admin SDK. */
export async function gatherMyData(uid: string, language: Language, exportedAt = new Date()): Promise<MyData> {
  const run: Run = {
    uid,
    profile: profiles()
      .doc(uid)
      .get()
      .then((s) => s.data() ?? null),
    truncated: new Set(),
  };
  const [user, ...sections] = await Promise.all([
    adminAuth.getUser(uid),
    ...Object.values(GATHER).map((gather) => gather(run)),
  ]);
  const data: Section = Object.assign({}, ...sections);
  const bookTitles = await titlesFor(run, data, language);
  const time = (s: string | undefined) => (s ? new Date(s) : null);
  const account = {
    uid,
    email: user.email ?? '',
    emailVerified: user.emailVerified,
    createdAt: time(user.metadata.creationTime),
    lastSignInAt: time(user.metadata.lastSignInTime),
  };
  return {
    ...emptyMyData({ exportedAt, language, account }),
    ...data,
    bookTitles,
    limits: { ...EXPORT_LIMITS },
    truncated: [...run.truncated].sort(),
  };
}

/** Download my data: the caller's own, only ever theirs (the uid is the token's; the input is a language). */
export const exportMyData = callable('exportMyData', {
  rateLimit: 'dataExport',
  handler: async ({ language }, caller) => {
    const data = await gatherMyData(caller.uid, language);
    return {
      fileName: archiveName(data.exportedAt),
      zipBase64: Buffer.from(buildArchive(data)).toString('base64'),
    };
  },
});
