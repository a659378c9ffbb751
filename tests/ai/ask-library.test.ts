/**
 * Ask the library (functions/src/search/ask-library.ts) through the Functions emulator, its
 * functions running the real OpenAI client against the local stub: what a reader is told, and
 * that an answer naming a book the server did not retrieve never reaches them. The books are this
 * run's own, with copies at Hatta and an ebook licence added at the desk; their embeddings come
 * from the stub (the model's name is OpenAI's, so the demo's word-hash vectors are not searched).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@shared/collections';
import { admin, clientFor, signedInClient } from '../../testing/clients';
import { eventually } from '../../testing/eventually';
import { runStamp } from '../../testing/ids';
import { lendingTitle, removeBook } from '../../testing/lending';
import { AI_STUB_PORT, reply, startOpenAiStub, type OpenAiStub } from '../../testing/openai-stub';
import { rejection } from '../../testing/rejection';

const { db } = admin();
// Letters only: the stub's word-hash embedder splits on digits.
const W = runStamp().replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
let stub: OpenAiStub;
let visitor: Awaited<ReturnType<typeof clientFor>>;
let keeper: { id: string; title: string };
let harbour: { id: string; title: string };

beforeAll(async () => {
  stub = await startOpenAiStub(AI_STUB_PORT);
  const librarian = await signedInClient('librarian');
  try {
    keeper = await lendingTitle(librarian, { title: `Keeper of the ${W} Lighthouse`, copies: ['hatta'], ebook: 1 });
    harbour = await lendingTitle(librarian, { title: `Tides of the ${W} Harbour`, copies: ['main'] });
  } finally {
    await librarian.close();
  }
  visitor = await clientFor();
  // Each book's embedding is written by a trigger, from the stub.
  await eventually(
    async () =>
      (await db.getAll(...[keeper, harbour].map((b) => db.doc(`${COLLECTIONS.bookVectors}/${b.id}`)))).map((d) =>
        d.get('model'),
      ),
    (models) => models.every((m) => m === 'text-embedding-3-small'),
    { timeoutMs: 20_000, what: 'both books embedded' },
  );
});
afterAll(async () => {
  await visitor?.close();
  await Promise.all([keeper, harbour].filter(Boolean).map((b) => removeBook(b.id)));
  await stub?.close();
});
beforeEach(() => stub.reset());

const ask = (question: string, extra: { bookId?: string; language?: 'en' | 'ar' } = {}) =>
  visitor.call('askLibrary', {
    question,
    language: extra.language ?? 'en',
    ...(extra.bookId ? { bookId: extra.bookId } : {}),
  });
const system = (i = 0) => stub.requests[i]!.messages.find((m) => m.role === 'system')!.content;

describe('askLibrary: grounded answers', () => {
  it('answers from the retrieved books, with where each is now, cited books first', async () => {
    stub.script(reply.text(`Try [[${keeper.id}]]: it is on the shelf at Hatta this week.`), reply.text('SAFE: OK'));
    const result = await ask(`a ${W} lighthouse keeper story I can pick up at Hatta`);
    expect(result.outcome).toBe('answered');
    expect(result.provider).toBe('openai');
    expect(result.answer).toBe(`Try [[${keeper.id}]]: it is on the shelf at Hatta this week.`);
    expect(result.books[0]).toMatchObject({
      id: keeper.id,
      title: keeper.title,
      onShelfAt: ['hatta'],
      digitalNow: ['ebook'],
    });
    // The model was given the retrieved books, where they are, and the language to answer in.
    expect(system()).toContain(`[[${keeper.id}]]`);
    expect(system()).toContain('Available now: on the shelf at Hatta; to borrow now as an ebook');
    expect(system()).toContain('Write in English.');
  });

  it('answers an Arabic question in Arabic, with the branches named in Arabic, whatever the page language', async () => {
    stub.script(reply.text(`جرّب [[${harbour.id}]]، وهو على الرف في المقر الرئيسي.`), reply.text('SAFE: OK'));
    // From the book's page: the stub's word-hash embeddings do not cross languages, its neighbours do.
    const result = await ask('أريد كتابًا أقصر من هذا أستلمه هذا الأسبوع', { bookId: keeper.id, language: 'en' });
    expect(result.outcome).toBe('answered');
    expect(system()).toContain('Write in Modern Standard Arabic.');
    expect(system()).toContain('على الرف في حتا');
    expect(system()).toContain('على الرف في المقر الرئيسي');
  });

  it('asked from a book page, draws on that book and its neighbours', async () => {
    stub.script(reply.text(`Like [[${keeper.id}]], try [[${harbour.id}]].`), reply.text('SAFE: OK'));
    const result = await ask('something shorter like this one', { bookId: keeper.id });
    expect(result.outcome).toBe('answered');
    expect(result.books.slice(0, 2).map((b) => b.id)).toEqual([keeper.id, harbour.id]);
    expect(system()).toContain(`[[${keeper.id}]] (the book the reader is looking at)`);
    expect(await rejection(ask('anything', { bookId: `no-such-book-${W}` }))).toMatchObject({
      details: { reason: 'not-found' },
    });
  });

  it('says the library has nothing that fits, without asking the model, when no book is close', async () => {
    const result = await ask('qwzx vlorp zzxq plorbish');
    expect(result).toEqual({ outcome: 'nothing', answer: '', books: [], provider: 'openai' });
    expect(stub.requests).toHaveLength(0);
  });
});

describe('askLibrary: an answer naming a book the server did not retrieve never reaches the reader', () => {
  it('asks once more with the reason, then refuses: the reader gets the retrieved books, no answer', async () => {
    stub.script(reply.text('Try [[dune]], a classic.'), reply.text(`Or [[made-up-${W}]] and [[${keeper.id}]].`));
    const result = await ask(`${W} lighthouse keeper`);
    expect(result.outcome).toBe('refused');
    expect(result.answer).toBe('');
    expect(JSON.stringify(result)).not.toContain('made-up');
    expect(result.books.map((b) => b.id)).toContain(keeper.id);
    expect(result.books.map((b) => b.id)).not.toContain('dune');
    // Two answers asked for, the second told why the first was refused; no moderation of either.
    expect(stub.requests).toHaveLength(2);
    expect(stub.requests[1]!.messages.at(-1)!.content).toContain('[[dune]], which is not in the catalogue block');
  });

  it('refuses a title in quotes that was not retrieved, and takes the grounded retry', async () => {
    stub.script(
      reply.text(`Try “Foundation” by Isaac Asimov, or [[${keeper.id}]].`),
      reply.text(`Try [[${keeper.id}]].`),
      reply.text('SAFE: OK'),
    );
    const result = await ask(`${W} lighthouse keeper`);
    expect(result).toMatchObject({ outcome: 'answered', answer: `Try [[${keeper.id}]].` });
    expect(JSON.stringify(result)).not.toContain('Foundation');
  });

  it('refuses an answer with a link off the site (the output check), without a retry', async () => {
    stub.script(reply.text(`Try [[${keeper.id}]], or buy it at shop.example.com.`));
    const result = await ask(`${W} lighthouse keeper`);
    expect(result).toMatchObject({ outcome: 'refused', answer: '' });
    expect(stub.requests).toHaveLength(1);
  });

  it('reports a failing model as ai-failed', async () => {
    stub.script(reply.status(500), reply.status(500), reply.status(500));
    expect(await rejection(ask(`${W} lighthouse keeper`))).toMatchObject({ details: { reason: 'ai-failed' } });
  });
});
