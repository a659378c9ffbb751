import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckIn } from '../hooks/use-desk';
import { titleFor } from '../lib/title-for';
import { CopyScanPanel } from './copy-scan-panel';
import { EmailReceiptToggle, receiptNote } from './email-receipt-toggle';
import { Receipt, withLine, type ReceiptData } from './receipt';

/**
 * Check In: the copy's loan closes; it goes back to the shelf, or to a member's hold here or at
 * another branch. A return receipt grows per borrower (by their card's last 4 digits); asked, each
 * copy's receipt is also e-mailed to its borrower.
 */
export function CheckInPanel() {
  const { t, i18n } = useTranslation('circulation');
  const checkIn = useCheckIn();
  const [receipt, setReceipt] = useState<ReceiptData | null>(null);
  const [emailReceipt, setEmailReceipt] = useState(false);
  return (
    <CopyScanPanel
      kind="checkIn"
      busy={checkIn.busy}
      run={(barcode) => checkIn.run({ barcode, ...(emailReceipt ? { emailReceipt } : {}) })}
      note={(routed) => receiptNote(routed.receiptEmailed, t)}
      onDone={(routed, barcode) => {
        const cardLast4 = routed.cardLast4 ?? null;
        const line = { title: titleFor(routed, i18n.language), barcode };
        setReceipt((open) =>
          withLine(open, { kind: 'checkIn', visitor: cardLast4 ?? '', branchId: routed.branchId, cardLast4 }, line),
        );
      }}
      after={
        <>
          <EmailReceiptToggle on={emailReceipt} onChange={setEmailReceipt} />
          {receipt ? <Receipt receipt={receipt} /> : null}
        </>
      }
    />
  );
}
