/** The search domain's callables (functions/src/search/): the smart search's analysis. */
import type * as api from '../api.js';
import * as schemas from '../schemas.js';
import type { Contract } from './contract.js';

export const SEARCH_CONTRACTS = {
  analyzeSearchQuery: {
    access: 'public',
    input: schemas.analyzeQueryRequestSchema,
    output: {} as api.AnalyzeSearchQueryResponse,
    refusals: ['ai-failed'],
  },
} as const satisfies Record<string, Contract>;
