import { useEffect, useState } from 'react';
import type { BookAnalysis } from '@shared/schemas';
import { rankBooks, searchTermsOf } from '@shared/scoring';
import { candidateTokens } from '@shared/search-index';
import { limitMessageKey } from '@/lib/callable-errors';
import { analyzeSearchQuery, fetchCandidates, type IndexedBook } from '../api/search';

/** Books read at most per smart search: the candidates ranked in the browser. */
export const SMART_CANDIDATE_CAP = 200;

export type SmartResult =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed'; limitKey: ReturnType<typeof limitMessageKey> }
  | { status: 'done'; analysis: BookAnalysis; books: Array<IndexedBook & { score: number }> };

/**
 * Smart search: the AI analysis of the query gives terms (genres, themes, moods); books whose
 * index holds any of the terms' words are the candidates, ranked by the spec's scoring.
 */
export function useSmartSearch(q: string, enabled: boolean): SmartResult {
  const key = enabled && q ? q : '';
  const [state, setState] = useState<{ key: string; result: SmartResult } | null>(null);

  useEffect(() => {
    if (!key) return;
    let live = true;
    (async () => {
      try {
        const analysis = await analyzeSearchQuery({ query: key });
        const terms = searchTermsOf(analysis);
        const candidates = await fetchCandidates(candidateTokens(terms), SMART_CANDIDATE_CAP);
        if (live) setState({ key, result: { status: 'done', analysis, books: rankBooks(candidates, terms) } });
      } catch (err) {
        console.error('smart search failed', err);
        if (live) setState({ key, result: { status: 'failed', limitKey: limitMessageKey(err) } });
      }
    })();
    return () => {
      live = false;
    };
  }, [key]);

  if (!key) return { status: 'idle' };
  return state?.key === key ? state.result : { status: 'loading' };
}
