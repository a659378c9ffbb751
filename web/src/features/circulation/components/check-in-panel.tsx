import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckIn } from '../hooks/use-desk';
import { titleFor } from '../lib/title-for';
import { CopyScanPanel } from './copy-scan-panel';
import { Receipt, withLine, type ReceiptData } from './receipt';

/**
 * Check In: the copy's loan closes; it goes back to the shelf, or to a member's hold here or at
 * another branch. A return receipt grows per borrower (by their card's last 4 digits).
 */
export function CheckInPanel() {
  const { i18n } = useTranslation();
  const checkIn = useCheckIn();
  const [receipt, setReceipt] = useState<ReceiptData | null>(null);
  return (
    <CopyScanPanel
      kind="checkIn"
      busy={checkIn.busy}
      run={(barcode) => checkIn.run({ barcode })}
      onDone={(routed, barcode) => {
        const cardLast4 = routed.cardLast4 ?? null;
        const line = { title: titleFor(routed, i18n.language), barcode };
        setReceipt((open) =>
          withLine(open, { kind: 'checkIn', visitor: cardLast4 ?? '', branchId: routed.branchId, cardLast4 }, line),
        );
      }}
      after={receipt ? <Receipt receipt={receipt} /> : null}
    />
  );
}
