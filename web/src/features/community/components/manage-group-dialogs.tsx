import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import type { Group } from '../api/community-model';
import { useCloseGroup, useTransferGroup, useUpdateGroup } from '../hooks/use-community-writes';
import { useCreateSubmission } from '../hooks/use-create-submission';
import { useGroupMembers } from '../hooks/use-group';
import { toDateTimeLocal } from '@/lib/format-date';
import { DialogActions } from './dialog-actions';
import {
  GroupDetailsFields,
  groupDetailsFormSchema,
  groupDetailsInput,
  type GroupDetailsForm,
} from './group-details-fields';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  group: Group;
}

/** Edit group: description, current book and next meeting, moderated again by the server. */
export function EditGroupModal({ open, onOpenChange, group }: DialogProps) {
  const { t } = useTranslation('community');
  const form = useForm<GroupDetailsForm>({
    resolver: zodResolver(groupDetailsFormSchema),
    defaultValues: {
      description: group.description,
      currentBook: group.currentBookId
        ? { id: group.currentBookId, title: group.currentBookTitle || group.currentBookId, author: '' }
        : null,
      nextMeeting: group.nextMeeting ? toDateTimeLocal(group.nextMeeting) : '',
      meetingBranch: (group.meetingBranch ?? '') as GroupDetailsForm['meetingBranch'],
      meetingRoom: group.meetingRoom,
      meetingLink: group.meetingLink,
    },
  });
  const { isSubmitting } = form.formState;
  const { error, submit } = useCreateSubmission('community:manage.editFailed', useUpdateGroup(), () =>
    onOpenChange(false),
  );
  const onSubmit = form.handleSubmit((values) => submit({ groupId: group.id, ...groupDetailsInput(values) }));

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('manage.editTitle')}>
      <FormProvider {...form}>
        <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
          {error ? <Alert>{error}</Alert> : null}
          <GroupDetailsFields />
          <DialogActions
            label={isSubmitting ? t('manage.saving') : t('manage.save')}
            busy={isSubmitting}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </FormProvider>
    </Modal>
  );
}

/** Hand over: pick one of the other members; the server checks they still belong. */
export function TransferGroupModal({ open, onOpenChange, group, uid }: DialogProps & { uid: string }) {
  const { t } = useTranslation('community');
  const { items } = useGroupMembers(group.id);
  const others = (items ?? []).filter((m) => m.id !== uid);
  const [chosen, setChosen] = useState('');
  const toUid = others.some((m) => m.id === chosen) ? chosen : (others[0]?.id ?? '');
  const transfer = useTransferGroup();
  const { error, submit } = useCreateSubmission('community:manage.transferFailed', transfer, () => onOpenChange(false));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (toUid) void submit({ groupId: group.id, toUid });
  }

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('manage.transferTitle')}>
      <form className="form" onSubmit={onSubmit} noValidate>
        {error ? <Alert>{error}</Alert> : null}
        {items !== null && others.length === 0 ? (
          <p>{t('manage.transferNobody')}</p>
        ) : (
          <Field label={t('manage.transferTo')} hint={t('manage.transferHint')}>
            <select className="select" value={toUid} onChange={(e) => setChosen(e.target.value)}>
              {others.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.displayName}
                </option>
              ))}
            </select>
          </Field>
        )}
        <DialogActions
          label={t('manage.transferSubmit')}
          busy={transfer.busy}
          disabled={!toUid}
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </Modal>
  );
}

/** Close group, after a confirmation that says what closing means. */
export function CloseGroupModal({ open, onOpenChange, group }: DialogProps) {
  const { t } = useTranslation('community');
  const close = useCloseGroup();
  const { error, submit } = useCreateSubmission('community:manage.closeFailed', close, () => onOpenChange(false));

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('manage.closeTitle', { name: group.name })}
      description={t('manage.closeText')}
    >
      {error ? <Alert>{error}</Alert> : null}
      <div className="form-actions">
        <Button variant="danger" busy={close.busy} onClick={() => void submit({ groupId: group.id })}>
          {t('manage.closeConfirm')}
        </Button>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('common:cancel')}
        </Button>
      </div>
    </Modal>
  );
}
