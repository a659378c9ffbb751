/**
 * The AI service: one function per purpose (spec section 7). Callables and triggers use only this
 * interface; which provider answers (OpenAI with a key, the offline one without) is decided in
 * ai/index.ts. Every method either returns a validated result or throws an AiError whose kind maps
 * to the spec's user-facing message.
 */
import type { BookAnalysis, ChatMessage, GeneratedMetadata } from '../shared/schemas.js';

export type AiErrorKind = 'failed' | 'empty' | 'invalid-json' | 'timeout' | 'rate-limited';

export class AiError extends Error {
  constructor(
    readonly kind: AiErrorKind,
    message?: string,
  ) {
    super(message ?? kind);
    this.name = 'AiError';
  }
}

export interface BookContext {
  title: string;
  author: string;
  description: string;
}

export type ModerationVerdict = { safe: true } | { safe: false; reason: string };

export interface DiscussionContext {
  title: string;
  content: string;
}

export interface AiService {
  readonly provider: 'openai' | 'offline';
  /** Book chat: the next assistant answer for the conversation (temperature 0.7, 500 tokens). */
  chatAboutBook(book: BookContext, history: ChatMessage[]): Promise<string>;
  /** A 2-3 sentence description, 5 tags and 2 moods from title and author. */
  generateBookMetadata(title: string, author: string): Promise<GeneratedMetadata>;
  /** Smart-search analysis of a free-text query. */
  analyzeSearchQuery(query: string): Promise<BookAnalysis>;
  /** SAFE: OK or UNSAFE: reason (temperature 0.1, 150 tokens). Throws when the check itself fails. */
  moderate(text: string): Promise<ModerationVerdict>;
  /** The @dplAI answer to a reply in a discussion (temperature 0.7, 500 tokens). */
  discussionReply(discussion: DiscussionContext, reply: string): Promise<string>;
}
