/**
 * The recommendation callables (docs/reading.md, "Recommendations"): the home page's shelves
 * (featured library lists; "For you" and "Because you rated" for a member), a book page's "Readers
 * also enjoyed", and "Not interested". Cards carry the engine's reasons as data; the titles the
 * reasons name come with them.
 */
import { DISMISSALS_KEPT } from '../../shared/documents/reading.js';
import {
  ALSO_ENJOYED_COUNT,
  BECAUSE_COUNT,
  FEATURED_LISTS,
  FEATURED_LIST_BOOKS,
  FOR_YOU_COUNT,
  type RecommendationReason,
  type RecommendedCard,
} from '../../shared/recommendations.js';
import { callable } from '../../lib/callable.js';
import { db } from '../../lib/admin.js';
import { bookSearchEntries, dismissals, lists } from '../../lib/documents.js';
import { becauseYouRated, forYou, readersAlsoEnjoyed as alsoEnjoyedOf, type CatalogueBook } from './engine.js';
import { readerSignals, sharedSources } from './sources.js';

type Scored = { bookId: string; reasons: RecommendationReason[] };

/** The cards of scored books (a book gone from the catalogue since is dropped); `named` collects the books their reasons name. */
async function cardsWithReasons(scored: Scored[], named: Set<string>): Promise<RecommendedCard[]> {
  // The books' search entries carry their card fields (as "More like this" reads them).
  const refs = scored.map((s) => bookSearchEntries().doc(s.bookId));
  const snaps = refs.length > 0 ? await db.getAll(...refs) : [];
  const cards = new Map(snaps.flatMap((snap) => (snap.exists ? [[snap.id, snap.data()!] as const] : [])));
  return scored.flatMap(({ bookId, reasons }) => {
    const card = cards.get(bookId);
    if (!card) return [];
    for (const r of reasons) if ('bookId' in r) named.add(r.bookId);
    return [{ bookId, title: card.title, author: card.author, coverUrl: card.coverUrl, reasons }];
  });
}

/** The titles of the books reasons name, from the catalogue the engine read. */
const titlesOf = (named: Set<string>, catalogue: readonly CatalogueBook[]) =>
  Object.fromEntries(catalogue.filter((b) => named.has(b.id)).map((b) => [b.id, b.title]));

async function featuredLists() {
  const snap = await lists()
    .where('visibility', '==', 'public')
    .where('kind', '==', 'staff')
    .where('featured', '==', true)
    .orderBy('updatedAt', 'desc')
    .limit(FEATURED_LISTS)
    .get();
  return snap.docs.map((d) => {
    const { title, description, items } = d.data();
    return { id: d.id, title, description, items: items.slice(0, FEATURED_LIST_BOOKS) };
  });
}

export const homeShelves = callable('homeShelves', {
  rateLimit: 'recommend',
  handler: async (_data, caller) => {
    const listsShown = await featuredLists();
    if (!caller.uid) return { lists: listsShown, forYou: null, because: null, titles: {} };
    const [{ catalogue, alsoEnjoyed }, signals] = await Promise.all([sharedSources(), readerSignals(caller.uid)]);
    const named = new Set<string>();
    const forYouCards = await cardsWithReasons(forYou(catalogue, signals, alsoEnjoyed, FOR_YOU_COUNT), named);
    const because = becauseYouRated(catalogue, signals, alsoEnjoyed, BECAUSE_COUNT);
    const becauseCards = because ? await cardsWithReasons(because.items, named) : [];
    if (because) named.add(because.source.bookId);
    return {
      lists: listsShown,
      forYou: forYouCards,
      because: because && becauseCards.length > 0 ? { ...because.source, items: becauseCards } : null,
      titles: titlesOf(named, catalogue),
    };
  },
});

export const readersAlsoEnjoyed = callable('readersAlsoEnjoyed', {
  rateLimit: 'recommend',
  handler: async ({ bookId }) => {
    const { catalogue, alsoEnjoyed } = await sharedSources();
    const named = new Set<string>();
    const items = await cardsWithReasons(alsoEnjoyedOf(bookId, alsoEnjoyed, ALSO_ENJOYED_COUNT), named);
    return { items, titles: titlesOf(named, catalogue) };
  },
});

export const notInterested = callable('notInterested', {
  rateLimit: 'reading',
  handler: async ({ bookId, undo }, caller) => {
    const ref = dismissals().doc(caller.uid);
    const kept = ((await ref.get()).data()?.bookIds ?? []).filter((id) => id !== bookId);
    await ref.set({ bookIds: undo ? kept : [...kept, bookId].slice(-DISMISSALS_KEPT) });
    return {};
  },
});
