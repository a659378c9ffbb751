import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LENDING } from '@shared/constants';
import type { LoanDoc } from '@shared/documents/lending';
import { isDigital } from '@shared/documents/lending';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cx } from '@/lib/cx';
import type { WithId } from '../api/lending';
import { Refusal, useLendingAction } from './lending-action';
import { useAvailability } from '@/lib/lending/availability';
import { useRenew, useReportLost, useReturn } from '../hooks/use-lending';
import { BookTitle } from '@/lib/books/book-title';

/**
 * The member's current loans, soonest due first. `onReturned` hears of a loan the member gave
 * back here (the screen may ask whether they read it).
 */
export function LoanList({
  loans,
  now,
  onReturned,
}: {
  loans: Array<WithId<LoanDoc>>;
  now: number;
  onReturned?: (loan: WithId<LoanDoc>) => void;
}) {
  const sorted = [...loans].sort((a, b) => (a.dueAt?.getTime() ?? 0) - (b.dueAt?.getTime() ?? 0));
  return (
    <ul className="lending-list" data-testid="loan-list">
      {sorted.map((loan) => (
        <LoanRow key={loan.id} loan={loan} now={now} onReturned={onReturned} />
      ))}
    </ul>
  );
}

/**
 * One loan: due date (overdue marked), Renew, and Return for digital loans. Renew is explained and
 * disabled after MAX_RENEWALS or while someone waits for the title (the public queue says so);
 * any other refusal comes with the server's reason.
 */
function LoanRow({
  loan,
  now,
  onReturned,
}: {
  loan: WithId<LoanDoc>;
  now: number;
  onReturned: ((loan: WithId<LoanDoc>) => void) | undefined;
}) {
  const { t } = useTranslation('lending');
  const availability = useAvailability(loan.bookId);
  const renew = useRenew();
  const giveBack = useReturn();
  const { error, act } = useLendingAction();

  const overdue = loan.dueAt !== null && loan.dueAt.getTime() < now;
  const atLimit = loan.renewals >= LENDING.MAX_RENEWALS;
  const someoneWaiting = (availability.data?.queue[loan.format].length ?? 0) > 0;
  const renewBlocker = atLimit
    ? t('myLibrary.renewLimitReached', { max: LENDING.MAX_RENEWALS })
    : someoneWaiting
      ? t('myLibrary.holdsWaitingHint')
      : null;
  const busy = renew.busy || giveBack.busy;

  return (
    <li
      className={cx('card lending-item', overdue && 'lending-item-overdue')}
      id={`loan-${loan.id}`}
      data-testid={`loan-${loan.bookId}`}
    >
      <div className="lending-item-main">
        <Link to={paths.book(loan.bookId)} className="lending-item-title" dir="auto">
          <BookTitle bookId={loan.bookId} stored={loan.bookTitle} />
        </Link>
        <p className="lending-muted">
          {t(`format.${loan.format}`)}{' '}
          {overdue ? <span className="badge badge-danger">{t('myLibrary.overdueBadge')}</span> : null}
        </p>
        <p className={overdue ? 'lending-overdue' : undefined}>
          {overdue ? t('myLibrary.overdue', { date: loan.dueAt }) : t('myLibrary.due', { date: loan.dueAt })}
        </p>
        <p className="lending-muted">{t('myLibrary.renewals', { count: loan.renewals, max: LENDING.MAX_RENEWALS })}</p>
        {renewBlocker ? <p className="lending-muted">{renewBlocker}</p> : null}
        {!isDigital(loan.format) ? <p className="lending-muted">{t('myLibrary.returnAtDesk')}</p> : null}
        <Refusal error={error} />
      </div>
      <div className="lending-item-actions">
        <Button
          variant="secondary"
          busy={renew.busy}
          disabled={busy || renewBlocker !== null}
          onClick={() => act(() => renew.run({ loanId: loan.id }))}
        >
          {t('actions.renew')}
        </Button>
        {isDigital(loan.format) ? (
          <Button
            variant="secondary"
            busy={giveBack.busy}
            disabled={busy}
            onClick={() => act(() => giveBack.run({ loanId: loan.id }).then(() => onReturned?.(loan)))}
          >
            {t('actions.return')}
          </Button>
        ) : (
          <ReportLost loanId={loan.id} />
        )}
      </div>
    </li>
  );
}

/** Report Lost: asked twice, since it ends the loan and writes the copy off (nothing is charged). */
function ReportLost({ loanId }: { loanId: string }) {
  const { t } = useTranslation('lending');
  const report = useReportLost();
  const { error, act } = useLendingAction();
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Button variant="ghost" onClick={() => setAsking(true)}>
        {t('actions.reportLost')}
      </Button>
    );
  return (
    <div className="lending-confirm" role="group" aria-label={t('actions.reportLost')}>
      <p className="lending-muted">{t('myLibrary.reportLostWarning')}</p>
      <div className="lending-actions">
        <Button variant="danger" busy={report.busy} onClick={() => act(() => report.run({ loanId }))}>
          {t('actions.reportLostConfirm')}
        </Button>
        <Button variant="secondary" onClick={() => setAsking(false)}>
          {t('myLibrary.keepLoan')}
        </Button>
      </div>
      <Refusal error={error} />
    </div>
  );
}
