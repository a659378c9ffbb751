import { describe, expect, it } from 'vitest';
import { checkGrounding, type GroundingBook } from './ask-grounding.js';

const books: GroundingBook[] = [
  { id: 'dune', titles: ['Dune'], authors: ['Frank Herbert'] },
  { id: 'the-days', titles: ['The Days', 'الأيام'], authors: ['Taha Hussein', 'طه حسين'] },
];

describe('checkGrounding: an answer names only the books the server retrieved', () => {
  it('passes markers of retrieved books, their titles in quotes and their authors', () => {
    for (const answer of [
      'Try [[dune]]: it is on the shelf at Hatta.',
      'You could read "Dune" by Frank Herbert, or [[the-days]].',
      'جرّب «الأيام» لطه حسين: [[the-days]].',
      '*The Days* by Hussein is shorter.',
      'Nothing in the catalogue fits; try other words.',
    ])
      expect(checkGrounding(answer, books), answer).toEqual({ ok: true });
  });

  it('refuses a marker of a book that was not retrieved, or does not exist', () => {
    for (const answer of ['Try [[foundation]].', 'Try [[dune]] and [[made-up-book-42]].'])
      expect(checkGrounding(answer, books).ok, answer).toBe(false);
  });

  it('refuses a quoted or emphasised title, or an author, that was not retrieved', () => {
    for (const answer of [
      'Try [[dune]], or "Foundation" if you want more.',
      'Like [[dune]], *The Expanse* is great.',
      'Try «مدن الملح» too.',
      'Try [[dune]] or a novel by Isaac Asimov.',
    ])
      expect(checkGrounding(answer, books).ok, answer).toBe(false);
  });
});
