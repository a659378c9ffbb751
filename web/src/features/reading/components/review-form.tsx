import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REVIEW_MAX, type Visibility } from '@shared/documents/reading';
import { reviewFormSchema, type ReviewForm as ReviewFormValues } from '@shared/reading-schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useWriteReview } from '../hooks/use-reading';
import { readingErrorMessage } from '../lib/reading-errors';
import { VisibilitySelect } from './visibility-select';

/**
 * Write or change a review: the words (checked as the server checks them), the spoiler flag and
 * who sees it. On a refusal the words stay in the form with the reason; nothing is lost.
 */
export function ReviewForm({
  bookId,
  initial,
  onDone,
}: {
  bookId: string;
  initial: ReviewFormValues & { visibility: Visibility; editing: boolean };
  onDone: () => void;
}) {
  const { t } = useTranslation('reading');
  const write = useWriteReview();
  const [visibility, setVisibility] = useState<Visibility>(initial.visibility);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ReviewFormValues>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: { text: initial.text, spoiler: initial.spoiler },
  });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await write.run({ bookId, text: values.text, spoiler: values.spoiler, visibility });
      onDone();
    } catch (err) {
      setFailure(readingErrorMessage(err, t, 'reading:errors.reviewGeneric'));
    }
  });

  return (
    <form className="review-form" noValidate onSubmit={(e) => void submit(e)} data-testid="review-form">
      <Field
        label={t('reviews.label')}
        hint={t('reviews.hint', { max: REVIEW_MAX })}
        error={form.formState.errors.text?.message}
      >
        <textarea dir="auto" className="textarea" rows={5} maxLength={REVIEW_MAX} {...form.register('text')} />
      </Field>
      <label className="checkbox">
        <input type="checkbox" {...form.register('spoiler')} /> {t('reviews.spoiler')}
      </label>
      <VisibilitySelect
        label={t('reviews.visibility')}
        value={visibility}
        onChange={setVisibility}
        testId="review-visibility"
      />
      {failure ? <Alert>{failure}</Alert> : null}
      <div className="form-actions">
        <Button type="submit" busy={write.busy}>
          {write.busy ? t('reviews.posting') : initial.editing ? t('reviews.save') : t('reviews.post')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('reviews.cancel')}
        </Button>
      </div>
    </form>
  );
}
