import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { groupInputSchema } from '@shared/schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import type { BookOption } from '../api/community-model';
import { useCreateGroup } from '../hooks/use-community-writes';
import { useCreateSubmission } from '../hooks/use-create-submission';
import { BookPicker } from './book-picker';

// The form holds the picked book as an object (to show its title); only its id is sent.
const formSchema = z.extend(z.omit(groupInputSchema, { currentBookId: true }), {
  currentBook: z.custom<BookOption | null>(),
});
type FormValues = z.infer<typeof formSchema>;

/** Create Reading Group: the group is moderated and saved by the server; the creator joins it. */
export function CreateGroupModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('community');
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', description: '', nextMeeting: '', currentBook: null },
  });
  const { errors, isSubmitting } = form.formState;

  const { error, submit } = useCreateSubmission('community:groupForm.failed', useCreateGroup(), () => {
    form.reset();
    onOpenChange(false);
  });

  const onSubmit = form.handleSubmit(({ name, description, nextMeeting, currentBook }) =>
    submit({
      name,
      description,
      currentBookId: currentBook?.id ?? '',
      // datetime-local is local time without a zone: send the exact instant.
      nextMeeting: nextMeeting ? new Date(nextMeeting).toISOString() : '',
    }),
  );

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('groups.create')}>
      <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
        {error ? <Alert>{error}</Alert> : null}
        <Field label={t('groupForm.name')} error={errors.name?.message}>
          <input className="input" autoComplete="off" {...form.register('name')} />
        </Field>
        <Field label={t('groupForm.description')} error={errors.description?.message}>
          <textarea className="textarea" rows={4} {...form.register('description')} />
        </Field>
        <Controller
          control={form.control}
          name="currentBook"
          render={({ field }) => <BookPicker value={field.value} onChange={field.onChange} />}
        />
        <Field label={t('groupForm.nextMeeting')} error={errors.nextMeeting?.message}>
          <input className="input" type="datetime-local" {...form.register('nextMeeting')} />
        </Field>
        <div className="form-actions">
          <Button type="submit" busy={isSubmitting}>
            {isSubmitting ? t('groupForm.submitting') : t('groupForm.submit')}
          </Button>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common:cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
