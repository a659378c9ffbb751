import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearEmbeddedFirstScreens,
  embedFirstScreen,
  firstScreenUrl,
  withFirstScreen,
  type LiveSource,
} from './first-screen';

const tick = () => new Promise((r) => setTimeout(r, 0));

/** A fetch answering `body` for every URL after `delay` ms (or failing, for `null`). */
function stubFetch(body: unknown, delay = 0) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      () =>
        new Promise((resolve, reject) =>
          setTimeout(
            () => (body === null ? reject(new Error('offline')) : resolve(new Response(JSON.stringify(body)))),
            delay,
          ),
        ),
    ),
  );
}

/** A live source the test drives by hand. */
function manualLive<T>() {
  const live: { emit?: (value: T, fromCache?: boolean) => void; stopped: boolean } = { stopped: false };
  const source: LiveSource<T> = (emit) => {
    live.emit = emit;
    return () => {
      live.stopped = true;
    };
  };
  return { live, load: () => Promise.resolve(source) };
}

afterEach(() => vi.unstubAllGlobals());

describe('firstScreenUrl', () => {
  it('names the endpoint of /books, a book page and /community only', () => {
    expect(firstScreenUrl('/books')).toBe('/api/first/books');
    expect(firstScreenUrl('/books/dune')).toBe('/api/first/books/dune');
    expect(firstScreenUrl('/books/add')).toBeNull();
    expect(firstScreenUrl('/books/edit/dune')).toBeNull();
    expect(firstScreenUrl('/community')).toBe('/api/first/community');
    expect(firstScreenUrl('/community/groups/g1')).toBeNull();
    expect(firstScreenUrl('/search')).toBeNull();
  });
});

describe('withFirstScreen', () => {
  it('one embedded answer, two readers (a book and its availability): each reads its own value', () => {
    const url = '/api/first/books/dune';
    embedFirstScreen(url, { book: { title: 'Dune' }, availability: { copies: 2 } });
    const readBook = (json: unknown) => (json as { book: unknown }).book;
    const readAvailability = (json: unknown) => (json as { availability: unknown }).availability;
    const never = () => new Promise<LiveSource<unknown>>(() => {});
    expect(withFirstScreen(url, readBook, never).initial?.()).toEqual({ title: 'Dune' });
    expect(withFirstScreen(url, readAvailability, never).initial?.()).toEqual({ copies: 2 });
    // Read again: the same objects, so a screen does not re-render for nothing.
    expect(withFirstScreen(url, readBook, never).initial?.()).toBe(withFirstScreen(url, readBook, never).initial?.());
    clearEmbeddedFirstScreens();
  });

  it('shows the cached first screen, then the live answer from the server replaces it', async () => {
    stubFetch({ n: 1 });
    const { live, load } = manualLive<number>();
    const seen: number[] = [];
    withFirstScreen('/api/first/x', (json) => (json as { n: number }).n, load)((v) => seen.push(v), vi.fn());
    await tick();
    await tick();
    expect(seen).toEqual([1]);
    live.emit!(2);
    expect(seen).toEqual([1, 2]);
  });

  it('the live code loads after the first screen arrived, so it never competes with it', async () => {
    stubFetch({ n: 1 }, 20);
    const { live, load } = manualLive<number>();
    const seen: number[] = [];
    withFirstScreen('/api/first/y', (json) => (json as { n: number }).n, load)((v) => seen.push(v), vi.fn());
    await tick();
    expect(live.emit).toBeUndefined();
    await new Promise((r) => setTimeout(r, 40));
    expect(seen).toEqual([1]);
    live.emit!(2);
    expect(seen).toEqual([1, 2]);
  });

  it('a slow endpoint does not hold the live listener back for more than a second', async () => {
    stubFetch({ n: 1 }, 1500);
    const { live, load } = manualLive<number>();
    const seen: number[] = [];
    withFirstScreen('/api/first/v', (json) => (json as { n: number }).n, load)((v) => seen.push(v), vi.fn());
    await new Promise((r) => setTimeout(r, 1100));
    live.emit!(2);
    await new Promise((r) => setTimeout(r, 500));
    expect(seen).toEqual([2]);
  });

  it('offline: the SDK’s cache-only answer never replaces the first screen', async () => {
    stubFetch({ n: 1 });
    const { live, load } = manualLive<number>();
    const seen: number[] = [];
    withFirstScreen('/api/first/z', (json) => (json as { n: number }).n, load)((v) => seen.push(v), vi.fn());
    await tick();
    await tick();
    live.emit!(0, true);
    expect(seen).toEqual([1]);
    live.emit!(3, false);
    expect(seen).toEqual([1, 3]);
  });

  it('no first screen (the fetch failed): the live source answers alone, errors included', async () => {
    stubFetch(null);
    const { live, load } = manualLive<number>();
    const seen: number[] = [];
    const fail = vi.fn();
    withFirstScreen('/api/first/w', (json) => (json ? 1 : undefined), load)((v) => seen.push(v), fail);
    await tick();
    await tick();
    live.emit!(0, true);
    expect(seen).toEqual([0]);
  });

  it('stopped before the live code loaded: the listener never starts', async () => {
    stubFetch({ n: 1 });
    const { live, load } = manualLive<number>();
    const stop = withFirstScreen(null, () => 1, load)(vi.fn(), vi.fn());
    stop();
    await tick();
    expect(live.emit).toBeUndefined();
  });
});
