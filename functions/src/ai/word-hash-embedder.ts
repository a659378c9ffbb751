/**
 * The offline stand-in for a text-embedding model (docs/search.md, "Books by meaning"): NOT a
 * language model. A text becomes a 256-dimension vector by hashing its words' search terms (stems,
 * Arabic light stems, name keys: search/word-forms.ts) into signed buckets, with the Arabic words the
 * offline vocabulary knows also counted as their English cue, then scaling it to length 1. Two
 * books are near when they share words, tags and moods, in either language; it knows no synonyms.
 * Deterministic, so tests and the OpenAI stub can rely on it.
 */
import { WORD_HASH_MODEL } from '../shared/catalogue-search.js';
import { fnv1a } from '../shared/fnv1a.js';
import { wordsOf } from '../shared/search-index.js';
import { indexTermsOf, isStopWord } from '../search/index.js';
import { withArabicCuesInEnglish } from './vocabulary.js';

export { WORD_HASH_MODEL };
export const EMBEDDING_DIMENSIONS = 256;

export function wordHashEmbedding(text: string): number[] {
  const vector = new Array<number>(EMBEDDING_DIMENSIONS).fill(0);
  const words = wordsOf(text).filter((w) => !isStopWord(w));
  const cues = withArabicCuesInEnglish(words).filter((w) => !words.includes(w));
  for (const term of indexTermsOf([...words, ...cues].join(' '))) {
    const hash = fnv1a(term);
    vector[hash % EMBEDDING_DIMENSIONS]! += hash & 0x100 ? 1 : -1;
  }
  const length = Math.hypot(...vector);
  return length === 0 ? vector : vector.map((v) => v / length);
}
