/**
 * Ask the library (docs/search.md, "Ask the library"): a reader's question answered from the
 * books the server retrieves for it, and where each can be had now.
 *
 *  1. Retrieval: the question's words (any of them, in the instance's catalogue index:
 *     ./live-index.ts) and its nearest books by meaning (those close enough to list on their own:
 *     ./hybrid-rank.ts), fused; asked from a book page, with that book's own neighbours too, and
 *     the book itself given as what the reader is looking at.
 *  2. Where each is now: branches with a copy on the shelf, digital formats with a free licence
 *     (availability/{bookId}), worded in the asker's language for the model.
 *  3. The answer, in the asker's language, naming books only as [[id]] markers; it reaches the
 *     reader only if it names no book the server did not retrieve (./ask-grounding.ts) and passes
 *     the assistant's output check (no link off the site, moderator SAFE). A failing answer is
 *     asked for once more with the reason; a second failure is refused: the reader gets the
 *     retrieved books without an answer.
 * Nothing close enough: 'nothing', with no answer asked for.
 */
import { logger } from 'firebase-functions/v2';
import { AI_CALLABLE, checkAssistantOutput, describeAiFailure, getAiService, type AiService } from '../ai/index.js';
import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { appError } from '../lib/errors.js';
import { BRANCH_NAMES } from '../shared/branch-names.js';
import { ASK_BOOK_MARKER, ASK_BOOKS, SMART_RESULTS, type AskedBook } from '../shared/catalogue-search.js';
import { COLLECTIONS } from '../shared/collections.js';
import { BRANCH_IDS } from '../shared/constants.js';
import { bookInLanguage } from '../shared/documents/book-version.js';
import { readDocument } from '../shared/documents/fields.js';
import { availabilitySchema } from '../shared/documents/lending.js';
import type { Language } from '../shared/languages.js';
import { isArabicText } from '../shared/text-normalize.js';
import { checkGrounding, type GroundingBook } from './ask-grounding.js';
import { fuseRankings, type Ranked } from './hybrid-rank.js';
import { catalogueIndex } from './live-index.js';
import { bookVectorOf, cardsOf, nearestBooks } from './nearest-books.js';

/** The asker's language: the question's script when it has letters of one, else the page's. */
export function askerLanguage(question: string, page: Language): Language {
  if (isArabicText(question)) return 'ar';
  return /\p{Script=Latin}/u.test(question) ? 'en' : page;
}

const WHERE = {
  en: {
    shelf: (names: string) => `on the shelf at ${names}`,
    digital: (formats: string) => `to borrow now as ${formats}`,
    none: 'every copy is out: a hold puts the reader in the queue',
    formats: { ebook: 'an ebook', audio: 'an audiobook' },
    and: ', ',
  },
  ar: {
    shelf: (names: string) => `على الرف في ${names}`,
    digital: (formats: string) => `متاح للاستعارة الآن ${formats}`,
    none: 'كل النسخ مُعارة: يضع الحجز القارئ في قائمة الانتظار',
    formats: { ebook: 'كتابًا إلكترونيًا', audio: 'كتابًا صوتيًا' },
    and: '، ',
  },
} as const;

function whereWords(book: AskedBook, language: Language): string {
  const w = WHERE[language];
  const parts = [
    ...(book.onShelfAt.length ? [w.shelf(book.onShelfAt.map((b) => BRANCH_NAMES[language][b]).join(w.and))] : []),
    ...(book.digitalNow.length ? [w.digital(book.digitalNow.map((f) => w.formats[f]).join(w.and))] : []),
  ];
  return parts.length ? parts.join('; ') : w.none;
}

/** The retrieved books' cards and where each is now, in the order given (missing ones dropped). */
async function booksWithAvailability(ids: readonly string[]): Promise<AskedBook[]> {
  if (ids.length === 0) return [];
  const [cards, counts] = await Promise.all([
    cardsOf(ids),
    db.getAll(...ids.map((id) => db.doc(`${COLLECTIONS.availability}/${id}`))),
  ]);
  const countsOf = new Map(counts.map((c) => [c.id, c.data()]));
  return cards.map((card) => {
    const a = readDocument(availabilitySchema, countsOf.get(card.id) ?? {});
    return {
      ...card,
      onShelfAt: card.formats.includes('physical') ? BRANCH_IDS.filter((b) => (a.branches[b]?.shelf ?? 0) > 0) : [],
      digitalNow: (['ebook', 'audio'] as const).filter(
        (f) => card.formats.includes(f) && a.digital[f].total > a.digital[f].inUse,
      ),
    };
  });
}

/**
 * The ids of the books to answer from, at most ASK_BOOKS: the question's words (any of them, by
 * basic search's engine: a title or author it names ranks first) and its close neighbours by
 * meaning, fused; from a book page, that book's own neighbours too.
 */
async function retrieve(ai: AiService, question: string, bookId: string | undefined): Promise<string[]> {
  const [index, { model, vectors }] = await Promise.all([catalogueIndex(), ai.embed([question])]);
  const [byWords, near] = await Promise.all([
    index.searchAny(question, SMART_RESULTS),
    nearestBooks(model, vectors[0]!, SMART_RESULTS),
  ]);
  const rankings: Ranked[][] = [byWords, near.filter((b) => !b.supportOnly)];
  const own = bookId ? await bookVectorOf(bookId) : null;
  if (own && own.model === model) rankings.push(await nearestBooks(model, own.vector, ASK_BOOKS + 1));
  const others = rankings.map((ranking) => ranking.filter((b) => b.id !== bookId));
  return fuseRankings(others, ASK_BOOKS, index.inTitleOrder).map((b) => b.id);
}

const grounding = (book: AskedBook): GroundingBook => {
  const others = Object.values(book.translations ?? {}).filter((t) => t !== undefined);
  return {
    id: book.id,
    titles: [book.title, ...others.map((t) => t.title)],
    authors: [book.author, ...others.map((t) => t.author)],
  };
};

/**
 * The books the page lists: those the answer cites, in its order (the book asked from too, if
 * cited), then the others retrieved.
 */
function citedFirst(answer: string, known: AskedBook[], retrieved: AskedBook[]): AskedBook[] {
  const cited = [...new Set([...answer.matchAll(ASK_BOOK_MARKER)].map((m) => m[1]!))];
  const byId = new Map(known.map((b) => [b.id, b]));
  return [...cited.map((id) => byId.get(id)!), ...retrieved.filter((b) => !cited.includes(b.id))];
}

export const askLibrary = callable('askLibrary', {
  rateLimit: 'askLibrary',
  ...AI_CALLABLE,
  // The catalogue's index lives in the instance, as the search endpoint's does (55 MB at 10,000 books).
  options: { ...AI_CALLABLE.options, memory: '512MiB' },
  handler: async ({ question, language: page, bookId }) => {
    const ai = getAiService();
    const provider = ai.provider === 'openai' ? 'openai' : 'offline';
    const language = askerLanguage(question, page);
    // The book asked from, before anything is spent on the question.
    const anchorBooks = bookId ? await booksWithAvailability([bookId]) : [];
    if (bookId && anchorBooks.length === 0) throw appError('not-found', { reason: 'not-found' });
    let ids: string[];
    try {
      ids = await retrieve(ai, question, bookId);
    } catch (err) {
      logger.warn('ask: retrieval failed', describeAiFailure(err));
      throw appError('unavailable', { reason: 'ai-failed' });
    }
    const books = await booksWithAvailability(ids);
    if (books.length === 0) return { outcome: 'nothing', answer: '', books: [], provider };

    const known = [...anchorBooks, ...books];
    const candidates = known.map((b) => {
      const version = bookInLanguage(b, language);
      return {
        id: b.id,
        title: version.title,
        author: version.author,
        description: version.description,
        tags: b.tags,
        moods: b.moods,
        formats: b.formats,
        where: whereWords(b, language),
        anchor: b.id === bookId,
      };
    });
    let correction: string | undefined;
    for (let attempt = 0; attempt < 2; attempt++) {
      let answer: string;
      try {
        answer = await ai.askLibrary(question, language, candidates, correction);
      } catch (err) {
        logger.warn('ask: the answer failed', describeAiFailure(err));
        throw appError('unavailable', { reason: 'ai-failed' });
      }
      const grounded = checkGrounding(answer, known.map(grounding));
      if (!grounded.ok) {
        logger.warn('ask: an answer named a book not retrieved', { problem: grounded.problem, attempt });
        correction = `${grounded.problem}. Name only books from the <catalogue> block, by their [[id]] markers.`;
        continue;
      }
      const checked = await checkAssistantOutput(answer.replace(ASK_BOOK_MARKER, ' '), ai);
      if (!checked.ok) {
        // Not retried: what the output check refuses (a link, unsafe text) is not a slip of naming.
        logger.warn('ask: the answer was refused by the output check', checked);
        break;
      }
      return { outcome: 'answered', answer, books: citedFirst(answer, known, books), provider };
    }
    return { outcome: 'refused', answer: '', books, provider };
  },
});
