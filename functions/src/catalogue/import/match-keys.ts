/**
 * The keys that find a record's book again, strongest first (issue 34): each ISBN-13, then the
 * control number, then the title and author as readers would spell them. catalogueKeys/{key}
 * names the book, so matching a chunk is one read of its keys, however big the catalogue.
 */
import { createHash } from 'node:crypto';
import type { ImportDraft } from '../../shared/catalogue-import.js';

/** Lowercase, accents and punctuation gone, spaces single: "The Hobbit;" = "the hobbit". */
export function matchForm(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The author's words in order, so "Tolkien, J. R. R." and "J. R. R. Tolkien" are one name. */
const authorForm = (author: string) => matchForm(author).split(' ').sort().join(' ');

const hash = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 40);

export function titleAuthorKey(title: string, author: string): string {
  return `ta-${hash(`${matchForm(title)}\n${authorForm(author)}`)}`;
}

export function matchKeysOf(draft: Pick<ImportDraft, 'isbns' | 'controlNumber' | 'title' | 'author'>): string[] {
  return [
    ...draft.isbns.map((isbn) => `isbn-${isbn}`),
    ...(draft.controlNumber ? [`ctrl-${hash(draft.controlNumber)}`] : []),
    titleAuthorKey(draft.title, draft.author),
  ];
}

/** A new book's id, from its strongest key: the same record always makes the same book. */
export const newBookIdOf = (keys: string[]) => `imp${hash(keys[0]!).slice(0, 24)}`;
