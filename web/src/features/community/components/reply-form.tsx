import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { replyInputSchema } from '@shared/schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useReplySubmission } from '../hooks/use-reply-submission';
import { communityErrorMessage } from '../lib/community-errors';
import type { Milestone } from '@shared/documents/community';
import { MilestoneSelect } from './milestone-select';

const formSchema = z.pick(replyInputSchema, { content: true });

const PHASE_LABEL = {
  idle: 'replyForm.submit',
  validating: 'replyForm.validating',
  sending: 'replyForm.sending',
  generating: 'replyForm.generating',
} as const;

/** The reply form; its button walks through Validating, Sending and Generating AI Response. */
export function ReplyForm({
  discussionId,
  visibleReplyIds,
  club,
}: {
  discussionId: string;
  visibleReplyIds: ReadonlySet<string>;
  /** In a book club's thread: from the thread's milestone up to how far the member has read. */
  club?: { milestones: readonly Milestone[]; floor: number; highest: number; own: number };
}) {
  const { t } = useTranslation('community');
  const { phase, submit, timedOut } = useReplySubmission(discussionId, visibleReplyIds);
  const [error, setError] = useState<string | null>(null);
  const [held, setHeld] = useState(false);
  const form = useForm<{ content: string }>({ resolver: zodResolver(formSchema), defaultValues: { content: '' } });
  const busy = phase !== 'idle';
  const [milestone, setMilestone] = useState<number | null>(null);
  const at = club ? (milestone ?? Math.min(Math.max(club.floor, club.own), club.highest)) : undefined;

  const onSubmit = form.handleSubmit(async ({ content }) => {
    setError(null);
    setHeld(false);
    try {
      setHeld((await submit(content, at)).held);
      form.reset();
    } catch (err) {
      // Nothing was saved (the mutation logged why); the text stays in the box to be sent again.
      setError(communityErrorMessage(err, t, 'community:replyForm.failed'));
    }
  });

  return (
    <form className="form reply-form" onSubmit={(e) => void onSubmit(e)} noValidate>
      {error ? <Alert>{error}</Alert> : null}
      <Field label={t('replyForm.label')} error={form.formState.errors.content?.message}>
        <textarea dir="auto" className="textarea" rows={4} {...form.register('content')} />
      </Field>
      {club && at !== undefined && club.highest > club.floor ? (
        <MilestoneSelect
          milestones={club.milestones}
          floor={club.floor}
          highest={club.highest}
          value={at}
          onChange={setMilestone}
        />
      ) : null}
      <div className="form-actions">
        <Button type="submit" busy={busy}>
          {t(PHASE_LABEL[phase])}
        </Button>
      </div>
      {held ? (
        <p className="field-hint" role="status">
          {t('replyForm.held')}
        </p>
      ) : null}
      {timedOut ? (
        <p className="field-hint" role="status">
          {t('replyForm.slow')}
        </p>
      ) : null}
    </form>
  );
}
