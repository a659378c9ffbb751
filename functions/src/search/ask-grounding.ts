/**
 * The grounding check of Ask the library (docs/search.md, "Ask the library"): an answer reaches
 * the reader only if every book it names is one the server retrieved for the question.
 *  - Books are named by [[id]] markers: each must be a retrieved book's id.
 *  - A title in quotes or emphasis (“…”, "…", «…», *…*, _…_) must be a retrieved book's title or
 *    author (in either language), or part of one.
 *  - "by <Name>" in English must name a retrieved book's author.
 * What it cannot see: a made-up title written plainly, with no quotes and no "by". The prompt asks
 * for markers only, and the page links only marked books, so such a title is never a link; docs
 * say so.
 */
import { ASK_BOOK_MARKER } from '../shared/catalogue-search.js';
import { wordsOf } from '../shared/search-index.js';

export interface GroundingBook {
  id: string;
  /** Titles and authors in every language the record has. */
  titles: readonly string[];
  authors: readonly string[];
}

export type GroundingVerdict = { ok: true } | { ok: false; problem: string };

const QUOTED = /“([^”\n]{2,120})”|"([^"\n]{2,120})"|«([^»\n]{2,120})»|\*([^*\n]{2,120})\*|_([^_\n]{2,120})_/gu;
/** "by Frank Herbert", "written by Ursula K. Le Guin": a capitalised name after a lowercase "by". */
const BY_NAME = /\bby ((?:[A-Z][\p{L}'’.-]*)(?: (?:[A-Z][\p{L}'’.-]*|de|la|le|van|von|al|el|bin|ibn)){0,4})/gu;

const form = (text: string) => wordsOf(text).join(' ');
const within = (phrase: string, known: readonly string[]) =>
  phrase.length > 0 && known.some((k) => k === phrase || ` ${k} `.includes(` ${phrase} `));

export function checkGrounding(answer: string, books: readonly GroundingBook[]): GroundingVerdict {
  const ids = new Set(books.map((b) => b.id));
  for (const match of answer.matchAll(ASK_BOOK_MARKER)) {
    if (!ids.has(match[1]!))
      return { ok: false, problem: `it named [[${match[1]}]], which is not in the catalogue block` };
  }
  // Markers aside, whatever is quoted or emphasised must be a retrieved title or author.
  const text = answer.replace(ASK_BOOK_MARKER, ' ');
  const titles = books.flatMap((b) => b.titles.map(form));
  const authors = books.flatMap((b) => b.authors.map(form));
  for (const match of text.matchAll(QUOTED)) {
    const quoted = match.slice(1).find((g) => g !== undefined)!;
    const phrase = form(quoted);
    if (phrase && !within(phrase, titles) && !within(phrase, authors))
      return { ok: false, problem: `it named "${quoted}", which is not a book in the catalogue block` };
  }
  for (const match of text.matchAll(BY_NAME)) {
    const name = form(match[1]!);
    if (!within(name, authors)) {
      // A surname alone ("by Herbert") is fine when it is part of a retrieved author's name.
      if (!authors.some((a) => name.split(' ').every((w) => ` ${a} `.includes(` ${w} `))))
        return { ok: false, problem: `it named the author "${match[1]}", who is not in the catalogue block` };
    }
  }
  return { ok: true };
}
