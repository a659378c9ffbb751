/**
 * The catalogue's search index. Each book carries `searchTokens`: every word of its title, author,
 * description, tags and moods, with each word's prefixes, so a query word is one array-contains
 * lookup instead of a scan of the catalogue. The server writes the tokens (see
 * triggers/index-book.ts); the web app tokenises the query with the same function.
 */
export const MIN_PREFIX = 2;
export const MAX_PREFIX = 20;
/** Firestore's array-contains-any takes at most 30 values. */
export const MAX_ANY_TERMS = 30;

/** Lowercase, strip accents, split on anything that is not a letter or digit. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

export function prefixesOf(word: string): string[] {
  const out: string[] = [];
  const max = Math.min(word.length, MAX_PREFIX);
  for (let n = Math.min(MIN_PREFIX, word.length); n <= max; n++) out.push(word.slice(0, n));
  return out;
}

export interface Indexable {
  title: string;
  author: string;
  description?: string | null;
  tags?: readonly string[];
  moods?: readonly string[];
}

export function searchTokensFor(book: Indexable): string[] {
  const text = [book.title, book.author, book.description ?? '', ...(book.tags ?? []), ...(book.moods ?? [])].join(' ');
  const tokens = new Set<string>();
  for (const word of wordsOf(text)) for (const p of prefixesOf(word)) tokens.add(p);
  return [...tokens].sort();
}

/**
 * The query words to look up, longest first (the longest word is usually the most selective, so
 * it is the one sent to Firestore; the rest are checked on the returned page).
 */
export function queryTokens(query: string): string[] {
  const words = [...new Set(wordsOf(query).map((w) => w.slice(0, MAX_PREFIX)))];
  return words.sort((a, b) => b.length - a.length);
}

/** True when every query word is a word or word prefix of the book. */
export function matchesAllTokens(bookTokens: readonly string[], tokens: readonly string[]): boolean {
  const set = new Set(bookTokens);
  return tokens.every((t) => set.has(t));
}
