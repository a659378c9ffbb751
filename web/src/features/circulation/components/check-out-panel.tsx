import { forwardRef, useImperativeHandle, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { errorDetails } from '@/lib/callable-errors';
import { formatDate } from '@/lib/format-date';
import { useCheckOut } from '../hooks/use-desk';
import { barcodeError, emailError } from '../lib/desk-input';
import { refusalMessage } from '../lib/refusal';
import { titleFor } from '../lib/title-for';
import { BarcodeInput, selectForNextScan, withoutScanned } from './barcode-input';
import { DeskPanel } from './desk-panel';
import { useScanLog } from './scan-log';
import { EmailReceiptToggle, receiptNote } from './email-receipt-toggle';
import { Receipt, withLine, type ReceiptData } from './receipt';
import { OverrideForm, type Overridable } from './override-form';

/** The refusals staff may lend past, with a reason (the audit log keeps it). */
const OVERRIDABLE = new Set<string>(['overdue-block', 'loan-limit']);

/**
 * Check Out: the copy's barcode and the member's e-mail. Enter in either field moves on to the
 * other while that one is empty, and submits once both are filled in. After a loan the barcode
 * clears and keeps focus while the e-mail stays, so the member's next copy is one scan. A refusal
 * keeps both fields as typed (the barcode selected, so the next scan replaces it). A refusal for
 * the member's overdue block or loan limit offers Lend anyway, with a reason (override-form.tsx).
 */
/** What the desk does with Check Out: focus its barcode field; serve a member found by Find Member. */
export interface CheckOutHandle {
  focus: () => void;
  /** Fills in the member's e-mail and moves to the barcode: their copies are then one scan each. */
  serve: (email: string) => void;
}

export const CheckOutPanel = forwardRef<CheckOutHandle, { onLent?: (email: string) => void }>(function CheckOutPanel(
  { onLent },
  ref,
) {
  const { t, i18n } = useTranslation('circulation');
  const checkOut = useCheckOut();
  const [barcode, setBarcode] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ barcode?: string | undefined; email?: string | undefined }>({});
  const [results, addResult] = useScanLog();
  const [receipt, setReceipt] = useState<ReceiptData | null>(null);
  /** The last refusal, when staff may lend past it: the copy and member it was for. */
  const [overridable, setOverridable] = useState<Overridable | null>(null);
  const [emailReceipt, setEmailReceipt] = useState(false);
  const barcodeField = useRef<HTMLInputElement>(null);
  const emailField = useRef<HTMLInputElement>(null);
  useImperativeHandle(
    ref,
    () => ({
      focus: () => barcodeField.current?.focus(),
      serve: (address: string) => {
        setEmail(address);
        setErrors({});
        barcodeField.current?.focus();
      },
    }),
    [],
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (checkOut.busy) return;
    const found = { barcode: barcodeError(barcode), email: emailError(email) };
    const fromEmail = document.activeElement === emailField.current;
    // Enter in a good field while the other is still empty moves there, without complaint.
    if (!fromEmail && !found.barcode && !email.trim()) {
      setErrors({});
      emailField.current?.focus();
      return;
    }
    if (fromEmail && !found.email && !barcode.trim()) {
      setErrors({});
      barcodeField.current?.focus();
      return;
    }
    setErrors(found);
    if (found.barcode || found.email) {
      (found.barcode ? barcodeField : emailField).current?.focus();
      return;
    }
    await lend(barcode.trim(), email.trim());
  }

  /** Lends the copy to the member (past a limit when `overrideReason` says why); the receipt grows. */
  async function lend(code: string, member: string, overrideReason?: string) {
    setOverridable(null);
    try {
      const loan = await checkOut.run({
        barcode: code,
        email: member,
        ...(overrideReason ? { overrideReason } : {}),
        ...(emailReceipt ? { emailReceipt } : {}),
      });
      const line = { title: titleFor(loan, i18n.language), barcode: code, dueAt: new Date(loan.dueAt) };
      setReceipt((open) =>
        withLine(open, { kind: 'checkOut', visitor: member, branchId: loan.branchId, cardLast4: loan.cardLast4 }, line),
      );
      addResult(
        'success',
        t(overrideReason ? 'checkOut.doneOverride' : 'checkOut.done', {
          title: titleFor(loan, i18n.language),
          barcode: code,
          name: loan.memberName,
          date: formatDate(new Date(loan.dueAt), i18n.language),
        }) + receiptNote(loan.receiptEmailed, t),
      );
      setBarcode(withoutScanned(barcode));
      barcodeField.current?.focus();
      onLent?.(member);
    } catch (err) {
      addResult('error', t('refused', { barcode: code, reason: refusalMessage(err, t) }));
      const reason = errorDetails(err)?.reason;
      if (!overrideReason && reason && OVERRIDABLE.has(reason))
        setOverridable({ barcode: code, email: member, reason: reason as Overridable['reason'] });
      selectForNextScan(barcodeField.current);
    }
  }

  return (
    <DeskPanel
      title={t('checkOut.title')}
      submitLabel={t('checkOut.submit')}
      busyLabel={t('checkOut.busy')}
      busy={checkOut.busy}
      onSubmit={submit}
      results={results}
      after={
        <>
          {overridable ? (
            <OverrideForm
              key={`${overridable.barcode}|${overridable.email}`}
              refused={overridable}
              busy={checkOut.busy}
              onOverride={(reason) => lend(overridable.barcode, overridable.email, reason)}
              onDismiss={() => {
                setOverridable(null);
                barcodeField.current?.focus();
              }}
            />
          ) : null}
          <EmailReceiptToggle on={emailReceipt} onChange={setEmailReceipt} />
          {receipt ? <Receipt receipt={receipt} /> : null}
        </>
      }
    >
      <Field label={t('barcode')} error={errors.barcode}>
        <BarcodeInput
          ref={barcodeField}
          enterKeyHint="next"
          value={barcode}
          onChange={(event) => setBarcode(event.target.value)}
        />
      </Field>
      <Field label={t('checkOut.email')} hint={t('checkOut.emailHint')} error={errors.email}>
        <input
          ref={emailField}
          className="input"
          type="email"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="done"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
    </DeskPanel>
  );
});
