/**
 * The search domain's public entry: what the other domains use of it. The words basic search
 * indexes (./word-forms.ts): the offline embedder (ai/word-hash-embedder.ts) counts the same terms.
 */
export { indexTermsOf, isStopWord } from './word-forms.js';
