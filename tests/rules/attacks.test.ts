/**
 * Attacks on the rules by signed-in users with a valid session: writing server-owned fields
 * (role, counters, author names, AI flags, timestamps, the search index), touching someone else's
 * data, bypassing the moderated callables, and oversized or wrongly typed fields. Each attack is
 * paired with positive controls, so a denial is proven to come from the rule under test.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  addDoc,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { COLLECTIONS as C } from '@shared/collections';
import { dbAs, rulesEnv, type Actor } from '../../testing/rules-env';
import * as F from './fixtures';
import { INTERESTS } from '@shared/constants';

type Db = ReturnType<typeof dbAs>;
interface Attack {
  name: string;
  actor: Actor;
  allow: boolean;
  run: (db: Db) => Promise<unknown>;
}

const longText = (n: number) => 'x'.repeat(n);
const omit = (data: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(data).filter(([k]) => k !== key));
const update = (path: string, data: Record<string, unknown>) => (db: Db) => updateDoc(doc(db, path), data);
const create = (path: string, data: Record<string, unknown>) => (db: Db) => setDoc(doc(db, path), data);
const newProfile = (overrides: Record<string, unknown>) =>
  create(F.PATHS.readerProfile, F.validProfile('reader', overrides));
const newBook = (overrides: Record<string, unknown>) => create(`${C.books}/new-book`, F.validBook(overrides));
const editBook = (data: Record<string, unknown>) => update(F.PATHS.book, { ...data, updatedAt: serverTimestamp() });

const PROFILE_ATTACKS: Attack[] = [
  {
    name: 'reader sets own role to admin',
    actor: 'reader',
    allow: false,
    run: update(F.PATHS.readerProfile, { role: 'admin' }),
  },
  {
    name: 'reader sets own role to librarian',
    actor: 'reader',
    allow: false,
    run: update(F.PATHS.readerProfile, { role: 'librarian' }),
  },
  {
    name: 'reader removes own role mirror',
    actor: 'reader',
    allow: false,
    run: update(F.PATHS.readerProfile, { role: deleteField() }),
  },
  {
    name: 'reader changes own email',
    actor: 'reader',
    allow: false,
    run: update(F.PATHS.readerProfile, { email: 'x@evil.test' }),
  },
  {
    name: 'reader rewrites own createdAt',
    actor: 'reader',
    allow: false,
    run: update(F.PATHS.readerProfile, { createdAt: serverTimestamp() }),
  },
  {
    name: 'reader adds an unknown field',
    actor: 'reader',
    allow: false,
    run: update(F.PATHS.readerProfile, { isVip: true }),
  },
  {
    name: "reader edits another reader's profile",
    actor: 'reader',
    allow: false,
    run: update(F.PATHS.otherProfile, { firstName: 'Hacked' }),
  },
  {
    name: "reader reads another reader's profile",
    actor: 'reader',
    allow: false,
    run: (db) => getDoc(doc(db, F.PATHS.otherProfile)),
  },
  {
    name: "librarian edits a reader's profile",
    actor: 'librarian',
    allow: false,
    run: update(F.PATHS.readerProfile, { firstName: 'Hacked' }),
  },
  {
    name: 'admin writes a role directly (must use setUserRole)',
    actor: 'admin',
    allow: false,
    run: update(F.PATHS.readerProfile, { role: 'librarian' }),
  },
  {
    name: 'reader firstName of 101 characters',
    actor: 'reader',
    allow: false,
    run: update(F.PATHS.readerProfile, { firstName: longText(101) }),
  },
  {
    name: 'reader firstName of 100 characters (control)',
    actor: 'reader',
    allow: true,
    run: update(F.PATHS.readerProfile, { firstName: longText(100) }),
  },
  {
    name: 'reader firstName as a number',
    actor: 'reader',
    allow: false,
    run: update(F.PATHS.readerProfile, { firstName: 42 }),
  },
  {
    name: 'reader lastName as a map',
    actor: 'reader',
    allow: false,
    run: update(F.PATHS.readerProfile, { lastName: { a: 1 } }),
  },
  {
    name: 'reader javascript: avatar URL',
    actor: 'reader',
    allow: false,
    run: update(F.PATHS.readerProfile, { avatarUrl: 'javascript:alert(1)' }),
  },
  {
    name: 'reader https avatar URL (control)',
    actor: 'reader',
    allow: true,
    run: update(F.PATHS.readerProfile, { avatarUrl: 'https://img.example.org/me.png' }),
  },
  {
    name: 'reader avatar URL over 2048 characters',
    actor: 'reader',
    allow: false,
    run: update(F.PATHS.readerProfile, { avatarUrl: `https://x.org/${longText(2040)}` }),
  },
  {
    name: 'reader date of birth not yyyy-mm-dd',
    actor: 'reader',
    allow: false,
    run: update(F.PATHS.readerProfile, { dateOfBirth: '20/11/1998' }),
  },
  {
    name: 'reader date of birth as a timestamp',
    actor: 'reader',
    allow: false,
    run: update(F.PATHS.readerProfile, { dateOfBirth: Timestamp.now() }),
  },
  {
    name: 'reader clears date of birth (control)',
    actor: 'reader',
    allow: true,
    run: update(F.PATHS.readerProfile, { dateOfBirth: '' }),
  },
  {
    name: 'reader fieldOfStudy of 101 characters',
    actor: 'reader',
    allow: false,
    run: update(F.PATHS.readerProfile, { fieldOfStudy: longText(101) }),
  },
  {
    name: 'reader interest outside the 20 chips',
    actor: 'reader',
    allow: false,
    run: update(F.PATHS.readerProfile, { interests: ['Fiction', 'Hacking'] }),
  },
  {
    name: 'reader duplicate interests',
    actor: 'reader',
    allow: false,
    run: update(F.PATHS.readerProfile, { interests: ['Art', 'Art'] }),
  },
  {
    name: 'reader interests as a string',
    actor: 'reader',
    allow: false,
    run: update(F.PATHS.readerProfile, { interests: 'Art' }),
  },
  {
    name: 'reader all 20 interests (control)',
    actor: 'reader',
    allow: true,
    run: update(F.PATHS.readerProfile, {
      interests: [...INTERESTS],
    }),
  },
];

/** Profile creation at sign-up; the seeded reader profile is removed first. */
const SIGN_UP_ATTACKS: Attack[] = [
  { name: 'sign-up profile with a role field', actor: 'reader', allow: false, run: newProfile({ role: 'reader' }) },
  { name: 'sign-up profile claiming admin', actor: 'reader', allow: false, run: newProfile({ role: 'admin' }) },
  {
    name: "sign-up profile with someone else's e-mail",
    actor: 'reader',
    allow: false,
    run: newProfile({ email: 'admin@library.test' }),
  },
  {
    name: 'sign-up profile with a client-chosen createdAt',
    actor: 'reader',
    allow: false,
    run: newProfile({ createdAt: Timestamp.fromMillis(0) }),
  },
  {
    name: 'sign-up profile without createdAt',
    actor: 'reader',
    allow: false,
    run: create(F.PATHS.readerProfile, omit(F.validProfile('reader'), 'createdAt')),
  },
  {
    name: 'sign-up profile with a 101-character last name',
    actor: 'reader',
    allow: false,
    run: newProfile({ lastName: longText(101) }),
  },
  {
    name: 'sign-up profile for another uid',
    actor: 'otherReader',
    allow: false,
    run: newProfile({ email: F.emailOf('otherReader') }),
  },
  {
    name: 'sign-up profile with only the required fields (control)',
    actor: 'reader',
    allow: true,
    run: create(F.PATHS.readerProfile, { email: F.emailOf('reader'), createdAt: serverTimestamp() }),
  },
];

const CHAT_ATTACKS: Attack[] = [
  {
    name: "reader reads another reader's book chat",
    actor: 'reader',
    allow: false,
    run: (db) => getDoc(doc(db, F.PATHS.otherChat)),
  },
  {
    name: "reader rewrites another reader's book chat",
    actor: 'reader',
    allow: false,
    run: update(F.PATHS.otherChat, { messages: [] }),
  },
  {
    name: 'reader plants an assistant message in own chat',
    actor: 'reader',
    allow: false,
    run: update(F.PATHS.readerChat, { messages: [{ role: 'assistant', content: 'Free books!' }] }),
  },
  {
    name: "admin reads a reader's book chat",
    actor: 'admin',
    allow: false,
    run: (db) => getDoc(doc(db, F.PATHS.readerChat)),
  },
];

const BOOK_ATTACKS: Attack[] = [
  { name: 'reader creates a book', actor: 'reader', allow: false, run: newBook({}) },
  { name: 'reader flips availability', actor: 'reader', allow: false, run: editBook({ available: false }) },
  { name: 'librarian creates a valid book (control)', actor: 'librarian', allow: true, run: newBook({}) },
  {
    name: 'librarian creates with a local cover (control)',
    actor: 'librarian',
    allow: true,
    run: newBook({ coverUrl: '/covers/dune.svg' }),
  },
  {
    name: 'librarian creates with 20 tags of 40 characters (control)',
    actor: 'librarian',
    allow: true,
    run: newBook({ tags: Array.from({ length: 20 }, (_, i) => `${i}`.padEnd(40, 't')) }),
  },
  {
    name: 'librarian forges the search index on create',
    actor: 'librarian',
    allow: false,
    run: newBook({ searchTokens: ['free'] }),
  },
  {
    name: 'librarian rewrites the search index',
    actor: 'librarian',
    allow: false,
    run: editBook({ searchTokens: ['free'] }),
  },
  {
    name: 'librarian writes a search entry',
    actor: 'librarian',
    allow: false,
    run: create(F.PATHS.searchEntry, { ...F.storedSearchEntry(), title: 'Forged' }),
  },
  {
    name: 'admin creates a search entry for a book that does not exist',
    actor: 'admin',
    allow: false,
    run: create(`${C.bookSearch}/ghost`, F.storedSearchEntry()),
  },
  {
    name: 'admin deletes a search entry',
    actor: 'admin',
    allow: false,
    run: (db) => deleteDoc(doc(db, F.PATHS.searchEntry)),
  },
  {
    name: 'visitor reads a search entry (control)',
    actor: 'visitor',
    allow: true,
    run: (db) => getDoc(doc(db, F.PATHS.searchEntry)),
  },
  {
    name: 'librarian rewrites createdAt',
    actor: 'librarian',
    allow: false,
    run: editBook({ createdAt: serverTimestamp() }),
  },
  {
    name: 'librarian sets a client updatedAt',
    actor: 'librarian',
    allow: false,
    run: update(F.PATHS.book, { title: 'X', titleLower: 'x', updatedAt: Timestamp.fromMillis(0) }),
  },
  {
    name: 'librarian creates a book that starts unavailable',
    actor: 'librarian',
    allow: false,
    run: newBook({ available: false }),
  },
  {
    name: 'librarian marks a book unavailable (control)',
    actor: 'librarian',
    allow: true,
    run: editBook({ available: false }),
  },
  { name: 'librarian adds an unknown field', actor: 'librarian', allow: false, run: newBook({ featured: true }) },
  {
    name: 'title of 201 characters',
    actor: 'librarian',
    allow: false,
    run: newBook({ title: longText(201), titleLower: longText(201) }),
  },
  { name: 'blank title', actor: 'librarian', allow: false, run: newBook({ title: '   ', titleLower: '   ' }) },
  {
    name: 'titleLower not matching the title',
    actor: 'librarian',
    allow: false,
    run: newBook({ titleLower: 'aaa first in the list' }),
  },
  { name: 'author as a number', actor: 'librarian', allow: false, run: newBook({ author: 7 }) },
  { name: 'blank author', actor: 'librarian', allow: false, run: newBook({ author: '' }) },
  {
    name: 'description of 5001 characters',
    actor: 'librarian',
    allow: false,
    run: newBook({ description: longText(5001) }),
  },
  {
    name: 'missing description',
    actor: 'librarian',
    allow: false,
    run: create(`${C.books}/new-book`, omit(F.validBook(), 'description')),
  },
  {
    name: 'javascript: cover URL',
    actor: 'librarian',
    allow: false,
    run: newBook({ coverUrl: 'javascript:alert(1)' }),
  },
  {
    name: 'cover path escaping /covers/',
    actor: 'librarian',
    allow: false,
    run: newBook({ coverUrl: '/covers/../admin.svg' }),
  },
  { name: 'unknown format', actor: 'librarian', allow: false, run: newBook({ formats: ['vinyl'] }) },
  { name: 'duplicate formats', actor: 'librarian', allow: false, run: newBook({ formats: ['ebook', 'ebook'] }) },
  { name: 'three moods', actor: 'librarian', allow: false, run: newBook({ moods: ['happy', 'calm', 'tired'] }) },
  { name: 'unknown mood', actor: 'librarian', allow: false, run: newBook({ moods: ['angry'] }) },
  { name: 'the same mood twice', actor: 'librarian', allow: false, run: newBook({ moods: ['calm', 'calm'] }) },
  {
    name: '21 tags',
    actor: 'librarian',
    allow: false,
    run: newBook({ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }),
  },
  {
    name: 'a tag of 41 characters (not the first)',
    actor: 'librarian',
    allow: false,
    run: newBook({ tags: ['ok', longText(41)] }),
  },
  { name: 'a non-string tag (not the first)', actor: 'librarian', allow: false, run: newBook({ tags: ['ok', 12] }) },
  {
    name: 'a boolean as the last of 20 tags',
    actor: 'librarian',
    allow: false,
    run: newBook({ tags: [...Array.from({ length: 19 }, (_, i) => `t${i}`), true] }),
  },
  { name: 'an empty tag', actor: 'librarian', allow: false, run: newBook({ tags: ['ok', ''] }) },
  { name: 'a tag smuggling a newline', actor: 'librarian', allow: false, run: newBook({ tags: ['a\nb'] }) },
  { name: 'available as a string', actor: 'librarian', allow: false, run: newBook({ available: 'yes' }) },
  { name: 'aiGenerated as a string', actor: 'librarian', allow: false, run: editBook({ aiGenerated: 'true' }) },
];

const COMMUNITY_ATTACKS: Attack[] = [
  {
    name: 'reply author renames their reply to the assistant',
    actor: 'reader',
    allow: false,
    run: update(F.PATHS.reply, { authorName: 'dplAI' }),
  },
  {
    name: 'reply author deletes their reply (and its count)',
    actor: 'reader',
    allow: false,
    run: (db) => deleteDoc(doc(db, F.PATHS.reply)),
  },
  {
    name: 'admin sets a reply count',
    actor: 'admin',
    allow: false,
    run: update(F.PATHS.discussion, { replyCount: 99 }),
  },
  {
    name: 'admin sets a member count',
    actor: 'admin',
    allow: false,
    run: update(F.PATHS.group, { memberCount: 99 }),
  },
  {
    name: 'group creator closes their group directly (around closeGroup)',
    actor: 'reader',
    allow: false,
    run: update(F.PATHS.group, { closed: true }),
  },
  {
    name: 'group creator edits their group directly (skipping moderation)',
    actor: 'reader',
    allow: false,
    run: update(F.PATHS.group, { description: 'Unmoderated text' }),
  },
  {
    name: 'member takes a group over directly (around transferGroup)',
    actor: 'librarian',
    allow: false,
    run: update(F.PATHS.group, { createdBy: F.uidOf('librarian'), createdByName: 'Layla L.' }),
  },
  {
    name: 'discussion author moves their discussion into a group directly',
    actor: 'reader',
    allow: false,
    run: update(F.PATHS.discussion, { groupId: 'g1', groupName: 'Winter Readers' }),
  },
  {
    name: 'member leaves a group directly (around the counter)',
    actor: 'reader',
    allow: false,
    run: (db) => deleteDoc(doc(db, F.PATHS.member)),
  },
  {
    name: 'reader posts a discussion directly (skipping moderation)',
    actor: 'reader',
    allow: false,
    run: (db) => addDoc(collection(db, C.discussions), { ...F.storedDiscussion(), createdAt: serverTimestamp() }),
  },
  {
    name: 'reader forges the author name of a discussion',
    actor: 'reader',
    allow: false,
    run: update(F.PATHS.discussion, { authorName: 'Librarian Layla' }),
  },
  {
    name: 'reader bumps a reply count',
    actor: 'reader',
    allow: false,
    run: update(F.PATHS.discussion, { replyCount: increment(1) }),
  },
  {
    name: 'discussion author edits own discussion',
    actor: 'reader',
    allow: false,
    run: update(F.PATHS.discussion, { content: 'Edited after moderation' }),
  },
  {
    name: 'reader posts a reply directly',
    actor: 'reader',
    allow: false,
    run: (db) =>
      addDoc(collection(db, C.discussions, 'd1', C.replies), { ...F.storedReply(), createdAt: serverTimestamp() }),
  },
  {
    name: 'reader forges an AI reply',
    actor: 'reader',
    allow: false,
    run: (db) =>
      addDoc(collection(db, C.discussions, 'd1', C.replies), {
        ...F.storedReply(),
        createdBy: null,
        authorName: 'dplAI',
        isAssistant: true,
        createdAt: serverTimestamp(),
      }),
  },
  {
    name: 'reader flags own reply as AI',
    actor: 'reader',
    allow: false,
    run: update(F.PATHS.reply, { isAssistant: true }),
  },
  {
    name: 'admin posts a reply directly',
    actor: 'admin',
    allow: false,
    run: (db) =>
      addDoc(collection(db, C.discussions, 'd1', C.replies), { ...F.storedReply(), createdAt: serverTimestamp() }),
  },
  {
    name: 'reader creates a group directly',
    actor: 'reader',
    allow: false,
    run: (db) => addDoc(collection(db, C.groups), { ...F.storedGroup(), createdAt: serverTimestamp() }),
  },
  {
    name: 'reader bumps a member count',
    actor: 'reader',
    allow: false,
    run: update(F.PATHS.group, { memberCount: increment(1) }),
  },
  {
    name: 'group creator renames the group',
    actor: 'reader',
    allow: false,
    run: update(F.PATHS.group, { name: 'Unmoderated name' }),
  },
  {
    name: 'reader joins a group directly',
    actor: 'otherReader',
    allow: false,
    run: create(`${C.groups}/g1/${C.members}/${F.OTHER}`, F.storedMember('otherReader')),
  },
  {
    name: 'reader removes another member',
    actor: 'otherReader',
    allow: false,
    run: (db) => deleteDoc(doc(db, F.PATHS.member)),
  },
  {
    name: 'librarian creates a group directly',
    actor: 'librarian',
    allow: false,
    run: (db) => addDoc(collection(db, C.groups), { ...F.storedGroup(), createdAt: serverTimestamp() }),
  },
];

const SERVER_ONLY_ATTACKS: Attack[] = [
  {
    name: 'visitor drops a contact message directly',
    actor: 'visitor',
    allow: false,
    run: (db) => addDoc(collection(db, C.contactMessages), F.storedContact()),
  },
  {
    name: 'reader reads a contact message',
    actor: 'reader',
    allow: false,
    run: (db) => getDoc(doc(db, F.PATHS.contact)),
  },
  {
    name: 'librarian reads a contact message',
    actor: 'librarian',
    allow: false,
    run: (db) => getDoc(doc(db, F.PATHS.contact)),
  },
  {
    name: 'reader resets a rate-limit counter',
    actor: 'reader',
    allow: false,
    run: update(F.PATHS.rateLimit, { count: 0 }),
  },
  {
    name: 'admin resets a rate-limit counter',
    actor: 'admin',
    allow: false,
    run: update(F.PATHS.rateLimit, { count: 0 }),
  },
];

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv();
});
beforeEach(async () => {
  await env.clearFirestore();
  await F.seed(env, F.fullSeed());
});
afterAll(() => env.cleanup());

function runAll(attacks: Attack[], before?: () => Promise<void>) {
  it.each(attacks)('$name: allow=$allow', async ({ actor, allow, run }) => {
    if (before) await before();
    const result = run(dbAs(env, actor));
    await (allow ? assertSucceeds(result) : assertFails(result));
  });
}

describe('profiles', () => runAll(PROFILE_ATTACKS));
describe('sign-up profile', () => runAll(SIGN_UP_ATTACKS, () => F.remove(env, F.PATHS.readerProfile)));
describe('book chats', () => runAll(CHAT_ATTACKS));
describe('books', () => runAll(BOOK_ATTACKS, () => F.remove(env, `${C.books}/new-book`)));
describe('community', () => runAll(COMMUNITY_ATTACKS));
describe('server-only collections', () => runAll(SERVER_ONLY_ATTACKS));
