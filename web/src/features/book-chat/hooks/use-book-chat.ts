import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '@shared/schemas';
import { limitMessageKey } from '@/lib/callable-errors';
import { getBookChat, sendBookChatMessage } from '../api/book-chat';

/** A message on screen. A failure is shown as an assistant bubble but was never saved. */
export interface DisplayMessage extends ChatMessage {
  /** Why an unsaved assistant bubble failed: a limit's message key, or the spec's error. */
  failure?: 'error' | 'errors:rateLimited' | 'errors:aiBudgetSpent';
}

/**
 * The member's conversation about a book: loads the saved history, then sends one message at a
 * time (a second send while one is in flight is ignored), showing the question at once.
 */
export function useBookChat(uid: string, bookId: string) {
  const key = `${uid}/${bookId}`;
  // Tagged with the conversation it belongs to, so switching books shows loading, not stale text.
  const [state, setState] = useState<{ key: string; messages: DisplayMessage[] } | null>(null);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const messages = state?.key === key ? state.messages : null;

  useEffect(() => {
    let active = true;
    getBookChat(uid, bookId).then(
      (saved) => active && setState({ key, messages: saved }),
      (err: unknown) => {
        console.error('book chat history failed', err);
        if (active) setState({ key, messages: [] });
      },
    );
    return () => {
      active = false;
    };
  }, [uid, bookId, key]);

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const message = text.trim();
      if (!message || inFlight.current) return false;
      inFlight.current = true;
      setSending(true);
      const append = (m: DisplayMessage) =>
        setState((prev) => ({ key, messages: [...(prev?.key === key ? prev.messages : []), m] }));
      append({ role: 'user', content: message });
      try {
        const res = await sendBookChatMessage({ bookId, message });
        // The server's copy is the truth: it drops earlier unsaved failures.
        setState({ key, messages: res.messages });
      } catch (err) {
        console.error('book chat failed', err);
        append({
          role: 'assistant',
          content: '',
          failure: limitMessageKey(err) ?? 'error',
        });
      } finally {
        inFlight.current = false;
        setSending(false);
      }
      return true;
    },
    [bookId, key],
  );

  return { messages, sending, send, loading: messages === null };
}
