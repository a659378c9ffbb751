import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BRANCH_IDS, type BranchId } from '@shared/constants';
import { formatDate } from '@/lib/format-date';
import type { Hold } from '../api/circulation';
import { useReadyHolds } from '../hooks/use-desk';
import { BranchSelect } from '@/components/branch-select';
import { DeskTable } from './desk-table';
import { BookTitle } from '@/lib/books/book-title';

/** Holds waiting on one branch's hold shelf, live: a check-in routed here appears by itself. */
export function ReadyHoldsPanel() {
  const { t, i18n } = useTranslation('circulation');
  const [branch, setBranch] = useState<BranchId>(BRANCH_IDS[0]);
  const holds = useReadyHolds(branch);
  const headingId = useId();

  return (
    <section className="card desk-list" aria-labelledby={headingId}>
      <div className="desk-list-header">
        <div>
          <h2 id={headingId}>{t('readyHolds.title')}</h2>
          <p className="page-lead">{t('readyHolds.lead')}</p>
        </div>
        <BranchSelect label={t('readyHolds.branch')} value={branch} onChange={setBranch} />
      </div>
      <DeskTable<Hold>
        state={holds}
        rowKey={(hold) => hold.id}
        failed={t('readyHolds.loadFailed')}
        empty={t('readyHolds.empty', { branch: t(`common:branches.${branch}`) })}
        columns={[
          { label: t('readyHolds.book'), cell: (hold) => <BookTitle bookId={hold.bookId} stored={hold.bookTitle} /> },
          { label: t('readyHolds.copy'), cell: (hold) => hold.barcode, className: 'desk-code', dir: 'ltr' },
          { label: t('readyHolds.member'), cell: (hold) => hold.memberName },
          {
            label: t('readyHolds.until'),
            cell: (hold) => (hold.readyUntil ? formatDate(hold.readyUntil, i18n.language) : ''),
          },
        ]}
      />
    </section>
  );
}
