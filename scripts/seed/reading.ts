/**
 * The demo library's reading (docs/reading.md): shared ratings of most books by demo raters (uids
 * without accounts, like the lending seed's patrons), so the book pages show averages, with their
 * totals and public summaries counted as rateBook counts them; and the demo reader's shelves (one
 * book on each shelf), ratings (one shared, one private), review and public page; and reviews by
 * the demo raters of a few popular books, one a spoiler. Dates are days before the seed's clock.
 */
import { COLLECTIONS as C } from '@shared/collections';
import {
  newShelfChoice,
  ratingSummaryOf,
  readingItemId,
  shelfEntryDoc,
  type RatingDoc,
  type ListDoc,
  type RatingTotalsDoc,
  type ReviewDoc,
  type ShelfChoice,
  type Visibility,
} from '@shared/documents/reading';
import { libraryDayOf } from '@shared/library-day';
import type { SeedBook } from './books.js';

const RATERS = Array.from({ length: 9 }, (_, i) => `demo-rater-${i + 1}`);
const DAY = 86_400_000;

/** The demo raters' reviews: [rater index, book slug, words, spoiler, helpful votes, days ago]. */
const REVIEWS: Array<[number, string, string, boolean, number, number]> = [
  [
    0,
    'pride-and-prejudice',
    'Funnier than I expected. Every dinner scene is a small battle, and Austen never tells you who won.',
    false,
    4,
    12,
  ],
  [
    1,
    'pride-and-prejudice',
    'Read it for the book club and stayed for Mr Bennet. A good first classic for a reluctant reader.',
    false,
    1,
    3,
  ],
  [
    2,
    'dune',
    'The first hundred pages are hard going, with all the names and houses. Push through: the desert chapters are worth it.',
    false,
    6,
    20,
  ],
  [
    3,
    'dune',
    'Paul becomes the thing he feared, and the ending makes clear the jihad is coming anyway. Chilling on a second read.',
    true,
    3,
    8,
  ],
  [
    4,
    'things-fall-apart',
    'Short, plain sentences that hit hard. The last paragraph changed how I read everything before it.',
    false,
    2,
    30,
  ],
  [
    1,
    'one-hundred-years-of-solitude',
    'Keep a family tree beside you. Half the men are called Aureliano and it is glorious.',
    false,
    5,
    15,
  ],
];
const REVIEWER_NAMES = ['Layla H.', 'Huda R.', 'Sara M.', 'Yusuf A.', 'Mariam S.'];

/** Every third book has too few ratings for an average (the page says so); the rest, 5 to 9. */
function ratersOf(i: number): number {
  return i % 3 === 2 ? 2 + (i % 2) : 5 + (i % 5);
}
/** Half stars around a per-book level, the same every run. */
const halfStarsOf = (book: number, rater: number) =>
  Math.max(2, Math.min(10, 5 + (book % 5) + ((rater * 7 + book) % 4) - 1));

export function readingSeed(
  books: SeedBook[],
  { uid: reader, name }: { uid: string; name: string },
  epoch: number,
  librarian: string,
): Array<[string, object]> {
  const writes: Array<[string, object]> = [];
  const at = new Date(epoch);
  const rating = (uid: string, bookId: string, halfStars: number, visibility: Visibility): RatingDoc => ({
    uid,
    bookId,
    halfStars,
    visibility,
    updatedAt: at,
  });
  // The demo reader's own: a shared rating of the book they read, a private one of the book they are reading.
  const readerRatings = new Map<number, [number, Visibility]>([
    [3, [9, 'members']],
    [1, [8, 'private']],
  ]);
  books.forEach((book, i) => {
    const totals: RatingTotalsDoc = { count: 0, halfStars: 0 };
    const given: Array<[string, number, Visibility]> = RATERS.slice(0, ratersOf(i)).map((uid, r) => [
      uid,
      halfStarsOf(i, r),
      r % 3 === 0 ? 'public' : 'members',
    ]);
    const own = readerRatings.get(i);
    if (own) given.push([reader, ...own]);
    for (const [uid, halfStars, visibility] of given) {
      writes.push([`${C.ratings}/${readingItemId(uid, book.slug)}`, rating(uid, book.slug, halfStars, visibility)]);
      if (visibility === 'private') continue;
      totals.count += 1;
      totals.halfStars += halfStars;
    }
    writes.push(
      [`${C.ratingTotals}/${book.slug}`, totals],
      [`${C.ratingSummaries}/${book.slug}`, ratingSummaryOf(totals)],
    );
  });

  // The demo reader: one book on each shelf.
  const day = (daysAgo: number) => libraryDayOf(new Date(epoch - daysAgo * DAY));
  const shelves: Array<[SeedBook, ShelfChoice]> = [
    [
      books[1]!,
      newShelfChoice({
        shelf: 'reading',
        startedOn: day(6),
        progress: { unit: 'percent', value: 35 },
        visibility: 'public',
      }),
    ],
    [books[2]!, newShelfChoice({})],
    [
      books[3]!,
      newShelfChoice({ shelf: 'read', startedOn: day(40), finishedOn: day(21), timesRead: 1, visibility: 'members' }),
    ],
    [books[4]!, newShelfChoice({ shelf: 'dnf', startedOn: day(60), progress: { unit: 'pages', value: 80 } })],
  ];
  for (const [book, c] of shelves) {
    writes.push([
      `${C.shelfEntries}/${readingItemId(reader, book.slug)}`,
      { ...shelfEntryDoc(reader, book.slug, c), updatedAt: at },
    ]);
  }
  // Reviews: the raters' (public), and the demo reader's of the book they read (members).
  const review = (uid: string, authorName: string, bookId: string, r: Partial<ReviewDoc>): ReviewDoc => ({
    uid,
    bookId,
    authorName,
    text: '',
    spoiler: false,
    visibility: 'public',
    status: 'visible',
    helpfulCount: 0,
    createdAt: at,
    updatedAt: at,
    editedAt: null,
    ...r,
  });
  for (const [rater, bookId, text, spoiler, helpfulCount, daysAgo] of REVIEWS) {
    const createdAt = new Date(epoch - daysAgo * DAY);
    const r = review(RATERS[rater]!, REVIEWER_NAMES[rater]!, bookId, { text, spoiler, helpfulCount, createdAt });
    const reviewId = readingItemId(r.uid, bookId);
    writes.push([`${C.reviews}/${reviewId}`, r]);
    // Its count is its votes: one each from other raters, as voteHelpful writes them.
    const voters = RATERS.filter((_, i) => i !== rater).slice(0, helpfulCount);
    for (const uid of voters)
      writes.push([`${C.reviews}/${reviewId}/helpfulVotes/${uid}`, { uid, votedAt: createdAt }]);
  }
  const read = books[3]!.slug;
  writes.push([
    `${C.reviews}/${readingItemId(reader, read)}`,
    review(reader, name, read, {
      text: 'Took me three weeks and I would do it again. Macondo stays with you.',
      visibility: 'members',
      createdAt: new Date(epoch - 20 * DAY),
    }),
  ]);

  // The library's featured list (the home page shows it) and the demo reader's own, shared with members.
  const titleOf = (slug: string) => books.find((b) => b.slug === slug)?.title ?? '';
  const list = (uid: string, r: Partial<ListDoc>, items: Array<[string, string]>): ListDoc => ({
    kind: 'member',
    uid,
    authorName: '',
    title: '',
    description: '',
    visibility: 'public',
    featured: false,
    items: items.map(([bookId, note]) => ({ bookId, title: titleOf(bookId), note })),
    createdAt: at,
    updatedAt: at,
    ...r,
  });
  writes.push([
    `${C.lists}/staff-picks`,
    list(
      librarian,
      {
        kind: 'staff',
        featured: true,
        title: 'Staff picks: winter evenings',
        description: 'Long books for long nights, chosen by the librarians at all seven branches.',
      },
      [
        ['one-hundred-years-of-solitude', 'Macondo in a single sitting, if you can.'],
        ['dune', 'Desert politics and a very big worm.'],
        ['pride-and-prejudice', 'The wittiest dinner parties in English.'],
        ['things-fall-apart', 'Short, and it stays with you.'],
      ],
    ),
  ]);
  writes.push([
    `${C.lists}/demo-reader-classics`,
    list(reader, { authorName: name, title: 'Classics I keep meaning to finish', visibility: 'members' }, [
      [books[4]!.slug, 'Stopped at page 80. Trying again in the spring.'],
      [books[2]!.slug, ''],
    ]),
  ]);

  // Their public page: the book they are reading shows to everyone, the one they read to members.
  writes.push([`${C.memberPages}/${reader}`, { name, since: new Date(epoch - 90 * DAY) }]);
  return writes;
}
