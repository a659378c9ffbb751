import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CopyRouteResponse } from '@shared/api';
import { Field } from '@/components/ui/field';
import { barcodeError } from '../lib/desk-input';
import { refusalMessage } from '../lib/refusal';
import { routeMessage } from '../lib/route-message';
import { BarcodeInput, selectForNextScan, withoutScanned } from './barcode-input';
import { DeskPanel } from './desk-panel';
import { useScanLog } from './scan-log';

/**
 * A desk form of one barcode (Check In, Send, Receive): a scanner types it and presses Enter. Where
 * the copy goes now (a shelf, the hold shelf for a member, the van to a branch) is said at once;
 * the field then clears for the next scan and keeps focus. A refused barcode stays in the field,
 * selected, so nothing typed is lost and the next scan replaces it.
 */
export function CopyScanPanel({
  kind,
  run,
  busy,
  onDone,
  after,
  note,
}: {
  /** Its texts: circulation:<kind>.title, .submit, .busy. */
  kind: 'checkIn' | 'send' | 'receive';
  run: (barcode: string) => Promise<CopyRouteResponse>;
  busy: boolean;
  /** A scan the server accepted (Check In's return receipt grows). */
  onDone?: (routed: CopyRouteResponse, barcode: string) => void;
  /** Below the scan log (Check In's receipt). */
  after?: ReactNode;
  /** Added to the scan's message (whether the receipt was e-mailed). */
  note?: (routed: CopyRouteResponse) => string;
}) {
  const { t, i18n } = useTranslation('circulation');
  const [barcode, setBarcode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [results, addResult] = useScanLog();
  const field = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const invalid = barcodeError(barcode);
    setError(invalid);
    if (invalid) {
      field.current?.focus();
      return;
    }
    const code = barcode.trim();
    try {
      const routed = await run(code);
      const said = routeMessage(routed, code, t, i18n.language);
      addResult(said.tone, said.text + (note?.(routed) ?? ''));
      onDone?.(routed, code);
      setBarcode(withoutScanned(barcode));
      field.current?.focus();
    } catch (err) {
      addResult('error', t('refused', { barcode: code, reason: refusalMessage(err, t) }));
      selectForNextScan(field.current);
    }
  }

  return (
    <DeskPanel
      title={t(`${kind}.title`)}
      submitLabel={t(`${kind}.submit`)}
      busyLabel={t(`${kind}.busy`)}
      busy={busy}
      onSubmit={submit}
      results={results}
      after={after}
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
