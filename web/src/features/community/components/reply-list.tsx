import { Bot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReportTarget } from '@shared/schemas';
import { AssistantText } from '@/components/ui/assistant-text';
import { cx } from '@/lib/cx';
import type { Reply } from '../api/community-model';
import { formatDateTime } from '@/lib/format-date';
import { authorNameOf } from '../lib/author-name';
import { postView } from '../lib/post-view';
import { AwaitingReview, EditedMark, PostPlaceholder } from './post-notice';
import type { Milestone } from '@shared/documents/community';
import { MilestoneBadge } from './milestone-badge';
import { RetagPost } from './retag-post';
import { PostControls } from './post-controls';

/**
 * Replies, oldest first. A polite live log, so screen-reader users hear new replies (and the
 * assistant's answers) as they arrive. A held reply shows only to its author ("Awaiting review");
 * a hidden one shows "Removed by a moderator" to everyone.
 */
export function ReplyList({
  discussionId,
  discussionTitle,
  replies,
  uid,
  milestones = [],
  retagFloor = null,
}: {
  discussionId: string;
  /** Named by the offline assistant's fixed answer. */
  discussionTitle: string;
  replies: Reply[];
  uid: string | null;
  /** A book club's schedule: each reply shows how far into the book it reads. */
  milestones?: readonly Milestone[];
  /** For the group's creator or staff: each reply can be moved, down to this milestone (its thread's). */
  retagFloor?: number | null;
}) {
  const { t, i18n } = useTranslation('community');
  return (
    // The log role sits on a wrapper: on the <ol> itself it would strip the list semantics.
    <div role="log" aria-live="polite" aria-label={t('discussion.replies')}>
      <ol className="reply-list">
        {replies.map((reply) => {
          const view = postView(reply, uid);
          if (view === 'invisible') return null;
          const target = { kind: 'reply', discussionId, replyId: reply.id } as const;
          const reportTargets: ReportTarget[] = [target];
          if (reply.createdBy) reportTargets.push({ kind: 'member', uid: reply.createdBy });
          return (
            <li
              key={reply.id}
              className={cx('card reply', reply.isAssistant && 'reply-assistant')}
              data-testid="reply"
              data-assistant={reply.isAssistant || undefined}
            >
              <p className="reply-meta">
                <span className="reply-author" dir="auto">
                  {authorNameOf(reply.authorName, reply.formerMember, t)}
                </span>
                {reply.isAssistant ? (
                  <span className="badge badge-accent">
                    <Bot size={14} aria-hidden="true" /> {t('discussion.assistantBadge')}
                  </span>
                ) : null}
                {reply.createdAt ? (
                  <time dateTime={reply.createdAt.toISOString()}>{formatDateTime(reply.createdAt, i18n.language)}</time>
                ) : null}
                <EditedMark editedAt={reply.editedAt} view={view} />
                {milestones.length ? <MilestoneBadge milestones={milestones} milestone={reply.milestone} /> : null}
              </p>
              {milestones.length && retagFloor !== null && !reply.isAssistant ? (
                <RetagPost target={target} milestones={milestones} milestone={reply.milestone} floor={retagFloor} />
              ) : null}
              {view === 'removed' || view === 'deleted' ? (
                <PostPlaceholder view={view} />
              ) : (
                <PostControls
                  target={target}
                  words={{ title: '', content: reply.content }}
                  own={!!uid && reply.createdBy === uid}
                  signedIn={!!uid}
                  reportTargets={reportTargets}
                  editable={view === 'shown'}
                >
                  {view === 'awaiting-review' ? (
                    <AwaitingReview target={target} kind="reply" />
                  ) : (
                    // Members' replies stay plain text; the assistant's may link to pages of this site only.
                    <p className="reply-content" dir="auto">
                      {reply.isAssistant ? (
                        <AssistantText
                          text={
                            // The assistant's fixed answers arrive as a key, shown in the reader's language.
                            reply.assistantNotice
                              ? t(`assistantNotice.${reply.assistantNotice}`, { title: discussionTitle })
                              : reply.content
                          }
                        />
                      ) : (
                        reply.content
                      )}
                    </p>
                  )}
                </PostControls>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
