/**
 * The AI service: one function per purpose (spec section 7). Callables and triggers use only this
 * interface; which provider answers (OpenAI with a key; without one the offline provider in the
 * emulator, and nothing in production) is decided in ai/engine.ts. Every method either returns a validated result or throws an AiError whose kind maps
 * to the spec's user-facing message. An AiError's message is for the logs only: callables turn it
 * into an error reason (see ai/errors.ts) so no provider text reaches the browser.
 */
import type { ModerationReasonKey } from '../shared/constants.js';
import type { BookAnalysis, ChatMessage, DraftedTranslation, GeneratedMetadata } from '../shared/schemas.js';
import type { Language } from '../shared/languages.js';

/**
 * What went wrong, in the kinds the spec's AI client distinguishes (section 8): HTTP statuses
 * grouped by what the caller can do about them, plus connection failure, timeout and abort, and
 * two content failures (no text; output that is not the JSON asked for).
 */
export type AiErrorKind =
  | 'failed'
  | 'empty'
  | 'invalid-json'
  | 'timeout'
  | 'rate-limited'
  | 'connection'
  | 'aborted'
  | 'auth'
  | 'bad-request'
  | 'conflict'
  | 'server'
  /** No key is configured and the offline provider is not allowed here (production). */
  | 'not-configured';

export class AiError extends Error {
  constructor(
    readonly kind: AiErrorKind,
    message?: string,
    /** The provider's HTTP status, when there was one (for the logs). */
    readonly status?: number,
  ) {
    super(message ?? kind);
    this.name = 'AiError';
  }
}

export interface BookContext {
  title: string;
  author: string;
  description: string;
  /** The catalogue's labels; the offline provider answers from them. */
  tags?: readonly string[];
  moods?: readonly string[];
}

/** A book Ask the library may answer with: its record in the asker's language, and where it is now. */
export interface AskCandidate {
  id: string;
  title: string;
  author: string;
  description: string;
  tags: readonly string[];
  moods: readonly string[];
  formats: readonly string[];
  /** Where it can be had now, worded in the asker's language. */
  where: string;
  /** The book the question is asked from (a book page's "Ask about similar books"). */
  anchor?: boolean;
}

/** A book's record in its own language, to be translated. */
export interface TranslationSource {
  title: string;
  author: string;
  description: string;
  language: Language;
}

/**
 * SAFE, UNSAFE with a reason, or unsure (the model could not decide; `unsure: true` with a
 * reason). Unsure is not safe: every check that cannot hold content (names, groups, the
 * assistant's output) refuses it; discussions and replies are saved but held for staff
 * (moderation/moderation.ts, moderatePost).
 */
export type ModerationVerdict =
  | { safe: true }
  /** `reasonKey` names a reason the provider words itself (shared/api.ts, MODERATION_REASON_KEYS). */
  | { safe: false; reason: string; reasonKey?: ModerationReasonKey; unsure?: true };

export interface DiscussionContext {
  title: string;
  content: string;
  /**
   * The thread's latest replies the asker can read (oldest first; none beyond the question's
   * milestone in a book club), so the answer follows the conversation without reading ahead.
   */
  earlier?: readonly string[];
  /** In a book club: the milestone the asker has read to ("Chapters 1-9"), which the answer must not pass. */
  readTo?: string;
}

/** Which provider answers: 'unavailable' when no key is configured outside the emulator. */
export type AiProviderName = 'openai' | 'offline' | 'unavailable';

export interface AiService {
  readonly provider: AiProviderName;
  /** The model `embed` uses ('' when there is none). */
  readonly embeddingModel: string;
  /**
   * Book chat: the next assistant answer for the conversation (temperature 0.7, 500 tokens).
   * Throws AiError('empty') when the model gave no text.
   */
  chatAboutBook(book: BookContext, history: ChatMessage[]): Promise<string>;
  /** A 2-3 sentence description, 5 tags and 2 moods from title and author. Bad JSON: AiError('invalid-json'). */
  generateBookMetadata(title: string, author: string): Promise<GeneratedMetadata>;
  /**
   * A draft of the book's record (title, author, description) in `to`, for staff to review
   * (temperature 0.2, 1500 tokens). Bad JSON: AiError('invalid-json').
   */
  draftTranslation(book: TranslationSource, to: Language): Promise<DraftedTranslation>;
  /** Smart-search analysis of a free-text query. */
  analyzeSearchQuery(query: string): Promise<BookAnalysis>;
  /** SAFE: OK, UNSAFE: reason or UNSURE: reason (temperature 0.1, 150 tokens). Throws when the check itself fails. */
  moderate(text: string): Promise<ModerationVerdict>;
  /**
   * The @dplAI answer to a reply in a discussion (temperature 0.7, 500 tokens).
   * Throws AiError('empty') when the model gave no text.
   */
  discussionReply(discussion: DiscussionContext, reply: string): Promise<string>;
  /**
   * Ask the library: an answer to `question` in `language` from `books` only, naming each book as
   * its [[id]] marker (temperature 0.3, 400 tokens). `correction` says why the previous answer was
   * refused. Throws AiError('empty') when the model gave no text.
   */
  askLibrary(
    question: string,
    language: Language,
    books: readonly AskCandidate[],
    correction?: string,
  ): Promise<string>;
  /**
   * Each text's embedding (length 1, EMBEDDING_DIMENSIONS numbers) and the model that made it:
   * vectors of different models are not comparable, so each stored vector names its model.
   */
  embed(texts: readonly string[]): Promise<{ model: string; vectors: number[][] }>;
}
