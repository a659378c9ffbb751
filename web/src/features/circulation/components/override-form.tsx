import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { safeParse } from 'zod/mini';
import { checkOutSchema } from '@shared/desk-schemas';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';

/** A check-out the server refused for a limit staff may lend past. */
export interface Overridable {
  barcode: string;
  email: string;
  reason: 'overdue-block' | 'loan-limit';
}

const reasonSchema = checkOutSchema.shape.overrideReason;

/**
 * Lend anyway: staff lend past the member's overdue block or loan limit, and say why. The reason
 * is required (checked with the callable's own schema) and kept in the audit log with the loan.
 * Focus moves here when it opens, so the desk answers it from the keyboard; Escape dismisses it.
 */
export function OverrideForm({
  refused,
  busy,
  onOverride,
  onDismiss,
}: {
  refused: Overridable;
  busy: boolean;
  onOverride: (reason: string) => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('circulation');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const field = useRef<HTMLTextAreaElement>(null);
  const headingId = useId();
  useEffect(() => field.current?.focus(), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = safeParse(reasonSchema, reason);
    setError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (checked.success && checked.data) onOverride(checked.data);
    else field.current?.focus();
  }

  return (
    <form
      className="desk-override"
      aria-labelledby={headingId}
      onSubmit={submit}
      noValidate
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDismiss();
      }}
      data-testid="desk-override"
    >
      <h3 id={headingId}>{t('override.title')}</h3>
      <p className="desk-override-why">{t(`override.why.${refused.reason}`)}</p>
      <Field label={t('override.reason')} hint={t('override.hint')} error={error}>
        <textarea ref={field} className="input" rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
      </Field>
      <div className="desk-override-actions">
        <Button type="submit" aria-busy={busy || undefined}>
          {t('override.submit')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDismiss}>
          {t('override.dismiss')}
        </Button>
      </div>
    </form>
  );
}
