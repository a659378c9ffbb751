import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { groupDetailsSchema, type GroupDetails } from '@shared/schemas';
import { Field } from '@/components/ui/field';
import type { BookOption } from '../api/community-model';
import { BookPicker } from './book-picker';

/** The group details as the forms hold them: the picked book as an object (to show its title). */
export const groupDetailsFormSchema = z.extend(z.omit(groupDetailsSchema, { currentBookId: true }), {
  currentBook: z.custom<BookOption | null>(),
});
export type GroupDetailsForm = z.infer<typeof groupDetailsFormSchema>;

/** What the callables take: only the book's id, and the meeting as an exact instant. */
export const groupDetailsInput = ({ description, currentBook, nextMeeting }: GroupDetailsForm): GroupDetails => ({
  description,
  currentBookId: currentBook?.id ?? '',
  // datetime-local is local time without a zone: send the exact instant.
  nextMeeting: nextMeeting ? new Date(nextMeeting).toISOString() : '',
});

/**
 * Description, current book and next meeting: the fields Create Reading Group and Edit group
 * share, inside either form's FormProvider.
 */
export function GroupDetailsFields() {
  const { t } = useTranslation('community');
  const { register, control, formState } = useFormContext<GroupDetailsForm>();
  return (
    <>
      <Field label={t('groupForm.description')} error={formState.errors.description?.message}>
        <textarea dir="auto" className="textarea" rows={4} {...register('description')} />
      </Field>
      <Controller
        control={control}
        name="currentBook"
        render={({ field }) => <BookPicker value={field.value} onChange={field.onChange} />}
      />
      <Field label={t('groupForm.nextMeeting')} error={formState.errors.nextMeeting?.message}>
        <input className="input" type="datetime-local" {...register('nextMeeting')} />
      </Field>
    </>
  );
}
