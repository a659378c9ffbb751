import { Search as SearchIcon, SearchX } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { SEARCH_ORDERS, type AskedBook, type SearchResult } from '@shared/catalogue-search';
import { LIMITS } from '@shared/constants';
import { passesFilters } from '@shared/search-index';
import { scoreToPercent } from '@shared/scoring';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { BookCard } from '@/features/catalogue/components/book-card';
import { useCardShelf } from '@/app/compose/card-shelf';
import { limitMessageKey } from '@/lib/callable-errors';
import { paths } from '@/config/paths';
import { cx } from '@/lib/cx';
import { KEEP_SERVER_CHILDREN } from '@/lib/keep-server-children';
import { readerPresent } from '@/lib/reader-present';
import { useHydrated } from '@/lib/use-hydrated';
import { AnalysisSummary } from '@/features/search/components/analysis-summary';
import { SearchFilters } from '@/features/search/components/search-filters';
import { startBasicSearch, useBasicSearch } from '@/features/search/hooks/use-basic-search';
import { useSmartSearch } from '@/features/search/hooks/use-smart-search';
import {
  readSearchState,
  writeSearchState,
  type SearchMode,
  type SearchState,
} from '@/features/search/lib/search-state';
import type { TypedSoFar } from '@/features/search/components/ask-library';
import '@/features/search/search.css';
// The server renders Ask the library with the page: its styles come with the page's, not with its
// code, or the section would move when they arrive (a layout shift on a phone's first screen).
import '@/features/search/components/ask-library.css';

const MODES: SearchMode[] = ['basic', 'smart'];

const loadAskLibrary = () => import('@/features/search/components/ask-library');
type AskLibraryModule = Awaited<ReturnType<typeof loadAskLibrary>>;
const AskLibraryOnServer = lazy(loadAskLibrary);
const askedBookCard = (book: AskedBook, index: number) => <BookCard book={book} position={index} belowFold />;

/** /search: basic search over the index, or smart search ranked by the AI's analysis. */
export function Component() {
  const { t } = useTranslation('search');
  const { t: tErrors } = useTranslation('errors');
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params);
  const [draft, setDraft] = useState(state.q);
  // A link to another query (e.g. a home-page tile) while on this screen refills the box.
  const [shownQ, setShownQ] = useState(state.q);
  if (shownQ !== state.q) {
    setShownQ(state.q);
    if (state.q) setDraft(state.q);
  }
  const basic = useBasicSearch(state.q, state.filters, state.sort, state.mode === 'basic');
  const smart = useSmartSearch(state.q, state.mode === 'smart');

  const update = (next: Partial<SearchState>) => setParams(writeSearchState({ ...state, ...next }));

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    // The box's own value, not `draft`: text typed into the server's markup before the page came
    // alive is in the box but not yet in the state.
    const q = String(new FormData(e.currentTarget).get('q') ?? '').trim();
    // The read starts now, not after the screen has re-rendered with the new query.
    if (state.mode === 'basic' && q !== state.q) startBasicSearch(q, state.filters, state.sort);
    update({ q });
  }

  // Spec: switching mode clears the results and the analysis (the typed text stays).
  const switchMode = (mode: SearchMode) => mode !== state.mode && update({ mode, q: '' });

  let body;
  if (state.mode === 'basic') {
    if (!basic.active) body = <p className="search-hint">{t('basicHint')}</p>;
    else if (basic.loading && basic.books.length === 0) body = <Spinner />;
    else
      body = (
        <>
          <div className="search-sort">
            <label htmlFor="search-sort">{t('sortLabel')}</label>
            <select
              id="search-sort"
              className="input"
              value={state.sort}
              onChange={(e) => update({ sort: e.target.value === 'title' ? 'title' : 'relevance' })}
            >
              {SEARCH_ORDERS.map((order) => (
                <option key={order} value={order}>
                  {t(`sortOption.${order}`)}
                </option>
              ))}
            </select>
          </div>
          <Results books={basic.books} more={basic.hasMore} busy={basic.loading} onMore={basic.showMore} />
        </>
      );
  } else if (smart.status === 'idle') {
    body = <p className="search-hint">{t('smartHint')}</p>;
  } else if (smart.status === 'loading') {
    body = <Spinner />;
  } else if (smart.status === 'error') {
    const limitKey = limitMessageKey(smart.error);
    body = (
      <>
        <Alert>{limitKey ? tErrors(limitKey) : t('analyzeFailed')}</Alert>
        <Results books={[]} />
      </>
    );
  } else {
    body = (
      <>
        <AnalysisSummary analysis={smart.data.analysis} model={smart.data.model} />
        {/* Smart results are filtered here: they are at most SMART_RESULTS books. */}
        <Results books={smart.data.books.filter((b) => passesFilters(b, state.filters))} />
      </>
    );
  }

  return (
    <section className="search-page">
      <h1 className="page-title">{t('title')}</h1>
      <div className="search-modes" role="group" aria-label={t('modes')}>
        {MODES.map((mode) => (
          <button
            key={mode}
            type="button"
            className={cx('search-mode', state.mode === mode && 'search-mode-on')}
            aria-pressed={state.mode === mode}
            onClick={() => switchMode(mode)}
          >
            {t(mode)}
          </button>
        ))}
      </div>
      {/* action: before the page is alive (server markup), Enter still searches, as a plain GET. */}
      <form className="search-form" role="search" action={paths.search} onSubmit={submit}>
        <label htmlFor="search-query" className="visually-hidden">
          {t('queryLabel')}
        </label>
        <input
          id="search-query"
          name="q"
          className="input"
          type="search"
          value={draft}
          maxLength={LIMITS.searchQuery}
          placeholder={state.mode === 'smart' ? t('smartPlaceholder') : t('basicPlaceholder')}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit">
          <SearchIcon size={18} aria-hidden="true" /> {t('submit')}
        </Button>
      </form>
      <div className="search-layout">
        <SearchFilters value={state.filters} onChange={(filters) => update({ filters })} />
        <div className="search-results">{body}</div>
      </div>
      <AskSection />
    </section>
  );
}

/**
 * Ask the library, below the results. Its code (the form library, the answer's parts) would be most
 * of what the page runs as it comes alive, for a form a reader reaches last, so a page from the
 * server keeps the server's form, outside React (an inner HTML React never writes), until the
 * reader shows up (lib/reader-present.ts); then the live form takes its place in one step, with
 * what was typed, the focus and the caret. Hydrating it late instead would hold back every update
 * the page makes in a transition (the session reaching the header among them) until its code came:
 * React waits for the parts of a transition it has not hydrated yet.
 */
function AskSection() {
  const hydrating = !useHydrated();
  const [fromServer] = useState(hydrating);
  const [live, setLive] = useState<{ Ask: AskLibraryModule['default']; typed?: TypedSoFar } | null>(null);
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let mounted = true;
    void (fromServer ? readerPresent() : Promise.resolve()).then(loadAskLibrary).then(({ default: Ask }) => {
      if (!mounted) return;
      // Read and replaced in one task: no key the reader presses can fall between the two.
      const typed = typedSoFar(slot.current);
      flushSync(() => setLive({ Ask, typed }));
    });
    return () => {
      mounted = false;
    };
  }, [fromServer]);
  if (typeof document === 'undefined')
    return (
      <div className="search-ask">
        <Suspense fallback={null}>
          <AskLibraryOnServer renderBook={askedBookCard} />
        </Suspense>
      </div>
    );
  if (live)
    return (
      <div key="live" className="search-ask">
        <live.Ask renderBook={askedBookCard} typed={live.typed} />
      </div>
    );
  return <div key="server" ref={slot} className="search-ask" {...KEEP_SERVER_CHILDREN} />;
}

function typedSoFar(slot: HTMLElement | null): TypedSoFar | undefined {
  const box = slot?.querySelector('textarea');
  if (!box) return undefined;
  const focused = document.activeElement === box;
  if (!box.value && !focused) return undefined;
  return { question: box.value, focused, selection: [box.selectionStart, box.selectionEnd] };
}

function Results({
  books,
  more = false,
  busy = false,
  onMore,
}: {
  books: Array<SearchResult & { score?: number }>;
  more?: boolean;
  busy?: boolean;
  onMore?: () => void;
}) {
  const { t } = useTranslation('search');
  const shelf = useCardShelf();
  if (books.length === 0) {
    return (
      <EmptyState icon={<SearchX size={48} />} title={t('noResults')}>
        {t('noResultsText')}
      </EmptyState>
    );
  }
  return (
    <>
      <p className="search-count" role="status">
        {t('resultCount', { count: books.length })}
      </p>
      <div className="grid grid-books" data-testid="search-results">
        {books.map((book, index) => (
          <BookCard
            key={book.id}
            book={book}
            position={index}
            action={shelf?.(book)}
            note={
              book.score !== undefined ? (
                <span className="badge badge-accent" data-testid="match">
                  {t('match', { percent: scoreToPercent(book.score) })}
                </span>
              ) : undefined
            }
          />
        ))}
      </div>
      {more && onMore ? (
        <div className="list-footer">
          <Button variant="secondary" onClick={onMore} busy={busy}>
            {t('showMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
