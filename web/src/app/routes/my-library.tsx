import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { LENDING } from '@shared/constants';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import type { DataState } from '@/lib/data/store';
import { HoldList } from '@/features/lending/components/hold-list';
import { LibraryCard } from '@/features/lending/components/library-card';
import { LoanList } from '@/features/lending/components/loan-list';
import { RenewAll } from '@/features/lending/components/renew-all';
import { NoticeList } from '@/features/lending/components/notice-list';
import { ReadingHistory } from '@/features/lending/components/reading-history';
import { useMyHolds, useMyLoans, useMyNotices } from '@/features/lending/hooks/use-lending';
import '@/features/lending/lending.css';
import { useHashTarget } from '@/lib/use-hash-target';
import { BookTitle } from '@/lib/books/book-title';

// The shelves load beside the lending lists, not before them; so does "Mark as read?".
const MyShelves = lazy(() =>
  import('@/features/reading/components/my-shelves').then((m) => ({ default: m.MyShelves })),
);
const MarkAsRead = lazy(() =>
  import('@/features/reading/components/mark-as-read').then((m) => ({ default: m.MarkAsRead })),
);

/** /my-library (issue 14): the signed-in member's notices, loans, holds and reading history, live. */
export function Component() {
  const { user } = useAuth();
  if (user === null) return <Navigate to={paths.login} replace />;
  if (user === undefined) return <Spinner />;
  return <MyLibrary uid={user.uid} />;
}

function MyLibrary({ uid }: { uid: string }) {
  const { t } = useTranslation('lending');
  const loans = useMyLoans(uid);
  const holds = useMyHolds(uid);
  const notices = useMyNotices(uid);
  // Overdue is judged against the time the page opened: a loan does not turn overdue under the reader's eyes.
  const [now] = useState(() => Date.now());
  // Loans the member gave back on this page: each asks whether the book was read.
  const returnedId = useId();
  const [returned, setReturned] = useState<Array<{ bookId: string; bookTitle: string }>>([]);
  const askRead = (bookId: string) => (
    <Suspense fallback={null}>
      <MarkAsRead uid={uid} bookId={bookId} />
    </Suspense>
  );
  // An e-mail links to one hold or loan here (#hold-..., #loan-...).
  useHashTarget(loans.status === 'ready' && holds.status === 'ready');

  return (
    <div className="my-library">
      <title>{t('common:pageTitle', { page: t('myLibrary.title') })}</title>
      <div>
        <h1 className="page-title">{t('myLibrary.title')}</h1>
        <p className="page-lead">{t('myLibrary.lead')}</p>
      </div>
      {loans.status === 'ready' && holds.status === 'ready' ? (
        <div className="card my-library-limits" data-testid="lending-limits">
          <p>
            {t('myLibrary.limits', {
              loans: t('myLibrary.loansOfMax', { count: loans.data.length, max: LENDING.MAX_LOANS }),
              holds: t('myLibrary.holdsOfMax', { count: holds.data.length, max: LENDING.MAX_HOLDS }),
            })}
          </p>
          <p className="lending-muted">{t('myLibrary.limitsHint', { days: LENDING.OVERDUE_BLOCK_DAYS })}</p>
          <p className="lending-muted">{t('myLibrary.fineFree')}</p>
        </div>
      ) : null}
      <LibraryCard uid={uid} />
      <Section title={t('myLibrary.noticesHeading')} state={notices} empty={t('myLibrary.noNotices')}>
        {(items) => <NoticeList notices={items} extra={(n) => (n.kind === 'loanEnded' ? askRead(n.bookId) : null)} />}
      </Section>
      <Section
        title={t('myLibrary.loansHeading')}
        state={loans}
        empty={
          <>
            {t('myLibrary.noLoans')} <Link to={paths.books}>{t('myLibrary.browse')}</Link>
          </>
        }
      >
        {(items) => (
          <>
            {items.length > 1 ? <RenewAll /> : null}
            <LoanList
              loans={items}
              now={now}
              onReturned={({ bookId, bookTitle }) =>
                setReturned((r) => [{ bookId, bookTitle }, ...r.filter((b) => b.bookId !== bookId)])
              }
            />
          </>
        )}
      </Section>
      {returned.length > 0 ? (
        <section className="my-library-section" aria-labelledby={returnedId}>
          <h2 id={returnedId}>{t('reading:markAsRead.returnedHeading')}</h2>
          <ul className="lending-list" data-testid="just-returned">
            {returned.map(({ bookId, bookTitle }) => (
              <li key={bookId} className="card lending-item">
                <div className="lending-item-main">
                  <Link to={paths.book(bookId)} className="lending-item-title" dir="auto">
                    <BookTitle bookId={bookId} stored={bookTitle} />
                  </Link>
                  {askRead(bookId)}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Section title={t('myLibrary.holdsHeading')} state={holds} empty={t('myLibrary.noHolds')}>
        {(items) => <HoldList holds={items} />}
      </Section>
      <Suspense fallback={<Spinner />}>
        <MyShelves uid={uid} />
      </Suspense>
      <ReadingHistory uid={uid} />
    </div>
  );
}

/** A titled list with the app's loading, error and empty states. */
function Section<T>({
  title,
  state,
  empty,
  children,
}: {
  title: string;
  state: DataState<T[]>;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation('lending');
  const headingId = useId();
  return (
    <section className="my-library-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {state.status === 'ready' ? (
        state.data.length === 0 ? (
          <p className="lending-muted">{empty}</p>
        ) : (
          children(state.data)
        )
      ) : state.status === 'error' ? (
        <Alert>{t('myLibrary.loadError')}</Alert>
      ) : (
        <Spinner />
      )}
    </section>
  );
}
