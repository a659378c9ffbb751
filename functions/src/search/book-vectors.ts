/**
 * What a book's embedding is made from (docs/search.md, "Books by meaning"): its title, author,
 * subjects (twice: they say most about what the book is like), moods, description and its record
 * in the other language. A hash of that text tells whether an edit changed anything it reads.
 */
import { createHash } from 'node:crypto';
import type { BookCard } from '../shared/documents/book.js';

export function embeddingTextOf(card: BookCard): string {
  const others = Object.values(card.translations ?? {}).filter((t) => t !== undefined);
  return [
    card.title,
    card.author,
    card.tags.join(', '),
    card.tags.join(', '),
    card.moods.join(', '),
    card.description,
    ...others.flatMap((t) => [t.title, t.author, t.description]),
  ]
    .filter(Boolean)
    .join('\n');
}

export const textHashOf = (model: string, text: string) =>
  createHash('sha256').update(`${model}\n${text}`).digest('hex').slice(0, 32);
