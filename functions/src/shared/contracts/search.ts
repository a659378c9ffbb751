/** The search domain's callables (functions/src/search/): the smart search's analysis, Ask the library. */
import type { AskLibraryResponse, QueryMeaning } from '../catalogue-search.js';
import * as schemas from '../schemas.js';
import type { Contract } from './contract.js';

/** The spec's analysis, and the query's meaning for the search endpoint when a model made one. */
export type AnalyzeSearchQueryResponse = schemas.BookAnalysis & { meaning?: QueryMeaning };

export const SEARCH_CONTRACTS = {
  analyzeSearchQuery: {
    access: 'public',
    input: schemas.analyzeQueryRequestSchema,
    output: {} as AnalyzeSearchQueryResponse,
    refusals: ['ai-failed'],
  },
  /** "Ask the library": anyone may ask; limited per caller and paid from the daily AI budget. */
  askLibrary: {
    access: 'public',
    input: schemas.askLibraryRequestSchema,
    output: {} as AskLibraryResponse,
    refusals: ['ai-failed', 'not-found'],
  },
} as const satisfies Record<string, Contract>;
