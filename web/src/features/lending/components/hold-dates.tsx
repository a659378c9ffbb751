import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { safeParse } from 'zod/mini';
import type { HoldDoc } from '@shared/documents/lending';
import { isPaused } from '@shared/lending';
import { holdDayAllowed, libraryDayOf } from '@shared/library-day';
import { MSG, notNeededAfterSchema, pauseHoldSchema } from '@shared/schemas';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import type { WithId } from '../api/lending';
import { usePauseHold, useSetNotNeededAfter } from '../hooks/use-lending';
import { libraryDay } from '../lib/library-day';
import { Refusal, useLendingAction } from './lending-action';

/**
 * Pause a hold until a day, or resume it; a "not needed after" day, or none. For a hold still to
 * come (waiting or on its way), behind a disclosure so the list stays short. Days are the
 * library's (shared/lending.ts libraryDayOf), checked with the callables' own schemas.
 */
export function HoldDates({ hold }: { hold: WithId<HoldDoc> }) {
  const { t } = useTranslation('lending');
  const pause = usePauseHold();
  const notNeeded = useSetNotNeededAfter();
  const { error, act } = useLendingAction();
  const paused = isPaused(hold, new Date());
  return (
    <details className="lending-hold-dates" data-testid="hold-dates">
      <summary>{t('holdDates.summary')}</summary>
      <p className="lending-muted">{t('holdDates.explain')}</p>
      {paused ? (
        <div className="lending-hold-date-row">
          <Button
            variant="secondary"
            busy={pause.busy}
            onClick={() => act(() => pause.run({ holdId: hold.id, until: null }))}
          >
            {t('holdDates.resume')}
          </Button>
        </div>
      ) : (
        <DayForm
          label={t('holdDates.pauseUntil')}
          submit={t('holdDates.pause')}
          busy={pause.busy}
          check={(day) => firstError(pauseHoldSchema.shape.until, day, 1)}
          onDay={(day) => act(() => pause.run({ holdId: hold.id, until: day }))}
          min={1}
        />
      )}
      <DayForm
        label={t('holdDates.notNeededAfter')}
        submit={t('holdDates.save')}
        busy={notNeeded.busy}
        initial={hold.notNeededAfter ? libraryDayOf(hold.notNeededAfter) : ''}
        check={(day) => firstError(notNeededAfterSchema.shape.day, day, 0)}
        onDay={(day) => act(() => notNeeded.run({ holdId: hold.id, day }))}
        min={0}
        extra={
          hold.notNeededAfter ? (
            <Button
              variant="secondary"
              busy={notNeeded.busy}
              onClick={() => act(() => notNeeded.run({ holdId: hold.id, day: null }))}
            >
              {t('holdDates.clear')}
            </Button>
          ) : null
        }
      />
      <Refusal error={error} />
    </details>
  );
}

/** The schema's message for a malformed day, or the same message for a day outside its window. */
function firstError(
  schema: typeof pauseHoldSchema.shape.until | typeof notNeededAfterSchema.shape.day,
  day: string,
  fromDays: 0 | 1,
) {
  const result = safeParse(schema, day);
  if (!result.success) return result.error.issues[0]?.message;
  return holdDayAllowed(day, new Date(), fromDays) ? undefined : fromDays ? MSG.pauseUntil : MSG.notNeededAfter;
}

/** One day field and its button: the day goes to `onDay` once the schema accepts it. */
function DayForm({
  label,
  submit,
  busy,
  initial = '',
  min,
  check,
  onDay,
  extra = null,
}: {
  label: string;
  submit: string;
  busy: boolean;
  initial?: string;
  /** The first day allowed, in days from the library's today (holdDayAllowed says the same). */
  min: 0 | 1;
  check: (day: string) => string | undefined;
  onDay: (day: string) => void;
  /** After the button (Clear the end date). */
  extra?: ReactNode;
}) {
  const [day, setDay] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = check(day);
    setError(invalid);
    if (!invalid) onDay(day);
  };
  return (
    <form className="lending-hold-date-row" onSubmit={onSubmit} noValidate>
      <Field label={label} error={error}>
        <input
          className="input"
          type="date"
          value={day}
          min={libraryDay(min)}
          max={libraryDay('max')}
          onChange={(event) => setDay(event.target.value)}
        />
      </Field>
      <Button type="submit" variant="secondary" busy={busy}>
        {submit}
      </Button>
      {extra}
    </form>
  );
}
