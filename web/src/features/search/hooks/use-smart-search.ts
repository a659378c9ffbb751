import type { BookAnalysis } from '@shared/schemas';
import { rankBooks, searchTermsOf } from '@shared/scoring';
import { candidateTokens, SMART_CANDIDATE_CAP } from '@shared/search-index';
import { useOneShot } from '@/lib/data/use-data';
import type { IndexedBook } from '../api/search';
import { searchApi } from './use-basic-search';

export interface SmartResult {
  analysis: BookAnalysis;
  books: Array<IndexedBook & { score: number }>;
}

async function smartSearch(query: string): Promise<SmartResult> {
  const { analyzeSearchQuery, fetchCandidates } = await searchApi();
  const analysis = await analyzeSearchQuery({ query });
  const terms = searchTermsOf(analysis);
  const candidates = await fetchCandidates(candidateTokens(terms), SMART_CANDIDATE_CAP);
  return { analysis, books: rankBooks(candidates, terms) };
}

/**
 * Smart search: the AI analysis of the query gives terms (genres, themes, moods); books whose
 * index holds any of the terms' words are the candidates, ranked by the spec's scoring. Idle
 * without a query; an error is the callable's (limitMessageKey tells a limit from a failure).
 */
export function useSmartSearch(q: string, enabled: boolean) {
  const query = enabled && q ? q : null;
  return useOneShot<SmartResult>(['smart-search', query], () => smartSearch(query!));
}
