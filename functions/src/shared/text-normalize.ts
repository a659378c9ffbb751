/**
 * Text normalisation for moderation, so encoding tricks do not hide words (SDK-free: functions
 * and tests use it). Two forms:
 * - `cleanForModel(text)`: what a model is sent. NFKC (fullwidth and other compatibility letters
 *   become plain ones) with invisible characters and bidi controls removed. The meaning is kept.
 * - `matchForm(text)`: what a word list is matched against. Lowercase, accents stripped, Arabic
 *   folded as readers type it (`foldArabic`: no diacritics or tatweel, one alef, ...),
 *   Cyrillic/Greek look-alikes folded to Latin, leet digits and symbols read as letters, letters
 *   spaced out ("i d i o t", "f.u.c.k", "s-h-i-t") joined again, and i / l / 1 / | folded into
 *   one letter ('i'), because they look alike. Match the terms of a word list in the same form.
 */

/**
 * Zero-width and invisible characters (U+200B-U+200D, U+2060-U+2064, U+FEFF, U+00AD, U+180E,
 * U+034F), bidi controls (U+200E, U+200F, U+202A-U+202E, U+2066-U+2069, U+061C) and the
 * invisible "tag" characters (U+E0000-U+E007F), which can smuggle hidden ASCII into a prompt.
 */
const INVISIBLE =
  /[\u200B-\u200F\u2060-\u2064\uFEFF\u00AD\u180E\u202A-\u202E\u2066-\u2069\u061C\u{E0000}-\u{E007F}]|\u034F/gu;

/** Variation selectors only change how a character is drawn; irrelevant to matching. */
const VARIATION_SELECTORS = /[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/gu;

/**
 * Arabic as readers type it. Stripped: the short-vowel and other marks (harakat, tanwin, shadda,
 * sukun, superscript alef U+0670, Quranic annotation marks) and tatweel (the stretching "ـ").
 * Unified: the alef forms (أ إ آ ٱ) to ا, taa marbuta ة to ه, alef maqsura ى to ي, hamza on waw /
 * yaa (ؤ ئ) to و / ي, Persian yeh and keheh to their Arabic letters. Arabic-Indic digits (both
 * sets) become 0-9. "الْحَرْب" -> "الحرب", "مدرسة" -> "مدرسه", "مستشفى" -> "مستشفي",
 * "إبراهيم" -> "ابراهيم", "كتـــاب" -> "كتاب", "١٩٨٤" -> "1984". Other text is left as it is.
 */
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED\u0640]/gu;
const ARABIC_LETTERS: Readonly<Record<string, string>> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ة: 'ه',
  ى: 'ي',
  ؤ: 'و',
  ئ: 'ي',
  ی: 'ي',
  ک: 'ك',
};
const ARABIC_FOLDABLE = /[أإآٱةىؤئیک\u0660-\u0669\u06F0-\u06F9]/gu;

export function foldArabic(text: string): string {
  return text.replace(ARABIC_MARKS, '').replace(ARABIC_FOLDABLE, (ch) => {
    const code = ch.charCodeAt(0);
    if (code >= 0x0660 && code <= 0x0669) return String(code - 0x0660);
    if (code >= 0x06f0 && code <= 0x06f9) return String(code - 0x06f0);
    return ARABIC_LETTERS[ch] ?? ch;
  });
}

/** True when a text has Arabic letters and no more Latin ones: it was written in Arabic. */
export function isArabicText(text: string): boolean {
  const arabic = text.match(/[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/gu)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return arabic > 0 && arabic >= latin;
}

/** NFKC, then invisible characters and bidi controls removed. What a model is sent. */
export function cleanForModel(text: string): string {
  return text.normalize('NFKC').replace(INVISIBLE, '');
}

/**
 * Lowercase Cyrillic and Greek letters that look like Latin ones (after lowercasing, so
 * uppercase look-alikes such as Cyrillic В, Н, М, Т arrive here as в, н, м, т). Plus Latin
 * variants NFKC keeps (dotless i, script g, Latin alpha).
 */
const HOMOGLYPHS: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  ь: 'b',
  е: 'e',
  ё: 'e',
  є: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ӏ: 'l',
  һ: 'h',
  ԛ: 'q',
  ԝ: 'w',
  ѵ: 'v',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  μ: 'u',
  ϲ: 'c',
  ϳ: 'j',
  // Latin variants
  ı: 'i',
  ɡ: 'g',
  ɑ: 'a',
  ɩ: 'i',
};

/** Leet digits: read as letters only inside a word that also has letters ("1d10t", not "1984"). */
const LEET_DIGITS: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
};

function readLeetDigits(word: string): string {
  return Array.from(word, (ch) => LEET_DIGITS[ch] ?? ch).join('');
}

/** Letters that look alike, folded into one ('l' and '1' become 'i'). */
const LOOKALIKE_FOLD: Readonly<Record<string, string>> = { l: 'i' };

/** Separators of spaced-out letters: whitespace, dots, dashes, underscores, asterisks. */
const SPACING = /^[\s.\-_*\u2010-\u2015\u2022\u00B7]+$/u;

/**
 * The form a word list is matched against: lowercase, folded, de-spaced. Words stay separated
 * by spaces; everything that is not a letter or digit becomes a space.
 */
export function matchForm(text: string): string {
  const base = foldArabic(cleanForModel(text).replace(VARIATION_SELECTORS, ''))
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  const folded = Array.from(base, (ch) => HOMOGLYPHS[ch] ?? ch).join('');
  // Joined spaced letters may hold leet digits ("5 h 1 7"): read them as in any other word.
  const words = joinSpacedLetters(leetTokens(folded)).map((w) => (/\p{L}/u.test(w) ? readLeetDigits(w) : w));
  return words.map((w) => Array.from(w, (ch) => LOOKALIKE_FOLD[ch] ?? ch).join('')).join(' ');
}

/** The words of a text in match form (what the offline word list compares with its terms). */
export function matchWords(text: string): string[] {
  const form = matchForm(text);
  return form ? form.split(' ') : [];
}

/**
 * Splits into tokens of letters, digits and the leet symbols, keeping what separated them, and
 * reads leet inside tokens that have a letter: digits everywhere in such a token; '@' after a
 * letter or digit ("b@stard", not the mention "@dplAI"); '$' anywhere ("$hit", "a$$"); '!' and
 * '|' before a letter or digit ("sh!t", not "wow!").
 */
function leetTokens(text: string): Array<{ word: string; gap: string }> {
  const out: Array<{ word: string; gap: string }> = [];
  const re = /([\p{L}\p{N}@$!|]+)|([^\p{L}\p{N}@$!|]+)/gu;
  let gap = '';
  for (const m of text.matchAll(re)) {
    if (m[2] !== undefined) {
      gap += m[2];
      continue;
    }
    const raw = m[1]!;
    const chars = Array.from(raw);
    const hasLetter = chars.some((c) => /\p{L}/u.test(c));
    const isAlnum = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);
    let word = '';
    for (let i = 0; i < chars.length; i++) {
      const c = chars[i]!;
      if (/\p{L}/u.test(c)) word += c;
      else if (/\p{N}/u.test(c)) word += hasLetter ? (LEET_DIGITS[c] ?? c) : c;
      else if (!hasLetter) word += ' ';
      else if (c === '$') word += 's';
      else if (c === '@') word += isAlnum(chars[i - 1]) ? 'a' : ' ';
      else word += isAlnum(chars[i + 1]) ? 'i' : ' ';
    }
    // A symbol that was not read as a letter splits the token.
    const parts = word.split(' ');
    parts.forEach((part, k) => {
      if (part) out.push({ word: part, gap: k === 0 ? gap : ' ' });
      gap = '';
    });
    if (parts.every((p) => !p)) gap = ' ';
  }
  return out;
}

/**
 * Joins runs of at least three single letters separated only by spacing ("i d i o t",
 * "f.u.c.k", "s-h-i-t"). A run keeps one kind of separator, so "a s-h-i-t" joins only "shit";
 * a space-separated run that starts with the one-letter words "a" or "i" ("what a s h i t") is
 * also given without that letter. Two single letters ("a b") and ordinary words are left alone.
 */
function joinSpacedLetters(tokens: ReadonlyArray<{ word: string; gap: string }>): string[] {
  const words: string[] = [];
  let run: string[] = [];
  let runKind: string | null = null;
  const flush = () => {
    if (run.length >= 3) {
      words.push(run.join(''));
      if (runKind === ' ' && run.length >= 4 && (run[0] === 'a' || run[0] === 'i')) words.push(run.slice(1).join(''));
    } else words.push(...run);
    run = [];
    runKind = null;
  };
  for (const { word, gap } of tokens) {
    const single = Array.from(word).length === 1;
    const spacedOnly = gap === '' || SPACING.test(gap);
    if (single && run.length > 0 && spacedOnly) {
      const kind = separatorKind(gap);
      if (runKind === null || runKind === kind) {
        runKind = kind;
        run.push(word);
        continue;
      }
      // The separator changed: the last letter starts a new run with this one.
      const last = run.pop()!;
      flush();
      run = [last, word];
      runKind = kind;
      continue;
    }
    flush();
    if (single) run.push(word);
    else words.push(word);
  }
  flush();
  return words;
}

/** ' ' for whitespace, otherwise the separator's symbols ("-", ".", "*", "_"). */
function separatorKind(gap: string): string {
  const symbols = gap.replace(/\s+/gu, '');
  return symbols ? [...new Set(symbols)].sort().join('') : ' ';
}
