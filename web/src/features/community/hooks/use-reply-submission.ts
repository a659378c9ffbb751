import { useCallback, useEffect, useState } from 'react';
import type { PostReplyResponse } from '@shared/api';
import { postReply } from '../api/discussions';
import { replyPhase } from '../lib/reply-phase';

const WAIT_LIMIT_MS = 60_000;

/**
 * Posts a reply and follows it through the phases of lib/reply-phase.ts. A phase that does not end
 * within WAIT_LIMIT_MS is given up on (timedOut), so the form never stays locked.
 */
export function useReplySubmission(discussionId: string, visibleReplyIds: ReadonlySet<string>) {
  const [pending, setPending] = useState<PostReplyResponse | null>(null);
  const [validating, setValidating] = useState(false);
  const [timedOut, setTimedOut] = useState(false);

  const phase = replyPhase(validating, pending, visibleReplyIds);

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
