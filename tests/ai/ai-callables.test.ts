/**
 * The AI callables through the Functions emulator, whose functions run the real OpenAI client
 * against the local stub (scripts/with-ai-stub-emulators.sh sets the key and base URL). Each case
 * checks what the member is told (the error reason the UI maps to the spec's message) and that
 * nothing was saved that should not be.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@shared/collections';
import { LIMITS } from '@shared/constants';
import type { ChatMessage } from '@shared/schemas';
import { newBookDoc } from '../../testing/documents';
import { forAdmin } from '../../testing/sdk';
import { admin, clientFor, signedInClient } from '../../testing/clients';
import { AI_STUB_PORT, reply, startOpenAiStub, type OpenAiStub } from '../../testing/openai-stub';
import { eventually } from '../../testing/eventually';
import { rejection } from '../../testing/rejection';

type Client = Awaited<ReturnType<typeof signedInClient>>;
type AnyClient = Awaited<ReturnType<typeof clientFor>>;
const EMPTY_ANSWER = 'I apologize, but I cannot provide a response at this moment.';
const { db } = admin();

let stub: OpenAiStub;
let reader: Client;
let librarian: Client;
const bookId = `ai-stub-book-${Date.now()}`;
const book = newBookDoc({
  description: 'An envoy on a frozen world where people have no fixed sex.',
  coverUrl: '',
  formats: ['ebook'],
  tags: ['science fiction'],
  moods: ['curious'],
});

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

const chatRef = (uid: string) =>
  db.collection(COLLECTIONS.profiles).doc(uid).collection(COLLECTIONS.bookChats).doc(bookId);
const storedChat = async (uid: string) => (await chatRef(uid).get()).data()?.messages as ChatMessage[] | undefined;
const chat = (client: AnyClient, message: string, id = bookId) => client.call('bookChat', { bookId: id, message });

describe('configuration of this emulator session', () => {
  it('reports the OpenAI provider, because the emulator read functions/.secret.local', async () => {
    const visitor = await clientFor();
    try {
      await expect(visitor.call('aiStatus', null)).resolves.toEqual({
        provider: 'openai',
      });
    } finally {
      await visitor.close();
    }
  });
});

describe('bookChat', () => {
  it('answers, stores question and answer, and sends the book and the history to the model', async () => {
    // The answer, then the output check's moderation of it.
    stub.script(reply.text('It follows Genly Ai on the planet Gethen.'), reply.text('SAFE: OK'));
    const first = await chat(reader, 'What is it about?');
    expect(first).toEqual({
      outcome: 'ok',
      messages: [
        { role: 'user', content: 'What is it about?' },
        { role: 'assistant', content: 'It follows Genly Ai on the planet Gethen.' },
      ],
    });
    expect(await storedChat(reader.uid)).toEqual(first.messages);

    const sent = stub.requests[0]!;
    // The emulator read functions/.env.local (model) and .secret.local (key).
    expect(sent.model).toBe('stub-model');
    expect(sent.authorization).toBe('Bearer test-stub-key');
    expect(sent).toMatchObject({ temperature: 0.7, max_tokens: 500 });
    for (const part of [book.title, book.author, book.description]) expect(sent.messages[0]!.content).toContain(part);

    stub.script(reply.text('Yes, winter is everywhere.'), reply.text('SAFE: OK'));
    const second = await chat(reader, 'Is it cold there?');
    expect(second.messages).toHaveLength(4);
    expect(stub.requests[2]!.messages.slice(1)).toEqual([
      ...first.messages,
      { role: 'user', content: 'Is it cold there?' },
    ]);
  });

  it('stores and returns the apology when the model answers nothing', async () => {
    const before = (await storedChat(reader.uid)) ?? [];
    stub.script(reply.text(''));
    const res = await chat(reader, 'Anything?');
    expect(res.outcome).toBe('empty');
    expect(res.messages.at(-1)).toEqual({ role: 'assistant', content: EMPTY_ANSWER });
    expect(await storedChat(reader.uid)).toEqual([
      ...before,
      { role: 'user', content: 'Anything?' },
      { role: 'assistant', content: EMPTY_ANSWER },
    ]);
  });

  it('fails with ai-failed after repeated 500s and stores nothing', async () => {
    const before = await storedChat(reader.uid);
    stub.script(reply.status(500), reply.status(500), reply.status(500));
    const err = await rejection(chat(reader, 'Will this be saved?'));
    expect(err).toMatchObject({ code: 'functions/unavailable', details: { reason: 'ai-failed' } });
    expect(stub.requests).toHaveLength(3);
    expect(await storedChat(reader.uid)).toEqual(before);
  });

  it('retries after a 429 and stores the answer of the retry', async () => {
    stub.script(reply.status(429), reply.text('Worth the wait.'), reply.text('SAFE: OK'));
    const res = await chat(reader, 'Busy?');
    expect(res.messages.at(-1)).toEqual({ role: 'assistant', content: 'Worth the wait.' });
    expect(stub.requests).toHaveLength(3);
    expect((await storedChat(reader.uid))?.at(-1)).toEqual({ role: 'assistant', content: 'Worth the wait.' });
  });

  it('fails with ai-failed when the model is slower than the timeout, and stores nothing', async () => {
    const before = await storedChat(reader.uid);
    stub.script(reply.slow(4000), reply.slow(4000), reply.slow(4000));
    const err = await rejection(chat(reader, 'Slow question'));
    expect(err).toMatchObject({ code: 'functions/unavailable', details: { reason: 'ai-failed' } });
    expect(await storedChat(reader.uid)).toEqual(before);
  });

  it('keeps at most LIMITS.chatHistory messages', async () => {
    const member = await signedInClient('reader');
    try {
      const long = Array.from({ length: LIMITS.chatHistory }, (_, i): ChatMessage => ({
        role: i % 2 ? 'assistant' : 'user',
        content: `m${i}`,
      }));
      await chatRef(member.uid).set({ messages: long });
      stub.script(reply.text('newest'), reply.text('SAFE: OK'));
      const res = await chat(member, 'one more');
      expect(res.messages).toHaveLength(LIMITS.chatHistory);
      expect(res.messages.slice(-2)).toEqual([
        { role: 'user', content: 'one more' },
        { role: 'assistant', content: 'newest' },
      ]);
      expect(res.messages[0]).toEqual({ role: 'user', content: 'm2' });
    } finally {
      await member.close();
    }
  });

  it('refuses visitors, blank messages and unknown books without calling the model', async () => {
    const visitor = await clientFor();
    try {
      expect(await rejection(chat(visitor, 'hi'))).toMatchObject({ code: 'functions/unauthenticated' });
    } finally {
      await visitor.close();
    }
    expect(await rejection(chat(reader, '   '))).toMatchObject({
      code: 'functions/invalid-argument',
      details: { reason: 'validation', field: 'message' },
    });
    expect(await rejection(chat(reader, 'hi', 'no-such-book'))).toMatchObject({
      code: 'functions/not-found',
      details: { reason: 'not-found' },
    });
    expect(stub.requests).toHaveLength(0);
  });
});

describe('generateBookMetadata', () => {
  const generate = (client: Client) =>
    client.call('generateBookMetadata', {
      title: 'Dune',
      author: 'Frank Herbert',
    });

  it('returns the validated draft for staff and stores nothing', async () => {
    const booksBefore = (await db.collection(COLLECTIONS.books).count().get()).data().count;
    stub.script(
      reply.json({
        description: 'A desert planet. A war over spice.',
        tags: ['science fiction', 'classic', 'politics', 'ecology', 'religion'],
        moods: ['curious', 'stressed'],
      }),
    );
    await expect(generate(librarian)).resolves.toEqual({
      description: 'A desert planet. A war over spice.',
      tags: ['science fiction', 'classic', 'politics', 'ecology', 'religion'],
      moods: ['curious', 'stressed'],
    });
    expect(stub.requests[0]!.response_format?.type).toBe('json_schema');
    expect((await db.collection(COLLECTIONS.books).count().get()).data().count).toBe(booksBefore);
  });

  it('reports invalid JSON as ai-parse-failed ("Failed to parse the generated content")', async () => {
    stub.script(reply.text('{"description": "unterminated'));
    expect(await rejection(generate(librarian))).toMatchObject({ details: { reason: 'ai-parse-failed' } });
  });

  it('reports a provider failure as ai-failed ("Failed to generate description and tags")', async () => {
    stub.script(reply.status(500), reply.status(500), reply.status(500));
    expect(await rejection(generate(librarian))).toMatchObject({
      code: 'functions/unavailable',
      details: { reason: 'ai-failed' },
    });
  });

  it('is for librarians and admins only', async () => {
    expect(await rejection(generate(reader))).toMatchObject({ code: 'functions/permission-denied' });
    expect(stub.requests).toHaveLength(0);
  });
});

describe('a book\'s embedding for "More like this" and smart search', () => {
  it('is made by the OpenAI client (base64 by default, decoded) and stored with its model', async () => {
    const vector = await eventually(
      async () => (await db.doc(`${COLLECTIONS.bookVectors}/${bookId}`).get()).data(),
      (data) => data !== undefined,
      { timeoutMs: 15_000, what: "the book's embedding" },
    );
    expect(vector!.model).toBe('text-embedding-3-small');
    const values = (vector!.embedding as { toArray: () => number[] }).toArray();
    expect(values).toHaveLength(256);
    expect(Math.hypot(...values)).toBeCloseTo(1, 5);
  });
});

describe('analyzeSearchQuery', () => {
  const analyze = (client: { call: Client['call'] }, query: string) => client.call('analyzeSearchQuery', { query });

  it("answers visitors with the validated analysis and the query's meaning by the embedding model", async () => {
    const visitor = await clientFor();
    try {
      stub.script(
        reply.json({ genres: ['Fantasy'], themes: ['dragons'], moods: ['happy'], targetAudience: 'children' }),
      );
      const { meaning, ...analysis } = await analyze(visitor, 'happy dragon stories for kids');
      expect(analysis).toEqual({
        genres: ['fantasy'],
        themes: ['dragons'],
        moods: ['happy'],
        targetAudience: 'children',
      });
      // The stub's embeddings, one signed byte per dimension (search/query-meaning.ts).
      expect(meaning?.model).toBe('text-embedding-3-small');
      expect(Buffer.from(meaning!.vector, 'base64url')).toHaveLength(256);
    } finally {
      await visitor.close();
    }
  });

  it('reports invalid output as ai-failed ("Failed to analyze query")', async () => {
    stub.script(reply.text('not json'));
    expect(await rejection(analyze(reader, 'anything'))).toMatchObject({ details: { reason: 'ai-failed' } });
  });
});

describe('moderation in the community callables', () => {
  const start = (title: string) =>
    reader.call('createDiscussion', {
      title,
      content: 'Some words about a book.',
    });
  const savedWithTitle = async (title: string) =>
    (await db.collection(COLLECTIONS.discussions).where('title', '==', title).get()).size;

  it('blocks an UNSAFE verdict with its reason and saves nothing', async () => {
    const title = `Unsafe ${Date.now()}`;
    stub.script(reply.text('UNSAFE: The text insults other members.'));
    expect(await rejection(start(title))).toMatchObject({
      code: 'functions/failed-precondition',
      details: { reason: 'moderation-unsafe', moderationReason: 'The text insults other members.' },
    });
    expect(stub.requests[0]).toMatchObject({ temperature: 0.1, max_tokens: 150 });
    expect(await savedWithTitle(title)).toBe(0);
  });

  it('blocks saving when the moderation call fails (fail closed)', async () => {
    const title = `Unchecked ${Date.now()}`;
    stub.script(reply.status(500), reply.status(500), reply.status(500));
    expect(await rejection(start(title))).toMatchObject({
      code: 'functions/unavailable',
      details: { reason: 'moderation-failed' },
    });
    expect(await savedWithTitle(title)).toBe(0);
  });

  it('saves after SAFE: OK', async () => {
    const title = `Safe ${Date.now()}`;
    stub.script(reply.text('SAFE: OK'));
    const { id } = await start(title);
    expect((await db.collection(COLLECTIONS.discussions).doc(id).get()).get('title')).toBe(title);
    await db.collection(COLLECTIONS.discussions).doc(id).delete();
  });
});
