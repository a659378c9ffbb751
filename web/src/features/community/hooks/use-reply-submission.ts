import { useCallback, useEffect, useState } from 'react';
import type { PostReplyResponse } from '@shared/api';
import { useMutation } from '@/lib/data/use-mutation';
import { postReply } from '../api/calls';
import { replyPhase } from '../lib/reply-phase';

const WAIT_LIMIT_MS = 60_000;

/**
 * Posts a reply and follows it through the phases of lib/reply-phase.ts (the callable in flight is
 * "validating"). A phase that does not end within WAIT_LIMIT_MS is given up on (timedOut), so the
 * form never stays locked. Once the saved reply has been on the page, its leaving (the author
 * deleting it) ends the wait at once: nothing is being sent any more.
 */
export function useReplySubmission(discussionId: string, visibleReplyIds: ReadonlySet<string>) {
  const [pending, setPending] = useState<PostReplyResponse | null>(null);
  const [seen, setSeen] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  const post = useMutation('reply post', postReply, (saved: PostReplyResponse) => {
    setSeen(false);
    setPending(saved);
  });

  // Adjusted while rendering (React's pattern for state derived from earlier renders).
  if (!seen && pending !== null && visibleReplyIds.has(pending.id)) setSeen(true);

  const phase = replyPhase(post.busy, pending, visibleReplyIds, seen);

  const waiting = phase === 'sending' || phase === 'generating';
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => {
      setTimedOut(true);
      setPending(null);
    }, WAIT_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [waiting, pending]);

  const { run } = post;
  /** Posts the reply (resolving with whether it was held); rejects with the callable's error (nothing was saved then). */
  const submit = useCallback(
    async (content: string, milestone?: number) => {
      setTimedOut(false);
      return run({ discussionId, content, ...(milestone === undefined ? {} : { milestone }) });
    },
    [discussionId, run],
  );

  return { phase, submit, timedOut };
}
