import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { formatDate } from '@/lib/format-date';
import { useCheckIn } from '../hooks/use-desk';
import { barcodeError } from '../lib/desk-input';
import { refusalMessage } from '../lib/refusal';
import { titleFor } from '../lib/title-for';
import { BarcodeInput, selectForNextScan, withoutScanned } from './barcode-input';
import { DeskPanel } from './desk-panel';
import { useScanLog } from './scan-log';

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
      const said = { title: titleFor(copy, i18n.language), barcode: code };
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
      setBarcode(withoutScanned(barcode));
      field.current?.focus();
    } catch (err) {
      addResult('error', t('refused', { barcode: code, reason: refusalMessage(err, t) }));
      selectForNextScan(field.current);
    }
  }

  return (
    <DeskPanel
      title={t('checkIn.title')}
      submitLabel={t('checkIn.submit')}
      busyLabel={t('checkIn.busy')}
      busy={checkIn.busy}
      onSubmit={submit}
      results={results}
    >
      <Field label={t('barcode')} error={error}>
        <BarcodeInput
          ref={field}
          enterKeyHint="done"
          value={barcode}
          onChange={(event) => setBarcode(event.target.value)}
        />
      </Field>
    </DeskPanel>
  );
}
