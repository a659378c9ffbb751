/**
 * The offline provider's vocabulary, drawn from the labels the catalogue actually uses, so that
 * what it generates or extracts matches real tags (smart search scores exact tag matches).
 * Each genre lists the words that suggest it and the moods its books tend to suit.
 */
import type { Mood } from '../shared/constants.js';
import { foldArabic } from '../shared/text-normalize.js';

export interface Genre {
  /** The tag as the catalogue writes it. */
  tag: string;
  /** Lowercase words (after wordsOf) that suggest the genre; the tag's own words always count. */
  cues: readonly string[];
  moods: readonly Mood[];
  fiction: boolean;
}

export const GENRES: readonly Genre[] = [
  {
    tag: 'science fiction',
    cues: [
      'scifi',
      'sci',
      'space',
      'robot',
      'robots',
      'alien',
      'aliens',
      'galaxy',
      'planet',
      'future',
      'dune',
      'star',
      'stars',
      'mars',
      'cyberpunk',
      'foundation',
    ],
    moods: ['curious', 'stressed'],
    fiction: true,
  },
  {
    tag: 'fantasy',
    cues: [
      'dragon',
      'dragons',
      'magic',
      'wizard',
      'witch',
      'kingdom',
      'sword',
      'ring',
      'rings',
      'hobbit',
      'elves',
      'quest',
      'myth',
      'legend',
    ],
    moods: ['happy', 'curious'],
    fiction: true,
  },
  {
    tag: 'mystery',
    cues: ['murder', 'detective', 'crime', 'case', 'clue', 'secret', 'secrets', 'killer', 'death', 'dead', 'mysteries'],
    moods: ['curious', 'stressed'],
    fiction: true,
  },
  { tag: 'thriller', cues: ['spy', 'conspiracy', 'chase', 'suspense'], moods: ['stressed', 'curious'], fiction: true },
  {
    tag: 'romance',
    cues: ['love', 'heart', 'hearts', 'wedding', 'bride', 'pride', 'kiss', 'romantic'],
    moods: ['happy', 'calm'],
    fiction: true,
  },
  {
    tag: 'adventure',
    cues: ['island', 'sea', 'ocean', 'voyage', 'treasure', 'pirate', 'pirates', 'expedition', 'wild'],
    moods: ['happy', 'curious'],
    fiction: true,
  },
  {
    tag: 'horror',
    cues: ['ghost', 'ghosts', 'haunted', 'vampire', 'monster', 'dracula', 'frankenstein', 'scary'],
    moods: ['stressed', 'down'],
    fiction: true,
  },
  {
    tag: 'poetry',
    cues: ['poems', 'poem', 'verse', 'verses', 'sonnets', 'odes', 'poet'],
    moods: ['calm', 'down'],
    fiction: true,
  },
  {
    tag: 'drama',
    cues: ['play', 'plays', 'tragedy', 'hamlet', 'stage', 'theatre'],
    moods: ['down', 'curious'],
    fiction: true,
  },
  { tag: 'classic', cues: ['classics'], moods: ['calm', 'curious'], fiction: true },
  { tag: 'young adult', cues: ['teen', 'teens', 'teenage', 'ya'], moods: ['happy', 'curious'], fiction: true },
  { tag: 'children', cues: ['kids', 'child', 'picture', 'bedtime', 'fairy'], moods: ['happy', 'calm'], fiction: true },
  {
    tag: 'history',
    cues: [
      'historical',
      'war',
      'wars',
      'empire',
      'empires',
      'ancient',
      'century',
      'revolution',
      'kings',
      'queens',
      'civilization',
      'civilisation',
    ],
    moods: ['curious', 'calm'],
    fiction: false,
  },
  {
    tag: 'science',
    cues: [
      'physics',
      'biology',
      'chemistry',
      'universe',
      'cosmos',
      'evolution',
      'brain',
      'nature',
      'species',
      'gene',
      'genes',
      'quantum',
      'scientific',
    ],
    moods: ['curious', 'calm'],
    fiction: false,
  },
  {
    tag: 'technology',
    cues: [
      'computer',
      'computers',
      'software',
      'code',
      'coding',
      'programming',
      'digital',
      'internet',
      'ai',
      'algorithms',
      'data',
      'tech',
    ],
    moods: ['curious', 'stressed'],
    fiction: false,
  },
  {
    tag: 'biography',
    cues: ['memoir', 'memoirs', 'autobiography', 'diary', 'biographies'],
    moods: ['curious', 'calm'],
    fiction: false,
  },
  {
    tag: 'philosophy',
    cues: ['meditations', 'ethics', 'meaning', 'stoic', 'stoicism', 'wisdom', 'republic'],
    moods: ['calm', 'curious'],
    fiction: false,
  },
  {
    tag: 'psychology',
    cues: ['mind', 'thinking', 'behaviour', 'behavior', 'emotions', 'habits'],
    moods: ['curious', 'stressed'],
    fiction: false,
  },
  {
    tag: 'business',
    cues: ['money', 'leadership', 'management', 'startup', 'economics', 'market', 'wealth', 'work'],
    moods: ['curious', 'stressed'],
    fiction: false,
  },
  {
    tag: 'self-help',
    cues: ['success', 'happiness', 'productivity', 'motivation', 'mindfulness'],
    moods: ['stressed', 'tired'],
    fiction: false,
  },
  {
    tag: 'travel',
    cues: ['journey', 'journeys', 'trip', 'abroad', 'travels', 'travelling', 'traveling'],
    moods: ['happy', 'curious'],
    fiction: false,
  },
  {
    tag: 'cooking',
    cues: ['cook', 'cookbook', 'kitchen', 'food', 'recipes', 'recipe', 'baking', 'salt'],
    moods: ['happy', 'calm'],
    fiction: false,
  },
  {
    tag: 'health',
    cues: ['sleep', 'body', 'nutrition', 'fitness', 'diet', 'medicine', 'wellbeing'],
    moods: ['tired', 'calm'],
    fiction: false,
  },
  {
    tag: 'art',
    cues: ['painting', 'design', 'artist', 'artists', 'music', 'photography'],
    moods: ['calm', 'happy'],
    fiction: false,
  },
];

/** Everyday words for the six moods (spec section 9), so "something relaxing" finds calm books. */
export const MOOD_CUES: Readonly<Record<Mood, readonly string[]>> = {
  happy: [
    'happy',
    'fun',
    'funny',
    'cheerful',
    'uplifting',
    'joyful',
    'light',
    'lighthearted',
    'humour',
    'humor',
    'comedy',
  ],
  down: ['down', 'sad', 'melancholy', 'grief', 'lonely', 'depressing', 'heartbreaking', 'tearjerker'],
  calm: ['calm', 'relaxing', 'peaceful', 'gentle', 'quiet', 'cozy', 'cosy', 'soothing', 'slow'],
  stressed: ['stressed', 'stress', 'anxious', 'tense', 'intense', 'gripping', 'thrilling', 'exciting'],
  curious: ['curious', 'interesting', 'learn', 'learning', 'fascinating', 'thought', 'provoking'],
  tired: ['tired', 'sleepy', 'easy', 'short', 'quick', 'simple', 'exhausted'],
};

/** Words of a query that carry no subject. */
export const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'any',
  'about',
  'are',
  'as',
  'at',
  'be',
  'book',
  'books',
  'by',
  'can',
  'for',
  'from',
  'find',
  'get',
  'give',
  'good',
  'have',
  'i',
  'in',
  'into',
  'is',
  'it',
  'like',
  'looking',
  'me',
  'more',
  'my',
  'novel',
  'novels',
  'of',
  'on',
  'or',
  'read',
  'reading',
  'reads',
  'recommend',
  'some',
  'something',
  'that',
  'the',
  'to',
  'want',
  'with',
  'who',
  'what',
  'which',
  'where',
  'please',
  'show',
  'need',
  'feel',
  'very',
  'really',
  'story',
  'stories',
]);

/** Audience cues; adult is the default. */
export const AUDIENCE_CUES = {
  children: ['children', 'child', 'kids', 'kid', 'picture', 'bedtime', 'toddler', 'toddlers'],
  'young-adult': ['teen', 'teens', 'teenage', 'teenager', 'ya', 'young'],
} as const;

/** Tags that fill the five when the title suggests fewer genres: generic, honest, catalogue words. */
export const FILLER_TAGS = {
  fiction: ['fiction', 'literature', 'book club', 'classic', 'storytelling'],
  nonFiction: ['non-fiction', 'ideas', 'book club', 'essay', 'learning'],
} as const;

/**
 * Arabic words the offline smart search understands, each read as an English word of this
 * vocabulary (a genre's name or cue, a mood cue, an audience cue). Keys are folded the way the
 * search folds Arabic (shared/text-normalize.ts), so "رواية" and "روايه" are one key.
 */
const ARABIC_CUES: Readonly<Record<string, string>> = {
  'خيال علمي': 'science fiction',
  'الخيال العلمي': 'science fiction',
  خيالية: 'fantasy',
  فضاء: 'space',
  الفضاء: 'space',
  كواكب: 'planet',
  روبوت: 'robot',
  مستقبل: 'future',
  سحر: 'magic',
  تنانين: 'dragons',
  تنين: 'dragon',
  جريمة: 'mystery',
  الجريمة: 'mystery',
  غموض: 'mystery',
  بوليسية: 'mystery',
  تشويق: 'suspense',
  جاسوسية: 'spy',
  حب: 'romance',
  رومانسية: 'romance',
  رومانسي: 'romance',
  مغامرة: 'adventure',
  مغامرات: 'adventure',
  رعب: 'horror',
  شعر: 'poetry',
  قصائد: 'poetry',
  ديوان: 'poetry',
  مسرح: 'drama',
  مسرحية: 'drama',
  كلاسيكية: 'classic',
  كلاسيكي: 'classic',
  تاريخ: 'history',
  التاريخ: 'history',
  تاريخية: 'history',
  حرب: 'war',
  الحرب: 'war',
  علوم: 'science',
  العلوم: 'science',
  علم: 'science',
  تقنية: 'technology',
  تكنولوجيا: 'technology',
  حاسوب: 'computer',
  سيرة: 'biography',
  مذكرات: 'memoir',
  فلسفة: 'philosophy',
  الفلسفة: 'philosophy',
  نفس: 'psychology',
  اقتصاد: 'business',
  أعمال: 'business',
  سفر: 'travel',
  رحلات: 'travel',
  رحلة: 'travel',
  طبخ: 'cooking',
  صحة: 'health',
  فن: 'art',
  فنون: 'art',
  أطفال: 'kids',
  الأطفال: 'kids',
  للأطفال: 'kids',
  مراهقين: 'teen',
  للمراهقين: 'teen',
  شباب: 'young',
  مضحك: 'funny',
  مضحكة: 'funny',
  سعيد: 'happy',
  مبهج: 'uplifting',
  حزين: 'sad',
  حزينة: 'sad',
  هادئ: 'calm',
  هادئة: 'calm',
  مريح: 'relaxing',
  مريحة: 'relaxing',
  مثير: 'exciting',
  مثيرة: 'exciting',
  ممتع: 'fun',
  ممتعة: 'fun',
  متعب: 'tired',
};

/** Arabic words that say nothing about the books wanted. */
const ARABIC_STOP_LIST = [
  // Folded before use (أ/إ -> ا), so one spelling of each word is enough.
  'في',
  'من',
  'عن',
  'على',
  'إلى',
  'مع',
  'و',
  'أو',
  'أريد',
  'أبحث',
  'كتاب',
  'كتب',
  'الكتب',
  'رواية',
  'روايات',
  'قصص',
  'قصة',
  'لي',
  'شيء',
  'بعض',
  'جيد',
  'جيدة',
];

const ARABIC_CUE_BY_FOLDED = new Map(Object.entries(ARABIC_CUES).map(([ar, en]) => [foldArabic(ar), en]));
const ARABIC_STOP_WORDS: ReadonlySet<string> = new Set(ARABIC_STOP_LIST.map((w) => foldArabic(w)));

/**
 * A query's words (wordsOf: already folded) with the Arabic the offline search knows read as
 * English vocabulary words, two-word phrases first ("خيال علمي" -> "science fiction"); Arabic stop
 * words dropped, other words kept as they are.
 */
export function withArabicCuesInEnglish(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const pair = i + 1 < words.length ? ARABIC_CUE_BY_FOLDED.get(`${words[i]} ${words[i + 1]}`) : undefined;
    if (pair) {
      out.push(...pair.split(' '));
      i++;
      continue;
    }
    const word = words[i]!;
    if (ARABIC_STOP_WORDS.has(word)) continue;
    out.push(...(ARABIC_CUE_BY_FOLDED.get(word)?.split(' ') ?? [word]));
  }
  return out;
}
