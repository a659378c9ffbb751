import type { PostReplyResponse } from '@shared/api';
import { assistantReplyId } from '@shared/mention';

/**
 * The reply button's phase, from what can be observed (see docs/community.md):
 * validating while postReply runs; sending until the saved reply arrives through the replies
 * listener; generating until the assistant's answer (a fixed id derived from the reply) arrives.
 * `seen` says the saved reply has been on the page once: if it leaves again (its author deleted it,
 * or a moderator removed it), there is nothing left to wait for, so the form is idle.
 */
export type ReplyPhase = 'idle' | 'validating' | 'sending' | 'generating';

export function replyPhase(
  validating: boolean,
  pending: Pick<PostReplyResponse, 'id' | 'assistantRequested'> | null,
  visibleReplyIds: ReadonlySet<string>,
  seen = false,
): ReplyPhase {
  if (validating) return 'validating';
  if (!pending) return 'idle';
  if (!visibleReplyIds.has(pending.id)) return seen ? 'idle' : 'sending';
  if (pending.assistantRequested && !visibleReplyIds.has(assistantReplyId(pending.id))) return 'generating';
  return 'idle';
}
