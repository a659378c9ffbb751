import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { WithId } from '@shared/documents/collection';
import { SHELVES, type ListDoc, type RatingDoc, type ReviewDoc, type ShelfEntryDoc } from '@shared/documents/reading';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { BookTitle } from '@/lib/books/book-title';
import {
  useMemberPage,
  useSharedLists,
  useSharedRatings,
  useSharedReviews,
  useSharedShelves,
} from '../hooks/use-reading';
import { shelfSentence } from '../lib/shelf-sentence';
import { StarsShown } from './rating-input';
import '../reading.css';

/**
 * A member's public page (/members/{id}): their name and what they shared, live. A visitor sees
 * the public items; a signed-in member the members-only ones too; nobody their private ones (the
 * rules send none). No page unless the member turned it on.
 */
export function MemberReading({ memberId }: { memberId: string }) {
  const { t } = useTranslation('reading');
  const { user } = useAuth();
  const page = useMemberPage(memberId);
  const viewer = user ? 'members' : null;
  const shelves = [useSharedShelves(memberId, 'public'), useSharedShelves(memberId, viewer)];
  const rated = [useSharedRatings(memberId, 'public'), useSharedRatings(memberId, viewer)];
  const reviewed = [useSharedReviews(memberId, 'public'), useSharedReviews(memberId, viewer)];
  const listed = [useSharedLists(memberId, 'public'), useSharedLists(memberId, viewer)];

  if (page.status === 'loading') return <Spinner />;
  if (page.status === 'error' || !page.data) {
    return (
      <EmptyState title={t('member.none')}>
        <title>{t('common:pageTitle', { page: t('member.none') })}</title>
        <Link to={paths.books}>{t('shelves.browse')}</Link>
      </EmptyState>
    );
  }
  const loaded = (s: { status: string }) => s.status === 'ready' || s.status === 'idle';
  const all = [...shelves, ...rated, ...reviewed, ...listed];
  const ready = all.every(loaded);
  const failed = all.some((s) => s.status === 'error');
  const entries = shelves.flatMap((s) => s.data ?? []);
  const ratings = rated.flatMap((s) => s.data ?? []);
  return (
    <div className="reading-member-page">
      <title>{t('common:pageTitle', { page: t('member.title', { name: page.data.name }) })}</title>
      <div>
        <h1 className="page-title" dir="auto">
          {t('member.title', { name: page.data.name })}
        </h1>
        {page.data.since ? <p className="page-lead">{t('member.since', { date: page.data.since })}</p> : null}
      </div>
      {failed ? <Alert>{t('errors.load')}</Alert> : null}
      {!ready ? (
        <Spinner />
      ) : (
        <>
          <SharedShelves entries={entries} ratings={ratings} />
          <SharedWords reviews={reviewed.flatMap((s) => s.data ?? [])} lists={listed.flatMap((s) => s.data ?? [])} />
        </>
      )}
    </div>
  );
}

function SharedShelves({ entries, ratings }: { entries: Array<WithId<ShelfEntryDoc>>; ratings: RatingDoc[] }) {
  const { t } = useTranslation('reading');
  const headingId = useId();
  const rating = (bookId: string) => ratings.find((r) => r.bookId === bookId);
  const unshelved = ratings.filter((r) => !entries.some((e) => e.bookId === r.bookId));
  if (entries.length === 0 && ratings.length === 0) return <p className="reading-muted">{t('member.nothing')}</p>;
  return (
    <>
      {SHELVES.map((shelf) => {
        const here = entries.filter((e) => e.shelf === shelf);
        if (here.length === 0) return null;
        return (
          <section key={shelf} className="my-library-section" aria-labelledby={`${headingId}-${shelf}`}>
            <h2 id={`${headingId}-${shelf}`}>{t('shelves.tab', { shelf: t(`shelf.${shelf}`), count: here.length })}</h2>
            <ul className="reading-list" data-testid={`member-shelf-${shelf}`}>
              {here.map((entry) => (
                <Item key={entry.id} bookId={entry.bookId} rating={rating(entry.bookId)}>
                  {shelfSentence(entry, t)}
                </Item>
              ))}
            </ul>
          </section>
        );
      })}
      {unshelved.length > 0 ? (
        <section className="my-library-section" aria-labelledby={`${headingId}-rated`}>
          <h2 id={`${headingId}-rated`}>{t('member.rated')}</h2>
          <ul className="reading-list" data-testid="member-rated">
            {unshelved.map((r) => (
              <Item key={r.bookId} bookId={r.bookId} rating={r} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function Item({ bookId, rating, children }: { bookId: string; rating: RatingDoc | undefined; children?: string }) {
  const { t } = useTranslation('reading');
  return (
    <li className="card reading-item">
      <Link to={paths.book(bookId)} className="reading-item-title" dir="auto">
        <BookTitle bookId={bookId} stored={t('shelves.untitled')} />
      </Link>
      {children ? (
        <p className="reading-muted" dir="auto">
          {children}
        </p>
      ) : null}
      {rating ? <StarsShown halfStars={rating.halfStars} /> : null}
    </li>
  );
}

/** Their shared reviews (the words, a spoiler behind its warning) and lists. */
function SharedWords({ reviews, lists }: { reviews: Array<WithId<ReviewDoc>>; lists: Array<WithId<ListDoc>> }) {
  const { t } = useTranslation('reading');
  const headingId = useId();
  return (
    <>
      {reviews.length > 0 ? (
        <section className="my-library-section" aria-labelledby={`${headingId}-reviews`}>
          <h2 id={`${headingId}-reviews`}>{t('member.reviews')}</h2>
          <ul className="reading-list" data-testid="member-reviews">
            {reviews.map((r) => (
              <Item key={r.id} bookId={r.bookId} rating={undefined}>
                {r.spoiler ? t('reviews.spoilerWarning') : r.text}
              </Item>
            ))}
          </ul>
        </section>
      ) : null}
      {lists.length > 0 ? (
        <section className="my-library-section" aria-labelledby={`${headingId}-lists`}>
          <h2 id={`${headingId}-lists`}>{t('member.lists')}</h2>
          <ul className="reading-my-lists" data-testid="member-lists">
            {lists.map((l) => (
              <li key={l.id}>
                <Link to={paths.list(l.id)} dir="auto">
                  {l.title}
                </Link>{' '}
                <span className="reading-muted">{t('lists.count', { count: l.items.length })}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
