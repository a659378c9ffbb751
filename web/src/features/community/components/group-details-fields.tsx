import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { BRANCH_IDS } from '@shared/constants';
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
export const groupDetailsInput = ({
  description,
  currentBook,
  nextMeeting,
  meetingBranch = '',
  meetingRoom = '',
  meetingLink = '',
}: GroupDetailsForm): GroupDetails => ({
  description,
  currentBookId: currentBook?.id ?? '',
  // datetime-local is local time without a zone: send the exact instant.
  nextMeeting: nextMeeting ? new Date(nextMeeting).toISOString() : '',
  meetingBranch,
  meetingRoom: meetingBranch ? meetingRoom : '',
  meetingLink,
});

/**
 * Description, current book, next meeting and where it is (a branch and room, and/or a link): the
 * fields Create Reading Group and Edit group share, inside either form's FormProvider.
 */
export function GroupDetailsFields() {
  const { t } = useTranslation('community');
  const { register, control, formState } = useFormContext<GroupDetailsForm>();
  const branch = useWatch({ control, name: 'meetingBranch' });
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
      <Field label={t('groupForm.meetingBranch')}>
        <select className="select" {...register('meetingBranch')}>
          <option value="">{t('groupForm.noBranch')}</option>
          {BRANCH_IDS.map((branch) => (
            <option key={branch} value={branch}>
              {t(`common:branches.${branch}`)}
            </option>
          ))}
        </select>
      </Field>
      {branch ? (
        <Field label={t('groupForm.meetingRoom')} error={formState.errors.meetingRoom?.message}>
          <input dir="auto" className="input" autoComplete="off" {...register('meetingRoom')} />
        </Field>
      ) : null}
      <Field
        label={t('groupForm.meetingLink')}
        hint={t('groupForm.meetingLinkHint')}
        error={formState.errors.meetingLink?.message}
      >
        <input className="input" type="url" dir="ltr" autoComplete="off" {...register('meetingLink')} />
      </Field>
    </>
  );
}
