import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@shared/constants';
import { AssistantText } from '@/components/ui/assistant-text';
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/cx';
import { Send } from 'lucide-react';
import { useBookChat, type DisplayMessage } from '../hooks/use-book-chat';
import { AiOfflineNotice } from './ai-offline-notice';

/**
 * A member's conversation about a book, inside BookChatPanel. A file of its own, loaded when a
 * member's panel shows: its Firestore and callable code stays out of the book page's first load.
 */
export function Conversation({ uid, bookId }: { uid: string; bookId: string }) {
  const { t } = useTranslation('chat');
  const { messages, sending, send, loading } = useBookChat(uid, bookId);
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const inputId = useId();

  // Keep the newest message in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, sending]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const text = draft;
    if (!text.trim() || sending) return;
    setDraft('');
    await send(text);
  }

  return (
    <>
      <AiOfflineNotice className="book-chat-notice" />
      {/* Focusable so keyboard users can scroll the conversation. */}
      <div
        ref={logRef}
        className="book-chat-log"
        role="log"
        aria-live="polite"
        aria-label={t('logLabel')}
        aria-busy={loading || sending}
        tabIndex={0}
      >
        {loading ? (
          <p className="book-chat-hint">{t('loading')}</p>
        ) : messages!.length === 0 ? (
          <p className="book-chat-hint">{t('empty')}</p>
        ) : (
          messages!.map((m, i) => <Bubble key={i} message={m} />)
        )}
        {sending ? <p className="book-chat-msg book-chat-msg-assistant book-chat-thinking">{t('thinking')}</p> : null}
      </div>
      <form className="book-chat-form" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('inputLabel')}
        </label>
        <input
          id={inputId}
          className="input"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t('placeholder')}
          maxLength={LIMITS.chatMessage}
          autoComplete="off"
          disabled={loading}
        />
        <Button type="submit" disabled={loading || sending || !draft.trim()} busy={sending}>
          <Send size={16} aria-hidden="true" className="flip-rtl" />
          {t('send')}
        </Button>
      </form>
    </>
  );
}

function Bubble({ message }: { message: DisplayMessage }) {
  const { t } = useTranslation('chat');
  const text = message.failure === 'error' ? t('error') : message.failure ? t(message.failure) : message.content;
  // The member's words stay plain text; the assistant's may link to pages of this site only.
  const shown = message.role === 'assistant' && !message.failure ? <AssistantText text={text} /> : text;
  return (
    <p className={cx('book-chat-msg', `book-chat-msg-${message.role}`, message.failure && 'book-chat-msg-failed')}>
      <span className="visually-hidden">{message.role === 'user' ? t('you') : t('assistant')}: </span>
      <span dir="auto">{shown}</span>
    </p>
  );
}
