/**
 * Bilingual books, attacked through the rules: only staff write a book's language and translation,
 * the translation's shape and sizes are bounded, and its provenance is honest: nobody can claim
 * another staff member reviewed a text, or pass their own edit of an accepted text off as theirs.
 * Each refusal is paired with an accepted control.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteField, doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { COLLECTIONS as C } from '@shared/collections';
import { ACTOR_UID, dbAs, rulesEnv, type Actor } from '../../testing/rules-env';
import { forWeb } from '../../testing/sdk';
import * as T from '../../testing/documents';

const BOOK = `${C.books}/bilingual`;
const ADMIN = ACTOR_UID.admin;
const LIBRARIAN = ACTOR_UID.librarian;

/** A translation entry as the browser sends it; `overrides` may be anything an attacker sends. */
const entry = (overrides: Record<string, unknown> = {}) => ({
  title: 'يد الظلام اليسرى',
  author: 'أورسولا ك. لو غوين',
  description: 'مبعوث على كوكب شتوي.',
  origin: 'librarian',
  reviewedBy: LIBRARIAN,
  updatedAt: serverTimestamp(),
  ...overrides,
});

/** The stored book: English, with an Arabic version the admin accepted. */
const ACCEPTED = { ...entry(), reviewedBy: ADMIN, updatedAt: T.AT };
const storedBook = () => ({ ...T.storedBook(), translations: { ar: ACCEPTED } });

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv();
});
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, BOOK), storedBook());
    for (const actor of ['librarian', 'admin'] as const)
      await setDoc(doc(db, C.profiles, ACTOR_UID[actor]), T.storedProfile(`${actor}@test.library`, { role: actor }));
  });
});
afterAll(() => env.cleanup());

const edit = (actor: Actor, data: Record<string, unknown>) =>
  updateDoc(doc(dbAs(env, actor), BOOK), { ...data, updatedAt: serverTimestamp() });
const setArabic = (actor: Actor, overrides: Record<string, unknown> = {}) =>
  edit(actor, { 'translations.ar': entry(overrides) });

describe('who may write a translation', () => {
  it('a librarian saves an Arabic version as reviewed by themselves (control)', async () => {
    await assertSucceeds(setArabic('librarian'));
  });
  it('an admin saves one as reviewed by themselves (control)', async () => {
    await assertSucceeds(setArabic('admin', { reviewedBy: ADMIN }));
  });
  it.each(['visitor', 'reader', 'otherReader'] as const)('%s cannot write a translation', async (actor) => {
    await assertFails(setArabic(actor, { reviewedBy: ACTOR_UID[actor as 'reader'] ?? null }));
    await assertFails(setArabic(actor, { origin: 'ai', reviewedBy: null }));
  });
  it('a reader cannot change the book language', async () => {
    await assertFails(edit('reader', { language: 'ar' }));
  });
  it('a reader cannot create a book with a translation', async () => {
    const book = { ...forWeb(T.newBookDoc()), translations: { ar: entry({ reviewedBy: ACTOR_UID.reader }) } };
    await assertFails(setDoc(doc(dbAs(env, 'reader'), C.books, 'reader-book'), book));
  });
  it('a librarian creates an Arabic book with an English version (control)', async () => {
    const book = { ...forWeb(T.newBookDoc({}, 'ar')), translations: { en: entry({ title: 'Men in the Sun' }) } };
    await assertSucceeds(setDoc(doc(dbAs(env, 'librarian'), C.books, 'arabic-book'), book));
  });
});

describe('provenance is honest', () => {
  it('an AI draft is saved unreviewed (control)', async () => {
    await assertSucceeds(setArabic('librarian', { origin: 'ai', reviewedBy: null }));
  });
  it('a librarian cannot say another staff member reviewed their text', async () => {
    await assertFails(setArabic('librarian', { title: 'عنوان آخر', reviewedBy: ADMIN }));
    await assertFails(setArabic('librarian', { reviewedBy: 'uid-someone-else' }));
  });
  it('a reviewed translation names its reviewer', async () => {
    await assertFails(setArabic('librarian', { reviewedBy: null }));
    await assertFails(setArabic('librarian', { reviewedBy: '' }));
  });
  it('an AI draft cannot carry a reviewer', async () => {
    await assertFails(setArabic('librarian', { origin: 'ai', reviewedBy: LIBRARIAN }));
    await assertFails(setArabic('librarian', { origin: 'ai', reviewedBy: ADMIN }));
  });
  it('no other origin', async () => {
    await assertFails(setArabic('librarian', { origin: 'machine' }));
    await assertFails(setArabic('librarian', { origin: null }));
  });
  it("editing the admin's accepted text while keeping the admin as reviewer is refused", async () => {
    await assertFails(edit('librarian', { 'translations.ar.description': 'نص معدّل' }));
    await assertFails(setArabic('librarian', { description: 'نص معدّل', reviewedBy: ADMIN, updatedAt: T.AT }));
  });
  it("the admin's accepted text may be kept as it is, by another edit or saved again unchanged", async () => {
    await assertSucceeds(
      edit('librarian', {
        title: 'The Left Hand of Darkness (new edition)',
        titleLower: 'the left hand of darkness (new edition)',
      }),
    );
    await assertSucceeds(setArabic('librarian', { reviewedBy: ADMIN, updatedAt: T.AT }));
  });
  it('a librarian who edits it becomes its reviewer (control)', async () => {
    await assertSucceeds(setArabic('librarian', { description: 'نص معدّل' }));
  });
});

describe('shapes and sizes', () => {
  it.each<[string, Record<string, unknown>]>([
    ['a title over 200 characters', { title: 'ك'.repeat(201) }],
    ['an author over 200 characters', { author: 'ك'.repeat(201) }],
    ['a description over 5000 characters', { description: 'ك'.repeat(5001) }],
    ['a blank title', { title: '   ' }],
    ['a blank author', { author: '' }],
    ['a number as title', { title: 42 }],
    ['a string as time', { updatedAt: '2026-01-01' }],
    ['an extra field', { html: '<b>x</b>' }],
  ])('refuses %s', async (_name, overrides) => {
    await assertFails(setArabic('librarian', overrides));
  });
  it('refuses an entry without a field', async () => {
    for (const field of ['title', 'author', 'description', 'origin', 'reviewedBy', 'updatedAt']) {
      await assertFails(edit('librarian', { [`translations.ar.${field}`]: deleteField() }));
    }
  });
  it('refuses a translation into a language we do not have, or into its own language', async () => {
    await assertFails(edit('librarian', { 'translations.fr': entry() }));
    await assertFails(edit('librarian', { 'translations.en': entry() }));
    await assertFails(edit('librarian', { language: 'ar' })); // the Arabic version would be its own language
  });
  it('switching the original to Arabic with an English version is fine (control)', async () => {
    await assertSucceeds(
      edit('librarian', { language: 'ar', translations: { en: entry({ title: 'Men in the Sun' }) } }),
    );
  });
  it('refuses an unknown language, a non-map translations field, and removing either field', async () => {
    await assertFails(edit('librarian', { language: 'fr' }));
    await assertFails(edit('librarian', { translations: 'ar' }));
    await assertFails(edit('librarian', { translations: { ar: 'نص' } }));
    await assertFails(edit('librarian', { language: deleteField() }));
    await assertFails(edit('librarian', { translations: deleteField() }));
  });
});
