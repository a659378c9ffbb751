import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { meetingNotesSchema } from '@shared/schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import type { Meeting } from '../api/community-model';
import { useSaveMeetingNotes } from '../hooks/use-club-writes';
import { communityErrorMessage } from '../lib/community-errors';

const notesForm = z.pick(meetingNotesSchema, { notes: true });

/** A host writes or edits a meeting's notes, checked as the server checks them; Escape or Cancel keeps them as they were. */
export function NotesForm({ groupId, meeting, onDone }: { groupId: string; meeting: Meeting; onDone: () => void }) {
  const { t } = useTranslation('community');
  const form = useForm<{ notes: string }>({
    resolver: zodResolver(notesForm),
    defaultValues: { notes: meeting.notes },
  });
  const save = useSaveMeetingNotes();
  const [error, setError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async ({ notes }) => {
    setError(null);
    try {
      await save.run({ groupId, meetingId: meeting.id, notes });
      onDone();
    } catch (err) {
      // The words stay in the box to mend and send again.
      setError(communityErrorMessage(err, t, 'community:meetings.saveFailed'));
    }
  });
  return (
    <form
      className="form"
      onSubmit={(e) => void onSubmit(e)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onDone();
      }}
      noValidate
    >
      {error ? <Alert>{error}</Alert> : null}
      <Field
        label={t('meetings.notesLabel')}
        hint={t('meetings.notesHint')}
        error={form.formState.errors.notes?.message}
      >
        <textarea dir="auto" className="textarea" rows={8} autoFocus {...form.register('notes')} />
      </Field>
      <div className="form-actions">
        <Button type="submit" size="sm" busy={save.busy}>
          {save.busy ? t('meetings.saving') : t('meetings.save')}
        </Button>
        <Button variant="secondary" size="sm" onClick={onDone}>
          {t('common:cancel')}
        </Button>
      </div>
    </form>
  );
}
