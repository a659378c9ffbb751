/**
 * The words basic search indexes and looks up (docs/search.md, "Relevance, typos and word forms"):
 * the site's normalisation (`wordsOf`: case, accents, Arabic folding), then
 * - an English word's Porter stem (`@orama/stemmers/english`): "hobbits" and "hobbit" meet;
 * - an Arabic word's light stem in the manner of Larkey's light10 (و, then the article or an
 *   attached preposition with it, then one common suffix): "بالشمس", "الشمس" and "شمس" meet.
 *   Orama's own Arabic stemmer applies one rule per word, so "الثلاثية" and "ثلاثية" got
 *   different stems and "فلسطين" lost its first letter: a word must keep its stem with or without
 *   its article, so this one strips in a fixed order;
 * - for a Latin word of 5+ letters, a transliteration key as well, so the usual spellings of a
 *   romanised name meet: Mahfouz / Mahfuz, Naguib / Najib, Chekhov / Tchekhov, Qabbani / Kabbani.
 * Records and queries go through the same functions.
 */
import { stemmer as englishStem } from '@orama/stemmers/english';
import { wordsOf } from '../shared/search-index.js';

const ARABIC = /\p{Script=Arabic}/u;
const ARTICLES = ['بال', 'كال', 'فال', 'لل', 'ال'];
const SUFFIXES = ['ها', 'ان', 'ات', 'ون', 'ين', 'يه', 'ه', 'ي'];

/** A folded Arabic word's light stem: the same with or without و and the article. */
export function arabicLightStem(word: string): string {
  let w = word;
  if (w.startsWith('و') && w.length >= 4) w = w.slice(1);
  const article = ARTICLES.find((a) => w.startsWith(a) && w.length - a.length >= 2);
  if (article) w = w.slice(article.length);
  const suffix = SUFFIXES.find((s) => w.endsWith(s) && w.length - s.length >= 3);
  if (suffix) w = w.slice(0, -suffix.length);
  return w;
}

/**
 * A romanised name's key: common spelling variants fold, vowels become one mark. Wrapped in "~",
 * so prefix matching never takes one key for the start of a longer one, and no word equals a key.
 */
export function transliterationKey(word: string): string {
  const skeleton = word
    .replace(/tch/g, 'ch')
    .replace(/gu(?=[aeiouy])/g, 'g')
    .replace(/(?<=.)h/g, '')
    .replace(/j/g, 'g')
    .replace(/[qc]/g, 'k')
    .replace(/(.)\1+/g, '$1')
    .replace(/[aeiouyw]+/g, 'a');
  return `~${skeleton}~`;
}

/** A word's stem: light for Arabic, Porter for the rest. */
export const stemOf = (word: string): string => (ARABIC.test(word) ? arabicLightStem(word) : englishStem(word));

/** A word's transliteration key, or null when it is not a Latin word of 5+ letters. */
export const keyOf = (word: string): string | null =>
  word.length >= 5 && /^[a-z]+$/.test(word) ? transliterationKey(word) : null;

/** The index terms of a text: each word's stem, and a Latin name's key. */
export function indexTermsOf(text: string): string[] {
  const terms: string[] = [];
  for (const word of wordsOf(text)) {
    terms.push(stemOf(word));
    const key = keyOf(word);
    if (key) terms.push(key);
  }
  return terms;
}

/**
 * Words that say nothing on their own; a query of only these still searches them. "wa" is the
 * romanised Arabic "and" of titles like "al-Liss wa al-Kilab".
 */
const ENGLISH_STOP_WORDS = 'a an the of to in on for and or with about by at is wa'.split(' ');
/** As `wordsOf` folds them: على is علي, إلى is الي. */
const ARABIC_STOP_WORDS = 'في من عن علي الي و'.split(' ');
const STOP_WORDS = new Set([...ENGLISH_STOP_WORDS, ...ARABIC_STOP_WORDS]);

export const isStopWord = (word: string): boolean => STOP_WORDS.has(word);

/** A query's words that must each match: its distinct words but stop words (all of them if that is all). */
export function queryWordsOf(query: string): string[] {
  const all = [...new Set(wordsOf(query))];
  const words = all.filter((w) => !STOP_WORDS.has(w));
  return words.length ? words : all;
}

/**
 * Typos forgiven in a query word (issue 31): one edit from 5 letters, two from 9; none in a word
 * with a digit (a year, a number, a code: "1984" must not find "1985").
 */
export const typoToleranceOf = (word: string): number =>
  /\p{N}/u.test(word) ? 0 : word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0;
