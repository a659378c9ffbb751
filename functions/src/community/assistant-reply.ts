/**
 * The discussion assistant: a reply mentioning @dplAI is answered by the AI, and the answer is
 * stored as a reply that every viewer receives through their listener, badged by the server-set
 * isAssistant flag. The answer's id is derived from the reply's, and it is created in the same
 * transaction as the replyCount increment, so a redelivered event can never post it twice.
 * The model's words are posted only after the output check (ai/output-check.ts: no link off this
 * site, the moderator says SAFE); otherwise the spec's failure apology is posted instead, so an
 * injected link or phrase never appears under the assistant's name. The function's timeout is
 * above the AI time budget (AI_FUNCTION_OPTIONS), so even a hanging model ends in the apology.
 * Each answer spends one call of the site's daily AI budget; once it is spent the assistant says so.
 */
import { logger } from 'firebase-functions/v2';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import {
  AI_FUNCTION_OPTIONS,
  checkAssistantOutput,
  describeAiFailure,
  getAiService,
  spendAiBudget,
  type DiscussionContext,
} from '../ai/index.js';
import {
  newAssistantReply,
  replies as REPLIES,
  replySchema,
  type AssistantNotice,
} from '../shared/documents/community.js';
import { readDocument } from '../shared/documents/fields.js';
import { assistantReplyId, mentionsAssistant } from '../shared/mention.js';
import { db } from '../lib/admin.js';
import { discussions, replies } from '../lib/documents.js';

type Answer = { content: string; notice: AssistantNotice | null };

// The spec's messages for a failed and an empty AI answer (section 8), so watchers are never left
// waiting. Each is stored with its key (community:assistantNotice.*): the web shows it in the
// reader's language, and these English words stay in `content` for anything reading it raw.
const FAILED_ANSWER: Answer = {
  content: 'I apologize, but I encountered an error. Please try again later.',
  notice: 'failed',
};
const EMPTY_ANSWER: Answer = {
  content: 'I apologize, but I cannot provide a response at this moment.',
  notice: 'empty',
};
/** When the site's daily AI budget is spent (ai/ai-budget.ts), said in the assistant's place. */
const BUDGET_ANSWER: Answer = {
  content: "The library's AI assistant has reached its limit for today. Please try again tomorrow.",
  notice: 'budget',
};

export const assistantReply = onDocumentCreated(
  { document: `${REPLIES.path}/{replyId}`, ...AI_FUNCTION_OPTIONS },
  async (event) => {
    if (!event.data?.exists) return;
    const reply = readDocument(replySchema, event.data.data());
    if (reply.isAssistant || !mentionsAssistant(reply.content)) return;

    const discussionRef = discussions().doc(event.params.discussionId);
    const answerRef = replies(discussionRef.id).doc(assistantReplyId(event.params.replyId));
    // A redelivered event whose answer is already stored: skip the AI call as well.
    if ((await answerRef.get()).exists) return;
    const discussion = (await discussionRef.get()).data();
    if (!discussion) return;

    const { content, notice } = await answerTo(
      { title: discussion.title, content: discussion.content },
      reply.content,
      event.params.replyId,
    );

    await db.runTransaction(async (tx) => {
      if ((await tx.get(answerRef)).exists) return;
      tx.create(answerRef, newAssistantReply(content, notice));
      tx.update(discussionRef, { replyCount: FieldValue.increment(1), lastActivityAt: FieldValue.serverTimestamp() });
    });
  },
);

/** What the assistant posts: the model's checked answer, or the message that says why not. */
async function answerTo(discussion: DiscussionContext, reply: string, replyId: string): Promise<Answer> {
  try {
    await spendAiBudget();
  } catch {
    return BUDGET_ANSWER;
  }
  const ai = getAiService();
  let content: string;
  try {
    content = (await ai.discussionReply(discussion, reply)).trim();
  } catch (err) {
    logger.error('assistant reply failed', describeAiFailure(err));
    return FAILED_ANSWER;
  }
  if (!content) return EMPTY_ANSWER;
  const verdict = await checkAssistantOutput(content, ai);
  // The offline helper's answer is a fixed greeting (ai/offline-provider.ts), so it is keyed too.
  if (verdict.ok) return { content, notice: ai.provider === 'offline' ? 'offline' : null };
  logger.warn('assistant reply refused by the output check', { replyId, ...verdict });
  return FAILED_ANSWER;
}
