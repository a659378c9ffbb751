import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BRANCH_IDS, type BranchId } from '@shared/constants';
import { formatDate } from '@/lib/format-date';
import { BookTitle } from '@/lib/books/book-title';
import type { Copy } from '../api/circulation';
import { usePullList, useReceiveCopy, useSendCopy } from '../hooks/use-desk';
import { BranchSelect } from '@/components/branch-select';
import { CopyScanPanel } from './copy-scan-panel';
import { DeskTable } from './desk-table';

/**
 * Copies between branches, for this desk's branch: its pull list (copies on its shelves wanted by
 * holds collected elsewhere, oldest hold first, live), Send (a pulled copy into the van) and
 * Receive (a copy arriving for a hold here: the hold is ready and its member told).
 */
export function TransfersPanel() {
  const { t, i18n } = useTranslation('circulation');
  const [branch, setBranch] = useState<BranchId>(BRANCH_IDS[0]);
  const pulls = usePullList(branch);
  const send = useSendCopy();
  const receive = useReceiveCopy();
  const headingId = useId();
  const listId = useId();

  return (
    <section className="desk-transfers" aria-labelledby={headingId}>
      <div className="desk-list-header">
        <div>
          <h2 id={headingId}>{t('transfers.title')}</h2>
          <p className="page-lead">{t('transfers.lead')}</p>
        </div>
        <BranchSelect label={t('transfers.branch')} value={branch} onChange={setBranch} />
      </div>
      <div className="desk-scan">
        <CopyScanPanel kind="send" busy={send.busy} run={(barcode) => send.run({ barcode })} />
        <CopyScanPanel
          kind="receive"
          busy={receive.busy}
          run={(barcode) => receive.run({ barcode, branchId: branch })}
        />
      </div>
      <section className="card desk-list" aria-labelledby={listId}>
        <div>
          <h3 id={listId}>{t('pullList.title', { branch: t(`common:branches.${branch}`) })}</h3>
          <p className="page-lead">{t('pullList.lead')}</p>
        </div>
        <DeskTable<Copy>
          state={pulls}
          rowKey={(copy) => copy.barcode}
          failed={t('pullList.loadFailed')}
          empty={t('pullList.empty', { branch: t(`common:branches.${branch}`) })}
          columns={[
            { label: t('pullList.book'), cell: (copy) => <BookTitle bookId={copy.bookId} stored="" /> },
            { label: t('pullList.copy'), cell: (copy) => copy.barcode, className: 'desk-code', dir: 'ltr' },
            { label: t('pullList.shelfMark'), cell: (copy) => copy.shelfMark, className: 'desk-code', dir: 'ltr' },
            {
              label: t('pullList.to'),
              cell: (copy) => (copy.transitTo ? t(`common:branches.${copy.transitTo}`) : ''),
            },
            {
              label: t('pullList.since'),
              cell: (copy) => (copy.wantedSince ? formatDate(copy.wantedSince, i18n.language) : ''),
            },
          ]}
        />
      </section>
    </section>
  );
}
