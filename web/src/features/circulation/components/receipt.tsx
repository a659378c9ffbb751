import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { BranchId } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { printAlone } from '@/lib/print-alone';

/**
 * One member's loans or returns at this desk visit: what a receipt lists. `dueAt` on a loan's line;
 * a returned copy's line has none.
 */
export interface ReceiptData {
  kind: 'checkOut' | 'checkIn';
  /**
   * Whose visit it is (Check Out: the member's e-mail; Check In: the borrower's card digits): a
   * scan for someone else starts a new receipt.
   */
  visitor: string;
  branchId: BranchId;
  cardLast4: string | null;
  at: Date;
  lines: Array<{ title: string; barcode: string; dueAt?: Date }>;
}

/** The receipt with one more line: the same visitor's goes on, anyone else's starts anew. */
export function withLine(
  open: ReceiptData | null,
  next: Omit<ReceiptData, 'lines' | 'at'>,
  line: ReceiptData['lines'][number],
): ReceiptData {
  if (open && open.kind === next.kind && open.visitor === next.visitor)
    return { ...open, lines: [...open.lines, line] };
  return { ...next, at: new Date(), lines: [line] };
}

/**
 * The check-out and check-in receipts (issue 29): each title and barcode (with its due date, on
 * loan), the branch, and the card's last 4 digits only (never the member's name or e-mail). On
 * screen under its desk form; Print receipt prints it alone (printAlone).
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
        <p>
          {t(`receipt.${receipt.kind}`)}
          <br />
          {receipt.cardLast4 ? t('receipt.card', { last4: receipt.cardLast4 }) : t('receipt.noCard')}
        </p>
        <ol className="desk-receipt-lines">
          {receipt.lines.map((line) => (
            <li key={line.barcode}>
              <span dir="auto">{line.title}</span>{' '}
              <span className="desk-code" dir="ltr">
                ({line.barcode})
              </span>
              <br />
              {line.dueAt ? t('receipt.due', { date: formatDate(line.dueAt, i18n.language) }) : t('receipt.returned')}
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
