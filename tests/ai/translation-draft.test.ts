/**
 * draftBookTranslation through the Functions emulator, whose functions run the real OpenAI client
 * against the local stub: staff get the validated draft (nothing stored), the model is sent the
 * book's record as data and asked for the other language; bad JSON and failures get the reasons
 * the edit page shows; readers and visitors are refused before the model is called.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@shared/collections';
import { newBookDoc } from '../../testing/documents';
import { forAdmin } from '../../testing/sdk';
import { admin, clientFor, signedInClient } from '../../testing/clients';
import { AI_STUB_PORT, reply, startOpenAiStub, type OpenAiStub } from '../../testing/openai-stub';
import { rejection } from '../../testing/rejection';

type Client = Awaited<ReturnType<typeof signedInClient>>;
const { db } = admin();

let stub: OpenAiStub;
let reader: Client;
let librarian: Client;
const bookId = `translation-stub-${Date.now()}`;
const book = newBookDoc({
  title: 'Season of Migration to the North',
  author: 'Tayeb Salih',
  description: 'A narrator returns to his village on the Nile and meets a stranger with a past.',
  coverUrl: '',
  formats: ['ebook'],
});
const DRAFT = {
  title: 'موسم الهجرة إلى الشمال',
  author: 'الطيب صالح',
  description: 'يعود الراوي إلى قريته على ضفاف النيل فيلتقي غريبًا يحمل ماضيًا.',
};

beforeAll(async () => {
  stub = await startOpenAiStub(AI_STUB_PORT);
  await db.collection(COLLECTIONS.books).doc(bookId).set(forAdmin(book));
  [reader, librarian] = await Promise.all([signedInClient('reader'), signedInClient('librarian')]);
});
afterAll(async () => {
  await Promise.all([reader?.close(), librarian?.close()]);
  await db.collection(COLLECTIONS.books).doc(bookId).delete();
  await stub?.close();
});
beforeEach(() => stub.reset());

const draft = (client: Pick<Client, 'call'>, language: 'en' | 'ar' = 'ar', id = bookId) =>
  client.call('draftBookTranslation', { bookId: id, language });

describe('draftBookTranslation', () => {
  it('returns the Arabic draft for staff, drafted by the model from the record, and stores nothing', async () => {
    stub.script(reply.json(DRAFT));
    await expect(draft(librarian)).resolves.toEqual({ ...DRAFT, offline: false });
    const sent = stub.requests[0]!;
    expect(sent.response_format?.type).toBe('json_schema');
    const text = sent.messages.map((m) => m.content).join('\n');
    expect(text).toContain('into Modern Standard Arabic');
    expect(text).toMatch(/<book>[\s\S]*Season of Migration to the North[\s\S]*<\/book>/);
    const stored = (await db.collection(COLLECTIONS.books).doc(bookId).get()).data()!;
    expect(stored.translations).toEqual({});
  });

  it('reports invalid JSON as ai-parse-failed and a failing provider as ai-failed', async () => {
    stub.script(reply.text('{"title": "unterminated'));
    expect(await rejection(draft(librarian))).toMatchObject({ details: { reason: 'ai-parse-failed' } });
    stub.script(reply.status(500), reply.status(500), reply.status(500));
    expect(await rejection(draft(librarian))).toMatchObject({
      code: 'functions/unavailable',
      details: { reason: 'ai-failed' },
    });
  });

  it('refuses to translate a book into its own language, and an unknown book', async () => {
    expect(await rejection(draft(librarian, 'en'))).toMatchObject({ details: { reason: 'validation' } });
    expect(await rejection(draft(librarian, 'ar', 'no-such-book'))).toMatchObject({
      details: { reason: 'not-found' },
    });
    expect(stub.requests).toHaveLength(0);
  });

  it('is refused to readers and visitors, who never reach the model', async () => {
    expect(await rejection(draft(reader))).toMatchObject({ code: 'functions/permission-denied' });
    const visitor = await clientFor();
    try {
      const refused = await rejection(draft(visitor));
      expect(['functions/unauthenticated', 'functions/permission-denied']).toContain(refused.code);
    } finally {
      await visitor.close();
    }
    expect(stub.requests).toHaveLength(0);
  });
});
