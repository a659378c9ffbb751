/**
 * The rules and the shared document schemas agree (firestore.rules cannot import TypeScript, so
 * this test is what keeps the two in step). For every document a client writes, books created and
 * edited by staff and profiles created and edited by their owner: a write of every field the
 * schema has is accepted; leaving out any one field the rules require is refused; and adding any
 * one field the schema lacks (a server-only field, or a near-miss of a real one) is refused.
 */
import { readFileSync } from 'node:fs';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteField, doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS as C } from '@shared/collections';
import { BOOK_FIELDS, bookUpdate } from '@shared/documents/book';
import { noticeSchema } from '@shared/documents/lending';
import { NOTICE_KINDS } from '@shared/constants';
import {
  memberPreferenceFields,
  ownProfileSchema,
  profileSchema,
  profileSettingsFields,
} from '@shared/documents/profile';
import { discussionSchema, groupSchema, newDiscussion, newReply, replySchema } from '@shared/documents/community';
import { moderationItemSchema, newHeldItem, newReport, reportSchema } from '@shared/documents/moderation';
import { bookInput, newBookDoc, profileSettings, storedGroup } from '../../testing/documents';
import { forWeb } from '../../testing/sdk';
import { dbAs, rulesEnv } from '../../testing/rules-env';
import * as F from './fixtures';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv();
  await env.clearFirestore();
  await F.seed(env, F.fullSeed());
});
afterAll(() => env.cleanup());

const without = (data: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(data).filter(([k]) => k !== key));
/** Fields no schema of this document has: each real field's near-miss, and `extras`. */
const strangers = (fields: readonly string[], extras: readonly string[] = []) => [
  ...fields.map((f) => `${f}X`),
  'id',
  ...extras,
];

describe('books (staff)', () => {
  const librarian = () => dbAs(env, 'librarian');
  let n = 0;
  const create = (data: Record<string, unknown>) => setDoc(doc(librarian(), C.books, `agreement-${n++}`), data);
  const edit = (data: Record<string, unknown>) => updateDoc(doc(librarian(), F.PATHS.book), data);

  it('the builder writes exactly the schema fields', () => {
    expect(Object.keys(newBookDoc()).sort()).toEqual([...BOOK_FIELDS].sort());
  });
  it('accepts a new book with every schema field', async () => {
    await assertSucceeds(create(forWeb(newBookDoc())));
  });
  it.each(BOOK_FIELDS)('refuses a new book without %s', async (field) => {
    await assertFails(create(without(forWeb(newBookDoc()), field)));
  });
  it.each(strangers(BOOK_FIELDS, ['searchTokens']))('refuses a new book with %s', async (field) => {
    await assertFails(create({ ...forWeb(newBookDoc()), [field]: 'x' }));
  });

  const edited = () => forWeb(bookUpdate(bookInput({ title: 'The Dispossessed' })));
  it('accepts an edit of every field the form writes', async () => {
    await assertSucceeds(edit(edited()));
  });
  it.each(BOOK_FIELDS)('refuses an edit that removes %s', async (field) => {
    await assertFails(edit({ ...edited(), [field]: deleteField() }));
  });
  it.each(strangers(BOOK_FIELDS))('refuses an edit that adds %s', async (field) => {
    await assertFails(edit({ ...edited(), [field]: 'x' }));
  });
});

describe('profiles (their owner)', () => {
  const OWN_FIELDS = Object.keys(ownProfileSchema.shape);
  const SETTINGS = Object.keys(profileSettingsFields);
  const PREFERENCES = Object.keys(memberPreferenceFields);
  const SERVER_ONLY = Object.keys(profileSchema.shape).filter(
    (f) => !OWN_FIELDS.includes(f) && !PREFERENCES.includes(f),
  );
  /** What the rules insist on at sign-up: the fields besides the (optional) settings. */
  const REQUIRED = OWN_FIELDS.filter((f) => !SETTINGS.includes(f));

  // A new member per attempt, so every write is a create.
  let n = 0;
  function signUp(data: (email: string) => Record<string, unknown>) {
    const uid = `agreement-${n++}`;
    const email = `${uid}@test.library`;
    const db = env.authenticatedContext(uid, { email }).firestore();
    return setDoc(doc(db, C.profiles, uid), data(email));
  }
  const registration = (email: string) => forWeb(F.validProfile('reader', { email }));
  const save = (data: Record<string, unknown>) => updateDoc(doc(dbAs(env, 'reader'), F.PATHS.readerProfile), data);

  it('the sign-up builder writes exactly the fields a member owns', () => {
    expect(Object.keys(registration('a@b.c')).sort()).toEqual([...OWN_FIELDS].sort());
    expect(SERVER_ONLY.sort()).toEqual([
      'cardNumber',
      'keepReadingHistory',
      'lastNameKey',
      'nameKey',
      'nameReview',
      'role',
    ]);
  });
  it('accepts a sign-up with every field a member owns', async () => {
    await assertSucceeds(signUp(registration));
  });
  it.each(REQUIRED)('refuses a sign-up without %s', async (field) => {
    await assertFails(signUp((email) => without(registration(email), field)));
  });
  it.each(SETTINGS)('accepts a sign-up without %s (it reads as empty)', async (field) => {
    await assertSucceeds(signUp((email) => without(registration(email), field)));
  });
  it.each(strangers(OWN_FIELDS, SERVER_ONLY))('refuses a sign-up with %s', async (field) => {
    await assertFails(signUp((email) => ({ ...registration(email), [field]: 'x' })));
  });

  it('accepts a save of every settings field', async () => {
    await assertSucceeds(save({ ...profileSettings({ firstName: 'Nour' }) }));
  });
  it.each(SETTINGS)('accepts a save of %s alone', async (field) => {
    await assertSucceeds(save({ [field]: profileSettings()[field as keyof ReturnType<typeof profileSettings>] }));
  });
  it.each(REQUIRED)('refuses a save that changes %s', async (field) => {
    await assertFails(save({ [field]: field === 'email' ? 'someone@else.org' : new Date(0) }));
  });
  it.each(strangers(OWN_FIELDS, SERVER_ONLY))('refuses a save that adds %s', async (field) => {
    await assertFails(save({ ...profileSettings(), [field]: 'x' }));
  });

  // The site language (docs/i18n.md): the member saves it alone, and only a language the site has.
  it.each(['ar', 'en'])('accepts a save of language %s alone, and a sign-up with it', async (language) => {
    await assertSucceeds(save({ language }));
    await assertSucceeds(signUp((email) => ({ ...registration(email), language })));
  });
  it.each(['fr', 'AR', '', 1, null])('refuses language %j', async (language) => {
    await assertFails(save({ language }));
    await assertFails(signUp((email) => ({ ...registration(email), language })));
  });

  // The e-mail notices the member turns off (/profile): only kinds the library sends, each once.
  it.each([[[]], [['holdReady']], [[...NOTICE_KINDS]]])('accepts a save of emailOff %j alone', async (emailOff) => {
    await assertSucceeds(save({ emailOff }));
  });
  it.each([[['verifyEmail']], [['holdReady', 'holdReady']], [['spam']], ['holdReady'], [null]])(
    'refuses emailOff %j',
    async (emailOff) => {
      await assertFails(save({ emailOff }));
    },
  );
});

describe('server-written community and moderation documents', () => {
  // No client writes these (the matrix and deny-by-default refuse every client write); what must
  // agree is the builders and the read schemas the rules' readers and the web app rely on, so a
  // field the moderation code moves (status, title, content) is never missing or unexpected.
  const held = { title: 'T', content: 'C' };
  const cases = [
    ['discussion', discussionSchema, newDiscussion(held, { uid: 'u', name: 'N' }, 'held')],
    ['reply', replySchema, newReply('C', { uid: 'u', name: 'N' }, 'held')],
    ['group', groupSchema, storedGroup(F.READER)],
    [
      'moderation item',
      moderationItemSchema,
      newHeldItem({ kind: 'reply', discussionId: 'd', replyId: 'r' }, { uid: 'u', name: 'N' }, held, 'why'),
    ],
    ['report', reportSchema, newReport('spam', '', { name: 'Omar K.', trust: 'member' })],
  ] as const;
  it.each(cases)('the %s builder writes exactly the schema fields', (_name, schema, built) => {
    expect(Object.keys(built).sort()).toEqual(Object.keys(schema.shape).sort());
  });
  it('a held post keeps no words in its public document', () => {
    expect(newDiscussion(held, { uid: 'u', name: 'N' }, 'held')).toMatchObject({ title: '', content: '' });
    expect(newReply('C', { uid: 'u', name: 'N' }, 'held').content).toBe('');
  });
  it('every moderation item field the rules read is in the schema', () => {
    const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
    const block = rules.slice(rules.indexOf('match /moderationItems/'), rules.indexOf('match /reports/'));
    const read = [...block.matchAll(/resource\.data\.(\w+)/g)].map((m) => m[1]);
    expect(read.length).toBeGreaterThan(0);
    for (const field of read) expect(Object.keys(moderationItemSchema.shape)).toContain(field);
  });
});

describe('notices (their member)', () => {
  // The one lending write a client makes: marking its own notice read. Every other field is the server's.
  const SERVER_FIELDS = Object.keys(noticeSchema.shape).filter((f) => f !== 'readAt');
  let n = 0;
  async function fresh() {
    const path = `${C.notices}/agreement_${n++}`;
    await F.seed(env, { [path]: F.storedNotice('reader') });
    return doc(dbAs(env, 'reader'), path);
  }

  it('accepts readAt set to the server time, once', async () => {
    const ref = await fresh();
    await assertSucceeds(updateDoc(ref, { readAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { readAt: serverTimestamp() }));
  });
  it('refuses readAt set to a client time', async () => {
    await assertFails(updateDoc(await fresh(), { readAt: new Date() }));
  });
  it.each(SERVER_FIELDS)('refuses marking it read while changing %s', async (field) => {
    await assertFails(updateDoc(await fresh(), { readAt: serverTimestamp(), [field]: 'x' }));
  });
  it.each(strangers(Object.keys(noticeSchema.shape)))('refuses marking it read while adding %s', async (field) => {
    await assertFails(updateDoc(await fresh(), { readAt: serverTimestamp(), [field]: 'x' }));
  });
});
