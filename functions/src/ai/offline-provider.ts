/**
 * The offline provider: used when no AI key is configured (the local default). Deterministic and
 * honest: the web app tells users the assistant is offline. Good enough to demo every screen.
 * (Minimal first version; the AI issue refines it.)
 */
import { MOODS, type Mood } from '../shared/constants.js';
import type { BookAnalysis, ChatMessage, GeneratedMetadata } from '../shared/schemas.js';
import { wordsOf } from '../shared/search-index.js';
import type { AiService, BookContext, DiscussionContext, ModerationVerdict } from './service.js';

const BLOCKED_WORDS = ['kill', 'hate', 'idiot', 'stupid', 'racist', 'violence', 'drugs', 'porn', 'scam', 'nazi'];

export const offlineProvider: AiService = {
  provider: 'offline',

  async chatAboutBook(book: BookContext, history: ChatMessage[]): Promise<string> {
    const question = [...history].reverse().find((m) => m.role === 'user')?.content ?? '';
    const about = book.description ? ` Here is what our catalogue says about it: ${book.description}` : '';
    return `(Offline assistant) You asked: "${question.slice(0, 200)}". "${book.title}" is by ${book.author}.${about}`;
  },

  async generateBookMetadata(title: string, author: string): Promise<GeneratedMetadata> {
    const words = wordsOf(title).filter((w) => w.length > 3);
    const tags = [...new Set(['fiction', 'literature', ...words, 'classic', 'book club'])].slice(0, 5);
    const moods = pickMoods(`${title} ${author}`);
    return {
      description: `${title} is a book by ${author}. This draft was written by the offline assistant from the title and author only; please review it before saving.`,
      tags,
      moods,
    };
  },

  async analyzeSearchQuery(query: string): Promise<BookAnalysis> {
    const words = wordsOf(query).filter((w) => w.length > 2);
    const moods = MOODS.filter((m) => words.includes(m));
    return { genres: words.slice(0, 3), themes: words.slice(3, 6), moods, targetAudience: 'adult' };
  },

  async moderate(text: string): Promise<ModerationVerdict> {
    const words = wordsOf(text);
    const hit = BLOCKED_WORDS.find((b) => words.includes(b));
    return hit ? { safe: false, reason: `The text contains language that is not allowed ("${hit}").` } : { safe: true };
  },

  async discussionReply(discussion: DiscussionContext, reply: string): Promise<string> {
    return `(Offline assistant) Thanks for the question about "${discussion.title}". I can't think for myself while offline, but here is the question for others to pick up: ${reply.replace(/@dplAI/gi, '').trim().slice(0, 300)}`;
  },
};

function pickMoods(seed: string): Mood[] {
  let h = 0;
  for (const ch of seed) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  const first = MOODS[h % MOODS.length]!;
  const second = MOODS[(h + 3) % MOODS.length]!;
  return [first, second];
}
