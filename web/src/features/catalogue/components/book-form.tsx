import { zodResolver } from '@hookform/resolvers/zod';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { z } from 'zod/mini';
import { FORMATS, MAX_MOODS } from '@shared/constants';
import { bookInputSchema, type BookInput } from '@shared/schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { errorDetails } from '@/lib/callable-errors';
import { useGenerateMetadata } from '../hooks/use-book-writes';
import { MoodPicker } from './mood-picker';
import { TagInput } from './tag-input';

type FormValues = z.input<typeof bookInputSchema>;

export const EMPTY_BOOK: BookInput = {
  title: '',
  author: '',
  description: '',
  coverUrl: '',
  formats: [],
  tags: [],
  moods: [],
  available: true,
  aiGenerated: false,
};

/**
 * The add and edit form (spec sections 2 and 5). Validation is the shared bookInputSchema, the same
 * one the rules mirror. "Book is available" appears only when editing: new books start available.
 */
export function BookForm({
  mode,
  initial,
  cancelTo,
  circulationAvailable,
  onSave,
}: {
  mode: 'add' | 'edit';
  initial: BookInput;
  cancelTo: string;
  /**
   * Set when the book has copies or licences: circulation then owns "available" (the rules refuse a
   * change) and the toggle shows this live value, read-only. The caller's save must leave it alone.
   */
  circulationAvailable?: boolean | undefined;
  /** Saves the book; a thrown error's message is shown above the buttons. */
  onSave: (book: BookInput) => Promise<void>;
}) {
  const { t } = useTranslation('catalogue');
  const { t: tErrors } = useTranslation('errors');
  const [saveError, setSaveError] = useState<string | null>(null);
  const [generateError, setGenerateError] = useState<string | null>(null);
  const [generated, setGenerated] = useState(false);
  const generateMetadata = useGenerateMetadata();
  const generating = generateMetadata.busy;
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, BookInput>({ resolver: zodResolver(bookInputSchema), defaultValues: initial });

  async function generate() {
    setGenerateError(null);
    const title = getValues('title').trim();
    const author = getValues('author').trim();
    if (!title || !author) {
      setGenerateError(t('form.generateNeedsTitleAuthor'));
      return;
    }
    try {
      const result = await generateMetadata.run({ title, author });
      setValue('description', result.description, { shouldDirty: true, shouldValidate: true });
      setValue('tags', result.tags, { shouldDirty: true });
      setValue('moods', result.moods.slice(0, MAX_MOODS), { shouldDirty: true, shouldValidate: true });
      setValue('aiGenerated', true, { shouldDirty: true });
      setGenerated(true);
    } catch (err) {
      const reason = errorDetails(err)?.reason;
      setGenerateError(
        reason === 'ai-parse-failed'
          ? t('form.generateParseFailed')
          : reason === 'rate-limited'
            ? tErrors('rateLimited')
            : reason === 'ai-budget-spent'
              ? tErrors('aiBudgetSpent')
              : t('form.generateFailed'),
      );
    }
  }

  const submit = handleSubmit(async (values) => {
    setSaveError(null);
    try {
      await onSave(values);
    } catch (err) {
      const message = err instanceof Error && err.message ? err.message : null;
      setSaveError(message ?? (mode === 'add' ? t('form.addFailed') : t('form.updateFailed')));
    }
  });

  return (
    <form className="form book-form" onSubmit={submit} noValidate>
      <Field label={t('form.title')} error={errors.title?.message}>
        <input className="input" autoComplete="off" {...register('title')} />
      </Field>
      <Field label={t('form.author')} error={errors.author?.message}>
        <input className="input" autoComplete="off" {...register('author')} />
      </Field>
      <Field label={t('form.description')} error={errors.description?.message}>
        <textarea className="textarea" rows={5} {...register('description')} />
      </Field>
      <div className="book-form-generate">
        <Button variant="secondary" onClick={generate} busy={generating}>
          <Sparkles size={16} aria-hidden="true" /> {generating ? t('form.generating') : t('form.generate')}
        </Button>
        {generateError ? <Alert>{generateError}</Alert> : null}
        {generated && !generateError ? <Alert tone="info">{t('form.generated')}</Alert> : null}
      </div>
      {/* The cover schema is a union (empty, a site cover, or a URL): its failure means "not a URL". */}
      <Field
        label={t('form.coverUrl')}
        error={errors.coverUrl ? 'validation.url' : undefined}
        hint={t('form.coverUrlHint')}
      >
        <input className="input" type="url" inputMode="url" autoComplete="off" {...register('coverUrl')} />
      </Field>
      <fieldset>
        <legend>{t('form.formats')}</legend>
        <div className="checkbox-row">
          {FORMATS.map((format) => (
            <label key={format} className="checkbox">
              <input type="checkbox" value={format} {...register('formats')} />
              {t(`format.${format}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <Controller
        control={control}
        name="tags"
        render={({ field, fieldState }) => (
          <Field
            label={t('form.tags')}
            hint={t('form.tagsHint')}
            error={fieldState.error?.message ?? errors.tags?.root?.message}
          >
            <TagInput value={field.value} onChange={field.onChange} />
          </Field>
        )}
      />
      <Controller
        control={control}
        name="moods"
        render={({ field, fieldState }) => (
          <fieldset>
            <legend>{t('form.moods')}</legend>
            <p className="field-hint">{t('form.moodsHint')}</p>
            <MoodPicker value={field.value} onChange={field.onChange} />
            {fieldState.error?.message ? (
              <p className="field-error">{t(fieldState.error.message.replace('.', ':'))}</p>
            ) : null}
          </fieldset>
        )}
      />
      {mode === 'edit' && circulationAvailable !== undefined ? (
        <div className="field">
          <label className="checkbox">
            <input type="checkbox" checked={circulationAvailable} disabled aria-describedby="available-note" />
            {t('form.available')}
          </label>
          <p id="available-note" className="field-hint">
            {t('form.availableFromCirculation')}
          </p>
        </div>
      ) : mode === 'edit' ? (
        <label className="checkbox">
          <input type="checkbox" {...register('available')} />
          {t('form.available')}
        </label>
      ) : null}
      {saveError ? <Alert>{saveError}</Alert> : null}
      <div className="form-actions">
        <Button type="submit" busy={isSubmitting}>
          {mode === 'add'
            ? isSubmitting
              ? t('form.adding')
              : t('form.add')
            : isSubmitting
              ? t('form.saving')
              : t('form.save')}
        </Button>
        <Link to={cancelTo} className="btn btn-secondary">
          {t('cancel')}
        </Link>
      </div>
    </form>
  );
}
