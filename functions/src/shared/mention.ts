import { ASSISTANT_MENTION } from './constants.js';

// "@dplAI" as a whole mention, any case: "@dplai," and "(@DPLAI)" count, "@dplAIfan" does not.
const MENTION_PATTERN = new RegExp(`${ASSISTANT_MENTION}(?![\\p{L}\\p{N}_])`, 'iu');

/** True when a reply summons the discussion assistant (spec section 9: the @dplAI mention). */
export function mentionsAssistant(text: string): boolean {
  return MENTION_PATTERN.test(text);
}

/**
 * The assistant's answer to a reply has a fixed id derived from it, so a retried trigger can never
 * write it twice and the poster's browser knows which document to wait for.
 */
export function assistantReplyId(replyId: string): string {
  return `ai-${replyId}`;
}
