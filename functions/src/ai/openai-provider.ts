/**
 * The OpenAI provider: the official `openai` client against the OpenAI API or any
 * OpenAI-compatible server (base URL). The client retries 408, 409, 429 and 5xx with backoff and
 * enforces the per-attempt timeout; this module adds one overall deadline per service (every call
 * is aborted when it passes, whatever the retries and Retry-After waits would do), maps each
 * failure to an AiError kind and validates structured output with the shared zod schemas.
 * Member and catalogue text is cleaned (shared/text-normalize.ts) in prompts.ts before it is sent.
 */
import OpenAI from 'openai';
import type { z } from 'zod/mini';
import {
  bookAnalysisSchema,
  draftedTranslationSchema,
  generatedMetadataSchema,
  type BookAnalysis,
  type DraftedTranslation,
  type GeneratedMetadata,
} from '../shared/schemas.js';
import { GENERATED_MOOD_COUNT, GENERATED_TAG_COUNT } from '../shared/constants.js';
import { AI_MAX_RETRIES, aiBudgetMs } from '../shared/ai-deadline.js';
import {
  bookChatPrompt,
  bookMetadataPrompt,
  discussionReplyPrompt,
  askLibraryPrompt,
  moderationPrompt,
  SAFE_PATTERN,
  searchAnalysisPrompt,
  translationPrompt,
  UNSAFE_PATTERN,
  UNSURE_PATTERN,
  type Prompt,
} from './prompts.js';
import { AiError, type AiService, type ModerationVerdict } from './service.js';
import { EMBEDDING_DIMENSIONS } from './word-hash-embedder.js';

/** OpenAI's small embedding model, shortened to the dimensions every stored vector has. */
export const EMBEDDING_MODEL = 'text-embedding-3-small';

export interface OpenAiConfig {
  apiKey: string;
  /** Empty or undefined: the OpenAI API. */
  baseURL?: string | undefined;
  model: string;
  timeoutMs: number;
  /** The client's own retries (408, 409, 429, 5xx, connection errors, timeouts). */
  maxRetries?: number;
  /**
   * Every call of this service ends by then (epoch ms), retries and backoff included. Without it,
   * each call gets its own budget (shared/ai-deadline.ts aiBudgetMs) from when it starts.
   */
  deadlineAt?: number;
}

/** A moderator's reason is shown to the member; keep it to a sentence. */
const MAX_REASON_CHARS = 300;
/** When the model gives a verdict without its reason: worded here, so keyed for the web's i18n. */
const NO_REASON = { unsafe: 'The content is not appropriate.', unsure: 'The moderator could not decide.' };

export function createOpenAiClient(config: OpenAiConfig): OpenAI {
  return new OpenAI({
    apiKey: config.apiKey,
    ...(config.baseURL ? { baseURL: config.baseURL } : {}),
    timeout: config.timeoutMs,
    maxRetries: config.maxRetries ?? AI_MAX_RETRIES,
  });
}

export function createOpenAiProvider(config: OpenAiConfig, client = createOpenAiClient(config)): AiService {
  const maxRetries = config.maxRetries ?? AI_MAX_RETRIES;

  async function complete(prompt: Prompt): Promise<string> {
    const now = Date.now();
    const deadline = Math.min(config.deadlineAt ?? Infinity, now + aiBudgetMs(config.timeoutMs, maxRetries));
    const remaining = deadline - now;
    if (remaining <= 0) throw new AiError('timeout', 'the time budget for AI calls is spent');
    // The client's sleep before a retry ignores its signal, so the deadline is raced as well.
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new AiError('timeout', `no answer within the time budget (${remaining} ms)`));
      }, remaining);
    });
    let completion: OpenAI.Chat.Completions.ChatCompletion;
    try {
      completion = await Promise.race([
        client.chat.completions.create(
          {
            model: config.model,
            messages: prompt.messages,
            temperature: prompt.temperature,
            max_tokens: prompt.maxTokens,
            ...(prompt.json
              ? { response_format: { type: 'json_schema', json_schema: { ...prompt.json, strict: true } } }
              : {}),
          },
          { signal: controller.signal, timeout: Math.max(1, Math.min(config.timeoutMs, Math.floor(remaining))) },
        ),
        expired,
      ]);
    } catch (err) {
      throw toAiError(err);
    } finally {
      clearTimeout(timer);
    }
    return completion.choices[0]?.message?.content?.trim() ?? '';
  }

  async function completeText(prompt: Prompt): Promise<string> {
    const text = await complete(prompt);
    if (!text) throw new AiError('empty', 'the model returned no text');
    return text;
  }

  async function completeJson<S extends z.ZodMiniType>(prompt: Prompt, schema: S): Promise<z.infer<S>> {
    const text = await complete(prompt);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new AiError('invalid-json', 'the model did not return JSON');
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new AiError('invalid-json', `JSON does not match: ${parsed.error.message}`);
    return parsed.data;
  }

  return {
    provider: 'openai',
    embeddingModel: EMBEDDING_MODEL,

    chatAboutBook: (book, history) => completeText(bookChatPrompt(book, history)),

    async generateBookMetadata(title, author): Promise<GeneratedMetadata> {
      const data = await completeJson(bookMetadataPrompt(title, author), generatedMetadataSchema);
      return {
        description: data.description,
        tags: distinctLower(data.tags).slice(0, GENERATED_TAG_COUNT),
        moods: [...new Set(data.moods)].slice(0, GENERATED_MOOD_COUNT),
      };
    },

    async draftTranslation(book, to): Promise<DraftedTranslation> {
      return completeJson(translationPrompt(book, to), draftedTranslationSchema);
    },

    async analyzeSearchQuery(query): Promise<BookAnalysis> {
      const data = await completeJson(searchAnalysisPrompt(query), bookAnalysisSchema);
      return { ...data, genres: distinctLower(data.genres), themes: distinctLower(data.themes) };
    },

    async moderate(text): Promise<ModerationVerdict> {
      const verdict = await completeText(moderationPrompt(text));
      const unsafe = UNSAFE_PATTERN.exec(verdict);
      if (unsafe) {
        const reason = unsafe[1]?.trim().slice(0, MAX_REASON_CHARS);
        return reason
          ? { safe: false, reason }
          : { safe: false, reason: NO_REASON.unsafe, reasonKey: 'not-appropriate' };
      }
      if (SAFE_PATTERN.test(verdict)) return { safe: true };
      const unsure = UNSURE_PATTERN.exec(verdict);
      if (unsure) {
        const reason = unsure[1]?.trim().slice(0, MAX_REASON_CHARS);
        return reason
          ? { safe: false, unsure: true, reason }
          : { safe: false, unsure: true, reason: NO_REASON.unsure, reasonKey: 'undecided' };
      }
      // Neither verdict: the check did not work, and moderation fails closed.
      throw new AiError('failed', 'unrecognised moderation verdict');
    },

    discussionReply: (discussion, reply) => completeText(discussionReplyPrompt(discussion, reply)),

    askLibrary: (question, language, books, correction) =>
      completeText(askLibraryPrompt(question, language, books, correction)),

    async embed(texts) {
      if (texts.length === 0) return { model: EMBEDDING_MODEL, vectors: [] };
      try {
        const result = await client.embeddings.create(
          { model: EMBEDDING_MODEL, input: [...texts], dimensions: EMBEDDING_DIMENSIONS },
          { timeout: config.timeoutMs },
        );
        const vectors = [...result.data].sort((a, b) => a.index - b.index).map((d) => d.embedding);
        if (vectors.length !== texts.length || vectors.some((v) => v.length !== EMBEDDING_DIMENSIONS)) {
          throw new AiError('invalid-json', 'the embeddings do not match the texts');
        }
        return { model: EMBEDDING_MODEL, vectors };
      } catch (err) {
        throw err instanceof AiError ? err : toAiError(err);
      }
    },
  };
}

function distinctLower(values: readonly string[]): string[] {
  return [...new Set(values.map((v) => v.trim().toLowerCase()).filter((v) => v.length > 0))];
}

/** The client's error classes -> our kinds (spec section 8 lists the same distinctions). */
export function toAiError(err: unknown): AiError {
  if (err instanceof AiError) return err;
  // Subclass before superclass: a timeout is also a connection error.
  if (err instanceof OpenAI.APIConnectionTimeoutError) return new AiError('timeout', 'Request timed out.');
  if (err instanceof OpenAI.APIUserAbortError) return new AiError('aborted', 'Request was aborted.');
  if (err instanceof OpenAI.APIConnectionError) return new AiError('connection', 'Connection error.');
  if (err instanceof OpenAI.APIError) {
    const status = err.status;
    const kind =
      status === 429
        ? 'rate-limited'
        : status === 401 || status === 403
          ? 'auth'
          : status === 400 || status === 404 || status === 422
            ? 'bad-request'
            : status === 409
              ? 'conflict'
              : status !== undefined && status >= 500
                ? 'server'
                : 'failed';
    return new AiError(kind, `provider answered ${status ?? 'without a status'}`, status);
  }
  return new AiError('failed', err instanceof Error ? err.message : String(err));
}
