import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PROGRESS_UNITS, type ShelfChoice } from '@shared/documents/reading';
import { shelfDetailsSchema, type ShelfDetailsForm } from '@shared/reading-schemas';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';

/** The entry with the form's dates, re-reads and progress (the schema has checked them). */
function choiceOf(entry: ShelfChoice, form: ShelfDetailsForm): ShelfChoice {
  const value = form.progressValue.trim();
  return {
    ...entry,
    startedOn: form.startedOn,
    finishedOn: entry.shelf === 'read' ? form.finishedOn : '',
    timesRead: Number(form.timesRead),
    progress: form.progressUnit === 'none' || value === '' ? null : { unit: form.progressUnit, value: Number(value) },
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
  const form = useForm<ShelfDetailsForm>({
    resolver: zodResolver(shelfDetailsSchema),
    values: {
      startedOn: entry.startedOn,
      finishedOn: entry.finishedOn,
      timesRead: String(entry.timesRead),
      progressUnit: entry.progress?.unit ?? 'none',
      progressValue: entry.progress ? String(entry.progress.value) : '',
    },
  });
  // The shared messages (validation.*) are Field's to word; the reading form's are this namespace's.
  const message = (field: keyof ShelfDetailsForm) => {
    const key = form.formState.errors[field]?.message;
    return key && !key.startsWith('validation.') ? t(key) : key;
  };
  const unit = useWatch({ control: form.control, name: 'progressUnit' });
  const showProgress = entry.shelf === 'reading' || entry.shelf === 'dnf';
  if (entry.shelf === 'want') return null;
  return (
    <details className="reading-details" data-testid="shelf-details">
      <summary>{t('details.summary')}</summary>
      <form
        className="reading-details-form"
        noValidate
        onSubmit={form.handleSubmit((values) => onSave(choiceOf(entry, values)))}
      >
        <Field label={t('details.startedOn')} error={message('startedOn')}>
          <input type="date" className="input" {...form.register('startedOn')} />
        </Field>
        {entry.shelf === 'read' ? (
          <>
            <Field label={t('details.finishedOn')} error={message('finishedOn')}>
              <input type="date" className="input" {...form.register('finishedOn')} />
            </Field>
            <Field label={t('details.timesRead')} error={message('timesRead')}>
              <input
                type="number"
                inputMode="numeric"
                className="input"
                min={0}
                max={999}
                {...form.register('timesRead')}
              />
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
              <Field label={t(`details.value.${unit}`)} error={message('progressValue')}>
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
        <div className="form-actions">
          <Button type="submit" variant="secondary" busy={busy}>
            {t('details.save')}
          </Button>
        </div>
      </form>
    </details>
  );
}
