import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format-date';
import type { Loan } from '../api/circulation';
import { useOpenLoans } from '../hooks/use-desk';
import { daysOverdue } from '../lib/overdue';
import { DeskTable } from './desk-table';
import { BookTitle } from '@/lib/books/book-title';

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
  const overdue =
    loans.status === 'ready'
      ? { ...loans, data: loans.data.filter((loan) => daysOverdue(loan.dueAt, now) > 0) }
      : loans;

  return (
    <section className="card desk-list" aria-labelledby={headingId}>
      <div>
        <h2 id={headingId}>{t('overdue.title')}</h2>
        <p className="page-lead">{t('overdue.lead')}</p>
      </div>
      <DeskTable<Loan>
        state={overdue}
        rowKey={(loan) => loan.id}
        failed={t('overdue.loadFailed')}
        empty={t('overdue.empty')}
        columns={[
          { label: t('overdue.book'), cell: (loan) => <BookTitle bookId={loan.bookId} stored={loan.bookTitle} /> },
          { label: t('overdue.copy'), cell: (loan) => loan.barcode, className: 'desk-code', dir: 'ltr' },
          { label: t('overdue.member'), cell: (loan) => loan.memberName },
          {
            label: t('overdue.branch'),
            cell: (loan) => (loan.branchId ? t(`common:branches.${loan.branchId}`) : ''),
          },
          {
            label: t('overdue.due'),
            // One piece on a phone's labelled row: the date with its badge.
            cell: (loan) => (
              <span>
                {formatDate(loan.dueAt, i18n.language)}{' '}
                <span className="badge badge-danger">{t('overdue.days', { count: daysOverdue(loan.dueAt, now) })}</span>
              </span>
            ),
          },
        ]}
      />
    </section>
  );
}
