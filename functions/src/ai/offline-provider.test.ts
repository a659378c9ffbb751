import { describe, expect, it } from 'vitest';
import { generatedMetadataSchema, bookAnalysisSchema } from '../shared/schemas.js';
import { scoreBook, searchTermsOf } from '../shared/scoring.js';
import { offlineProvider as ai } from './offline-provider.js';

const dune = {
  title: 'Dune',
  author: 'Frank Herbert',
  description: 'A desert planet and its spice.',
  tags: ['science fiction', 'classic'],
  moods: ['curious', 'stressed'],
};
const ask = (question: string) => ai.chatAboutBook(dune, [{ role: 'user', content: question }]);

describe('offline book chat answers from the record', () => {
  it('says who wrote the book', async () => {
    expect(await ask('Who wrote this?')).toContain('"Dune" was written by Frank Herbert.');
  });
  it('says what it is about from the description', async () => {
    expect(await ask('What is it about?')).toContain('A desert planet and its spice.');
  });
  it('gives the moods and the genre tags', async () => {
    expect(await ask('What mood is it?')).toContain('curious and stressed');
    expect(await ask('Which genre?')).toContain('science fiction, classic');
  });
  it('explains what it can do when the question is beyond the record', async () => {
    const answer = await ask('Is the film better?');
    expect(answer).toContain('offline');
    expect(answer).toContain('A desert planet and its spice.');
  });
  it('is deterministic', async () => {
    expect(await ask('Who wrote it and what is it about?')).toBe(await ask('Who wrote it and what is it about?'));
  });
});

describe('offline metadata', () => {
  it('draws 5 tags and 2 moods from the vocabulary, valid for the schema', async () => {
    const data = await ai.generateBookMetadata('Murder on the Orient Express', 'Agatha Christie');
    expect(generatedMetadataSchema.parse(data)).toEqual(data);
    expect(data.tags).toHaveLength(5);
    expect(data.tags[0]).toBe('mystery');
    expect(data.moods).toEqual(['curious', 'stressed']);
    expect(data.description.split('. ').length).toBeGreaterThanOrEqual(2);
  });
  it('falls back to generic tags and two distinct moods for an unknown title', async () => {
    const data = await ai.generateBookMetadata('Xyzzy', 'Nobody');
    expect(data.tags).toEqual(['fiction', 'literature', 'book club', 'classic', 'storytelling']);
    expect(new Set(data.moods).size).toBe(2);
  });
});

describe('offline smart-search analysis', () => {
  it('keeps genre words as genres so they match catalogue tags', async () => {
    const analysis = await ai.analyzeSearchQuery('science fiction adventure');
    expect(bookAnalysisSchema.parse(analysis)).toEqual(analysis);
    expect(analysis.genres).toEqual(['science fiction', 'adventure']);
    const terms = searchTermsOf(analysis);
    expect(scoreBook({ tags: ['science fiction', 'adventure'], moods: [] }, terms)).toBeGreaterThan(0.5);
  });
  it('maps everyday words to moods, cues to genres, and picks the audience', async () => {
    const analysis = await ai.analyzeSearchQuery('relaxing books about dragons for kids');
    expect(analysis).toEqual({
      genres: ['fantasy', 'children'],
      themes: ['dragons'],
      moods: ['calm'],
      targetAudience: 'children',
    });
  });
});

describe('offline moderation', () => {
  it('passes ordinary book talk, including dark titles', async () => {
    await expect(ai.moderate('To Kill a Mockingbird made me think about justice')).resolves.toEqual({ safe: true });
  });
  it('flags insults, threats and spam with a reason', async () => {
    // The reasons are the server's own words, so each has its key for the web's i18n.
    await expect(ai.moderate('You are an idiot')).resolves.toEqual({
      safe: false,
      reason: 'The text insults or attacks people.',
      reasonKey: 'insult',
    });
    await expect(ai.moderate('I will kill you')).resolves.toMatchObject({ safe: false });
    await expect(ai.moderate('Click here for free money')).resolves.toMatchObject({ safe: false });
  });
  it('is unsure about borderline topics, so a post can be held for staff', async () => {
    await expect(ai.moderate('The novel is about gambling debts')).resolves.toMatchObject({
      safe: false,
      unsure: true,
      reasonKey: 'sensitive',
    });
    // Blocked words win over borderline ones.
    await expect(ai.moderate('gambling idiot')).resolves.not.toHaveProperty('unsure');
  });

  const disguised: Array<[string, string]> = [
    ['fullwidth letters', 'You are an ｉｄｉｏｔ'],
    ['zero-width spaces', 'You are an i\u200Bd\u200Bi\u200Bo\u200Bt'],
    ['bidi controls', 'You are an \u202Aid\u202Ciot\u200F'],
    ['Cyrillic look-alikes', 'You are an іԁіоt'],
    ['Greek look-alikes', 'You are an ιdιοt'],
    ['leet', 'You are an 1d10t'],
    ['spaced letters', 'You are an i d i o t'],
    ['dotted profanity', 'f.u.c.k this book'],
    ['dashed profanity', 'what s-h-i-t'],
    ['leet threat', 'I will k1ll you'],
    ['accents', 'stúpíd people'],
  ];
  for (const [name, text] of disguised) {
    it(`flags an insult hidden by ${name}`, async () => {
      await expect(ai.moderate(text)).resolves.toMatchObject({ safe: false });
    });
  }

  const ordinary = [
    'Scunthorpe library has a new reading room',
    'Our class read Dickens this term',
    'I am an avid reader',
    'Please assess the ending of Great Expectations',
    'Grab a b c of poetry',
    'أحب قراءة الروايات في المساء',
    'Мне нравится эта книга',
    'Chapter 11 of 1984 is chilling',
    '@dplAI what should I read next?',
  ];
  for (const text of ordinary) {
    it(`passes ordinary text: ${JSON.stringify(text)}`, async () => {
      await expect(ai.moderate(text)).resolves.toEqual({ safe: true });
    });
  }
});

describe('offline discussion reply', () => {
  it('is honest that the assistant is offline', async () => {
    const text = await ai.discussionReply({ title: 'Sci-fi picks', content: '...' }, '@dplAI ideas?');
    expect(text).toContain('offline');
    expect(text).toContain('Sci-fi picks');
  });
});

describe('offline answers in Arabic to Arabic', () => {
  const mawsim = {
    title: 'موسم الهجرة إلى الشمال',
    author: 'الطيب صالح',
    description: 'يعود راوٍ شاب إلى قريته على النيل.',
    tags: ['fiction'],
    moods: ['curious' as const],
  };
  const askAr = (question: string) => ai.chatAboutBook(mawsim, [{ role: 'user', content: question }]);

  it('answers who wrote it and what it is about, in Arabic', async () => {
    expect(await askAr('مَن كتب هذه الرواية؟')).toContain('كتب «موسم الهجرة إلى الشمال» الطيب صالح.');
    expect(await askAr('عمّ تتحدث القصة؟')).toContain('يعود راوٍ شاب إلى قريته على النيل.');
    expect(await askAr('هل الفيلم أفضل؟')).toContain('دون اتصال');
  });
  it('keeps English for English questions', async () => {
    expect(await ask('Who wrote this?')).toContain('written by');
  });
  it('the @dplAI placeholder answers an Arabic reply in Arabic', async () => {
    const answer = await ai.discussionReply({ title: 'رواية', content: 'نقاش' }, '@dplAI ما رأيك؟');
    expect(answer).toContain('غير متصل');
    expect(await ai.discussionReply({ title: 'Dune', content: 'Talk' }, '@dplAI what do you think?')).toContain(
      'offline',
    );
  });
  it('reads Arabic smart-search queries with the same vocabulary', async () => {
    const sci = await ai.analyzeSearchQuery('روايات خيال علمي عن الفضاء');
    expect(sci.genres).toContain('science fiction');
    const history = await ai.analyzeSearchQuery('كتب تاريخ هادئة للأطفال');
    expect(history.genres).toContain('history');
    expect(history.moods).toContain('calm');
    expect(history.targetAudience).toBe('children');
    expect(bookAnalysisSchema.safeParse(history).success).toBe(true);
  });
  it('drafts an honest offline placeholder for a translation', async () => {
    const draft = await ai.draftTranslation(
      { title: 'Dune', author: 'Frank Herbert', description: 'A desert planet.', language: 'en' },
      'ar',
    );
    expect(draft.title).toBe('Dune');
    expect(draft.description).toContain('[مسودة دون اتصال]');
    expect(draft.description).toContain('A desert planet.');
    const english = await ai.draftTranslation({ ...mawsim, language: 'ar' }, 'en');
    expect(english.description).toContain('[Offline draft]');
  });
});

describe('offline moderation reads Arabic', () => {
  it.each([
    'أنت غبي ولا تفهم شيئًا',
    'أَنْتَ غَبِيٌّ',
    'انت غبـــي',
    'اخرس يا حمار',
    'سأقتلك إن رأيتك',
    'اربح المال الآن، اضغط هنا',
  ])('refuses "%s"', async (text) => {
    expect((await ai.moderate(text)).safe).toBe(false);
  });
  it.each([
    'قرأت رواية موسم الهجرة إلى الشمال وأعجبتني كثيرًا.',
    'هل يعرف أحد ترجمة جيدة لكتاب الأيام لطه حسين؟',
    'الحرب في الرواية قاسية، لكن الكاتب يصفها بصدق.',
  ])('passes "%s"', async (text) => {
    expect(await ai.moderate(text)).toEqual({ safe: true });
  });
});
