/**
 * Writes the demo data (accounts, catalogue, groups, discussions, circulation) with the Admin SDK.
 * Idempotent: fixed ids, so running it twice leaves the same data. A pure function of one clock,
 * `epoch`: every date it writes is relative to it. scripts/seed.ts writes it at SEED_EPOCH (the
 * export in emulator-data/, stable), scripts/seed-today.ts rewrites the dated documents at
 * epochFor(today) when the emulators start (npm start, scripts/with-emulators.sh).
 */
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { forAdmin } from '../../functions/src/lib/server-time.js';
import { WORD_HASH_MODEL, wordHashEmbedding } from '../../functions/src/ai/word-hash-embedder.js';
import { embeddingTextOf, textHashOf } from '../../functions/src/search/book-vectors.js';
import { COLLECTIONS } from '@shared/collections';
import { FORMATS, MOODS } from '@shared/constants';
import { displayNameOf } from '@shared/display-name';
import { memberNameKeys } from '@shared/member-name';
import {
  moderationItemId,
  moderationItemTarget,
  newAssistantReply,
  newBook,
  newDiscussion,
  newGroup,
  newHeldItem,
  newReport,
  newMembership,
  newProfile,
  newReply,
  type BookDoc,
} from '@shared/documents/index';
import type { BookInput } from '@shared/schemas';
import { searchEntryFor } from '@shared/search-index';
import { DEMO_ACCOUNTS } from './accounts.js';
import { SEED_BOOKS, type SeedBook } from './books.js';
import { DAY, SEED_EPOCH, epochFor } from './clock.js';
import { SEED_CLUB, SEED_DISCUSSIONS, SEED_GROUPS, SEED_MODERATION, lastClubMeetingAt } from './community.js';
import { libraryDayOf } from '@shared/library-day';
import { meetingDetails, meetingIdOf } from '@shared/documents/meetings';
import { lendingSeed } from './lending.js';
import { readingSeed } from './reading.js';

export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-library';
export { SEED_EPOCH, epochFor };

export function assertEmulators() {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error(
      'Refusing to seed: FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must point at emulators.',
    );
  }
}

type AccountKey = keyof typeof DEMO_ACCOUNTS;
const nameOf = (key: AccountKey) => displayNameOf(DEMO_ACCOUNTS[key]);
const uidOf = (key: AccountKey) => DEMO_ACCOUNTS[key].uid;
const member = (key: AccountKey) => ({ uid: uidOf(key), name: nameOf(key) });
/** A time relative to the seed's clock. */
const seedTime = (epoch: number, offsetMs: number) => new Date(epoch + offsetMs);

/** The demo accounts in Auth (no dates), with their role claims. */
export async function seedAuthUsers() {
  const auth = getAuth();
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    try {
      await auth.getUser(account.uid);
      await auth.updateUser(account.uid, {
        email: account.email,
        password: account.password,
        emailVerified: true,
        displayName: account.firstName,
      });
    } catch {
      await auth.createUser({
        uid: account.uid,
        email: account.email,
        password: account.password,
        emailVerified: true,
        displayName: account.firstName,
      });
    }
    await auth.setCustomUserClaims(account.uid, { role: account.role });
  }
}

/** The demo accounts' profiles, joined 30 days before `epoch`, and their library cards. */
function profileWrites(epoch: number): Array<[string, object]> {
  return Object.values(DEMO_ACCOUNTS).flatMap((account): Array<[string, object]> => [
    [
      `${COLLECTIONS.profiles}/${account.uid}`,
      {
        ...newProfile(account.email, { ...account, avatarUrl: '' }),
        role: account.role,
        cardNumber: account.card,
        ...memberNameKeys(account),
        createdAt: seedTime(epoch, -30 * DAY),
      },
    ],
    [`${COLLECTIONS.cards}/${account.card}`, { uid: account.uid, issuedAt: seedTime(epoch, -30 * DAY) }],
  ]);
}

export async function seedAccounts(epoch = SEED_EPOCH) {
  await seedAuthUsers();
  await commitInChunks(getFirestore(), profileWrites(epoch));
}

/** A book as added through the web app, at a fixed time; seeded books may be out on loan. */
function storedBook(input: Omit<BookInput, 'aiGenerated'>, at: Date): BookDoc {
  return { ...newBook({ ...input, aiGenerated: false }), available: input.available, createdAt: at, updatedAt: at };
}

export function bookDoc(book: SeedBook, index: number, epoch = SEED_EPOCH): BookDoc {
  const coverUrl = book.hasCover ? `/covers/${book.slug}.svg` : '';
  const { language = 'en', translation, ...fields } = book;
  const at = seedTime(epoch, -(SEED_BOOKS.length - index) * 3_600_000);
  const stored = storedBook({ ...fields, coverUrl }, at);
  if (!translation) return { ...stored, language };
  // Reviewed versions alternate between the demo librarian and admin; AI drafts are unreviewed.
  const reviewer = index % 2 === 0 ? uidOf('librarian') : uidOf('admin');
  const entry = {
    title: translation.title,
    author: translation.author,
    description: translation.description,
    origin: translation.origin,
    reviewedBy: translation.origin === 'librarian' ? reviewer : null,
    updatedAt: at,
  };
  return { ...stored, language, translations: { [language === 'en' ? 'ar' : 'en']: entry } };
}

/**
 * A book, its search entry (what search/index-book.ts would write) and its embedding (what
 * search/embed-book.ts writes with the offline provider, the emulator's), same id.
 */
function withSearchEntry(id: string, book: BookDoc): Array<[string, object]> {
  const text = embeddingTextOf(book);
  const vector = {
    embedding: FieldValue.vector(wordHashEmbedding(text)),
    model: WORD_HASH_MODEL,
    textHash: textHashOf(WORD_HASH_MODEL, text),
    embeddedAt: book.updatedAt,
  };
  return [
    [`${COLLECTIONS.books}/${id}`, book],
    [`${COLLECTIONS.bookSearch}/${id}`, searchEntryFor(book, id)],
    [`${COLLECTIONS.bookVectors}/${id}`, vector],
  ];
}

async function commitInChunks(db: Firestore, writes: Array<[string, object]>) {
  for (let i = 0; i < writes.length; i += 400) {
    const batch = db.batch();
    for (const [path, data] of writes.slice(i, i + 400)) batch.set(db.doc(path), forAdmin(data));
    await batch.commit();
  }
}

const bookWrites = (epoch: number) => SEED_BOOKS.flatMap((b, i) => withSearchEntry(b.slug, bookDoc(b, i, epoch)));

export async function seedBooks(epoch = SEED_EPOCH) {
  await commitInChunks(getFirestore(), bookWrites(epoch));
}

/** Generated books for scale tests: "Generated Volume 00042" and so on, after the real ones. */
export async function seedGeneratedBooks(count: number, epoch = SEED_EPOCH) {
  const db = getFirestore();
  const words = ['river', 'stone', 'garden', 'harbour', 'lantern', 'desert', 'orbit', 'atlas', 'echo', 'compass'];
  const writes: Array<[string, object]> = [];
  for (let i = 0; i < count; i++) {
    const w1 = words[i % words.length]!;
    const w2 = words[(i * 7) % words.length]!;
    const title = `Generated Volume ${String(i).padStart(5, '0')} ${w1} ${w2}`;
    const data = storedBook(
      {
        title,
        author: `Author ${i % 500}`,
        description: `A generated book about the ${w1} and the ${w2}, used to measure the catalogue at scale.`,
        coverUrl: '',
        formats: [FORMATS[i % FORMATS.length]!],
        tags: [w1, w2, i % 2 ? 'fiction' : 'history'],
        moods: [MOODS[i % MOODS.length]!],
        available: i % 5 !== 0,
      },
      seedTime(epoch, 0),
    );
    writes.push(...withSearchEntry(`gen-${i}`, data));
  }
  await commitInChunks(db, writes);
}

/** A seeded group's id and name, as a discussion started in it stores them. */
function group(id: string | undefined) {
  const seeded = SEED_GROUPS.find((g) => g.id === id);
  return seeded ? { id: seeded.id, name: seeded.name } : null;
}

function communityWrites(epoch: number): Array<[string, object]> {
  const writes: Array<[string, object]> = [];
  SEED_GROUPS.forEach((g, gi) => {
    const book = g.bookSlug ? SEED_BOOKS.find((b) => b.slug === g.bookSlug) : undefined;
    const nextMeeting = g.nextMeetingDaysAhead
      ? seedTime(epoch, g.nextMeetingDaysAhead * DAY + 8 * 3_600_000).toISOString()
      : '';
    const group = newGroup(
      { name: g.name, description: g.description, currentBookId: book?.slug ?? '', nextMeeting },
      member(g.createdBy),
      book?.title ?? null,
    );
    const stored = { ...group, ...(g.id === SEED_CLUB.groupId ? club(epoch).group : {}) };
    writes.push([
      `${COLLECTIONS.groups}/${g.id}`,
      { ...stored, createdAt: seedTime(epoch, -(10 - gi) * DAY), memberCount: g.members.length },
    ]);
    // The next meeting's record, as updateGroup and rsvpMeeting keep it (community/meetings.ts).
    if (stored.nextMeeting) {
      writes.push([
        `${COLLECTIONS.groups}/${g.id}/${COLLECTIONS.meetings}/${meetingIdOf(stored.nextMeeting)}`,
        { ...meetingDetails(stored, stored.nextMeeting), rsvpCounts: stored.rsvpCounts },
      ]);
    }
    g.members.forEach((m, mi) =>
      writes.push([
        `${COLLECTIONS.groups}/${g.id}/${COLLECTIONS.members}/${uidOf(m)}`,
        { ...newMembership(uidOf(m), nameOf(m)), joinedAt: seedTime(epoch, -(9 - gi) * DAY + mi * 60_000) },
      ]),
    );
  });
  writes.push(...club(epoch).places);
  SEED_DISCUSSIONS.forEach((d, di) => {
    const start = epoch - (5 - di) * DAY;
    const lastReplyAt = start + d.replies.length * 3_600_000;
    const at = d.milestone ?? 0;
    // A reply reads at least as far as its thread (community/clubs.ts).
    const placeOf = (r: { milestone?: number }) => ({
      groupId: d.group ?? null,
      milestone: Math.max(at, r.milestone ?? at),
    });
    const replyCounts: Record<string, number> = {};
    for (const r of d.replies) {
      const m = placeOf(r).milestone;
      if (m > 0) replyCounts[m] = (replyCounts[m] ?? 0) + 1;
    }
    writes.push([
      `${COLLECTIONS.discussions}/${d.id}`,
      {
        ...newDiscussion(d, member(d.createdBy), 'visible', group(d.group), at),
        createdAt: new Date(start),
        replyCount: d.replies.length,
        replyCounts,
        lastActivityAt: new Date(lastReplyAt),
      },
    ]);
    d.replies.forEach((r, ri) => {
      const reply =
        r.by === 'assistant'
          ? newAssistantReply(r.content, null, placeOf(r))
          : newReply(r.content, member(r.by), 'visible', placeOf(r));
      writes.push([
        `${COLLECTIONS.discussions}/${d.id}/${COLLECTIONS.replies}/r${ri + 1}`,
        { ...reply, createdAt: new Date(start + (ri + 1) * 3_600_000) },
      ]);
    });
  });
  writes.push(...moderationDemo(epoch));
  return writes;
}

/**
 * The book club's schedule, its members' places and the counts the callables keep (a count per
 * milestone of members and of discussions), as setClubSchedule and setReadingProgress write them.
 */
function club(epoch: number) {
  const { groupId, schedule, progress, meeting, rsvps } = SEED_CLUB;
  const meetingAt = SEED_GROUPS.find((g) => g.id === groupId)!.nextMeetingDaysAhead! * DAY + 8 * 3_600_000;
  const progressCounts: Record<string, number> = {};
  for (const p of progress) progressCounts[p.milestone] = (progressCounts[p.milestone] ?? 0) + 1;
  const postCounts: Record<string, number> = {};
  for (const d of SEED_DISCUSSIONS) {
    if (d.group === groupId && d.milestone) postCounts[d.milestone] = (postCounts[d.milestone] ?? 0) + 1;
  }
  const rsvpCounts: Record<string, number> = {};
  for (const r of rsvps) rsvpCounts[r.answer] = (rsvpCounts[r.answer] ?? 0) + 1;
  const group = {
    schedule: schedule.map((m) => ({ label: m.label, dueOn: libraryDayOf(seedTime(epoch, m.dueDaysAhead * DAY)) })),
    progressCounts,
    postCounts,
    meetingBranch: meeting.branch,
    meetingRoom: meeting.room,
    rsvpCounts,
    rsvpMeeting: seedTime(epoch, meetingAt),
  };
  const places = progress.map((p, i): [string, object] => [
    `${COLLECTIONS.groups}/${groupId}/${COLLECTIONS.progress}/${uidOf(p.by)}`,
    {
      uid: uidOf(p.by),
      milestone: p.milestone,
      shareName: p.shareName,
      displayName: p.shareName ? nameOf(p.by) : '',
      updatedAt: seedTime(epoch, -DAY + i * 60_000),
    },
  ]);
  const answers = rsvps.map((r, i): [string, object] => [
    `${COLLECTIONS.groups}/${groupId}/${COLLECTIONS.rsvps}/${uidOf(r.by)}`,
    {
      uid: uidOf(r.by),
      answer: r.answer,
      meetingAt: seedTime(epoch, meetingAt),
      updatedAt: seedTime(epoch, -DAY + i * 60_000),
    },
  ]);
  // The meeting before, with what the host wrote after it.
  const last = SEED_CLUB.lastMeeting;
  const lastAt = lastClubMeetingAt(epoch);
  const book = SEED_GROUPS.find((g) => g.id === groupId)!.bookSlug;
  const record: [string, object] = [
    `${COLLECTIONS.groups}/${groupId}/${COLLECTIONS.meetings}/${meetingIdOf(lastAt)}`,
    {
      at: lastAt,
      meetingBranch: meeting.branch,
      meetingRoom: meeting.room,
      meetingLink: '',
      bookTitle: SEED_BOOKS.find((b) => b.slug === book)?.title ?? null,
      rsvpCounts: last.rsvpCounts,
      notes: last.notes,
      notesByName: nameOf(last.notesBy),
      notesAt: seedTime(epoch, -last.daysAgo * DAY + 11 * 3_600_000),
    },
  ];
  return { group, places: [...places, ...answers, record] };
}

export async function seedCommunity(epoch = SEED_EPOCH) {
  await commitInChunks(getFirestore(), communityWrites(epoch));
}

/** A reported reply and a held discussion waiting in the staff queue (/moderation). */
function moderationDemo(epoch: number): Array<[string, object]> {
  const writes: Array<[string, object]> = [];
  const { reportedReply: r, heldDiscussion: h } = SEED_MODERATION;
  const at = seedTime(epoch, -DAY);

  const replyTarget = { kind: 'reply', discussionId: r.discussionId, replyId: r.replyId } as const;
  const replyItem = moderationItemId(replyTarget);
  const seeded = SEED_DISCUSSIONS.find((d) => d.id === r.discussionId)!;
  const reply = seeded.replies[Number(r.replyId.slice(1)) - 1]!;
  const reasons: Record<string, number> = {};
  for (const report of r.reports) reasons[report.reason] = (reasons[report.reason] ?? 0) + 1;
  writes.push([
    `${COLLECTIONS.moderationItems}/${replyItem}`,
    {
      ...moderationItemTarget(replyTarget, member(reply.by as AccountKey)),
      open: true,
      targetStatus: 'visible',
      heldByAi: false,
      aiReason: '',
      aiReasonKey: null,
      reportCount: r.reports.length,
      weightSinceReview: r.reports.length,
      reasons,
      title: '',
      content: reply.content,
      createdAt: at,
      updatedAt: at,
      resolution: null,
      resolutionNote: '',
    },
  ]);
  for (const report of r.reports)
    writes.push([
      `${COLLECTIONS.moderationItems}/${replyItem}/${COLLECTIONS.reports}/${uidOf(report.by)}`,
      { ...newReport(report.reason, report.note, { name: member(report.by).name, trust: 'member' }), createdAt: at },
    ]);

  const heldTarget = { kind: 'discussion', discussionId: h.id } as const;
  writes.push(
    [
      `${COLLECTIONS.discussions}/${h.id}`,
      { ...newDiscussion(h, member(h.createdBy), 'held'), createdAt: at, lastActivityAt: at },
    ],
    [
      `${COLLECTIONS.moderationItems}/${moderationItemId(heldTarget)}`,
      { ...newHeldItem(heldTarget, member(h.createdBy), h, h.aiReason, h.aiReasonKey), createdAt: at, updatedAt: at },
    ],
  );
  return writes;
}

/**
 * Copies, licences, loans, holds and notices (seed/lending.ts), dated from `epoch`; the books they
 * cover get the availability their copies give them (and their search entries with it).
 */
function lendingWrites(epoch: number): Array<[string, object]> {
  const { writes, available } = lendingSeed(SEED_BOOKS, member('reader'), new Date(epoch));
  const books = SEED_BOOKS.flatMap((b, i) =>
    available.has(b.slug)
      ? withSearchEntry(b.slug, { ...bookDoc(b, i, epoch), available: available.get(b.slug)! })
      : [],
  );
  return [...writes, ...books];
}

export async function seedLending(epoch = SEED_EPOCH) {
  await commitInChunks(getFirestore(), lendingWrites(epoch));
}

/**
 * Every Firestore document the seed writes, path -> data, in write order (a later write of a path
 * replaces an earlier one, as the books' lending availability does). All of the seed's dates are
 * here; Auth (seedAuthUsers) has none.
 */
export function seedDocuments(epoch = SEED_EPOCH): Map<string, object> {
  const docs = new Map<string, object>();
  for (const [path, data] of [
    ...profileWrites(epoch),
    ...bookWrites(epoch),
    ...communityWrites(epoch),
    ...lendingWrites(epoch),
    ...readingSeed(SEED_BOOKS, member('reader'), epoch, uidOf('librarian')),
  ])
    docs.set(path, data);
  return docs;
}

/** The demo's Firestore documents, dated from `epoch`, one write per path (into `db`). */
export async function seedFirestore(epoch = SEED_EPOCH, db: Firestore = getFirestore()) {
  // A meeting's record is named by its time: records of another day's seed would stay beside today's.
  for (const g of SEED_GROUPS)
    await db.recursiveDelete(db.collection(`${COLLECTIONS.groups}/${g.id}/${COLLECTIONS.meetings}`));
  await commitInChunks(db, [...seedDocuments(epoch)]);
}

export async function seedAll(epoch = SEED_EPOCH) {
  await seedAuthUsers();
  await seedFirestore(epoch);
}
