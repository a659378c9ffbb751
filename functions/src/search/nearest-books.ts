/**
 * Books by meaning: Firestore's vector search (findNearest, cosine) over the books' embeddings of
 * one model (bookVectors, written by ./embed-book.ts). "More like this", smart search and Ask the
 * library all ask it.
 */
import type { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import { COLLECTIONS } from '../shared/collections.js';
import { BOOK_CARD_FIELDS, bookCardSchema, type BookCard } from '../shared/documents/book.js';
import { readDocument } from '../shared/documents/fields.js';
import { MIN_MEANING_SIMILARITY, type Ranked } from './hybrid-rank.js';

type VectorValue = ReturnType<typeof FieldValue.vector>;
const DISTANCE = '__distance';

/**
 * Up to `limit` books nearest `vector`, nearest first, with `score` the negative cosine distance;
 * those less similar than MIN_MEANING_SIMILARITY (./hybrid-rank.ts) are marked supportOnly.
 */
export async function nearestBooks(model: string, vector: number[] | VectorValue, limit: number): Promise<Ranked[]> {
  const nearest = await db
    .collection(COLLECTIONS.bookVectors)
    .where('model', '==', model)
    .findNearest({
      vectorField: 'embedding',
      queryVector: vector,
      limit,
      distanceMeasure: 'COSINE',
      distanceResultField: DISTANCE,
    })
    .get();
  return nearest.docs.map((d) => {
    const distance = d.get(DISTANCE) as number;
    return { id: d.id, score: -distance, supportOnly: 1 - distance < MIN_MEANING_SIMILARITY };
  });
}

/** A book's own embedding and its model, or null when it has none yet. */
export async function bookVectorOf(bookId: string): Promise<{ model: string; vector: VectorValue } | null> {
  const own = await db.doc(`${COLLECTIONS.bookVectors}/${bookId}`).get();
  const vector = own.get('embedding') as VectorValue | undefined;
  const model = own.get('model') as string | undefined;
  return vector && model ? { model, vector } : null;
}

/** The books' cards from their search entries, in the order given; books with no entry are dropped. */
export async function cardsOf(ids: readonly string[]): Promise<Array<BookCard & { id: string }>> {
  if (ids.length === 0) return [];
  const entries = await db.getAll(...ids.map((id) => db.doc(`${COLLECTIONS.bookSearch}/${id}`)), {
    fieldMask: [...BOOK_CARD_FIELDS],
  });
  return entries.filter((e) => e.exists).map((e) => ({ ...readDocument(bookCardSchema, e.data()), id: e.id }));
}
