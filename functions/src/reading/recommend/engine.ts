/**
 * Recommendations for a reading life (issue 32, docs/reading.md): "For you", "Because you rated
 * X" and "Readers who enjoyed this also enjoyed". Pure: the caller reads the catalogue, the
 * member's signals and the co-reader counts, and shows what comes back. Every recommendation
 * carries its reasons as data the engine computed (never text), and reasonHolds recomputes each
 * from the same inputs, so a card never claims what is not so (scripts/bench/recommendations-quality.ts
 * checks every shown reason).
 *
 * Privacy: co-reader counts come from readers whose activity is visible or who turned reading
 * history on (the caller guarantees that), and a pair with fewer than MIN_PAIR_READERS distinct
 * readers behind it is dropped when built and ignored when used (small-cell suppression).
 */
import { INTERESTS, MOODS, type Mood } from '../../shared/constants.js';
import type { Shelf } from '../../shared/documents/reading.js';

export interface CatalogueBook {
  id: string;
  title: string;
  author: string;
  tags: string[];
  moods: Mood[];
}

export interface ReaderItem {
  bookId: string;
  shelf: Shelf | null;
  halfStars: number | null;
  /** A loan remembered by reading history (the member turned it on): read, unrated. */
  fromHistory?: boolean;
}

export interface ReaderSignals {
  interests: string[];
  items: ReaderItem[];
  dismissed: string[];
}

/** For a book, the other books enjoyed by the same readers: distinct-reader counts (only readers whose activity is visible or who turned reading history on; the caller guarantees that). */
export type AlsoEnjoyed = Map<string, Map<string, number>>; // bookId -> otherBookId -> distinct readers

export type Reason =
  | { kind: 'rated'; bookId: string; halfStars: number }
  | { kind: 'moods'; moods: Mood[] }
  | { kind: 'tags'; tags: string[] }
  | { kind: 'interest'; interest: string }
  | { kind: 'readers'; bookId: string; count: number };

export interface Recommendation {
  bookId: string;
  score: number;
  reasons: Reason[];
}

/** 7 half stars = 3.5 stars: from here a rating says the member enjoyed the book. */
export const ENJOYED_MIN_HALF_STARS = 7;
/** 4 half stars = 2 stars: at or under this a rating says the member did not like the book. */
export const DISLIKED_MAX_HALF_STARS = 4;
/** "Because you rated X" starts only from a book rated 4 stars or more. */
export const BECAUSE_MIN_HALF_STARS = 8;
/** Fewer distinct readers behind a pair than this and it is never used or shown (small-cell suppression). */
export const MIN_PAIR_READERS = 5;
/** A card says at most this many reasons. */
export const MAX_REASONS = 3;
/** A tags reason names at most this many tags. */
const MAX_REASON_TAGS = 3;

/**
 * What each of the profile's INTERESTS means in book tags (lowercase). A book matches an interest
 * when one of its tags, lowercased, is in the list. Kept narrow: a loose match would both
 * recommend off-target books and make an interest reason the member would not recognise.
 */
export const INTEREST_TAGS: Readonly<Record<(typeof INTERESTS)[number], readonly string[]>> = {
  Fiction: ['fiction', 'literary fiction', 'historical fiction', 'short stories'],
  'Non-Fiction': ['nonfiction', 'non-fiction'],
  'Science Fiction': ['science fiction', 'sci-fi', 'cyberpunk', 'dystopia'],
  Fantasy: ['fantasy', 'magic', 'mythology', 'magical realism'],
  Mystery: ['mystery', 'crime', 'detective', 'noir', 'thriller'],
  Romance: ['romance', 'love'],
  Biography: ['biography', 'memoir', 'autobiography'],
  History: ['history', 'ancient world', 'historical fiction'],
  Science: ['science', 'biology', 'physics', 'evolution', 'cosmology', 'astronomy', 'mathematics', 'neuroscience'],
  Technology: [
    'technology',
    'software',
    'programming',
    'computer science',
    'computing',
    'artificial intelligence',
    'hardware',
  ],
  Art: ['art', 'painting', 'design', 'craft'],
  Philosophy: ['philosophy', 'stoicism', 'existentialism', 'ethics', 'absurdism'],
  Psychology: ['psychology', 'neuroscience'],
  Business: ['business', 'management', 'leadership', 'entrepreneurship', 'economics'],
  'Self-Help': ['self-help', 'productivity', 'habits'],
  Poetry: ['poetry'],
  Drama: ['drama', 'tragedy'],
  Travel: ['travel'],
  Cooking: ['cooking', 'food'],
  Health: ['health', 'medicine', 'nutrition', 'wellbeing', 'sleep'],
};

/*
 * The score's weights, tuned on the synthetic members of the quality bench (seeds 1 to 4, by the
 * mean over seeds, never on a hidden book; scripts/bench/recommendations-quality.ts). Taste (the interests and moods the member's books lean
 * to, beyond the catalogue's own lean) carries most; co-readers add what tags cannot say and grow
 * with the membership; the tags of single enjoyed books name a "because you rated" book.
 */
const WEIGHTS = {
  /** Per declared interest the book matches (over the root of the number declared). */
  interest: 0.6,
  /** A declared interest counts as this share of the member's books leaning to it. */
  declared: 0.5,
  /** An interest must cover this many times its catalogue share of the member's books to count. */
  interestLift: 1.5,
  /** Per mood of the book, its share among the member's books over its catalogue share. */
  moods: 0.5,
  /** Idf-weighted tag likeness to each enjoyed book, averaged by rating. */
  tags: 0.5,
  /** Co-reader counts of the enjoyed books, cosine-normalised. */
  readers: 2.5,
  /** Up to 1.5x for the most co-read book: among books alike for a member, the widely enjoyed first. */
  popularity: 0.5,
  /** Less for tag likeness to what the member rated low or gave up. */
  dislike: 0.5,
  /** A book on want to read or reading says as much about taste as one read and unrated. */
  wanted: 1,
};

const lower = (s: string) => s.trim().toLowerCase();
const byScoreThenId = (a: { score: number; bookId: string }, b: { score: number; bookId: string }) =>
  b.score - a.score || (a.bookId < b.bookId ? -1 : a.bookId > b.bookId ? 1 : 0);

/** Whether the item says the member enjoyed the book: a rating decides; unrated, a read or a remembered loan does. */
export function isEnjoyed(item: ReaderItem): boolean {
  if (item.halfStars !== null) return item.halfStars >= ENJOYED_MIN_HALF_STARS;
  return item.shelf === 'read' || item.fromHistory === true;
}

/** Whether the item says the member did not like the book: rated low, or given up unrated. */
function isDisliked(item: ReaderItem): boolean {
  if (item.halfStars !== null) return item.halfStars <= DISLIKED_MAX_HALF_STARS;
  return item.shelf === 'dnf';
}

/** Whether the member already has the book somewhere: shelved, rated or read (history). */
const isKnown = (item: ReaderItem) => item.shelf !== null || item.halfStars !== null || item.fromHistory === true;

/** How much an enjoyed book says about taste: a 5-star rating more than a bare "read". */
const enjoyedWeight = (item: ReaderItem) => (item.halfStars !== null ? item.halfStars / 8 : 1);

/** The member's interests (known labels only) that the tags match. */
function interestsMatched(interests: readonly string[], tags: readonly string[]): string[] {
  const own = new Set(tags.map(lower));
  return interests.filter(
    (interest) =>
      Object.hasOwn(INTEREST_TAGS, interest) &&
      INTEREST_TAGS[interest as keyof typeof INTEREST_TAGS].some((t) => own.has(t)),
  );
}

/** The books the member may be offered: not shelved, rated, read or dismissed. */
function excludedIds(signals: ReaderSignals): Set<string> {
  return new Set([...signals.items.filter(isKnown).map((i) => i.bookId), ...signals.dismissed]);
}

/** The distinct books each history enjoyed. */
const enjoyedSets = (histories: readonly { items: ReaderItem[] }[]) =>
  histories.map((h) => new Set(h.items.filter(isEnjoyed).map((i) => i.bookId)));

/** A pair's count if it may be used at all: under MIN_PAIR_READERS it is as if absent. */
function pairCount(alsoEnjoyed: AlsoEnjoyed, from: string, to: string): number {
  const count = alsoEnjoyed.get(from)?.get(to) ?? 0;
  return count >= MIN_PAIR_READERS ? count : 0;
}

/** Distinct readers per ordered pair of books they both enjoyed; pairs under MIN_PAIR_READERS are dropped. */
export function buildAlsoEnjoyed(histories: readonly { items: ReaderItem[] }[]): AlsoEnjoyed {
  const counts: AlsoEnjoyed = new Map();
  for (const enjoyed of enjoyedSets(histories)) {
    for (const a of enjoyed) {
      let row = counts.get(a);
      if (!row) counts.set(a, (row = new Map()));
      for (const b of enjoyed) if (a !== b) row.set(b, (row.get(b) ?? 0) + 1);
    }
  }
  for (const [a, row] of counts) {
    for (const [b, n] of row) if (n < MIN_PAIR_READERS) row.delete(b);
    if (row.size === 0) counts.delete(a);
  }
  return counts;
}

/** Book ids by the number of readers who enjoyed them, most first, ties by id: the baseline. */
export function popularity(histories: readonly { items: ReaderItem[] }[]): string[] {
  const readers = new Map<string, number>();
  for (const enjoyed of enjoyedSets(histories)) for (const id of enjoyed) readers.set(id, (readers.get(id) ?? 0) + 1);
  return [...readers]
    .map(([bookId, score]) => ({ bookId, score }))
    .sort(byScoreThenId)
    .map((r) => r.bookId);
}

/** "Readers who enjoyed this also enjoyed": the book's co-read books, most readers first. */
export function readersAlsoEnjoyed(
  bookId: string,
  alsoEnjoyed: AlsoEnjoyed,
  limit = 6,
): { bookId: string; reasons: Reason[] }[] {
  return [...(alsoEnjoyed.get(bookId) ?? [])]
    .filter(([other, count]) => other !== bookId && count >= MIN_PAIR_READERS)
    .map(([other, score]) => ({ bookId: other, score }))
    .sort(byScoreThenId)
    .slice(0, limit)
    .map((r) => ({ bookId: r.bookId, reasons: [{ kind: 'readers', bookId, count: r.score }] }));
}

/**
 * How informative each tag is: a tag on half the catalogue ("classic") says little about taste, a
 * rare one ("cyberpunk") a lot (inverse document frequency, lowercased).
 */
function tagIdf(catalogue: readonly CatalogueBook[]): Map<string, number> {
  const df = new Map<string, number>();
  for (const book of catalogue) for (const t of new Set(book.tags.map(lower))) df.set(t, (df.get(t) ?? 0) + 1);
  const idf = new Map<string, number>();
  for (const [t, n] of df) idf.set(t, Math.log(1 + catalogue.length / n));
  return idf;
}

/** A book's lowercased tags weighted by idf, as a unit vector (so long tag lists do not win by length). */
function tagVector(book: CatalogueBook, idf: Map<string, number>): Map<string, number> {
  const vector = new Map<string, number>();
  for (const t of new Set(book.tags.map(lower))) vector.set(t, idf.get(t) ?? 1);
  const norm = Math.sqrt([...vector.values()].reduce((s, v) => s + v * v, 0)) || 1;
  for (const [t, v] of vector) vector.set(t, v / norm);
  return vector;
}

function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  for (const [t, v] of a) dot += v * (b.get(t) ?? 0);
  return dot;
}

/** The share of the candidate's moods that are also the other book's. */
function moodOverlap(a: readonly Mood[], b: readonly Mood[]): number {
  if (a.length === 0) return 0;
  return a.filter((m) => b.includes(m)).length / a.length;
}

/** Each book's total co-reader count: a stand-in for how widely it is enjoyed (only pairs that may be used). */
function rowTotals(alsoEnjoyed: AlsoEnjoyed): Map<string, number> {
  const totals = new Map<string, number>();
  for (const [a, row] of alsoEnjoyed) {
    let sum = 0;
    for (const n of row.values()) if (n >= MIN_PAIR_READERS) sum += n;
    totals.set(a, sum);
  }
  return totals;
}

/**
 * Each key's share of the weighted books that have it (a book counts once per key). Summed first
 * and divided once, so the result does not depend on the books' order (weights are whole or
 * eighths: exact in floating point).
 */
function shares(books: readonly { keys: readonly string[]; weight: number }[]): Map<string, number> {
  const total = books.reduce((s, b) => s + b.weight, 0);
  const sums = new Map<string, number>();
  if (total === 0) return sums;
  for (const b of books) for (const k of new Set(b.keys)) sums.set(k, (sums.get(k) ?? 0) + b.weight);
  for (const [k, sum] of sums) sums.set(k, sum / total);
  return sums;
}

const ALL_INTERESTS = Object.keys(INTEREST_TAGS);

/** What the catalogue says once per call: tag vectors, and how common each interest and mood is. */
function catalogueProfile(catalogue: readonly CatalogueBook[]) {
  const idf = tagIdf(catalogue);
  return {
    byId: new Map(catalogue.map((b) => [b.id, b])),
    vectors: new Map(catalogue.map((b) => [b.id, tagVector(b, idf)])),
    interestsOf: new Map(catalogue.map((b) => [b.id, interestsMatched(ALL_INTERESTS, b.tags)])),
    interestBase: shares(catalogue.map((b) => ({ keys: interestsMatched(ALL_INTERESTS, b.tags), weight: 1 }))),
    moodBase: shares(catalogue.map((b) => ({ keys: b.moods, weight: 1 }))),
  };
}
type CatalogueProfile = ReturnType<typeof catalogueProfile>;

/**
 * What the member's items say, read once per call. Taste is what their enjoyed books (by rating)
 * and the books they want or are reading lean to: an interest counts where it covers clearly more
 * of their books than of the catalogue (fiction is a third of the catalogue: a reader of nothing
 * else still shows it), a mood by how much more of their books have it than the catalogue's do.
 */
function readerProfile(cat: CatalogueProfile, signals: ReaderSignals) {
  const enjoyed: { item: ReaderItem; book: CatalogueBook; weight: number }[] = [];
  const wanted: CatalogueBook[] = [];
  const disliked: CatalogueBook[] = [];
  for (const item of signals.items) {
    const book = cat.byId.get(item.bookId);
    if (!book) continue;
    if (isEnjoyed(item)) enjoyed.push({ item, book, weight: enjoyedWeight(item) });
    else if (isDisliked(item)) disliked.push(book);
    else if (item.halfStars === null && (item.shelf === 'want' || item.shelf === 'reading')) wanted.push(book);
  }
  const interests = signals.interests.filter((i) => Object.hasOwn(INTEREST_TAGS, i));
  const taste = [
    ...enjoyed.map((e) => ({ book: e.book, weight: e.weight })),
    ...wanted.map((book) => ({ book, weight: WEIGHTS.wanted })),
  ];
  const interestShare = shares(taste.map((t) => ({ keys: cat.interestsOf.get(t.book.id)!, weight: t.weight })));
  for (const i of interests) interestShare.set(i, (interestShare.get(i) ?? 0) + WEIGHTS.declared);
  const interestLean = new Map<string, number>();
  for (const [i, share] of interestShare)
    interestLean.set(i, Math.max(0, share - WEIGHTS.interestLift * (cat.interestBase.get(i) ?? 0)));
  const moodShare = shares(taste.map((t) => ({ keys: t.book.moods, weight: t.weight })));
  const moodLean = new Map<string, number>();
  for (const [m, share] of moodShare) moodLean.set(m, share - (cat.moodBase.get(m) ?? 0));
  return {
    enjoyed,
    disliked,
    interests,
    interestLean,
    moodLean,
    enjoyedTags: new Set(enjoyed.flatMap((e) => e.book.tags.map(lower))),
    enjoyedMoods: new Set(enjoyed.flatMap((e) => e.book.moods)),
    enjoyedWeightSum: enjoyed.reduce((s, e) => s + e.weight, 0),
  };
}
type ReaderProfile = ReturnType<typeof readerProfile>;

/** Up to MAX_REASONS reasons, strongest first, one per kind; a reason that added nothing is not said. */
function topReasons(reasons: { weight: number; reason: Reason }[]): Reason[] {
  const seen = new Set<Reason['kind']>();
  const out: Reason[] = [];
  for (const r of reasons.filter((r) => r.weight > 0).sort((a, b) => b.weight - a.weight)) {
    if (seen.has(r.reason.kind)) continue;
    seen.add(r.reason.kind);
    out.push(r.reason);
  }
  return out.slice(0, MAX_REASONS);
}

/**
 * "For you": every catalogue book the member has not shelved, rated, read or dismissed, scored by
 * their declared interests, the interests and moods their books lean to, the tags of what they
 * enjoyed (weighted by rating), what co-readers of those books enjoyed, less a little for
 * resembling what they rated low or gave up. Best first, ties by id; a book with no reason to give
 * is not offered.
 */
export function forYou(
  catalogue: readonly CatalogueBook[],
  signals: ReaderSignals,
  alsoEnjoyed: AlsoEnjoyed,
  limit = 10,
): Recommendation[] {
  const cat = catalogueProfile(catalogue);
  const profile = readerProfile(cat, signals);
  const excluded = excludedIds(signals);
  const totals = rowTotals(alsoEnjoyed);
  const maxTotal = Math.max(1, ...totals.values());

  const scored: Recommendation[] = [];
  for (const candidate of catalogue) {
    if (excluded.has(candidate.id)) continue;
    const { score, reasons } = scoreCandidate(candidate, cat, profile, totals, alsoEnjoyed);
    const widely = 1 + (WEIGHTS.popularity * (totals.get(candidate.id) ?? 0)) / maxTotal;
    const shown = topReasons(reasons);
    if (score > 0 && shown.length > 0) scored.push({ bookId: candidate.id, score: score * widely, reasons: shown });
  }
  return scored.sort(byScoreThenId).slice(0, limit);
}

function scoreCandidate(
  candidate: CatalogueBook,
  cat: CatalogueProfile,
  profile: ReaderProfile,
  totals: Map<string, number>,
  alsoEnjoyed: AlsoEnjoyed,
): { score: number; reasons: { weight: number; reason: Reason }[] } {
  const reasons: { weight: number; reason: Reason }[] = [];
  const vector = cat.vectors.get(candidate.id)!;

  // Declared interests: a prior that matters most before there is any history.
  const declared = interestsMatched(profile.interests, candidate.tags);
  const interestScore = (WEIGHTS.interest * declared.length) / Math.sqrt(Math.max(1, profile.interests.length));
  if (declared.length > 0)
    reasons.push({ weight: interestScore, reason: { kind: 'interest', interest: declared[0]! } });

  // Taste: the interests and moods the member's books lean to.
  let leanScore = 0;
  for (const i of cat.interestsOf.get(candidate.id)!) leanScore += profile.interestLean.get(i) ?? 0;
  let moodScore = 0;
  for (const m of new Set(candidate.moods)) moodScore += WEIGHTS.moods * (profile.moodLean.get(m) ?? 0);

  // Likeness to single enjoyed books: idf-weighted tag cosine, averaged by rating.
  let tagScore = 0;
  let closest: { weight: number; item: ReaderItem } | null = null;
  for (const e of profile.enjoyed) {
    const sim = e.weight * cosine(vector, cat.vectors.get(e.book.id)!);
    tagScore += sim;
    if (e.item.halfStars !== null && sim > 0 && (!closest || sim > closest.weight))
      closest = { weight: sim, item: e.item };
  }
  tagScore = profile.enjoyedWeightSum > 0 ? (WEIGHTS.tags * tagScore) / profile.enjoyedWeightSum : 0;

  const sharedTags = [...new Set(candidate.tags.map(lower))]
    .filter((t) => profile.enjoyedTags.has(t))
    .sort((a, b) => (vector.get(b) ?? 0) - (vector.get(a) ?? 0) || (a < b ? -1 : 1))
    .slice(0, MAX_REASON_TAGS);
  if (sharedTags.length > 0) reasons.push({ weight: leanScore + tagScore, reason: { kind: 'tags', tags: sharedTags } });
  const sharedMoods = MOODS.filter((m) => candidate.moods.includes(m) && profile.enjoyedMoods.has(m));
  if (sharedMoods.length > 0) reasons.push({ weight: moodScore, reason: { kind: 'moods', moods: sharedMoods } });
  if (closest && closest.item.halfStars !== null)
    reasons.push({
      // Just above the tags it comes from: naming the book says more than naming its tags.
      weight: (leanScore + tagScore) * 1.01,
      reason: { kind: 'rated', bookId: closest.item.bookId, halfStars: closest.item.halfStars },
    });

  // Co-readers: each enjoyed book's count for the candidate, cosine-normalised by both books'
  // co-reader totals so that being widely read is not the same as being alike.
  let readersScore = 0;
  let strongest: { weight: number; bookId: string; count: number } | null = null;
  const candidateTotal = totals.get(candidate.id) ?? 0;
  for (const e of profile.enjoyed) {
    const count = pairCount(alsoEnjoyed, e.book.id, candidate.id);
    if (count === 0) continue;
    const s = (e.weight * count) / Math.sqrt((totals.get(e.book.id) ?? count) * Math.max(candidateTotal, count));
    readersScore += s;
    if (!strongest || s > strongest.weight) strongest = { weight: s, bookId: e.book.id, count };
  }
  readersScore =
    profile.enjoyedWeightSum > 0 ? (WEIGHTS.readers * readersScore) / Math.sqrt(profile.enjoyedWeightSum) : 0;
  if (strongest)
    reasons.push({
      weight: readersScore,
      reason: { kind: 'readers', bookId: strongest.bookId, count: strongest.count },
    });

  // A little less for looking like what the member rated low or gave up.
  let dislike = 0;
  for (const b of profile.disliked) dislike += cosine(vector, cat.vectors.get(b.id)!);
  if (profile.disliked.length > 0) dislike = (WEIGHTS.dislike * dislike) / profile.disliked.length;

  return { score: interestScore + leanScore + moodScore + tagScore + readersScore - dislike, reasons };
}

/**
 * "Because you rated X": from the member's highest rated book (BECAUSE_MIN_HALF_STARS or more; the
 * latest of equals), the books they have not got or dismissed that are most like it: most
 * co-readers first, then shared tags and moods. Null when no rating is high enough or nothing is alike.
 */
export function becauseYouRated(
  catalogue: readonly CatalogueBook[],
  signals: ReaderSignals,
  alsoEnjoyed: AlsoEnjoyed,
  limit = 6,
): { source: { bookId: string; halfStars: number }; items: Recommendation[] } | null {
  const byId = new Map(catalogue.map((b) => [b.id, b]));
  let source: { bookId: string; halfStars: number } | null = null;
  for (const item of signals.items) {
    // >= keeps the last of equals: the items are in the order the member added them.
    if (item.halfStars !== null && item.halfStars >= BECAUSE_MIN_HALF_STARS && byId.has(item.bookId))
      if (!source || item.halfStars >= source.halfStars) source = { bookId: item.bookId, halfStars: item.halfStars };
  }
  if (!source) return null;
  const from = byId.get(source.bookId)!;
  const idf = tagIdf(catalogue);
  const fromVector = tagVector(from, idf);
  const fromTags = new Set(from.tags.map(lower));
  const excluded = excludedIds(signals);

  const items: (Recommendation & { count: number })[] = [];
  for (const candidate of catalogue) {
    if (excluded.has(candidate.id) || candidate.id === from.id) continue;
    const count = pairCount(alsoEnjoyed, from.id, candidate.id);
    const vector = tagVector(candidate, idf);
    const similarity = cosine(vector, fromVector) + 0.25 * moodOverlap(candidate.moods, from.moods);
    const tags = [...new Set(candidate.tags.map(lower))]
      .filter((t) => fromTags.has(t))
      .sort((a, b) => (vector.get(b) ?? 0) - (vector.get(a) ?? 0) || (a < b ? -1 : 1))
      .slice(0, MAX_REASON_TAGS);
    const moods = MOODS.filter((m) => candidate.moods.includes(m) && from.moods.includes(m));
    if (count === 0 && tags.length === 0 && moods.length === 0) continue;
    const reasons: Reason[] = [{ kind: 'rated', ...source }];
    if (count > 0) reasons.push({ kind: 'readers', bookId: from.id, count });
    if (tags.length > 0) reasons.push({ kind: 'tags', tags });
    else if (moods.length > 0) reasons.push({ kind: 'moods', moods });
    items.push({ bookId: candidate.id, score: similarity, reasons, count });
  }
  items.sort((a, b) => b.count - a.count || byScoreThenId(a, b));
  return { source, items: items.slice(0, limit).map(({ bookId, score, reasons }) => ({ bookId, score, reasons })) };
}

/** Whether a reason is true of the candidate, recomputed from the source data alone. */
export function reasonHolds(
  reason: Reason,
  candidate: CatalogueBook,
  catalogue: readonly CatalogueBook[],
  signals: ReaderSignals,
  alsoEnjoyed: AlsoEnjoyed,
): boolean {
  const byId = new Map(catalogue.map((b) => [b.id, b]));
  const enjoyedBooks = signals.items
    .filter(isEnjoyed)
    .map((i) => byId.get(i.bookId))
    .filter((b): b is CatalogueBook => b !== undefined);
  switch (reason.kind) {
    case 'rated':
      // The member rated that book exactly so, and that rating is one of enjoying it.
      return signals.items.some(
        (i) =>
          i.bookId === reason.bookId && i.halfStars === reason.halfStars && reason.halfStars >= ENJOYED_MIN_HALF_STARS,
      );
    case 'moods':
      return (
        reason.moods.length > 0 &&
        reason.moods.every((m) => candidate.moods.includes(m) && enjoyedBooks.some((b) => b.moods.includes(m)))
      );
    case 'tags': {
      const own = new Set(candidate.tags.map(lower));
      return (
        reason.tags.length > 0 &&
        reason.tags.every(
          (t) => own.has(lower(t)) && enjoyedBooks.some((b) => b.tags.some((bt) => lower(bt) === lower(t))),
        )
      );
    }
    case 'interest':
      return (
        signals.interests.includes(reason.interest) && interestsMatched([reason.interest], candidate.tags).length === 1
      );
    case 'readers':
      return (
        reason.count >= MIN_PAIR_READERS &&
        reason.bookId !== candidate.id &&
        alsoEnjoyed.get(reason.bookId)?.get(candidate.id) === reason.count
      );
  }
}
