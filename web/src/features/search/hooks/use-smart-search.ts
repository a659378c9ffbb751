import type { SearchResult } from '@shared/catalogue-search';
import type { BookAnalysis } from '@shared/schemas';
import { searchTermsOf } from '@shared/scoring';
import { useOneShot } from '@/lib/data/use-data';
import { callable } from '@/lib/firebase/functions';
import { fetchSearchPage } from '../lib/basic-search';

export interface SmartResult {
  analysis: BookAnalysis;
  books: Array<SearchResult & { score: number }>;
  /** The embedding model that ranked by meaning (null: none did). */
  model: string | null;
}

const analyzeSearchQuery = callable('analyzeSearchQuery');

async function smartSearch(query: string): Promise<SmartResult> {
  const { meaning, ...analysis } = await analyzeSearchQuery({ query });
  const { books, model } = await fetchSearchPage({
    q: query,
    format: 'all',
    mood: 'all',
    availability: 'all',
    sort: 'relevance',
    page: 1,
    mode: 'smart',
    terms: searchTermsOf(analysis),
    ...(meaning ? { meaning: meaning.vector, model: meaning.model } : {}),
  });
  return { analysis, books: books.map((b) => ({ ...b, score: b.score ?? 0 })), model: model ?? null };
}

/**
 * Smart search: the AI analysis of the query gives terms (genres, themes, moods) and its meaning
 * (an embedding); the search endpoint ranks the whole catalogue by those and the query's words,
 * fused. Idle without a query; an error is the callable's (limitMessageKey tells a limit from a
 * failure).
 */
export function useSmartSearch(q: string, enabled: boolean) {
  const query = enabled && q ? q : null;
  return useOneShot<SmartResult>(['smart-search', query], () => smartSearch(query!));
}
