import { describe, expect, it } from 'vitest';
import {
  MIN_PAIR_READERS,
  becauseYouRated,
  buildAlsoEnjoyed,
  forYou,
  isEnjoyed,
  popularity,
  readersAlsoEnjoyed,
  reasonHolds,
  type AlsoEnjoyed,
  type CatalogueBook,
  type ReaderItem,
  type ReaderSignals,
  type Reason,
  type Recommendation,
} from './engine.js';

/*
 * A small catalogue: three science fiction books, two mysteries, two histories, a poetry book and
 * a cookbook. Co-readers are built from histories written out below, so every count is known.
 */
const book = (id: string, tags: string[], moods: CatalogueBook['moods']): CatalogueBook => ({
  id,
  title: id,
  author: 'someone',
  tags,
  moods,
});
const catalogue: CatalogueBook[] = [
  book('dune', ['fiction', 'science fiction', 'classic'], ['curious']),
  book('foundation', ['fiction', 'science fiction'], ['curious', 'calm']),
  book('neuromancer', ['fiction', 'science fiction', 'cyberpunk'], ['stressed']),
  book('big-sleep', ['fiction', 'crime', 'noir'], ['stressed']),
  book('poirot', ['fiction', 'mystery', 'Detective'], ['happy', 'curious']),
  book('spqr', ['nonfiction', 'history', 'ancient world'], ['curious']),
  book('guns-germs', ['nonfiction', 'history', 'science'], ['curious', 'calm']),
  book('leaves', ['poetry', 'classic'], ['calm']),
  book('salt-fat', ['nonfiction', 'cooking', 'food'], ['happy']),
];
const ids = catalogue.map((b) => b.id);

const read = (bookId: string, halfStars: number | null = null): ReaderItem => ({ bookId, shelf: 'read', halfStars });
const readers = (n: number, books: string[]) =>
  Array.from({ length: n }, () => ({ items: books.map((b) => read(b, 9)) }));

/** dune+foundation: 6 readers; dune+neuromancer: 5 (just shown); dune+poirot: 4 (never shown). */
const histories = [
  ...readers(1, ['dune', 'foundation']),
  ...readers(4, ['dune', 'foundation', 'neuromancer', 'poirot']),
  ...readers(1, ['dune', 'foundation', 'neuromancer']),
  ...readers(3, ['spqr', 'guns-germs']),
];
const alsoEnjoyed = buildAlsoEnjoyed(histories);

const member: ReaderSignals = {
  interests: ['Science Fiction', 'History'],
  items: [
    read('dune', 10),
    { bookId: 'spqr', shelf: 'want', halfStars: null },
    { bookId: 'big-sleep', shelf: 'dnf', halfStars: 2 },
  ],
  dismissed: ['salt-fat'],
};

const allReasonsHold = (cards: Recommendation[], signals: ReaderSignals, co: AlsoEnjoyed) =>
  cards.every(
    (card) =>
      card.reasons.length >= 1 &&
      card.reasons.length <= 3 &&
      card.reasons.every((r) =>
        reasonHolds(
          r,
          catalogue.find((b) => b.id === card.bookId)!,
          catalogue,
          signals,
          co,
        ),
      ),
  );

describe('isEnjoyed', () => {
  it('is a rating of 7 half stars or more, or an unrated read or remembered loan', () => {
    expect(isEnjoyed(read('x', 7))).toBe(true);
    expect(isEnjoyed(read('x', 6))).toBe(false);
    expect(isEnjoyed(read('x'))).toBe(true);
    expect(isEnjoyed({ bookId: 'x', shelf: null, halfStars: null, fromHistory: true })).toBe(true);
    expect(isEnjoyed({ bookId: 'x', shelf: 'want', halfStars: null })).toBe(false);
    expect(isEnjoyed({ bookId: 'x', shelf: 'dnf', halfStars: null })).toBe(false);
  });
});

describe('buildAlsoEnjoyed', () => {
  it('counts distinct readers per ordered pair and drops pairs under MIN_PAIR_READERS', () => {
    expect(MIN_PAIR_READERS).toBe(5);
    expect(alsoEnjoyed.get('dune')?.get('foundation')).toBe(6);
    expect(alsoEnjoyed.get('foundation')?.get('dune')).toBe(6);
    expect(alsoEnjoyed.get('dune')?.get('neuromancer')).toBe(5);
    expect(alsoEnjoyed.get('dune')?.has('poirot')).toBe(false);
    expect(alsoEnjoyed.has('poirot')).toBe(false);
    expect(alsoEnjoyed.has('spqr')).toBe(false);
  });

  it('counts a reader once however often the book appears, and not books they did not enjoy', () => {
    const twice = Array.from({ length: 5 }, () => ({
      items: [
        read('dune', 9),
        read('dune', 9),
        read('foundation'),
        { bookId: 'leaves', shelf: 'dnf' as const, halfStars: 1 },
      ],
    }));
    const co = buildAlsoEnjoyed(twice);
    expect(co.get('dune')?.get('foundation')).toBe(5);
    expect(co.get('dune')?.has('dune')).toBe(false);
    expect(co.has('leaves')).toBe(false);
  });
});

describe('small-cell suppression', () => {
  // A map as a careless caller might pass it, with a 4-reader pair left in.
  const unsuppressed: AlsoEnjoyed = new Map([
    [
      'dune',
      new Map([
        ['poirot', 4],
        ['leaves', 5],
      ]),
    ],
  ]);
  const fan: ReaderSignals = { interests: [], items: [read('dune', 10)], dismissed: [] };

  it('never lists a pair with 4 readers in readersAlsoEnjoyed; lists one with 5', () => {
    expect(readersAlsoEnjoyed('dune', alsoEnjoyed).map((r) => r.bookId)).not.toContain('poirot');
    expect(readersAlsoEnjoyed('dune', unsuppressed)).toEqual([
      { bookId: 'leaves', reasons: [{ kind: 'readers', bookId: 'dune', count: 5 }] },
    ]);
  });

  it('never gives a readers reason for 4 readers, in For you or Because you rated; does for 5', () => {
    const readerReasons = (cards: Recommendation[]) =>
      cards.flatMap((c) => c.reasons.filter((r) => r.kind === 'readers').map((r) => ({ to: c.bookId, ...r })));
    const shown = [
      ...readerReasons(forYou(catalogue, fan, unsuppressed)),
      ...readerReasons(becauseYouRated(catalogue, fan, unsuppressed)?.items ?? []),
    ];
    expect(shown.some((r) => r.to === 'poirot')).toBe(false);
    expect(shown).toContainEqual({ to: 'leaves', kind: 'readers', bookId: 'dune', count: 5 });
    expect(shown.every((r) => r.kind === 'readers' && r.count >= MIN_PAIR_READERS)).toBe(true);
  });

  it('reasonHolds refuses a 4-reader pair even when the map has it', () => {
    const poirot = catalogue.find((b) => b.id === 'poirot')!;
    expect(reasonHolds({ kind: 'readers', bookId: 'dune', count: 4 }, poirot, catalogue, fan, unsuppressed)).toBe(
      false,
    );
  });
});

describe('forYou', () => {
  const top = forYou(catalogue, member, alsoEnjoyed, 10);

  it('never offers a book the member read, rated, shelved, remembers or dismissed', () => {
    const signals: ReaderSignals = {
      interests: ['Science Fiction', 'Mystery', 'History', 'Poetry', 'Cooking'],
      items: [
        read('dune', 10),
        { bookId: 'foundation', shelf: 'want', halfStars: null },
        { bookId: 'neuromancer', shelf: 'reading', halfStars: null },
        { bookId: 'big-sleep', shelf: 'dnf', halfStars: null },
        { bookId: 'poirot', shelf: null, halfStars: 6 },
        { bookId: 'spqr', shelf: null, halfStars: null, fromHistory: true },
      ],
      dismissed: ['leaves'],
    };
    const never = ['dune', 'foundation', 'neuromancer', 'big-sleep', 'poirot', 'spqr', 'leaves'];
    const offered = forYou(catalogue, signals, alsoEnjoyed, 100).map((r) => r.bookId);
    expect(offered).toEqual(['guns-germs', 'salt-fat']);
    const alike = becauseYouRated(catalogue, signals, alsoEnjoyed, 100)!.items.map((r) => r.bookId);
    expect(alike.length).toBeGreaterThan(0);
    for (const id of never) expect([...offered, ...alike]).not.toContain(id);
  });

  it('puts what co-readers of an enjoyed book enjoyed, in a declared interest, first', () => {
    expect(top[0]!.bookId).toBe('foundation');
    expect(top[0]!.reasons).toContainEqual({ kind: 'readers', bookId: 'dune', count: 6 });
    expect(top.map((r) => r.bookId)).not.toContain('salt-fat');
  });

  it('gives every card 1 to 3 reasons, each of which holds', () => {
    expect(top.length).toBeGreaterThan(0);
    expect(allReasonsHold(top, member, alsoEnjoyed)).toBe(true);
    for (const card of top) expect(new Set(card.reasons.map((r) => r.kind)).size).toBe(card.reasons.length);
  });

  it('ranks a book like the one rated 1 star below an equal one that is not', () => {
    const disliker: ReaderSignals = {
      interests: ['Mystery'],
      items: [{ bookId: 'big-sleep', shelf: 'read', halfStars: 1 }],
      dismissed: [],
    };
    const neutral: ReaderSignals = { interests: ['Mystery'], items: [], dismissed: [] };
    const score = (s: ReaderSignals) => forYou(catalogue, s, new Map()).find((r) => r.bookId === 'poirot')?.score ?? 0;
    expect(score(disliker)).toBeLessThan(score(neutral));
  });

  it('is deterministic: the same answer whatever the catalogue order, ties by id', () => {
    const reversed = forYou([...catalogue].reverse(), member, alsoEnjoyed, 10);
    expect(reversed).toEqual(top);
    expect(forYou(catalogue, member, alsoEnjoyed, 10)).toEqual(top);
    const scores = top.map((r) => r.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    // Two books matching the same single interest and nothing else tie, and come by id.
    const tie = forYou(catalogue, { interests: ['History'], items: [], dismissed: [] }, new Map());
    expect(tie.map((r) => r.bookId)).toEqual(['guns-germs', 'spqr']);
    expect(tie[0]!.score).toBe(tie[1]!.score);
  });

  it('with empty signals offers nothing, without throwing', () => {
    const none: ReaderSignals = { interests: [], items: [], dismissed: [] };
    expect(forYou(catalogue, none, alsoEnjoyed)).toEqual([]);
    expect(forYou([], none, new Map())).toEqual([]);
    expect(becauseYouRated(catalogue, none, alsoEnjoyed)).toBeNull();
  });

  it('with interests only offers the books they match, each saying which interest', () => {
    const signals: ReaderSignals = { interests: ['Mystery', 'Not an interest', 'toString'], items: [], dismissed: [] };
    const cards = forYou(catalogue, signals, new Map());
    expect(cards.map((r) => r.bookId).sort()).toEqual(['big-sleep', 'poirot']);
    for (const card of cards) expect(card.reasons).toEqual([{ kind: 'interest', interest: 'Mystery' }]);
    expect(allReasonsHold(cards, signals, new Map())).toBe(true);
  });

  it('respects the limit', () => {
    expect(forYou(catalogue, member, alsoEnjoyed, 2)).toEqual(top.slice(0, 2));
  });
});

describe('becauseYouRated', () => {
  it('starts from the highest rating of 8 half stars or more, the latest of equals', () => {
    const signals: ReaderSignals = {
      interests: [],
      items: [read('dune', 9), read('guns-germs', 9), read('leaves', 7)],
      dismissed: [],
    };
    expect(becauseYouRated(catalogue, signals, alsoEnjoyed)!.source).toEqual({ bookId: 'guns-germs', halfStars: 9 });
    const low = { ...signals, items: [read('dune', 7), read('leaves')] };
    expect(becauseYouRated(catalogue, low, alsoEnjoyed)).toBeNull();
  });

  it('puts co-readers first, then shared tags, every reason holding', () => {
    const result = becauseYouRated(catalogue, member, alsoEnjoyed)!;
    expect(result.source).toEqual({ bookId: 'dune', halfStars: 10 });
    expect(result.items.map((r) => r.bookId).slice(0, 2)).toEqual(['foundation', 'neuromancer']);
    expect(result.items[0]!.reasons).toEqual([
      { kind: 'rated', bookId: 'dune', halfStars: 10 },
      { kind: 'readers', bookId: 'dune', count: 6 },
      { kind: 'tags', tags: ['science fiction', 'fiction'] },
    ]);
    expect(allReasonsHold(result.items, member, alsoEnjoyed)).toBe(true);
  });
});

describe('reasonHolds', () => {
  const poirot = catalogue.find((b) => b.id === 'poirot')!;
  const foundation = catalogue.find((b) => b.id === 'foundation')!;
  const holds = (reason: Reason, candidate = foundation) =>
    reasonHolds(reason, candidate, catalogue, member, alsoEnjoyed);

  it('accepts what is so', () => {
    expect(holds({ kind: 'rated', bookId: 'dune', halfStars: 10 })).toBe(true);
    expect(holds({ kind: 'moods', moods: ['curious'] })).toBe(true);
    expect(holds({ kind: 'tags', tags: ['Science Fiction'] })).toBe(true);
    expect(holds({ kind: 'interest', interest: 'Science Fiction' })).toBe(true);
    expect(holds({ kind: 'readers', bookId: 'dune', count: 6 })).toBe(true);
  });

  it('refuses what is not', () => {
    expect(holds({ kind: 'rated', bookId: 'dune', halfStars: 9 })).toBe(false);
    expect(holds({ kind: 'rated', bookId: 'big-sleep', halfStars: 2 })).toBe(false); // rated, but not enjoyed
    expect(holds({ kind: 'moods', moods: ['calm'] })).toBe(false); // on the book, on nothing enjoyed
    expect(
      holds(
        { kind: 'moods', moods: ['curious'] },
        catalogue.find((b) => b.id === 'big-sleep'),
      ),
    ).toBe(false);
    expect(holds({ kind: 'moods', moods: [] })).toBe(false);
    expect(holds({ kind: 'tags', tags: ['mystery'] }, poirot)).toBe(false); // enjoyed nothing with it
    expect(holds({ kind: 'tags', tags: ['cyberpunk'] })).toBe(false); // not on the book
    expect(holds({ kind: 'interest', interest: 'Mystery' }, poirot)).toBe(false); // not declared
    expect(holds({ kind: 'interest', interest: 'History' })).toBe(false); // declared, not matched
    expect(holds({ kind: 'readers', bookId: 'dune', count: 7 })).toBe(false);
    expect(holds({ kind: 'readers', bookId: 'spqr', count: 6 })).toBe(false);
  });
});

describe('readersAlsoEnjoyed and popularity', () => {
  it('lists co-read books by count, then id, up to the limit', () => {
    expect(readersAlsoEnjoyed('dune', alsoEnjoyed).map((r) => [r.bookId, r.reasons])).toEqual([
      ['foundation', [{ kind: 'readers', bookId: 'dune', count: 6 }]],
      ['neuromancer', [{ kind: 'readers', bookId: 'dune', count: 5 }]],
    ]);
    expect(readersAlsoEnjoyed('dune', alsoEnjoyed, 1)).toHaveLength(1);
    expect(readersAlsoEnjoyed('nothing', alsoEnjoyed)).toEqual([]);
  });

  it('orders books by readers who enjoyed them, ties by id', () => {
    expect(popularity(histories)).toEqual(['dune', 'foundation', 'neuromancer', 'poirot', 'guns-germs', 'spqr']);
    expect(popularity([])).toEqual([]);
    expect(ids).toContain('dune');
  });
});
