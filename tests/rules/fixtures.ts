/**
 * Documents for the rules tests: one valid example of every collection, shaped exactly as the
 * web app or the functions write it, so a denial in a test is the rule's doing, not bad data.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, deleteDoc, doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { COLLECTIONS as C } from '@shared/collections';
import { ACTOR_UID, type Actor } from '../support/rules-env';

export const at = Timestamp.fromMillis(Date.parse('2026-11-01T09:00:00Z'));

/** The e-mail the rules-env contexts carry in their token. */
export const emailOf = (actor: Exclude<Actor, 'visitor'>) => `${actor}@test.library`;
export const uidOf = (actor: Actor) => (actor === 'visitor' ? 'uid-visitor' : ACTOR_UID[actor]);

export const READER = ACTOR_UID.reader;
export const OTHER = ACTOR_UID.otherReader;

export function validBook(overrides: Record<string, unknown> = {}) {
  return {
    title: 'The Left Hand of Darkness',
    titleLower: 'the left hand of darkness',
    author: 'Ursula K. Le Guin',
    description: 'An envoy on a winter planet.',
    coverUrl: 'https://covers.example.org/lhod.jpg',
    formats: ['ebook', 'physical'],
    tags: ['science fiction', 'classic'],
    moods: ['curious', 'calm'],
    available: true,
    aiGenerated: false,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

/** A book as stored before the index moved to bookSearch: it still carries its old tokens. */
export const storedBook = () => ({
  ...validBook(),
  createdAt: at,
  updatedAt: at,
  searchTokens: ['left', 'hand', 'darkness'],
});

/** A book's search entry, as triggers/index-book.ts writes it. */
export const storedSearchEntry = () => ({ title: 'The Left Hand of Darkness', searchTokens: ['left', 'hand'] });

/** What /register writes for the signed-in user (no role: it comes from the claim). */
export function validProfile(actor: Exclude<Actor, 'visitor'>, overrides: Record<string, unknown> = {}) {
  return {
    email: emailOf(actor),
    createdAt: serverTimestamp(),
    firstName: 'Omar',
    lastName: 'Khalid',
    dateOfBirth: '1998-11-20',
    fieldOfStudy: 'Computer Science',
    interests: ['Science', 'Technology'],
    avatarUrl: '',
    ...overrides,
  };
}

const ROLE_OF = { reader: 'reader', otherReader: 'reader', librarian: 'librarian', admin: 'admin' } as const;

/** A stored profile: its role mirror matches the actor's claim, as the admin callables keep it. */
export const storedProfile = (actor: Exclude<Actor, 'visitor'>) => ({
  ...validProfile(actor),
  role: ROLE_OF[actor],
  createdAt: at,
});

/** Every signed-in actor's own profile path. */
export const profilePath = (actor: Exclude<Actor, 'visitor'>) => `${C.profiles}/${ACTOR_UID[actor]}`;

export const storedChat = () => ({
  messages: [
    { role: 'user', content: 'Is it a good first Le Guin?' },
    { role: 'assistant', content: 'Many readers start here.' },
  ],
  updatedAt: at,
});

export const storedGroup = () => ({
  name: 'Winter Readers',
  description: 'Cold books for cold evenings.',
  currentBookId: 'b1',
  currentBookTitle: 'The Left Hand of Darkness',
  nextMeeting: at,
  createdBy: READER,
  createdByName: 'Omar K.',
  createdAt: at,
  memberCount: 1,
});

export const storedMember = (actor: Actor = 'reader') => ({ uid: uidOf(actor), displayName: 'Omar K.', joinedAt: at });

export const storedDiscussion = () => ({
  title: 'Favourite openings',
  content: 'Which first line hooked you?',
  createdBy: READER,
  authorName: 'Omar K.',
  createdAt: at,
  replyCount: 1,
  lastActivityAt: at,
});

export const storedReply = () => ({
  content: 'Call me Ishmael.',
  createdBy: READER,
  authorName: 'Omar K.',
  isAssistant: false,
  createdAt: at,
});

export const storedContact = () => ({
  name: 'Visitor',
  email: 'visitor@example.org',
  phone: '',
  subject: 'Opening hours',
  message: 'Are you open on Fridays?',
  uid: null,
  createdAt: at,
});

export const storedRateLimit = () => ({ count: 3, windowStart: at });

export const storedAudit = () => ({
  action: 'role-changed',
  actorUid: ACTOR_UID.admin,
  actorEmail: 'admin@test.library',
  targetUid: READER,
  targetEmail: 'reader@test.library',
  fromRole: 'reader',
  toRole: 'librarian',
  at,
});

export const PATHS = {
  book: `${C.books}/b1`,
  searchEntry: `${C.bookSearch}/b1`,
  readerProfile: `${C.profiles}/${READER}`,
  otherProfile: `${C.profiles}/${OTHER}`,
  readerChat: `${C.profiles}/${READER}/${C.bookChats}/b1`,
  otherChat: `${C.profiles}/${OTHER}/${C.bookChats}/b1`,
  group: `${C.groups}/g1`,
  member: `${C.groups}/g1/${C.members}/${READER}`,
  discussion: `${C.discussions}/d1`,
  reply: `${C.discussions}/d1/${C.replies}/r1`,
  contact: `${C.contactMessages}/m1`,
  rateLimit: `${C.rateLimits}/k1`,
  audit: `${C.auditLog}/a1`,
  /** A collection nobody planned for: deny by default. */
  unplanned: 'somethingElse/x1',
};

/** Writes the given documents with the rules switched off. */
export async function seed(env: RulesTestEnvironment, docs: Record<string, Record<string, unknown>>) {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await Promise.all(Object.entries(docs).map(([path, data]) => setDoc(doc(db, path), data)));
  });
}

export async function remove(env: RulesTestEnvironment, path: string) {
  await env.withSecurityRulesDisabled(async (ctx) => {
    await deleteDoc(doc(ctx.firestore(), path));
  });
}

/** Everything a test may touch, in a known state. */
export const fullSeed = () => ({
  [PATHS.book]: storedBook(),
  [PATHS.searchEntry]: storedSearchEntry(),
  [PATHS.readerProfile]: storedProfile('reader'),
  [PATHS.otherProfile]: storedProfile('otherReader'),
  [profilePath('librarian')]: storedProfile('librarian'),
  [profilePath('admin')]: storedProfile('admin'),
  [PATHS.readerChat]: storedChat(),
  [PATHS.otherChat]: storedChat(),
  [PATHS.group]: storedGroup(),
  [PATHS.member]: storedMember(),
  [PATHS.discussion]: storedDiscussion(),
  [PATHS.reply]: storedReply(),
  [PATHS.contact]: storedContact(),
  [PATHS.rateLimit]: storedRateLimit(),
  [PATHS.audit]: storedAudit(),
  [PATHS.unplanned]: { note: 'x' },
});
