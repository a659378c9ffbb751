/**
 * The offline provider: used when no AI key is configured (the local default). Deterministic and
 * honest: the web app tells users the assistant is offline, and nothing here pretends to know
 * more than the catalogue record and a fixed vocabulary (ai/vocabulary.ts) say.
 */
import { WORD_HASH_MODEL, wordHashEmbedding } from './word-hash-embedder.js';
import {
  GENERATED_MOOD_COUNT,
  GENERATED_TAG_COUNT,
  LIMITS,
  MOODS,
  type ModerationReasonKey,
  type Mood,
} from '../shared/constants.js';
import type { BookAnalysis, ChatMessage, DraftedTranslation, GeneratedMetadata } from '../shared/schemas.js';
import { wordsOf } from '../shared/search-index.js';
import { isArabicText, matchWords } from '../shared/text-normalize.js';
import type { AiService, BookContext, DiscussionContext, ModerationVerdict, TranslationSource } from './service.js';
import {
  AUDIENCE_CUES,
  FILLER_TAGS,
  GENRES,
  MOOD_CUES,
  STOP_WORDS,
  withArabicCuesInEnglish,
  type Genre,
} from './vocabulary.js';
import type { Language } from '../shared/languages.js';

/** The words of each reason (the web shows community:moderationReasons.<key> instead). */
const REASONS = {
  insult: 'The text insults or attacks people.',
  threat: 'The text contains a threat of violence.',
  sexual: 'The text contains sexual content.',
  offensive: 'The text contains offensive language.',
  spam: 'The text looks like spam or advertising.',
  sensitive: 'The text touches a sensitive topic; a person should decide.',
} satisfies Partial<Record<ModerationReasonKey, string>>;

/**
 * Word-list moderation, matched in shared/text-normalize.ts's match form (look-alike letters,
 * leet, invisible characters and spaced-out letters undone; the terms are put in the same form).
 * Single words also match their plural; phrases match word for word.
 */
const BLOCKLIST: ReadonlyArray<{
  reasonKey: keyof typeof REASONS;
  terms: readonly string[];
  prefix?: boolean;
}> = [
  {
    reasonKey: 'insult',
    terms: ['idiot', 'stupid', 'moron', 'loser', 'racist', 'hate you', 'shut up'],
  },
  {
    reasonKey: 'threat',
    terms: ['kill you', 'i will kill', 'hurt you', 'beat you up'],
  },
  {
    reasonKey: 'sexual',
    terms: ['porn', 'pornography', 'xxx', 'nude', 'nudes'],
  },
  // Profanity also matches inflections ("fucking"), hence prefixes.
  {
    reasonKey: 'offensive',
    terms: ['fuck', 'shit', 'bitch', 'asshole', 'bastard'],
    prefix: true,
  },
  {
    reasonKey: 'spam',
    terms: ['scam', 'buy now', 'free money', 'click here', 'casino'],
  },
  // Arabic, matched in the same folded form (no diacritics or tatweel, one alef, ة as ه).
  {
    reasonKey: 'insult',
    terms: ['غبي', 'غبية', 'أغبياء', 'أحمق', 'حمقاء', 'حقير', 'حقيرة', 'تافه', 'يا حمار', 'اخرس', 'اخرسي', 'أكرهك'],
  },
  {
    reasonKey: 'threat',
    terms: ['سأقتلك', 'أقتلك', 'سأؤذيك', 'سأضربك'],
  },
  { reasonKey: 'sexual', terms: ['إباحي', 'إباحية', 'سكس'] },
  {
    reasonKey: 'offensive',
    terms: ['شرموط', 'عاهرة', 'قحبة', 'منيوك'],
    prefix: true,
  },
  {
    reasonKey: 'spam',
    terms: ['اربح المال', 'اضغط هنا', 'كازينو', 'اشتر الآن'],
  },
];

/**
 * Borderline topics the offline moderator is "unsure" about: fine in a book discussion, risky
 * elsewhere. A deterministic way to hold a post for staff review (demo data, tests).
 */
const BORDERLINE = {
  reasonKey: 'sensitive' as const,
  terms: ['gambling', 'drugs', 'weapons', 'overdose', 'قمار', 'مخدرات', 'أسلحة'],
};

export const offlineProvider: AiService = {
  provider: 'offline',
  embeddingModel: WORD_HASH_MODEL,

  async chatAboutBook(book: BookContext, history: ChatMessage[]): Promise<string> {
    const question = [...history].reverse().find((m) => m.role === 'user')?.content ?? '';
    const words = new Set(wordsOf(question));
    return isArabicText(question) ? answerFromRecordInArabic(book, words) : answerFromRecord(book, words);
  },

  /**
   * Offline, nothing can be translated: the draft keeps the original title and author and says,
   * in the language asked for, that it is an offline placeholder to replace before accepting.
   */
  async draftTranslation(book: TranslationSource, to: Language): Promise<DraftedTranslation> {
    const note =
      to === 'ar'
        ? '[مسودة دون اتصال] المساعد الذكي غير متصل الآن فلا يستطيع الترجمة: هذه مسودة مؤقتة تحمل النص الأصلي، ' +
          'فاكتب الترجمة العربية قبل قبولها.'
        : '[Offline draft] The AI assistant is offline and cannot translate: this placeholder keeps the ' +
          'original text. Write the English version before accepting it.';
    const description = book.description.trim() ? `${note}\n\n${book.description.trim()}` : note;
    return { title: book.title, author: book.author, description: description.slice(0, LIMITS.description) };
  },

  async generateBookMetadata(title: string, author: string): Promise<GeneratedMetadata> {
    const genres = matchGenres(wordsOf(title)).genres;
    const fiction = genres.length === 0 || genres.filter((g) => g.fiction).length * 2 >= genres.length;
    const tags = distinct([
      ...genres.map((g) => g.tag),
      ...(fiction ? FILLER_TAGS.fiction : FILLER_TAGS.nonFiction),
    ]).slice(0, GENERATED_TAG_COUNT);
    const moods = distinct([...genres.flatMap((g) => g.moods), ...moodsFromSeed(`${title} ${author}`)]).slice(
      0,
      GENERATED_MOOD_COUNT,
    );
    const kind = genres[0]?.tag ?? (fiction ? 'fiction' : 'non-fiction');
    return {
      description:
        `"${title}" by ${author} is a ${kind} title in the library's collection. ` +
        `It should appeal to readers who enjoy ${tags[0]} and ${tags[1]}. ` +
        'This draft was written by the offline assistant from the title and author only, so please review it before saving.',
      tags,
      moods,
    };
  },

  async analyzeSearchQuery(query: string): Promise<BookAnalysis> {
    // Arabic words the vocabulary knows become its English cue ("فضاء" -> "space"); other Arabic
    // words stay as they are (themes), and Arabic stop words are dropped.
    const words = withArabicCuesInEnglish(wordsOf(query));
    const { genres, used } = matchGenres(words);
    const moods = MOODS.filter((m) => words.some((w) => MOOD_CUES[m].includes(w)));
    const moodWords = new Set(moods.flatMap((m) => MOOD_CUES[m]));
    const audienceWords = new Set<string>([...AUDIENCE_CUES.children, ...AUDIENCE_CUES['young-adult']]);
    // What is left of the query (including genre cues such as "space", which are tags themselves).
    const themes = distinct(
      words.filter(
        (w, i) => !used.has(i) && w.length > 2 && !STOP_WORDS.has(w) && !moodWords.has(w) && !audienceWords.has(w),
      ),
    ).slice(0, 5);
    const targetAudience = words.some((w) => AUDIENCE_CUES.children.includes(w as never))
      ? 'children'
      : words.some((w) => AUDIENCE_CUES['young-adult'].includes(w as never))
        ? 'young-adult'
        : 'adult';
    return { genres: genres.map((g) => g.tag).slice(0, 5), themes, moods, targetAudience };
  },

  async moderate(text: string): Promise<ModerationVerdict> {
    const words = matchWords(text);
    for (const entry of BLOCKLIST) {
      if (entry.terms.some((term) => containsTerm(words, matchWords(term), entry.prefix ?? false))) {
        return { safe: false, reason: REASONS[entry.reasonKey], reasonKey: entry.reasonKey };
      }
    }
    if (BORDERLINE.terms.some((term) => containsTerm(words, matchWords(term), false)))
      return { safe: false, unsure: true, reason: REASONS[BORDERLINE.reasonKey], reasonKey: BORDERLINE.reasonKey };
    return { safe: true };
  },

  // The trigger stores this greeting with its key (community:assistantNotice.offline, the same words).
  async discussionReply(discussion: DiscussionContext, reply: string): Promise<string> {
    if (isArabicText(reply)) {
      return (
        `مرحبًا! أنا dplAI، مساعد القراءة في المكتبة. أنا غير متصل الآن، فلا أستطيع أن أقدّم إجابة مدروسة عن ` +
        `«${discussion.title}» في هذه اللحظة. يمكن لأعضاء آخرين متابعة السؤال هنا، ويسعد موظفو المكتبة بمساعدتك في أي فرع.`
      );
    }
    return (
      `Hello! I'm dplAI, the library's reading assistant. I'm offline at the moment, so I can't give a ` +
      `considered answer about "${discussion.title}" right now. Other members can pick up the question ` +
      "here, and the library's staff are glad to help at any branch."
    );
  },

  /**
   * Ask the library, offline: no reading of the question, only the retrieved books in the order the
   * search found them (the closest three), each with where it is now, in the asker's language. The
   * page says the offline stand-in wrote it.
   */
  async askLibrary(_question, language, books) {
    const picks = books.filter((b) => !b.anchor).slice(0, 3);
    if (picks.length === 0)
      return language === 'ar'
        ? 'لم أجد في الفهرس كتابًا قريبًا من سؤالك. جرّب كلمات أخرى.'
        : 'I found nothing in the catalogue close to your question. Try other words.';
    const lines = picks.map((b) => `[[${b.id}]]: ${b.where}`);
    return language === 'ar'
      ? `أقرب ما في الفهرس إلى سؤالك:\n${lines.join('\n')}`
      : `The closest books in the catalogue to your question:\n${lines.join('\n')}`;
  },

  /** The word-hash stand-in (./word-hash-embedder.ts): shared words, not meaning. */
  async embed(texts) {
    return { model: WORD_HASH_MODEL, vectors: texts.map(wordHashEmbedding) };
  },
};

/** Answers the simple questions a record can answer: author, subject, genre, mood. */
function answerFromRecord(book: BookContext, words: Set<string>): string {
  const has = (...cues: string[]) => cues.some((c) => words.has(c));
  const title = `"${book.title}"`;
  const about = book.description.trim()
    ? `Here is what our catalogue says about ${title}: ${book.description.trim()}`
    : `Our catalogue has no description of ${title} yet.`;
  const tags = book.tags?.length ? book.tags.join(', ') : '';
  const moods = book.moods?.length ? book.moods.join(' and ') : '';
  const parts: string[] = [];
  if (has('hi', 'hello', 'hey', 'salam')) {
    parts.push(`Hello! Ask me about ${title}: who wrote it, what it is about, its genre or its mood.`);
  }
  if (has('who', 'author', 'wrote', 'written', 'writer')) parts.push(`${title} was written by ${book.author}.`);
  if (has('about', 'plot', 'summary', 'summarise', 'summarize', 'describe', 'description', 'story', 'synopsis')) {
    parts.push(about);
  }
  if (has('genre', 'genres', 'tags', 'tag', 'kind', 'type', 'category', 'subject', 'topics')) {
    parts.push(tags ? `The catalogue files it under: ${tags}.` : 'The catalogue has no genre tags for it yet.');
  }
  if (has('mood', 'moods', 'feel', 'feeling', 'tone', 'atmosphere', 'sad', 'happy', 'calm')) {
    parts.push(
      moods ? `It is catalogued as a good read when you feel ${moods}.` : 'The catalogue gives it no mood yet.',
    );
  }
  if (has('similar', 'recommend', 'recommendation', 'else', 'like')) {
    parts.push(
      tags
        ? `I can't recommend other books while offline, but Smart Search for "${book.tags?.[0]}" finds books with the same labels.`
        : "I can't recommend other books while offline; try the Smart Search.",
    );
  }
  if (parts.length > 0) return parts.join(' ');
  return (
    `I'm the library's offline helper, so I can only answer from the catalogue record: who wrote ${title}, ` +
    `what it is about, its genre and its mood. ${about}`
  );
}

/** The same answers as answerFromRecord, in Arabic, for a question written in Arabic. */
function answerFromRecordInArabic(book: BookContext, words: Set<string>): string {
  const has = (...cues: string[]) => cues.some((c) => words.has(wordsOf(c)[0] ?? c));
  const title = `«${book.title}»`;
  const about = book.description.trim()
    ? `هذا ما يقوله فهرس المكتبة عن ${title}: ${book.description.trim()}`
    : `لا يضم فهرسنا وصفًا لكتاب ${title} بعد.`;
  const tags = book.tags?.length ? book.tags.join('، ') : '';
  const parts: string[] = [];
  if (has('مرحبا', 'مرحبًا', 'السلام', 'أهلا', 'اهلا')) {
    parts.push(`أهلًا بك! اسألني عن ${title}: مَن كتبه، وعمّ يتحدث، ونوعه، والمزاج الذي يناسبه.`);
  }
  if (has('من', 'مؤلف', 'المؤلف', 'كاتب', 'الكاتب', 'كتب', 'كتبه')) parts.push(`كتب ${title} ${book.author}.`);
  if (has('عن', 'ملخص', 'قصة', 'القصة', 'موضوع', 'يتحدث', 'وصف', 'حبكة')) parts.push(about);
  if (has('نوع', 'تصنيف', 'النوع', 'التصنيف', 'فئة')) {
    parts.push(tags ? `يصنّفه الفهرس تحت: ${tags}.` : 'لا يضم الفهرس تصنيفًا لهذا الكتاب بعد.');
  }
  if (has('مشابه', 'مشابهة', 'أنصح', 'تنصح', 'اقترح', 'تقترح', 'مثل')) {
    parts.push('لا أستطيع اقتراح كتب أخرى وأنا غير متصل؛ جرّب البحث الذكي في الفهرس.');
  }
  if (parts.length > 0) return parts.join(' ');
  return (
    `أنا مساعد المكتبة وأعمل الآن دون اتصال، لذا لا أجيب إلا من سجل الفهرس: مَن كتب ${title}، ` +
    `وعمّ يتحدث، ونوعه، ومزاجه. ${about}`
  );
}

/**
 * Genres suggested by a list of words: a genre's own name ("science fiction", "mysteries") is
 * consumed from the words; a cue ("dragons") suggests the genre but stays available as a theme.
 */
function matchGenres(words: readonly string[]): { genres: Genre[]; used: Set<number> } {
  const used = new Set<number>();
  const found: Genre[] = [];
  const byLength = [...GENRES].sort((a, b) => wordsOf(b.tag).length - wordsOf(a.tag).length);
  for (const genre of byLength) {
    const name = wordsOf(genre.tag);
    for (let i = 0; i + name.length <= words.length; i++) {
      const span = name.map((_, k) => i + k);
      const matches = name.every((n, k) => words[i + k] === n || (k === name.length - 1 && words[i + k] === `${n}s`));
      if (matches && span.every((j) => !used.has(j))) {
        span.forEach((j) => used.add(j));
        if (!found.includes(genre)) found.push(genre);
      }
    }
  }
  for (const [i, w] of words.entries()) {
    if (used.has(i)) continue;
    for (const genre of GENRES) if (genre.cues.includes(w) && !found.includes(genre)) found.push(genre);
  }
  return { genres: found, used };
}

function containsTerm(words: readonly string[], term: readonly string[], prefix: boolean): boolean {
  if (term.length === 1) {
    const t = term[0]!;
    return words.some((w) => w === t || w === `${t}s` || (prefix && w.startsWith(t)));
  }
  return words.some((_, i) => term.every((t, k) => words[i + k] === t));
}

function distinct<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/** Two different moods picked deterministically, for titles the vocabulary says nothing about. */
function moodsFromSeed(seed: string): Mood[] {
  let h = 0;
  for (const ch of seed) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return [MOODS[h % MOODS.length]!, MOODS[(h + 3) % MOODS.length]!];
}
