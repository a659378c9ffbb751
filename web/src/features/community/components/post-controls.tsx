import { Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostTarget, ReportTarget } from '@shared/schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDeletePost } from '../hooks/use-post-writes';
import { communityErrorMessage } from '../lib/community-errors';
import { ReportButton } from '@/components/report/report-button';

// The edit form loads when its author first presses Edit: most readers of a thread never do.
const EditPostForm = lazy(() => import('./edit-post-form').then((m) => ({ default: m.EditPostForm })));

/**
 * A post's own controls: its author gets Edit (an inline form in place of the text) and Delete
 * (with an inline confirmation); other signed-in members get Report. `children` is the post's
 * text as shown. The server decides authorship; these buttons only spare a refused call.
 */
export function PostControls({
  target,
  words,
  own,
  signedIn,
  reportTargets,
  editable = true,
  children,
}: {
  target: PostTarget;
  words: { title: string; content: string };
  own: boolean;
  signedIn: boolean;
  /** What a Report may be about (the post, and its author's name when it has one). */
  reportTargets: ReportTarget[];
  /** False while held: staff review it first (the server refuses the edit too). */
  editable?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('community');
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm'>('view');
  const [notice, setNotice] = useState<string | null>(null);
  const [reporting, setReporting] = useState(false);
  const remove = useDeletePost();
  const editButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const kind = target.kind === 'discussion' ? 'discussion' : 'reply';

  const finishEdit = (held: boolean | null) => {
    setMode('view');
    setNotice(held === null ? null : t(held ? 'post.editedHeld' : 'post.edited'));
    // Back on the button that opened the form, once it is rendered again.
    setTimeout(() => editButton.current?.focus(), 0);
  };

  return (
    <>
      {mode === 'edit' ? (
        <Suspense fallback={<Spinner />}>
          <EditPostForm target={target} initial={words} onDone={finishEdit} />
        </Suspense>
      ) : (
        children
      )}
      {notice ? (
        <p className="field-hint" role="status">
          {notice}
        </p>
      ) : null}
      {remove.error !== undefined ? (
        <Alert>{communityErrorMessage(remove.error, t, 'community:post.deleteFailed')}</Alert>
      ) : null}
      {mode === 'confirm' ? (
        <div className="post-confirm" role="group" aria-label={t(`post.confirmDelete.${kind}`)}>
          <p>{t(`post.confirmDelete.${kind}`)}</p>
          <Button
            variant="danger"
            size="sm"
            busy={remove.busy}
            autoFocus
            onClick={() =>
              void remove.run({ target }).then(
                () => setMode('view'),
                () => undefined,
              )
            }
          >
            {t('post.deleteConfirm')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setMode('view');
              setTimeout(() => deleteButton.current?.focus(), 0);
            }}
          >
            {t('common:cancel')}
          </Button>
        </div>
      ) : null}
      {mode === 'view' && (own || signedIn) ? (
        <div className="post-actions">
          {own ? (
            <>
              {editable ? (
                <Button ref={editButton} variant="ghost" size="sm" onClick={() => setMode('edit')}>
                  <Pencil size={14} aria-hidden="true" /> {t('post.edit')}
                </Button>
              ) : null}
              <Button ref={deleteButton} variant="ghost" size="sm" onClick={() => setMode('confirm')}>
                <Trash2 size={14} aria-hidden="true" /> {t('post.delete')}
              </Button>
            </>
          ) : (
            <ReportButton targets={reportTargets} open={reporting} onOpenChange={setReporting} />
          )}
        </div>
      ) : null}
    </>
  );
}
