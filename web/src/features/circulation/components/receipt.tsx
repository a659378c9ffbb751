import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { BranchId } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { printAlone } from '@/lib/print-alone';

/** One member's loans at this desk visit: what a check-out receipt lists. */
export interface ReceiptData {
  /** Whose visit it is (the Check Out e-mail): a loan to someone else starts a new receipt. */
  email: string;
  branchId: BranchId;
  cardLast4: string | null;
  at: Date;
  lines: Array<{ title: string; barcode: string; dueAt: Date }>;
}

/**
 * The check-out receipt (issue 29): each title, barcode and due date, the branch, and the card's
 * last 4 digits only (never the member's name or e-mail). On screen under Check Out; Print receipt
 * prints it alone (printAlone).
 */
export function Receipt({ receipt }: { receipt: ReceiptData }) {
  const { t, i18n } = useTranslation('circulation');
  const slip = useRef<HTMLDivElement>(null);
  return (
    <div className="desk-receipt-block">
      <div ref={slip} className="desk-receipt" data-testid="desk-receipt">
        <p className="desk-receipt-head">
          <strong>{t('common:libraryName')}</strong>
          <br />
          {t(`common:branches.${receipt.branchId}`)} · {formatDateTime(receipt.at, i18n.language)}
        </p>
        <p>{receipt.cardLast4 ? t('receipt.card', { last4: receipt.cardLast4 }) : t('receipt.noCard')}</p>
        <ol className="desk-receipt-lines">
          {receipt.lines.map((line) => (
            <li key={line.barcode}>
              <span dir="auto">{line.title}</span>{' '}
              <span className="desk-code" dir="ltr">
                ({line.barcode})
              </span>
              <br />
              {t('receipt.due', { date: formatDate(line.dueAt, i18n.language) })}
            </li>
          ))}
        </ol>
        <p className="desk-receipt-foot">{t('receipt.fineFree')}</p>
      </div>
      <Button variant="secondary" onClick={() => printAlone(slip.current)}>
        {t('receipt.print', { count: receipt.lines.length })}
      </Button>
    </div>
  );
}
