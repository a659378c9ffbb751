import { useCallback, useRef, useState } from 'react';
import type { ChatMessage } from '@shared/schemas';
import { refusalMessageKey } from '@/lib/callable-errors';
import { useOneShot } from '@/lib/data/use-data';
import { useMutation } from '@/lib/data/use-mutation';
import { getBookChat, sendBookChatMessage } from '../api/book-chat';

/** A message on screen. A failure is shown as an assistant bubble but was never saved. */
export interface DisplayMessage extends ChatMessage {
  /** Why an unsaved assistant bubble failed: a limit's message key, or the spec's error. */
  failure?: 'error' | 'errors:rateLimited' | 'errors:aiBudgetSpent' | 'common:offline.writeRefused';
}

const NO_MESSAGES: DisplayMessage[] = [];

/**
 * The member's conversation about a book: loads the saved history, then sends one message at a
 * time (a second send while one is in flight is ignored), showing the question at once.
 */
export function useBookChat(uid: string, bookId: string) {
  const key = `${uid}/${bookId}`;
  const history = useOneShot<DisplayMessage[]>(['book-chat', uid, bookId], () => getBookChat(uid, bookId));
  // What this screen added since the history loaded, tagged with its conversation, so switching
  // books shows loading, not stale text.
  const [local, setLocal] = useState<{ key: string; messages: DisplayMessage[] } | null>(null);
  const sendMessage = useMutation('book chat', sendBookChatMessage);
  const inFlight = useRef(false);
  // A history that failed to load shows as an empty conversation.
  const saved = history.status === 'error' ? NO_MESSAGES : (history.data ?? null);
  const messages = local?.key === key ? local.messages : saved;
  const { run } = sendMessage;

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const message = text.trim();
      if (!message || inFlight.current) return false;
      inFlight.current = true;
      const append = (m: DisplayMessage) =>
        setLocal((prev) => ({ key, messages: [...(prev?.key === key ? prev.messages : (saved ?? NO_MESSAGES)), m] }));
      append({ role: 'user', content: message });
      try {
        const res = await run({ bookId, message });
        // The server's copy is the truth: it drops earlier unsaved failures.
        setLocal({ key, messages: res.messages });
      } catch (err) {
        append({ role: 'assistant', content: '', failure: refusalMessageKey(err) ?? 'error' });
      } finally {
        inFlight.current = false;
      }
      return true;
    },
    [bookId, key, run, saved],
  );

  return { messages, sending: sendMessage.busy, send, loading: messages === null };
}
