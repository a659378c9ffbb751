/**
 * What the recommendation engine (./engine.ts) works from, read on the server:
 * - the catalogue's books (tags and moods);
 * - co-reader counts, from members' activity they made visible (a members-only or public rating,
 *   a Read shelf entry they shared) and from the reading history of members who turned it on,
 *   never from a private item; pairs under MIN_PAIR_READERS are dropped when built;
 * - one member's own signals: interests, shelves, ratings, history (only while on), dismissals.
 * The catalogue and the counts are kept a few minutes per instance: a page view must not read
 * the whole library. (At a large library they would be built on a schedule into a few documents.)
 */
import { COLLECTIONS } from '../../shared/collections.js';
import { readDocument } from '../../shared/documents/fields.js';
import { historyEntrySchema } from '../../shared/documents/lending.js';
import { db } from '../../lib/admin.js';
import { recommendSourcesSeconds } from '../../lib/params.js';
import { books, dismissals, profiles, ratings, readingHistory, shelfEntries } from '../../lib/documents.js';
import {
  buildAlsoEnjoyed,
  type AlsoEnjoyed,
  type CatalogueBook,
  type ReaderItem,
  type ReaderSignals,
} from './engine.js';

/** The most visible items one build reads (a bound on a cold instance's work). */
const BUILD_CAP = 20_000;

let cached: { at: number; catalogue: CatalogueBook[]; alsoEnjoyed: AlsoEnjoyed } | null = null;

/** The catalogue and co-reader counts, read at most once per RECOMMEND_SOURCES_SECONDS. */
export async function sharedSources(): Promise<{ catalogue: CatalogueBook[]; alsoEnjoyed: AlsoEnjoyed }> {
  if (cached && Date.now() - cached.at < recommendSourcesSeconds.value() * 1000) return cached;
  const [bookSnap, rated, shelved, history] = await Promise.all([
    books().select('title', 'author', 'tags', 'moods').get(),
    ratings().where('visibility', 'in', ['members', 'public']).limit(BUILD_CAP).get(),
    shelfEntries().where('visibility', 'in', ['members', 'public']).where('shelf', '==', 'read').limit(BUILD_CAP).get(),
    db.collectionGroup(COLLECTIONS.history).limit(BUILD_CAP).get(),
  ]);
  const catalogue = bookSnap.docs.map((d) => {
    const { title, author, tags, moods } = d.data();
    return { id: d.id, title, author, tags, moods };
  });
  const byReader = new Map<string, ReaderItem[]>();
  const add = (uid: string, item: ReaderItem) => {
    const items = byReader.get(uid);
    if (items) items.push(item);
    else byReader.set(uid, [item]);
  };
  for (const d of rated.docs)
    add(d.data().uid, { bookId: d.data().bookId, shelf: null, halfStars: d.data().halfStars });
  for (const d of shelved.docs) add(d.data().uid, { bookId: d.data().bookId, shelf: 'read', halfStars: null });
  for (const d of history.docs) {
    const uid = d.ref.parent.parent?.id;
    if (uid)
      add(uid, {
        bookId: readDocument(historyEntrySchema, d.data()).bookId,
        shelf: null,
        halfStars: null,
        fromHistory: true,
      });
  }
  cached = {
    at: Date.now(),
    catalogue,
    alsoEnjoyed: buildAlsoEnjoyed([...byReader.values()].map((items) => ({ items }))),
  };
  return cached;
}

/** One member's own signals, all of them (their own data, whatever its visibility). */
export async function readerSignals(uid: string): Promise<ReaderSignals> {
  const [profile, shelf, rated, history, dismissed] = await Promise.all([
    profiles().doc(uid).get(),
    shelfEntries().where('uid', '==', uid).limit(BUILD_CAP).get(),
    ratings().where('uid', '==', uid).limit(BUILD_CAP).get(),
    readingHistory(uid).limit(BUILD_CAP).get(),
    dismissals().doc(uid).get(),
  ]);
  const ratingOf = new Map(rated.docs.map((d) => [d.data().bookId, d.data().halfStars]));
  const items: ReaderItem[] = shelf.docs
    .map((d) => d.data())
    .sort((a, b) => (a.updatedAt?.getTime() ?? 0) - (b.updatedAt?.getTime() ?? 0))
    .map((e) => ({ bookId: e.bookId, shelf: e.shelf, halfStars: ratingOf.get(e.bookId) ?? null }));
  const shelved = new Set(items.map((i) => i.bookId));
  for (const [bookId, halfStars] of ratingOf) {
    if (!shelved.has(bookId)) items.push({ bookId, shelf: null, halfStars });
  }
  for (const d of history.docs)
    items.push({ bookId: d.data().bookId, shelf: null, halfStars: null, fromHistory: true });
  return {
    interests: profile.data()?.interests ?? [],
    items,
    dismissed: dismissed.data()?.bookIds ?? [],
  };
}
