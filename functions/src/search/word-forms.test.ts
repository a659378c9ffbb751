import { describe, expect, it } from 'vitest';
import { wordsOf } from '../shared/search-index.js';
import { arabicLightStem, indexTermsOf, queryWordsOf, transliterationKey, typoToleranceOf } from './word-forms.js';

describe('word forms', () => {
  const stem = (word: string) => arabicLightStem(wordsOf(word)[0]!);

  it('gives an Arabic word one stem with or without و, the article or a preposition with it', () => {
    for (const [a, b] of <const>[
      ['ثلاثية', 'الثلاثية'],
      ['الشمس', 'بالشمس'],
      ['كلاب', 'والكلاب'],
      ['مؤسسة', 'المؤسسة'],
      ['الشمال', 'للشمال'],
      ['المقدمة', 'فالمقدمة'],
    ])
      expect(stem(b), `${a} / ${b}`).toBe(stem(a));
    expect(stem('فلسطين')[0]).toBe('ف'); // a root letter that looks like a prefix stays
  });

  it('gives spelling variants of a romanised name one key, and different names different keys', () => {
    for (const [a, b] of <const>[
      ['mahfouz', 'mahfuz'],
      ['naguib', 'najib'],
      ['husayn', 'hussein'],
      ['chekhov', 'tchekhov'],
      ['qabbani', 'kabbani'],
      ['dostoevsky', 'dostoyevsky'],
    ])
      expect(transliterationKey(b), `${a} / ${b}`).toBe(transliterationKey(a));
    expect(transliterationKey('mahfouz')).not.toBe(transliterationKey('marquez'));
  });

  it('indexes an English word by its stem, and a Latin name of 5+ letters by its key too', () => {
    expect(indexTermsOf('Hobbits')[0]).toBe(indexTermsOf('hobbit')[0]);
    expect(indexTermsOf('Dune')).toEqual(['dune']);
    expect(indexTermsOf('Mahfouz')).toContain(transliterationKey('mahfuz'));
  });

  it('drops stop words from a query unless that is all it has', () => {
    expect(queryWordsOf('The Lord of the Rings')).toEqual(['lord', 'rings']);
    expect(queryWordsOf('في الحرب')).toEqual(['الحرب']);
    expect(queryWordsOf('the')).toEqual(['the']);
  });

  it('forgives one typo from 5 letters and two from 9, none in a word with a digit', () => {
    expect([typoToleranceOf('dune'), typoToleranceOf('hobit'), typoToleranceOf('lighthous')]).toEqual([0, 1, 2]);
    expect([typoToleranceOf('19845'), typoToleranceOf('catch22abc')]).toEqual([0, 0]);
  });
});
