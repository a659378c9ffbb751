/**
 * Basic search's endpoint (functions/src/search/search-books.ts) as a reader and an attacker see
 * it: plain HTTP through the Hosting emulator's rewrite. Books are written as staff write them
 * (the books collection; the indexBook trigger writes their entries), each run with its own
 * made-up words so the demo catalogue and earlier runs do not interfere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@shared/collections';
import { BOOK_CARD_FIELDS } from '@shared/documents/book';
import {
  SEARCH_PAGE_SIZE,
  WORD_HASH_MODEL,
  searchUrl,
  type SearchAnswer,
  type SearchParams,
} from '@shared/catalogue-search';
import { scoreBook, searchTermsOf } from '@shared/scoring';
import { admin, clientFor } from '../../testing/clients';
import { newBookDoc } from '../../testing/documents';
import { eventually } from '../../testing/eventually';
import { runStamp } from '../../testing/ids';
import { forAdmin } from '../../testing/sdk';

const BASE = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';
// Letters only: typo tolerance and word forms apply to words, and digits would make two words.
const letters = (s: string) => s.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
const W = letters(runStamp()); // e.g. "mibcxyzb": a word no book has
const ids = {
  titleMatch: `search-title-${W}`,
  descriptionMatch: `search-description-${W}`,
  audio: `search-audio-${W}`,
  arabic: `search-arabic-${W}`,
  edited: `search-edited-${W}`,
  removed: `search-removed-${W}`,
};

const get = (path: string, init?: RequestInit) => fetch(`${BASE}${path}`, init);
async function search(params: Partial<SearchParams>): Promise<SearchAnswer> {
  const res = await get(searchUrl(params));
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as SearchAnswer;
}
const idsOf = (answer: SearchAnswer) => answer.books.map((b) => b.id);
/** Waits until the endpoint's answer to `params` satisfies `ok` (the trigger, then the catch-up). */
const searchUntil = (params: Partial<SearchParams>, ok: (found: string[]) => boolean, what: string) =>
  eventually(async () => idsOf(await search(params)), ok, { timeoutMs: 15_000, what });

const book = (id: string, fields: Parameters<typeof newBookDoc>[0], language: 'en' | 'ar' = 'en') =>
  admin()
    .db.doc(`${COLLECTIONS.books}/${id}`)
    .set(forAdmin(newBookDoc(fields, language)));

beforeAll(async () => {
  await Promise.all([
    book(ids.titleMatch, { title: `Zebra ${W} Lighthouse`, author: 'Ann Keeper', description: 'Waves.' }),
    // The word only in the description, and a title that sorts first: relevance must beat title order.
    book(ids.descriptionMatch, { title: `Aardvark ${W}`.replace(W, 'tales'), description: `A story of ${W} at sea.` }),
    book(ids.audio, { title: `Harbour ${W} Lanterns`, formats: ['audio'], moods: ['happy'] }),
    book(ids.arabic, { title: `الشمس ${W}`, author: 'كاتب', description: 'رواية.' }, 'ar'),
    book(ids.edited, { title: `Before ${W}`, description: 'An edit will rename me.' }),
    book(ids.removed, { title: `Gone ${W}`, description: 'A book about to be deleted.' }),
  ]);
  await searchUntil({ q: W }, (found) => Object.values(ids).every((id) => found.includes(id)), 'all six books indexed');
}, 30_000);

afterAll(async () => {
  const { db } = admin();
  await Promise.all(Object.values(ids).map((id) => db.doc(`${COLLECTIONS.books}/${id}`).delete()));
});

describe('GET /api/search: relevance, typos, word forms, Arabic', () => {
  it('ranks a title match above a description match, and title order is a choice', async () => {
    const byRelevance = idsOf(await search({ q: `${W} lighthouse` }));
    expect(byRelevance).toEqual([ids.titleMatch]);
    const relevance = idsOf(await search({ q: W }));
    expect(relevance.indexOf(ids.titleMatch)).toBeLessThan(relevance.indexOf(ids.descriptionMatch));
    const byTitle = await search({ q: W, sort: 'title' });
    const titles = byTitle.books.map((b) => b.titleLower);
    expect(titles).toEqual([...titles].sort());
    expect(idsOf(byTitle)[0]).toBe(ids.descriptionMatch); // "aardvark tales" sorts first
  });

  it('forgives a one-letter typo in a word of 5+ letters', async () => {
    const typo = `${W.slice(0, 3)}${W[3] === 'q' ? 'r' : 'q'}${W.slice(4)}`;
    expect(idsOf(await search({ q: `${typo} lighthouse` }))).toEqual([ids.titleMatch]);
    expect(idsOf(await search({ q: `${W} lihgthouse` }))).toEqual([ids.titleMatch]);
  });

  it('finds English word forms: a singular finds the plural, -ing and -s alike', async () => {
    expect(idsOf(await search({ q: `${W} lantern` }))).toEqual([ids.audio]);
    expect(idsOf(await search({ q: `${W} lighthouses` }))).toEqual([ids.titleMatch]);
  });

  it('finds an Arabic word written with و and بال, and with the article on either side', async () => {
    for (const q of ['وبالشمس', 'شمس', 'الشمس']) {
      expect(idsOf(await search({ q: `${q} ${W}` })), q).toEqual([ids.arabic]);
    }
  });

  it("finds an author's transliteration variants in the demo catalogue", async () => {
    for (const q of ['naguib mahfuz', 'najib mahfouz']) {
      expect(idsOf(await search({ q })), q).toEqual(expect.arrayContaining(['midaq-alley', 'palace-walk']));
    }
  });

  it('applies the filters on the server', async () => {
    expect(idsOf(await search({ q: W, format: 'audio' }))).toEqual([ids.audio]);
    expect(idsOf(await search({ q: W, mood: 'happy' }))).toEqual([ids.audio]);
    const unavailable = await search({ q: W, availability: 'unavailable' });
    expect(unavailable.books).toEqual([]);
  });

  it('sends only the card fields, pages of 24, and the total', async () => {
    const answer = await search({ q: 'the' });
    expect(answer.books.length).toBeLessThanOrEqual(SEARCH_PAGE_SIZE);
    expect(answer.total).toBeGreaterThan(SEARCH_PAGE_SIZE);
    expect(answer.hasMore).toBe(true);
    const allowed = new Set<string>([...BOOK_CARD_FIELDS, 'id']);
    for (const b of answer.books) expect(Object.keys(b).filter((k) => !allowed.has(k))).toEqual([]);
    const second = await search({ q: 'the', page: 2 });
    expect(second.page).toBe(2);
    expect(idsOf(second).filter((id) => idsOf(answer).includes(id))).toEqual([]);
  });
});

describe('GET /api/search in smart mode: terms, words and meaning fused over the whole catalogue', () => {
  const terms = ['science fiction', 'space'];

  it("with terms alone, keeps the spec's order by tags and moods, first at 100%, only above the threshold", async () => {
    const answer = await search({ mode: 'smart', terms });
    const scores = answer.books.map((b) => b.score!);
    expect(answer.books.length).toBeGreaterThan(0);
    expect(answer.model).toBeNull();
    expect(scores[0]).toBe(1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores.every((s) => s > 0.1)).toBe(true);
    expect(idsOf(answer)).toContain('dune');
    // The spec's score (1 per exact tag or mood, 0.5 per partial, over 1.5 x the terms) never rises down the list.
    const specScores = answer.books.map((b) => scoreBook(b, terms));
    expect(specScores).toEqual([...specScores].sort((a, b) => b - a));
    expect(specScores.every((s) => s > 0.1)).toBe(true);
  });

  it("puts the book its words and meaning point to first, with the analysis's model", async () => {
    const visitor = await clientFor();
    try {
      const query = `${W} lighthouse`;
      const { meaning, ...analysis } = await visitor.call('analyzeSearchQuery', { query });
      expect(meaning?.model).toBe(WORD_HASH_MODEL);
      const request = {
        mode: 'smart',
        q: query,
        terms: searchTermsOf(analysis),
        meaning: meaning!.vector,
        model: meaning!.model,
      } as const;
      // The book's embedding is written by a trigger: wait until the meaning ranking has it too.
      const answer = await eventually(
        () => search(request),
        (a) => a.books[0]?.id === ids.titleMatch && a.books[0].score! >= 2 / 3 - 1e-9,
        { timeoutMs: 15_000, what: 'the lighthouse book first by words and meaning' },
      );
      expect(answer.model).toBe(WORD_HASH_MODEL);
      expect(answer.books.slice(1).every((b) => b.score! < answer.books[0]!.score!)).toBe(true);

      // Words no book has: nothing by tags or words, and no neighbour by meaning is close enough
      // to be listed on its own (nearest-neighbour search alone would list a hundred). A fixed
      // phrase: the word-hash stand-in can make one made-up word collide with a short book's word.
      const unknown = 'qwzx vlorp zzxq plorbish';
      const nothing = await visitor.call('analyzeSearchQuery', { query: unknown });
      const none = await search({
        mode: 'smart',
        q: unknown,
        terms: searchTermsOf(nothing),
        meaning: nothing.meaning!.vector,
        model: nothing.meaning!.model,
      });
      expect(none.books).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  it("takes any client's vector as its own business: a foreign model finds no neighbours, a malformed one is refused", async () => {
    const ownVector = Buffer.alloc(256, 1).toString('base64url');
    const foreign = await search({ mode: 'smart', q: W, meaning: ownVector, model: 'someone-elses-model' });
    expect(foreign.model).toBe('someone-elses-model');
    expect(idsOf(foreign)).toContain(ids.titleMatch); // by its words alone
    const short = await search({ mode: 'smart', q: W, meaning: 'AAAA', model: WORD_HASH_MODEL });
    expect(short.model).toBeNull();
    for (const query of [
      'mode=smart&model=%3Cscript%3E&meaning=AAAA',
      'mode=smart&meaning=not%20base64',
      'mode=fast',
    ]) {
      const res = await get(`/api/search?${query}`);
      expect(res.status, query).toBe(400);
    }
  });

  it('refuses too many or too long terms', async () => {
    const many = new URLSearchParams(Array.from({ length: 31 }, (_, i) => ['terms', `t${i}`]));
    for (const query of [many.toString(), `terms=${'x'.repeat(101)}`]) {
      const res = await get(`/api/search?${query}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toContain('terms');
    }
  });
});

describe('GET /api/search: edits and deletions reach the results', () => {
  it('finds an edited book by its new words within 5 seconds of the edit', async () => {
    const renamed = `${W}renamed`;
    const started = Date.now();
    await admin()
      .db.doc(`${COLLECTIONS.books}/${ids.edited}`)
      .update({ title: `After ${renamed}`, titleLower: `after ${renamed}` });
    await eventually(
      async () => idsOf(await search({ q: renamed })),
      (found) => found.includes(ids.edited),
      {
        timeoutMs: 5_000,
        intervalMs: 100,
        what: 'the edited book found by its new title',
      },
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(idsOf(await search({ q: `before ${W}` }))).not.toContain(ids.edited);
  });

  it('drops a deleted book from the results', async () => {
    await admin().db.doc(`${COLLECTIONS.books}/${ids.removed}`).delete();
    await searchUntil({ q: `gone ${W}` }, (found) => found.length === 0, 'the deleted book gone');
  });
});

describe('GET /api/search: what it refuses', () => {
  it.each([
    ['page=0', 'page'],
    ['page=41', 'page'],
    ['page=two', 'page'],
    ['format=vinyl', 'format'],
    ['mood=angry', 'mood'],
    ['availability=maybe', 'availability'],
    ['sort=random', 'sort'],
    [`q=${'x'.repeat(201)}`, 'q'],
  ])('?%s: 400 naming %s, with nothing searched', async (query, field) => {
    const res = await get(`/api/search?${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; message: string };
    expect(body.error).toBe('invalid-argument');
    expect(body.message).toContain(field);
  });

  it('refuses other methods, and sends the data headers', async () => {
    const post = await get('/api/search?q=dune', { method: 'POST' });
    expect(post.status).toBe(405);
    const res = await get('/api/search?q=dune');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(res.headers.get('cache-control')).toMatch(/no-store|no-cache/);
  });
});

describe('queries that find nothing are counted for staff, without the reader', () => {
  it('counts an unfiltered query with no results by its normalised words', async () => {
    const nothing = `Nothing${W}Here  AT-ALL`;
    await search({ q: nothing });
    await search({ q: nothing.toLowerCase() });
    await search({ q: nothing, format: 'audio' }); // filtered: narrowed on purpose, not counted
    const snap = await admin()
      .db.collection(COLLECTIONS.searchMisses)
      .where('query', '==', `nothing${W}here at all`)
      .get();
    expect(snap.size).toBe(1);
    const miss = snap.docs[0]!.data();
    expect(miss.count).toBe(2);
    expect(miss.lastResults).toBe(0);
    expect(Object.keys(miss).sort()).toEqual(['count', 'lastAt', 'lastResults', 'query']);
  });

  it('does not count a query that finds books', async () => {
    const counted = async () =>
      (await admin().db.collection(COLLECTIONS.searchMisses).where('query', '==', W).get()).docs.map(
        (d) => d.data().count as number,
      );
    // (Searches while the books were being indexed may have found fewer than three.)
    const before = await counted();
    await search({ q: W });
    expect(await counted()).toEqual(before);
  });
});
