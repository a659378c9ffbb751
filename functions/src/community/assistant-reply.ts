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
  clubMilestones,
  milestonesUpTo,
  newAssistantReply,
  replies as REPLIES,
  replySchema,
  type AssistantNotice,
  type DiscussionDoc,
  type ReplyPlace,
} from '../shared/documents/community.js';
import { readDocument } from '../shared/documents/fields.js';
import { assistantReplyId, mentionsAssistant } from '../shared/mention.js';
import { db } from '../lib/admin.js';
import { discussions, groups, replies } from '../lib/documents.js';

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
    // The answer sits where the question does, and reads nothing beyond it (docs/community.md,
    // "Virtual book clubs"): the thread's replies at or below the question's milestone only.
    const place = { groupId: reply.groupId, milestone: reply.milestone };
    const context = await contextAt(discussionRef.id, discussion, place, event.params.replyId);

    const { content, notice } = await answerTo(context, reply.content, event.params.replyId);

    await db.runTransaction(async (tx) => {
      if ((await tx.get(answerRef)).exists) return;
      tx.create(answerRef, newAssistantReply(content, notice, place));
      tx.update(discussionRef, {
        replyCount: FieldValue.increment(1),
        lastActivityAt: FieldValue.serverTimestamp(),
        ...(place.milestone > 0 ? { [`replyCounts.${place.milestone}`]: FieldValue.increment(1) } : {}),
      });
    });
  },
);

/** How many of the thread's latest replies the assistant reads before answering. */
const EARLIER_REPLIES = 10;

/**
 * What the assistant reads: the discussion, and its latest visible replies at or below the
 * question's milestone (the query itself is bounded, so a later post is never even fetched), with
 * the milestone's label in a book club.
 */
async function contextAt(
  discussionId: string,
  discussion: DiscussionDoc,
  place: ReplyPlace,
  replyId: string,
): Promise<DiscussionContext> {
  const latest = await replies(discussionId)
    .where('milestone', 'in', milestonesUpTo(place.milestone))
    .orderBy('createdAt', 'desc')
    .limit(EARLIER_REPLIES + 1)
    .get();
  const earlier = latest.docs
    .filter((d) => d.id !== replyId)
    .map((d) => d.data())
    .filter((r) => r.status === 'visible' && !r.isAssistant && r.content)
    .slice(0, EARLIER_REPLIES)
    .reverse()
    .map((r) => r.content);
  const group = place.groupId && place.milestone > 0 ? (await groups().doc(place.groupId).get()).data() : undefined;
  const label = group ? clubMilestones(group)[place.milestone - 1]?.label : undefined;
  return {
    title: discussion.title,
    content: discussion.content,
    earlier,
    ...(group ? { readTo: label || 'Finished' } : {}),
  };
}

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
