import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { discussionInputSchema, replyInputSchema, type PostTarget } from '@shared/schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useEditPost } from '../hooks/use-post-writes';
import { communityErrorMessage } from '../lib/community-errors';

const replyForm = z.pick(replyInputSchema, { content: true });

/**
 * Edit a discussion (title and content) or a reply in place, with the same checks as creating one;
 * the server moderates the new text again. Escape or Cancel leaves the post unchanged.
 */
export function EditPostForm({
  target,
  initial,
  onDone,
}: {
  target: PostTarget;
  initial: { title: string; content: string };
  onDone: (held: boolean | null) => void;
}) {
  const { t } = useTranslation('community');
  const isDiscussion = target.kind === 'discussion';
  const form = useForm<{ title: string; content: string }>({
    // The same schemas as Start Discussion and Post Reply.
    resolver: zodResolver(isDiscussion ? discussionInputSchema : z.extend(replyForm, { title: z.string() })),
    defaultValues: initial,
  });
  const edit = useEditPost();
  const [error, setError] = useState<string | null>(null);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ title, content }) => {
    setError(null);
    try {
      const result = await edit.run(isDiscussion ? { target, title, content } : { target, content });
      onDone(result.held);
    } catch (err) {
      setError(communityErrorMessage(err, t, 'community:editForm.failed'));
    }
  });

  return (
    <form
      className="form edit-post-form"
      onSubmit={(e) => void onSubmit(e)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onDone(null);
      }}
      noValidate
      aria-label={t(isDiscussion ? 'editForm.discussionLabel' : 'editForm.replyLabel')}
    >
      {error ? <Alert>{error}</Alert> : null}
      {isDiscussion ? (
        <Field label={t('discussionForm.title')} error={errors.title?.message}>
          <input dir="auto" className="input" autoComplete="off" {...form.register('title')} />
        </Field>
      ) : null}
      <Field label={t(isDiscussion ? 'discussionForm.content' : 'replyForm.label')} error={errors.content?.message}>
        {/* Focus lands in the text to edit, as the Edit button goes away. */}
        <textarea dir="auto" className="textarea" rows={isDiscussion ? 6 : 4} autoFocus {...form.register('content')} />
      </Field>
      <div className="form-actions">
        <Button type="submit" size="sm" busy={edit.busy}>
          {edit.busy ? t('editForm.saving') : t('editForm.save')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onDone(null)}>
          {t('common:cancel')}
        </Button>
      </div>
    </form>
  );
}
