import type { SearchResult } from '@shared/catalogue-search';
import type { BookAnalysis } from '@shared/schemas';
import { searchTermsOf } from '@shared/scoring';
import { useOneShot } from '@/lib/data/use-data';
import { callable } from '@/lib/firebase/functions';
import { fetchSearchPage } from '../lib/basic-search';

export interface SmartResult {
  analysis: BookAnalysis;
  books: Array<SearchResult & { score: number }>;
}

const analyzeSearchQuery = callable('analyzeSearchQuery');

async function smartSearch(query: string): Promise<SmartResult> {
  const analysis = await analyzeSearchQuery({ query });
  const terms = searchTermsOf(analysis);
  if (terms.length === 0) return { analysis, books: [] };
  const { books } = await fetchSearchPage({
    q: '',
    format: 'all',
    mood: 'all',
    availability: 'all',
    sort: 'relevance',
    page: 1,
    terms,
  });
  return { analysis, books: books.map((b) => ({ ...b, score: b.score ?? 0 })) };
}

/**
 * Smart search: the AI analysis of the query gives terms (genres, themes, moods); the search
 * endpoint ranks the whole catalogue by the spec's scoring against them. Idle without a query; an
 * error is the callable's (limitMessageKey tells a limit from a failure).
 */
export function useSmartSearch(q: string, enabled: boolean) {
  const query = enabled && q ? q : null;
  return useOneShot<SmartResult>(['smart-search', query], () => smartSearch(query!));
}
