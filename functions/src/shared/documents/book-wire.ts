/**
 * A book as JSON for the first-screen endpoint (shared/first-screen.ts): the schema's fields only,
 * times as ISO text; read back as tolerantly as a stored document.
 */
import { bookSchema, type BookDoc } from './book.js';
import { readDocument } from './fields.js';

export type WireBook = Omit<BookDoc, 'createdAt' | 'updatedAt'> & {
  id: string;
  createdAt: string | null;
  updatedAt: string | null;
};

/** A book as sent: the schema's fields only (nothing else a stored document might carry), times as ISO text. */
export function bookToWire(id: string, book: BookDoc): WireBook {
  const clean = readDocument(bookSchema, book);
  return {
    ...clean,
    id,
    createdAt: clean.createdAt?.toISOString() ?? null,
    updatedAt: clean.updatedAt?.toISOString() ?? null,
  };
}

const dateOf = (v: unknown) => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? new Date(v) : null);

/** A received book, read as tolerantly as a stored one. */
export function bookFromWire(raw: unknown): BookDoc & { id: string } {
  const fields = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const book = readDocument(bookSchema, {
    ...fields,
    createdAt: dateOf(fields.createdAt),
    updatedAt: dateOf(fields.updatedAt),
  });
  return { ...book, id: typeof fields.id === 'string' ? fields.id : '' };
}
