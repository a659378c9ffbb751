import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BRANCH_IDS, type BranchId } from '@shared/constants';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format-date';
import { useReadyHolds } from '../hooks/use-desk';
import { BranchSelect } from './branch-select';

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
      {holds.status === 'loading' ? (
        <Spinner />
      ) : holds.status === 'error' ? (
        <Alert>{t('readyHolds.loadFailed')}</Alert>
      ) : holds.data.length === 0 ? (
        <p className="desk-empty">{t('readyHolds.empty', { branch: t(`common:branches.${branch}`) })}</p>
      ) : (
        <table className="desk-table">
          <thead>
            <tr>
              <th scope="col">{t('readyHolds.book')}</th>
              <th scope="col">{t('readyHolds.copy')}</th>
              <th scope="col">{t('readyHolds.member')}</th>
              <th scope="col">{t('readyHolds.until')}</th>
            </tr>
          </thead>
          <tbody>
            {holds.data.map((hold) => (
              <tr key={hold.id}>
                <td data-label={t('readyHolds.book')}>{hold.bookTitle}</td>
                <td data-label={t('readyHolds.copy')} className="desk-code">
                  {hold.barcode}
                </td>
                <td data-label={t('readyHolds.member')}>{hold.memberName}</td>
                <td data-label={t('readyHolds.until')}>
                  {hold.readyUntil ? formatDate(hold.readyUntil, i18n.language) : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
