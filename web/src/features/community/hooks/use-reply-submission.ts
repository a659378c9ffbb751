import { useCallback, useEffect, useState } from 'react';
import type { PostReplyResponse } from '@shared/api';
import { assistantReplyId } from '@shared/mention';
import { postReply } from '../api/discussions';

/**
 * The reply button's phases, each reflecting what the server is really doing:
 * - validating: the postReply callable is running (server validation and AI moderation, then the
 *   write; moderation is what takes the time);
 * - sending: the reply is saved and we wait for it to come back through the replies listener, i.e.
 *   until it is visible to everyone;
 * - generating: the reply mentioned @dplAI; we wait for the assistant's answer (its id is derived
 *   from the reply's) to arrive through the same listener.
 * A phase that does not end within WAIT_LIMIT_MS is given up on, so the form never stays locked.
 */
export type ReplyPhase = 'idle' | 'validating' | 'sending' | 'generating';

const WAIT_LIMIT_MS = 60_000;

export function useReplySubmission(discussionId: string, visibleReplyIds: ReadonlySet<string>) {
  const [pending, setPending] = useState<PostReplyResponse | null>(null);
  const [validating, setValidating] = useState(false);
  const [timedOut, setTimedOut] = useState(false);

  const phase: ReplyPhase = validating
    ? 'validating'
    : !pending
      ? 'idle'
      : !visibleReplyIds.has(pending.id)
        ? 'sending'
        : pending.assistantRequested && !visibleReplyIds.has(assistantReplyId(pending.id))
          ? 'generating'
          : 'idle';

  const waiting = phase === 'sending' || phase === 'generating';
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => {
      setTimedOut(true);
      setPending(null);
    }, WAIT_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [waiting, pending]);

  /** Posts the reply; rejects with the callable's error (nothing was saved then). */
  const submit = useCallback(
    async (content: string) => {
      setTimedOut(false);
      setValidating(true);
      try {
        setPending(await postReply({ discussionId, content }));
      } finally {
        setValidating(false);
      }
    },
    [discussionId],
  );

  return { phase, submit, timedOut };
}
