import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { discussionInputSchema, type DiscussionInput } from '@shared/schemas';
import { Alert } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { useCreateDiscussion } from '../hooks/use-community-writes';
import { useCreateSubmission } from '../hooks/use-create-submission';
import { DialogActions } from './dialog-actions';

/**
 * Start Discussion: moderated and saved by the server under the author's display name. Opened from
 * a group's page (`group`), the discussion goes into that group unless the member picks "the whole
 * community" instead.
 */
export function StartDiscussionModal({
  open,
  onOpenChange,
  group,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  group?: { id: string; name: string };
}) {
  const { t } = useTranslation('community');
  const form = useForm<DiscussionInput>({
    resolver: zodResolver(discussionInputSchema),
    defaultValues: { title: '', content: '', groupId: group?.id },
  });
  const { errors, isSubmitting } = form.formState;

  const { error, submit } = useCreateSubmission('community:discussionForm.failed', useCreateDiscussion(), () => {
    form.reset();
    onOpenChange(false);
  });

  // The select's "whole community" option is an empty value: no group is sent then.
  const onSubmit = form.handleSubmit(({ groupId, ...values }) => submit(groupId ? { ...values, groupId } : values));

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('discussions.start')}>
      <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
        {error ? <Alert>{error}</Alert> : null}
        <Field label={t('discussionForm.title')} error={errors.title?.message}>
          <input dir="auto" className="input" autoComplete="off" {...form.register('title')} />
        </Field>
        <Field label={t('discussionForm.content')} error={errors.content?.message}>
          <textarea dir="auto" className="textarea" rows={6} {...form.register('content')} />
        </Field>
        {group ? (
          <Field label={t('discussionForm.group')}>
            <select className="select" {...form.register('groupId', { setValueAs: (v: string) => v || undefined })}>
              <option value={group.id}>{group.name}</option>
              <option value="">{t('discussionForm.noGroup')}</option>
            </select>
          </Field>
        ) : null}
        <DialogActions
          label={isSubmitting ? t('discussionForm.submitting') : t('discussionForm.submit')}
          busy={isSubmitting}
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </Modal>
  );
}
