import { Bot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AssistantText } from '@/components/ui/assistant-text';
import { cx } from '@/lib/cx';
import type { Reply } from '../api/community-model';
import { formatDateTime } from '@/lib/format-date';

/**
 * Replies, oldest first. A polite live log, so screen-reader users hear new replies (and the
 * assistant's answers) as they arrive.
 */
export function ReplyList({ replies }: { replies: Reply[] }) {
  const { t, i18n } = useTranslation('community');
  return (
    // The log role sits on a wrapper: on the <ol> itself it would strip the list semantics.
    <div role="log" aria-live="polite" aria-label={t('discussion.replies')}>
      <ol className="reply-list">
        {replies.map((reply) => (
          <li
            key={reply.id}
            className={cx('card reply', reply.isAssistant && 'reply-assistant')}
            data-testid="reply"
            data-assistant={reply.isAssistant || undefined}
          >
            <p className="reply-meta">
              <span className="reply-author">{reply.authorName}</span>
              {reply.isAssistant ? (
                <span className="badge badge-accent">
                  <Bot size={14} aria-hidden="true" /> {t('discussion.assistantBadge')}
                </span>
              ) : null}
              {reply.createdAt ? (
                <time dateTime={reply.createdAt.toISOString()}>{formatDateTime(reply.createdAt, i18n.language)}</time>
              ) : null}
            </p>
            {/* Members' replies stay plain text; the assistant's may link to pages of this site only. */}
            <p className="reply-content">
              {reply.isAssistant ? <AssistantText text={reply.content} /> : reply.content}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
