import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ScanLog, type ScanResult } from './scan-log';

/** One of the desk's scan forms (Check Out, Check In): its fields, its button and what its scans said. */
export function DeskPanel({
  title,
  submitLabel,
  busyLabel,
  busy,
  onSubmit,
  results,
  after,
  children,
}: {
  title: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  results: readonly ScanResult[];
  /** Below the scan log (Check Out's receipt). */
  after?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="card desk-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <form className="form desk-form" onSubmit={onSubmit} noValidate>
        {children}
        {/* Never disabled: Enter in a field must always reach submit (a busy desk ignores it there). */}
        <Button type="submit" aria-busy={busy || undefined}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </form>
      <ScanLog results={results} label={title} />
      {after}
    </section>
  );
}
