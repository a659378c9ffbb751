import { Clock, ShieldOff, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PostTarget } from '@shared/schemas';
import { useHeldWords } from '../hooks/use-post-writes';
import type { PostView } from '../lib/post-view';

/** In place of a post's text: removed by a moderator, or deleted by its author. */
export function PostPlaceholder({ view }: { view: 'removed' | 'deleted' }) {
  const { t } = useTranslation('community');
  return (
    <p className="post-placeholder" data-testid="post-placeholder">
      {view === 'removed' ? <ShieldOff size={16} aria-hidden="true" /> : <Trash2 size={16} aria-hidden="true" />}
      {t(view === 'removed' ? 'post.removed' : 'post.deletedByAuthor')}
    </p>
  );
}

/** "Awaiting review" on the author's own held post, with its words read from the moderation item. */
export function AwaitingReview({ target, kind }: { target: PostTarget; kind: 'discussion' | 'reply' }) {
  const { t } = useTranslation('community');
  const { data: words } = useHeldWords(target);
  return (
    <div className="post-held" data-testid="post-held">
      <p className="badge badge-accent post-held-badge">
        <Clock size={14} aria-hidden="true" /> {t('post.awaitingReview')}
      </p>
      <p className="field-hint">{t(`post.heldText.${kind}`)}</p>
      {words?.title ? (
        <p className="post-held-title" dir="auto">
          {words.title}
        </p>
      ) : null}
      {words?.content ? (
        <p className="reply-content" dir="auto">
          {words.content}
        </p>
      ) : null}
    </div>
  );
}

/** "edited" after a post's meta line, when its author changed it. */
export function EditedMark({ editedAt, view }: { editedAt: Date | null; view: PostView }) {
  const { t } = useTranslation('community');
  if (!editedAt || view !== 'shown') return null;
  return (
    <span className="post-edited" title={editedAt.toISOString()}>
      {t('post.editedMark')}
    </span>
  );
}
