import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BRANCH_IDS, FORMATS, type Format } from '@shared/constants';
import { availabilitySchema, type AvailabilityDoc } from '@shared/documents/lending';
import { copiesIn, unitCount, unitsOf } from '@shared/lending';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatNumber } from '@/i18n/formats';
import { useAuth } from '@/lib/auth/auth-context';
import { FIRST_SCREEN_PATHS } from '@shared/first-screen';
import { withFirstScreen } from '@/lib/data/first-screen';
import { firstScreenField } from '@/lib/data/first-screen-field';
import { useSubscription } from '@/lib/data/use-data';
import { availabilityListener } from '@/lib/lending/availability';
import { useMyHolds, useMyLoans } from '../hooks/use-lending';
import { FormatActions } from './format-actions';
import { WaitEstimate } from './wait-estimate';
import '../lending.css';

/** The summary the book's first screen carries (null: none). */
const summaryFromFirstScreen = firstScreenField('availability', availabilitySchema);

/**
 * The book page's availability (issue 14), live: copies per branch, licences per digital format,
 * the expected wait, and the member's own loan or hold with its actions. Loaded on demand by the
 * book page (route budget). Books without copies or licences show nothing here: their staff-set
 * Available badge stays the whole story.
 */
export default function AvailabilityPanel({ bookId }: { bookId: string }) {
  const { t } = useTranslation('lending');
  const headingId = useId();
  // Public and at most a minute old, the book's first screen carries it: shown until the listener
  // answers, so the panel needs no Firestore to show the copies.
  const availability = useSubscription<AvailabilityDoc | null>(
    ['availability', bookId],
    withFirstScreen(FIRST_SCREEN_PATHS.book(bookId), summaryFromFirstScreen, availabilityListener(bookId)),
  );

  if (availability.status === 'loading') return <Spinner label={t('availability.loading')} />;
  if (availability.status === 'error') return <Alert>{t('availability.error')}</Alert>;
  const summary = availability.data;
  if (!summary || unitCount(summary) === 0) return null;

  const formats = FORMATS.filter((f) => unitsOf(summary, f) > 0).sort(physicalFirst);
  return (
    <section className="card lending-panel" aria-labelledby={headingId} data-testid="availability-panel">
      <h2 id={headingId} className="lending-panel-title">
        {t('availability.heading')}
      </h2>
      <div className="lending-formats">
        {formats.map((format) => (
          <FormatAvailability key={format} bookId={bookId} format={format} summary={summary} />
        ))}
      </div>
      <MemberPrompt />
    </section>
  );
}

const physicalFirst = (a: Format, b: Format) => Number(b === 'physical') - Number(a === 'physical');

function FormatAvailability({ bookId, format, summary }: { bookId: string; format: Format; summary: AvailabilityDoc }) {
  const { t } = useTranslation('lending');
  const { user } = useAuth();
  const loans = useMyLoans(user?.uid ?? null);
  const holds = useMyHolds(user?.uid ?? null);
  const loan = loans.data?.find((l) => l.bookId === bookId && l.format === format);
  const hold = holds.data?.find((h) => h.bookId === bookId && h.format === format);
  const mine = loans.status === 'ready' && holds.status === 'ready';
  const headingId = useId();

  return (
    <section
      className={`lending-format lending-format-${format}`}
      aria-labelledby={headingId}
      data-testid={`availability-${format}`}
    >
      <h3 id={headingId} className="lending-format-title">
        {t(`format.${format}`)}
      </h3>
      {format === 'physical' ? (
        <BranchTable summary={summary} />
      ) : (
        <p className="lending-licences">
          {t('availability.licences', {
            free: summary.digital[format].total - summary.digital[format].inUse,
            total: summary.digital[format].total,
          })}
          <span className="lending-muted">
            {' '}
            · {t('availability.licencesInUse', { inUse: summary.digital[format].inUse })}
          </span>
        </p>
      )}
      {/* A member with a loan or hold sees their own status instead of the general wait. */}
      {!loan && !hold ? <WaitEstimate summary={summary} format={format} /> : null}
      {loans.status === 'error' || holds.status === 'error' ? <Alert>{t('myLibrary.loadError')}</Alert> : null}
      {user && mine ? (
        <FormatActions bookId={bookId} format={format} summary={summary} loan={loan} hold={hold} />
      ) : null}
    </section>
  );
}

function BranchTable({ summary }: { summary: AvailabilityDoc }) {
  const { t, i18n } = useTranslation(['lending', 'common']);
  const number = (n: number) => formatNumber(i18n.language, n);
  const rows = BRANCH_IDS.flatMap((id) => {
    const counts = summary.branches[id];
    return counts && copiesIn(counts) > 0 ? [{ id, ...counts }] : [];
  });
  return (
    <div className="lending-table-wrap">
      <table className="lending-table">
        <caption className="visually-hidden">{t('availability.copiesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('availability.branch')}</th>
            <th scope="col">{t('availability.shelf')}</th>
            <th scope="col">{t('availability.loan')}</th>
            <th scope="col">{t('availability.holdShelf')}</th>
            <th scope="col">{t('availability.transit')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid={`branch-${row.id}`}>
              <th scope="row">{t(`common:branches.${row.id}`)}</th>
              <td>{number(row.shelf)}</td>
              <td>{number(row.loan)}</td>
              <td>{number(row.holdShelf)}</td>
              <td>{number(row.pull + row.transit)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Visitors see the availability and a way to sign in for the actions. */
function MemberPrompt() {
  const { t } = useTranslation('lending');
  const { user } = useAuth();
  if (user !== null) return null;
  return (
    <p className="lending-signin">
      <Trans t={t} i18nKey="availability.signInPrompt" components={{ login: <Link to={paths.login} /> }} />
    </p>
  );
}
