/**
 * A candidate for issue 31's basic search, measured by the quality bench and not used by the site
 * yet: Orama (BM25 ranking, prefix and typo-tolerant matching) over the same book records, with a
 * tokenizer of ours:
 * - every word goes through the site's normalisation (`wordsOf`: case, accents, Arabic folding);
 * - an English word is stemmed with Orama's Porter stemmer (`@orama/stemmers/english`);
 * - an Arabic word with a light stemmer in the manner of Larkey's light10: و, then the article
 *   (ال, بال, كال, فال, لل), then one common suffix. Orama's own Arabic stemmer applies a single
 *   rule per word, so "الثلاثية" and "ثلاثية" got different stems ("ثلاثيه" / "ثلاث") and
 *   "فلسطين" lost its first letter; a stemmer must give a word the same stem with or without
 *   its article, so this one strips in a fixed order;
 * - a Latin word of 5+ letters also gets a transliteration key ("~" + consonants, vowels as one
 *   mark), so Mahfouz / Mahfuz, Naguib / Najib and Husayn / Hussein meet.
 */
import { create, insertMultiple, search, type Tokenizer } from '@orama/orama';
import { stemmer as englishStem } from '@orama/stemmers/english';
import type { BookDoc } from '@shared/documents/index';
import { wordsOf } from '@shared/search-index';

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
 * A romanised name's key: common spelling variants fold, vowels become one mark. It ends in "~" too,
 * so Orama's prefix matching never takes one key for the start of a longer one.
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

function tokensOf(text: string): string[] {
  const tokens: string[] = [];
  for (const word of wordsOf(text)) {
    if (ARABIC.test(word)) tokens.push(arabicLightStem(word));
    else {
      tokens.push(englishStem(word));
      if (word.length >= 5 && /^[a-z]+$/.test(word)) tokens.push(transliterationKey(word));
    }
  }
  return tokens;
}

const tokenizer: Tokenizer = {
  language: 'english',
  normalizationCache: new Map(),
  tokenize: (raw: string) => tokensOf(String(raw ?? '')),
};

const schema = {
  title: 'string',
  author: 'string',
  description: 'string',
  subjects: 'string',
  other: 'string',
} as const;

/** Words that say nothing on their own; a query of only these still searches them. */
const ENGLISH_STOP_WORDS = 'a an the of to in on for and or with about by at is wa'.split(' ');
/** As `wordsOf` folds them: على is علي, إلى is الي. */
const ARABIC_STOP_WORDS = 'في من عن علي الي و'.split(' ');
const STOP_WORDS = new Set([...ENGLISH_STOP_WORDS, ...ARABIC_STOP_WORDS]);

/** Title and author count most, then subjects (tags and moods), then the descriptions. */
const BOOST = { title: 3, author: 3, subjects: 1.5, description: 1, other: 2 };

/** An engine over `books` (id, stored book): ids best first. */
export async function oramaEngine(books: Array<{ id: string; book: BookDoc }>) {
  const db = create({ schema, components: { tokenizer } });
  await insertMultiple(
    db,
    books.map(({ id, book }) => {
      const other = Object.values(book.translations ?? {}).flatMap((t) =>
        t ? [t.title, t.author, t.description] : [],
      );
      return {
        id,
        title: book.title,
        author: book.author,
        description: book.description,
        subjects: [...book.tags, ...book.moods].join(' '),
        other: other.join(' '),
      };
    }),
  );
  const properties = ['title', 'author', 'description', 'subjects', 'other'] as const;
  // Each query word on its own, with its own typo tolerance (issue 31: one edit from 5 letters, two
  // from 9); a book must match every word (as basic search does today), scores add up.
  const matches = async (word: string) => {
    const result = await search(db, {
      term: word,
      properties: [...properties],
      boost: BOOST,
      tolerance: word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0,
      limit: books.length,
    });
    return new Map(result.hits.map((hit) => [hit.id, hit.score]));
  };
  return async (query: string): Promise<string[]> => {
    const all = [...new Set(wordsOf(query))];
    const words = all.filter((w) => !STOP_WORDS.has(w));
    const perWord = await Promise.all((words.length ? words : all).map(matches));
    const [first, ...rest] = perWord;
    if (!first) return [];
    const scored = [...first]
      .filter(([id]) => rest.every((m) => m.has(id)))
      .map(([id, score]) => [id, rest.reduce((sum, m) => sum + m.get(id)!, score)] as const);
    return scored.sort((a, b) => b[1] - a[1]).map(([id]) => id);
  };
}
