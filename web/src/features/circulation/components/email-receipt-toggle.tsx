import { useTranslation } from 'react-i18next';

/**
 * "E-mail the receipt": asked by the member at the desk, kept on for the next scans until turned
 * off. The server e-mails each copy's receipt to a confirmed address only (functions/src/mail/).
 */
export function EmailReceiptToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation('circulation');
  return (
    <label className="checkbox">
      <input type="checkbox" checked={on} onChange={(event) => onChange(event.target.checked)} />
      <span>{t('emailReceipt.label')}</span>
    </label>
  );
}

/** What the scan's message adds about the e-mailed receipt, when one was asked for ('' otherwise). */
export function receiptNote(emailed: boolean | undefined, t: (key: string) => string): string {
  if (emailed === undefined) return '';
  return ` ${t(emailed ? 'emailReceipt.sent' : 'emailReceipt.notSent')}`;
}
