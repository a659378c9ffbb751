import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format-date';
import { useOpenLoans } from '../hooks/use-desk';
import { daysOverdue } from '../lib/overdue';

const MINUTE = 60_000;

/**
 * Physical loans past their due date, longest overdue first, live: a check-in removes its line at
 * once, and a loan falls due while the desk is open (the clock is read every minute).
 */
export function OverduePanel() {
  const { t, i18n } = useTranslation('circulation');
  const loans = useOpenLoans();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  const headingId = useId();
  const overdue = loans.status === 'ready' ? loans.data.filter((loan) => daysOverdue(loan.dueAt, now) > 0) : [];

  return (
    <section className="card desk-list" aria-labelledby={headingId}>
      <div className="desk-list-header">
        <div>
          <h2 id={headingId}>{t('overdue.title')}</h2>
          <p className="page-lead">{t('overdue.lead')}</p>
        </div>
      </div>
      {loans.status === 'loading' ? (
        <Spinner />
      ) : loans.status === 'error' ? (
        <Alert>{t('overdue.loadFailed')}</Alert>
      ) : overdue.length === 0 ? (
        <p className="desk-empty">{t('overdue.empty')}</p>
      ) : (
        <table className="desk-table">
          <thead>
            <tr>
              <th scope="col">{t('overdue.book')}</th>
              <th scope="col">{t('overdue.copy')}</th>
              <th scope="col">{t('overdue.member')}</th>
              <th scope="col">{t('overdue.branch')}</th>
              <th scope="col">{t('overdue.due')}</th>
            </tr>
          </thead>
          <tbody>
            {overdue.map((loan) => (
              <tr key={loan.id}>
                <td data-label={t('overdue.book')}>{loan.bookTitle}</td>
                <td data-label={t('overdue.copy')} className="desk-code">
                  {loan.barcode}
                </td>
                <td data-label={t('overdue.member')}>{loan.memberName}</td>
                <td data-label={t('overdue.branch')}>{loan.branchId ? t(`common:branches.${loan.branchId}`) : ''}</td>
                <td data-label={t('overdue.due')}>
                  {/* One piece on a phone's labelled row: the date with its badge. */}
                  <span>
                    {formatDate(loan.dueAt, i18n.language)}{' '}
                    <span className="badge badge-danger">
                      {t('overdue.days', { count: daysOverdue(loan.dueAt, now) })}
                    </span>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
