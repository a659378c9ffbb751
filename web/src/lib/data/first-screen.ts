/**
 * The first screen's data from the cacheable same-origin endpoint (functions/src/http/
 * first-screen.ts): fetched as soon as the entry runs, in parallel with the route's code, so the
 * first cards need neither Firestore, Auth nor the WebChannel handshake. The service worker keeps
 * the answers, so a repeat visit (or an offline one) has them at once. Each screen's live listener
 * takes over as soon as it answers from the server. No Firebase import: this ships in the entry.
 */
import { FIRST_SCREEN_PATHS, firstScreenPage } from '@shared/first-screen';
import { readerPresent } from '@/lib/reader-present';
import type { Source } from './store';

const started = new Map<string, Promise<unknown>>();

/** The endpoint for a page's first screen, or null when the page has none. */
export function firstScreenUrl(pathname: string): string | null {
  const page = firstScreenPage(pathname);
  if (!page) return null;
  return page.kind === 'book' ? FIRST_SCREEN_PATHS.book(page.id) : FIRST_SCREEN_PATHS[page.kind];
}

function load(url: string): Promise<unknown> {
  return fetch(url, { headers: { accept: 'application/json' } })
    .then((res) => (res.ok || res.status === 404 ? (res.json() as Promise<unknown>) : null))
    .catch(() => null);
}

/**
 * First screens whose data is already here, by endpoint URL: the data block of a page the server
 * rendered (main.tsx), or what the server renders from (entry-server.tsx). Each stays until the
 * live source has answered from the server.
 */
const embedded = new Map<string, unknown>();
/**
 * The value each reader read from an embedded answer, kept so a screen reads the same object every
 * time. By reader, then URL: one answer can feed several readers (the book page's book and its
 * availability), and each must get its own value.
 */
let embeddedValues = new WeakMap<(json: unknown) => unknown, Map<string, { json: unknown; value: unknown }>>();

export function embedFirstScreen(url: string, json: unknown): void {
  embedded.set(url, json);
  started.set(url, Promise.resolve(json));
}

/** Forgets every embedded answer (the server, between two pages). */
export function clearEmbeddedFirstScreens(): void {
  embedded.clear();
  embeddedValues = new WeakMap();
  started.clear();
}

function embeddedValue<T>(url: string | null, read: (json: unknown) => T | undefined): T | undefined {
  if (!url || !embedded.has(url)) return undefined;
  const json = embedded.get(url);
  let byUrl = embeddedValues.get(read);
  if (!byUrl) embeddedValues.set(read, (byUrl = new Map()));
  const known = byUrl.get(url);
  if (known && known.json === json) return known.value as T;
  const value = read(json);
  byUrl.set(url, { json, value });
  return value;
}

/** Starts the current page's read (main.tsx, before React renders). */
export function prefetchFirstScreen(pathname: string): void {
  const url = firstScreenUrl(pathname);
  if (url && !started.has(url)) started.set(url, load(url));
}

/**
 * The answer for `url` (null when it failed): the prefetched one, used once, so a later visit to
 * the same screen in this tab asks again (the SW or the CDN answers it quickly).
 */
export function firstScreen(url: string): Promise<unknown> {
  const pending = started.get(url);
  started.delete(url);
  return pending ?? load(url);
}

const LIVE_AT_THE_LATEST_MS = 1000;

/**
 * Resolves once the page has painted what was just rendered and its high-priority images (the
 * first covers: the largest paint) have loaded, so the live code does not slow them down.
 */
export function priorityImagesLoaded(): Promise<void> {
  if (typeof document === 'undefined' || typeof requestAnimationFrame === 'undefined') return Promise.resolve();
  return new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))).then(() =>
    Promise.all(
      Array.from(document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'))
        .filter((img) => !img.complete)
        .map(
          (img) =>
            new Promise((done) => {
              img.addEventListener('load', done, { once: true });
              img.addEventListener('error', done, { once: true });
            }),
        ),
    ).then(() => undefined),
  );
}

/** A live source whose answers say whether they came from the SDK's cache alone (offline). */
export type LiveSource<T> = (emit: (value: T, fromCache?: boolean) => void, fail: (err: unknown) => void) => () => void;

/**
 * A data source (lib/data/store.ts) that shows the first screen's answer for `url` (read by
 * `read`; undefined = nothing usable, so null can be a value: "none") until the live source has
 * answered from the server. The live source's code loads on demand (`load`, a dynamic import),
 * so a screen built on this needs no Firestore to show its first data. Offline, the SDK's
 * cache-only answer (empty in a new tab) never replaces the first screen; the live source takes
 * over as soon as the server answers.
 */
export function withFirstScreen<T>(
  url: string | null,
  read: (json: unknown) => T | undefined,
  load: () => Promise<LiveSource<T>>,
): Source<T> {
  const source: Source<T> = (emit, fail) => {
    let stopped = false;
    let fromServer = false;
    // Embedded in the page: the key already shows it (store.ts, `initial`).
    let shown = embeddedValue(url, read) !== undefined;
    if (shown && url) started.delete(url);
    let stop = () => {};
    // The live code (Firestore, ~85 KB gzip) loads once the first screen has arrived or failed
    // (or after LIVE_AT_THE_LATEST_MS, should the endpoint be slow): on a slow connection it would
    // otherwise share the bandwidth with the route's code, the first screen and the covers, and
    // delay what the reader sees first. Behind a first screen it waits, too, for the reader to show
    // up (reader-present.ts): its parse and first answer are then not in the way of a slow phone.
    const firstShown = shown
      ? priorityImagesLoaded()
      : url
        ? firstScreen(url).then((json) => {
            const value = stopped || fromServer ? undefined : read(json);
            if (value === undefined) return;
            shown = true;
            emit(value);
            return priorityImagesLoaded();
          })
        : Promise.resolve();
    Promise.race([firstShown, new Promise((resolve) => setTimeout(resolve, LIVE_AT_THE_LATEST_MS))])
      .then(() => (shown ? readerPresent() : undefined))
      .then(load)
      .then(
        (live) => {
          if (stopped) return;
          stop = live(
            (value, fromCache = false) => {
              if (fromCache && shown) return;
              if (!fromCache) {
                fromServer = true;
                if (url) embedded.delete(url);
              }
              emit(value);
            },
            (err) => {
              // The first screen stays up (it is the same public data); the failure is still logged.
              if (shown) console.error(`${url ?? 'live data'} failed`, err);
              else fail(err);
            },
          );
        },
        (err: unknown) => (shown ? console.error('live data code failed to load', err) : fail(err)),
      );
    return () => {
      stopped = true;
      stop();
    };
  };
  source.initial = () => embeddedValue(url, read);
  return source;
}

/** A live source whose code loads when it starts (a dynamic import): withFirstScreen without one. */
export const onDemand = <T>(load: () => Promise<LiveSource<T>>): Source<T> =>
  withFirstScreen(null, () => undefined, load);
