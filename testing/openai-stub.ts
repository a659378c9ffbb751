/**
 * A local OpenAI-compatible server for tests: POST /v1/chat/completions answers from a queue of
 * scripted replies (one per request, in order), so a test decides exactly what the real `openai`
 * client sees: success, empty answer, a status code, a delay longer than the timeout, bad JSON.
 * Every request body is recorded for assertions on what was sent.
 */
import { wordHashEmbedding } from '../functions/src/ai/word-hash-embedder';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The fixed port of the stub in the ai-stub emulator session (scripts/ai-stub-env.mjs writes it). */
export const AI_STUB_PORT = Number(process.env.AI_STUB_PORT ?? 4610);

export interface StubReply {
  status: number;
  /** A JSON body, or a string sent as is. */
  body: unknown;
  headers?: Record<string, string>;
  /** Wait this long before answering (longer than the client's timeout = a timeout). */
  delayMs?: number;
  /** Answer with everything the request's messages said (`reply.echo`): the worst-case model. */
  echo?: boolean;
}

export interface RecordedRequest {
  model: string;
  messages: Array<{ role: string; content: string }>;
  temperature?: number;
  max_tokens?: number;
  response_format?: { type: string; json_schema?: { name: string } };
  authorization: string | undefined;
}

/** Scripted replies, named after what they test. */
export const reply = {
  /** A normal completion whose message content is `content` (may be '' for an empty answer). */
  text(content: string | null): StubReply {
    return {
      status: 200,
      body: {
        id: 'chatcmpl-stub',
        object: 'chat.completion',
        created: 0,
        model: 'stub-model',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      },
    };
  },
  json(value: unknown): StubReply {
    return reply.text(JSON.stringify(value));
  },
  /** An error status with OpenAI's error body; retry-after-ms keeps retry tests fast. */
  status(status: number, message = `stub error ${status}`): StubReply {
    return {
      status,
      body: { error: { message, type: 'stub_error', code: null, param: null } },
      headers: { 'retry-after-ms': '20' },
    };
  },
  /**
   * The worst-case model: it repeats every message it was sent (system and user) as its answer, so
   * anything in the prompt ends up in the answer. For tests of what a prompt must never carry.
   */
  echo(): StubReply {
    return { ...reply.text(''), echo: true };
  },
  /** A success that arrives only after `delayMs`. */
  slow(delayMs: number, content = 'too late'): StubReply {
    return { ...reply.text(content), delayMs };
  },
};

export interface OpenAiStub {
  /** Base URL for the client, ending in /v1. */
  baseURL: string;
  /** Queue replies for the next requests, in order. */
  script(...replies: StubReply[]): void;
  /** Requests received since the last reset. */
  readonly requests: RecordedRequest[];
  /** Replies still queued (a test can check every scripted reply was used). */
  pending(): number;
  reset(): void;
  close(): Promise<void>;
}

/** Starts the stub on 127.0.0.1 (port 0 = any free port). Unscripted requests get a loud 500. */
export async function startOpenAiStub(port = 0): Promise<OpenAiStub> {
  const queue: StubReply[] = [];
  const requests: RecordedRequest[] = [];

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'POST' && req.url?.endsWith('/embeddings')) {
      await answerEmbeddings(req, res);
      return;
    }
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      send(res, reply.status(404, `stub: no route ${req.method} ${req.url}`));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Omit<RecordedRequest, 'authorization'>;
    requests.push({ ...body, authorization: req.headers.authorization });
    const scripted = queue.shift() ?? reply.status(500, 'stub: no reply scripted for this request');
    const next = scripted.echo ? reply.text(body.messages.map((m) => m.content).join('\n')) : scripted;
    if (!next.delayMs) {
      send(res, next);
      return;
    }
    const timer = setTimeout(() => send(res, next), next.delayMs);
    // The client gave up (timeout): drop the answer instead of writing to a closed socket.
    res.on('close', () => clearTimeout(timer));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: actual } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${actual}/v1`,
    script: (...replies) => void queue.push(...replies),
    requests,
    pending: () => queue.length,
    reset() {
      queue.length = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/**
 * POST /v1/embeddings: answered at once, not from the queue and not recorded (book edits embed in
 * the background; a test's scripted chat replies must not be spent on them), with the offline
 * provider's word-hash vectors, so the real client's embeddings path runs against known numbers
 * (encoded as the client asks: it asks for base64 by default).
 */
async function answerEmbeddings(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const { input, model, encoding_format } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
    input: string | string[];
    model: string;
    encoding_format?: 'float' | 'base64';
  };
  const texts = Array.isArray(input) ? input : [input];
  // As the API does: the client asks for base64 (little-endian float32) unless told otherwise.
  const encode = (vector: number[]) =>
    encoding_format === 'base64' ? Buffer.from(Float32Array.from(vector).buffer).toString('base64') : vector;
  send(res, {
    status: 200,
    body: {
      object: 'list',
      model,
      data: texts.map((text, index) => ({ object: 'embedding', index, embedding: encode(wordHashEmbedding(text)) })),
      usage: { prompt_tokens: 0, total_tokens: 0 },
    },
  });
}

function send(res: ServerResponse, r: StubReply): void {
  if (res.destroyed) return;
  const text = typeof r.body === 'string' ? r.body : JSON.stringify(r.body);
  res.writeHead(r.status, { 'content-type': 'application/json', ...r.headers });
  res.end(text);
}
