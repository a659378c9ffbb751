import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { HomeShelvesResponse } from '@shared/recommendations';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useOneShot } from '@/lib/data/use-data';
import { readerPresent } from '@/lib/reader-present';
import { homeShelves, notInterested } from '../api/calls';
import { readingErrorMessage } from '../lib/reading-errors';
import { ListBooks } from './list-books';
import { RecommendationCard } from './recommendation-card';
import '../reading.css';

/**
 * The home page's shelves (issue 32): the library's featured lists for everyone; for a member,
 * "For you" (with "Not interested") and "Because you rated". Loaded after the page shows.
 */
export default function HomeShelves() {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  // A visitor who only reads loads no callable code until they show up; a member's Auth is loaded.
  const shelves = useOneShot(['home-shelves', uid ?? 'visitor'], () =>
    uid ? homeShelves({}) : readerPresent().then(() => homeShelves({})),
  );
  if (user === undefined) return null;
  if (shelves.status === 'loading') return uid ? <Spinner /> : null;
  if (shelves.status !== 'ready') return null;
  return <Shelves data={shelves.data} />;
}

function Shelves({ data }: { data: HomeShelvesResponse }) {
  const { t } = useTranslation('reading');
  const headingId = useId();
  const [hidden, setHidden] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const dismiss = (bookId: string) => {
    setFailure(null);
    setHidden((h) => [...h, bookId]);
    notInterested({ bookId, undo: false }).catch((err: unknown) => {
      setHidden((h) => h.filter((id) => id !== bookId));
      setFailure(readingErrorMessage(err, t));
    });
  };
  const forYou = (data.forYou ?? []).filter((c) => !hidden.includes(c.bookId));
  return (
    <>
      {data.forYou ? (
        <section aria-labelledby={`${headingId}-for-you`} data-testid="for-you">
          <h2 id={`${headingId}-for-you`} className="section-title">
            {t('recommend.forYou')}
          </h2>
          {failure ? <Alert>{failure}</Alert> : null}
          {forYou.length === 0 ? (
            <p className="reading-muted">
              {t('recommend.nothingYet')} <Link to={paths.books}>{t('shelves.browse')}</Link>
            </p>
          ) : (
            <ul className="rec-row">
              {forYou.map((card) => (
                <RecommendationCard
                  key={card.bookId}
                  card={card}
                  titles={data.titles}
                  onDismiss={() => dismiss(card.bookId)}
                />
              ))}
            </ul>
          )}
        </section>
      ) : null}
      {data.because ? (
        <section aria-labelledby={`${headingId}-because`} data-testid="because-you-rated">
          <h2 id={`${headingId}-because`} className="section-title" dir="auto">
            {t('recommend.because', { title: data.titles[data.because.bookId] ?? '' })}
          </h2>
          <ul className="rec-row">
            {data.because.items.map((card) => (
              <RecommendationCard key={card.bookId} card={card} titles={data.titles} />
            ))}
          </ul>
        </section>
      ) : null}
      {data.lists.map((list) => (
        <section key={list.id} aria-labelledby={`${headingId}-${list.id}`} data-testid="featured-list">
          <h2 id={`${headingId}-${list.id}`} className="section-title" dir="auto">
            {list.title}
          </h2>
          {list.description ? (
            <p className="page-lead" dir="auto">
              {list.description}
            </p>
          ) : null}
          <ListBooks items={list.items} title={(item) => item.title} />
          <Link to={paths.list(list.id)}>{t('recommend.seeList')}</Link>
        </section>
      ))}
    </>
  );
}
