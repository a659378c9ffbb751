import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { MAX_MILESTONES } from '@shared/constants';
import { clubScheduleSchema, type MilestoneInput } from '@shared/schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import type { Group } from '../api/community-model';
import { useSetClubSchedule } from '../hooks/use-club-writes';
import { useCreateSubmission } from '../hooks/use-create-submission';
import { DialogActions } from './dialog-actions';

const formSchema = z.pick(clubScheduleSchema, { milestones: true });
type ScheduleForm = { milestones: MilestoneInput[] };

/**
 * The creator's reading schedule: milestones in reading order, each a label ("Chapters 1-9") and
 * an optional due day. The server moderates the labels and keeps every milestone a post or a
 * member is at (schedule-in-use).
 */
export function ScheduleDialog({
  open,
  onOpenChange,
  group,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  group: Group;
}) {
  const { t } = useTranslation('community');
  const form = useForm<ScheduleForm>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      milestones: group.schedule.length
        ? group.schedule.map(({ label, dueOn }) => ({ label, dueOn }))
        : [{ label: t('club.finished'), dueOn: '' }],
    },
  });
  // Rows by a stable key, kept by hand: useFieldArray would put its code into the form chunk every
  // route with a form loads (+1.5 KB gzip on /profile), for this one dialog.
  const [rows, setRows] = useState(() => form.getValues('milestones').map((_, i) => i));
  const [nextKey, setNextKey] = useState(rows.length);
  const append = () => {
    form.setValue(`milestones.${rows.length}`, { label: '', dueOn: '' });
    setRows([...rows, nextKey]);
    setNextKey(nextKey + 1);
  };
  const remove = (index: number) => {
    form.setValue(
      'milestones',
      form.getValues('milestones').filter((_, i) => i !== index),
    );
    setRows(rows.filter((_, i) => i !== index));
  };
  const { errors, isSubmitting } = form.formState;
  const { error, submit } = useCreateSubmission('community:club.scheduleFailed', useSetClubSchedule(), () =>
    onOpenChange(false),
  );
  const onSubmit = form.handleSubmit(({ milestones }) => submit({ groupId: group.id, milestones }));

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('club.editSchedule')}>
      <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
        {error ? <Alert>{error}</Alert> : null}
        <p className="field-hint">{t('club.scheduleHint')}</p>
        <ol className="schedule-fields">
          {rows.map((key, i) => (
            <li key={key} className="schedule-field">
              <Field label={t('club.milestoneLabel', { n: i + 1 })} error={errors.milestones?.[i]?.label?.message}>
                <input dir="auto" className="input" autoComplete="off" {...form.register(`milestones.${i}.label`)} />
              </Field>
              <Field label={t('club.dueLabel')} error={errors.milestones?.[i]?.dueOn?.message}>
                <input type="date" className="input" {...form.register(`milestones.${i}.dueOn`)} />
              </Field>
              <Button
                type="button"
                size="sm"
                variant="secondary"
                disabled={rows.length === 1}
                onClick={() => remove(i)}
                aria-label={t('club.removeMilestone', { n: i + 1 })}
              >
                <Trash2 size={16} aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
        <Button type="button" size="sm" variant="secondary" disabled={rows.length >= MAX_MILESTONES} onClick={append}>
          <Plus size={16} aria-hidden="true" /> {t('club.addMilestone')}
        </Button>
        <DialogActions
          label={isSubmitting ? t('manage.saving') : t('manage.save')}
          busy={isSubmitting}
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </Modal>
  );
}
