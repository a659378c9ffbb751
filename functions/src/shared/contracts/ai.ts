/** The ai domain's callables (functions/src/ai/): book chat and the provider's status. */
import type * as api from '../api.js';
import * as schemas from '../schemas.js';
import type { Contract } from './contract.js';

export const AI_CONTRACTS = {
  bookChat: {
    access: 'signedIn',
    input: schemas.bookChatRequestSchema,
    output: {} as api.BookChatResponse,
    // 'ai-failed' also when the output check refuses the answer; an empty answer is an outcome.
    refusals: ['not-found', 'ai-failed'],
  },
  aiStatus: { access: 'public', input: schemas.noInputSchema, output: {} as api.AiStatusResponse, refusals: [] },
} as const satisfies Record<string, Contract>;
