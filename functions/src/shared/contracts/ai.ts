/** The ai domain's callables (functions/src/ai/): book chat and the provider's status. */
import * as schemas from '../schemas.js';
import type { Contract } from './contract.js';

export interface BookChatResponse {
  /** What was stored for the user and book after this turn. */
  messages: schemas.ChatMessage[];
  /** 'ok' normally; 'empty' when the AI answered nothing (the spec's apology is stored instead). */
  outcome: 'ok' | 'empty';
}

export interface AiStatusResponse {
  /**
   * 'openai' with a configured key; 'offline' for the local, deterministic provider (emulator);
   * 'unavailable' when no key is configured in production (every AI call fails).
   */
  provider: 'openai' | 'offline' | 'unavailable';
}

export const AI_CONTRACTS = {
  bookChat: {
    access: 'signedIn',
    input: schemas.bookChatRequestSchema,
    output: {} as BookChatResponse,
    // 'ai-failed' also when the output check refuses the answer; an empty answer is an outcome.
    refusals: ['not-found', 'ai-failed'],
  },
  aiStatus: { access: 'public', input: schemas.noInputSchema, output: {} as AiStatusResponse, refusals: [] },
} as const satisfies Record<string, Contract>;
