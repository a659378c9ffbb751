/**
 * Writes the demo data (accounts, catalogue, groups, discussions) with the Admin SDK.
 * Idempotent: fixed ids, so running it twice leaves the same data. Used by scripts/seed.ts and
 * by tests that need a known starting point.
 */
import { getAuth } from 'firebase-admin/auth';
import { Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@shared/collections';
import { displayNameOf } from '@shared/display-name';
import { searchEntryFor } from '@shared/search-index';
import { DEMO_ACCOUNTS } from './accounts.js';
import { SEED_BOOKS } from './books.js';
import { SEED_DISCUSSIONS, SEED_GROUPS } from './community.js';

export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-library';
/** A fixed clock so the exported seed is stable; meetings are relative to it. */
const SEED_EPOCH = Date.parse('2026-11-01T09:00:00Z');
const DAY = 86_400_000;

export function assertEmulators() {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error(
      'Refusing to seed: FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must point at emulators.',
    );
  }
}

type AccountKey = keyof typeof DEMO_ACCOUNTS;
const nameOf = (key: AccountKey | 'assistant') => (key === 'assistant' ? 'dplAI' : displayNameOf(DEMO_ACCOUNTS[key]));
const uidOf = (key: AccountKey | 'assistant') => (key === 'assistant' ? null : DEMO_ACCOUNTS[key].uid);

export async function seedAccounts() {
  const auth = getAuth();
  const db = getFirestore();
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    try {
      await auth.getUser(account.uid);
      await auth.updateUser(account.uid, {
        email: account.email,
        password: account.password,
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
    await db.doc(`${COLLECTIONS.profiles}/${account.uid}`).set({
      email: account.email,
      role: account.role,
      createdAt: Timestamp.fromMillis(SEED_EPOCH - 30 * DAY),
      firstName: account.firstName,
      lastName: account.lastName,
      dateOfBirth: account.dateOfBirth,
      fieldOfStudy: account.fieldOfStudy,
      interests: account.interests,
      avatarUrl: '',
    });
  }
}

export function bookDoc(book: (typeof SEED_BOOKS)[number], index: number) {
  const at = Timestamp.fromMillis(SEED_EPOCH - (SEED_BOOKS.length - index) * 3_600_000);
  const data = {
    title: book.title,
    titleLower: book.title.toLowerCase(),
    author: book.author,
    description: book.description,
    coverUrl: book.hasCover ? `/covers/${book.slug}.svg` : '',
    formats: book.formats,
    tags: book.tags,
    moods: book.moods,
    available: book.available,
    aiGenerated: false,
    createdAt: at,
    updatedAt: at,
  };
  return data;
}

/** A book and its search entry (what triggers/index-book.ts would write), same id. */
function withSearchEntry(
  id: string,
  book: Parameters<typeof searchEntryFor>[0],
): Array<[string, Record<string, unknown>]> {
  return [
    [`${COLLECTIONS.books}/${id}`, book],
    [`${COLLECTIONS.bookSearch}/${id}`, searchEntryFor(book)],
  ];
}

async function commitInChunks(db: Firestore, writes: Array<[string, Record<string, unknown>]>) {
  for (let i = 0; i < writes.length; i += 400) {
    const batch = db.batch();
    for (const [path, data] of writes.slice(i, i + 400)) batch.set(db.doc(path), data);
    await batch.commit();
  }
}

export async function seedBooks() {
  const db = getFirestore();
  await commitInChunks(
    db,
    SEED_BOOKS.flatMap((b, i) => withSearchEntry(b.slug, bookDoc(b, i))),
  );
}

/** Generated books for scale tests: "Generated Volume 00042" and so on, after the real ones. */
export async function seedGeneratedBooks(count: number) {
  const db = getFirestore();
  const words = ['river', 'stone', 'garden', 'harbour', 'lantern', 'desert', 'orbit', 'atlas', 'echo', 'compass'];
  const writes: Array<[string, Record<string, unknown>]> = [];
  for (let i = 0; i < count; i++) {
    const w1 = words[i % words.length]!;
    const w2 = words[(i * 7) % words.length]!;
    const title = `Generated Volume ${String(i).padStart(5, '0')} ${w1} ${w2}`;
    const data = {
      title,
      titleLower: title.toLowerCase(),
      author: `Author ${i % 500}`,
      description: `A generated book about the ${w1} and the ${w2}, used to measure the catalogue at scale.`,
      coverUrl: '',
      formats: [(['ebook', 'physical', 'audio'] as const)[i % 3]!],
      tags: [w1, w2, i % 2 ? 'fiction' : 'history'],
      moods: [(['happy', 'down', 'calm', 'stressed', 'curious', 'tired'] as const)[i % 6]!],
      available: i % 5 !== 0,
      aiGenerated: false,
      createdAt: Timestamp.fromMillis(SEED_EPOCH),
      updatedAt: Timestamp.fromMillis(SEED_EPOCH),
    };
    writes.push(...withSearchEntry(`gen-${i}`, data));
  }
  await commitInChunks(db, writes);
}

export async function seedCommunity() {
  const db = getFirestore();
  const writes: Array<[string, Record<string, unknown>]> = [];
  SEED_GROUPS.forEach((g, gi) => {
    const book = g.bookSlug ? SEED_BOOKS.find((b) => b.slug === g.bookSlug) : undefined;
    writes.push([
      `${COLLECTIONS.groups}/${g.id}`,
      {
        name: g.name,
        description: g.description,
        currentBookId: book ? book.slug : null,
        currentBookTitle: book ? book.title : null,
        nextMeeting: g.nextMeetingDaysAhead
          ? Timestamp.fromMillis(SEED_EPOCH + g.nextMeetingDaysAhead * DAY + 8 * 3_600_000)
          : null,
        createdBy: uidOf(g.createdBy),
        createdByName: nameOf(g.createdBy),
        createdAt: Timestamp.fromMillis(SEED_EPOCH - (10 - gi) * DAY),
        memberCount: g.members.length,
      },
    ]);
    g.members.forEach((m, mi) =>
      writes.push([
        `${COLLECTIONS.groups}/${g.id}/${COLLECTIONS.members}/${uidOf(m)}`,
        {
          uid: uidOf(m),
          displayName: nameOf(m),
          joinedAt: Timestamp.fromMillis(SEED_EPOCH - (9 - gi) * DAY + mi * 60_000),
        },
      ]),
    );
  });
  SEED_DISCUSSIONS.forEach((d, di) => {
    const start = SEED_EPOCH - (5 - di) * DAY;
    const lastReplyAt = start + d.replies.length * 3_600_000;
    writes.push([
      `${COLLECTIONS.discussions}/${d.id}`,
      {
        title: d.title,
        content: d.content,
        createdBy: uidOf(d.createdBy),
        authorName: nameOf(d.createdBy),
        createdAt: Timestamp.fromMillis(start),
        replyCount: d.replies.length,
        lastActivityAt: Timestamp.fromMillis(lastReplyAt),
      },
    ]);
    d.replies.forEach((r, ri) =>
      writes.push([
        `${COLLECTIONS.discussions}/${d.id}/${COLLECTIONS.replies}/r${ri + 1}`,
        {
          content: r.content,
          createdBy: uidOf(r.by),
          authorName: nameOf(r.by),
          isAssistant: r.by === 'assistant',
          createdAt: Timestamp.fromMillis(start + (ri + 1) * 3_600_000),
        },
      ]),
    );
  });
  await commitInChunks(db, writes);
}

export async function seedAll() {
  await seedAccounts();
  await seedBooks();
  await seedCommunity();
}
