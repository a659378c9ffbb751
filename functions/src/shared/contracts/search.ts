/** The search domain's callables (functions/src/search/): the smart search's analysis. */
import * as schemas from '../schemas.js';
import type { Contract } from './contract.js';

export type AnalyzeSearchQueryResponse = schemas.BookAnalysis;

export const SEARCH_CONTRACTS = {
  analyzeSearchQuery: {
    access: 'public',
    input: schemas.analyzeQueryRequestSchema,
    output: {} as AnalyzeSearchQueryResponse,
    refusals: ['ai-failed'],
  },
} as const satisfies Record<string, Contract>;
