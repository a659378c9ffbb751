import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { groupInputSchema } from '@shared/schemas';
import { Alert } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { useCreateGroup } from '../hooks/use-community-writes';
import { useCreateSubmission } from '../hooks/use-create-submission';
import { DialogActions } from './dialog-actions';
import { GroupDetailsFields, groupDetailsFormSchema, groupDetailsInput } from './group-details-fields';

const formSchema = z.extend(groupDetailsFormSchema, { name: groupInputSchema.shape.name });
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

  const onSubmit = form.handleSubmit((values) => submit({ name: values.name, ...groupDetailsInput(values) }));

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('groups.create')}>
      <FormProvider {...form}>
        <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
          {error ? <Alert>{error}</Alert> : null}
          <Field label={t('groupForm.name')} error={errors.name?.message}>
            <input dir="auto" className="input" autoComplete="off" {...form.register('name')} />
          </Field>
          <GroupDetailsFields />
          <DialogActions
            label={isSubmitting ? t('groupForm.submitting') : t('groupForm.submit')}
            busy={isSubmitting}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </FormProvider>
    </Modal>
  );
}
