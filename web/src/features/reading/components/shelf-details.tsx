import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { safeParse } from 'zod/mini';
import { PROGRESS_UNITS, type ShelfChoice } from '@shared/documents/reading';
import { shelfEntryInputSchema } from '@shared/reading-schemas';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';

interface DetailsForm {
  startedOn: string;
  finishedOn: string;
  timesRead: number;
  progressUnit: 'none' | (typeof PROGRESS_UNITS)[number];
  progressValue: string;
}

/** The form's fields as the entry's (the shared schema checks the result, as the rules do). */
function choiceOf(entry: ShelfChoice, form: DetailsForm): ShelfChoice {
  return {
    ...entry,
    startedOn: form.startedOn,
    finishedOn: entry.shelf === 'read' ? form.finishedOn : '',
    timesRead: Number(form.timesRead),
    progress:
      form.progressUnit === 'none' || form.progressValue.trim() === ''
        ? null
        : { unit: form.progressUnit, value: Number(form.progressValue) },
  };
}

/**
 * Dates, re-reads and progress of a shelf entry, behind a disclosure: a tap on a shelf already
 * fills the usual ones (shelf-moves.ts); this is for the reader who wants to set them.
 */
export function ShelfDetails({
  entry,
  busy,
  onSave,
}: {
  entry: ShelfChoice;
  busy: boolean;
  onSave: (choice: ShelfChoice) => void;
}) {
  const { t } = useTranslation('reading');
  const form = useForm<DetailsForm>({
    values: {
      startedOn: entry.startedOn,
      finishedOn: entry.finishedOn,
      timesRead: entry.timesRead,
      progressUnit: entry.progress?.unit ?? 'none',
      progressValue: entry.progress ? String(entry.progress.value) : '',
    },
  });
  // The shared schema judges the entry the form makes (the rules check the same); each message
  // lands on the field it is about.
  const submit = form.handleSubmit((values) => {
    const result = safeParse(shelfEntryInputSchema, choiceOf(entry, values));
    if (result.success) return onSave(result.data);
    for (const issue of result.error.issues) {
      const field = issue.path[0] === 'progress' ? 'progressValue' : (issue.path[0] as keyof DetailsForm);
      const message = issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
      form.setError(field, { message });
    }
  });
  const errors = form.formState.errors;
  const unit = useWatch({ control: form.control, name: 'progressUnit' });
  const showProgress = entry.shelf === 'reading' || entry.shelf === 'dnf';
  return (
    <details className="reading-details" data-testid="shelf-details">
      <summary>{t('details.summary')}</summary>
      <form className="reading-details-form" noValidate onSubmit={submit}>
        {entry.shelf !== 'want' ? (
          <Field label={t('details.startedOn')} error={errors.startedOn?.message}>
            <input type="date" className="input" {...form.register('startedOn')} />
          </Field>
        ) : null}
        {entry.shelf === 'read' ? (
          <>
            <Field label={t('details.finishedOn')} error={errors.finishedOn?.message}>
              <input type="date" className="input" {...form.register('finishedOn')} />
            </Field>
            <Field label={t('details.timesRead')} error={errors.timesRead?.message}>
              <input type="number" className="input" min={0} max={999} {...form.register('timesRead')} />
            </Field>
          </>
        ) : null}
        {showProgress ? (
          <div className="reading-progress">
            <Field label={t('details.progressUnit')}>
              <select className="input" {...form.register('progressUnit')}>
                <option value="none">{t('details.noProgress')}</option>
                {PROGRESS_UNITS.map((u) => (
                  <option key={u} value={u}>
                    {t(`details.unit.${u}`)}
                  </option>
                ))}
              </select>
            </Field>
            {unit !== 'none' ? (
              <Field label={t(`details.value.${unit}`)} error={errors.progressValue?.message}>
                <input
                  type="number"
                  inputMode="numeric"
                  className="input"
                  min={0}
                  {...form.register('progressValue')}
                />
              </Field>
            ) : null}
          </div>
        ) : null}
        {entry.shelf === 'want' ? <p className="reading-muted">{t('details.nothingForWant')}</p> : null}
        {entry.shelf !== 'want' ? (
          <div className="form-actions">
            <Button type="submit" variant="secondary" busy={busy}>
              {t('details.save')}
            </Button>
          </div>
        ) : null}
      </form>
    </details>
  );
}
