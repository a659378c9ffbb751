import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { formatDate } from '@/lib/format-date';
import { useCheckIn } from '../hooks/use-desk';
import { barcodeError } from '../lib/desk-input';
import { refusalMessage } from '../lib/refusal';
import { ScanLog, useScanLog } from './scan-log';

/**
 * Check In: a scanner types the barcode and presses Enter. The outcome (back to the shelf, or to
 * the hold shelf for a member at a branch) is said at once; the field then clears for the next
 * scan and keeps focus. A refused barcode stays in the field, selected, so nothing typed is lost
 * and the next scan replaces it.
 */
export function CheckInPanel() {
  const { t, i18n } = useTranslation('circulation');
  const checkIn = useCheckIn();
  const [barcode, setBarcode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [results, addResult] = useScanLog();
  const field = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (checkIn.busy) return;
    const invalid = barcodeError(barcode);
    setError(invalid);
    if (invalid) {
      field.current?.focus();
      return;
    }
    const code = barcode.trim();
    try {
      const copy = await checkIn.run({ barcode: code });
      const said = { title: copy.bookTitle, barcode: code };
      addResult(
        copy.outcome === 'hold' ? 'info' : 'success',
        copy.outcome === 'hold'
          ? t('checkIn.toHold', {
              ...said,
              name: copy.holdMemberName ?? '',
              branch: t(`common:branches.${copy.pickupBranchId ?? copy.branchId}`),
              date: copy.readyUntil ? formatDate(new Date(copy.readyUntil), i18n.language) : '',
            })
          : t('checkIn.toShelf', { ...said, branch: t(`common:branches.${copy.branchId}`) }),
      );
      // Whatever was typed after this scan's Enter (a fast next scan) stays.
      setBarcode((current) => (current.startsWith(barcode) ? current.slice(barcode.length) : current));
      field.current?.focus();
    } catch (err) {
      addResult('error', `${code}: ${refusalMessage(err, t)}`);
      field.current?.focus();
      field.current?.select();
    }
  }

  return (
    <section className="card desk-panel" aria-labelledby="check-in-heading">
      <h2 id="check-in-heading">{t('checkIn.title')}</h2>
      <form className="form desk-form" onSubmit={submit} noValidate>
        <Field label={t('barcode')} error={error}>
          <input
            ref={field}
            className="input desk-barcode"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="done"
            value={barcode}
            onChange={(event) => setBarcode(event.target.value)}
          />
        </Field>
        {/* Never disabled: Enter in the field must always reach submit (a busy desk drops it there). */}
        <Button type="submit" aria-busy={checkIn.busy || undefined}>
          {checkIn.busy ? t('checkIn.busy') : t('checkIn.submit')}
        </Button>
      </form>
      <ScanLog results={results} label={t('checkIn.title')} />
    </section>
  );
}
