import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { discussionInputSchema, type DiscussionInput } from '@shared/schemas';
import { Alert } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { useCreateDiscussion } from '../hooks/use-community-writes';
import { useCreateSubmission } from '../hooks/use-create-submission';
import type { Milestone } from '@shared/documents/community';
import { DialogActions } from './dialog-actions';
import { MilestoneSelect } from './milestone-select';

/**
 * Start Discussion: moderated and saved by the server under the author's display name. Opened from
 * a group's page (`group`), the discussion goes into that group unless the member picks "the whole
 * community" instead.
 */
export function StartDiscussionModal({
  open,
  onOpenChange,
  group,
  club,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  group?: { id: string; name: string };
  /** In a book club: its schedule and how far the author has read (the discussion's highest milestone). */
  club?: { milestones: readonly Milestone[]; reached: number };
}) {
  const { t } = useTranslation('community');
  const form = useForm<DiscussionInput>({
    resolver: zodResolver(discussionInputSchema),
    defaultValues: { title: '', content: '', groupId: group?.id, milestone: club?.reached },
  });
  const inGroup = !!useWatch({ control: form.control, name: 'groupId' });
  const milestone = useWatch({ control: form.control, name: 'milestone' });
  const { errors, isSubmitting } = form.formState;

  const { error, submit } = useCreateSubmission('community:discussionForm.failed', useCreateDiscussion(), () => {
    form.reset();
    onOpenChange(false);
  });

  // The select's "whole community" option is an empty value: no group (and no milestone) is sent then.
  const onSubmit = form.handleSubmit(({ groupId, milestone, title, content }) =>
    submit(groupId ? { title, content, groupId, ...(club ? { milestone } : {}) } : { title, content }),
  );

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
        {club && club.reached > 0 && inGroup ? (
          <MilestoneSelect
            milestones={club.milestones}
            floor={0}
            highest={club.reached}
            value={milestone ?? club.reached}
            onChange={(m) => form.setValue('milestone', m)}
          />
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
