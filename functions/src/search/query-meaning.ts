/**
 * A query's embedding on its way from the analysis callable (which may spend on the model) to the
 * search endpoint (which may not): one signed byte per dimension, base64url, with the model's name.
 * About 340 characters of a GET address for 256 dimensions; cosine similarity ignores the scale,
 * and rounding to 1/127 of the largest value moves it by well under 1%. Anyone may send any vector:
 * it only orders their own results.
 */
import { EMBEDDING_DIMENSIONS } from '../ai/index.js';
import type { QueryMeaning } from '../shared/catalogue-search.js';

export function encodeMeaning(model: string, vector: readonly number[]): QueryMeaning {
  const largest = Math.max(...vector.map(Math.abs)) || 1;
  const bytes = Int8Array.from(vector, (x) => Math.round((x / largest) * 127));
  return { model, vector: Buffer.from(bytes.buffer).toString('base64url') };
}

/** The vector, or null when the text is not EMBEDDING_DIMENSIONS bytes or carries no direction. */
export function decodeMeaning(text: string): number[] | null {
  const bytes = new Int8Array(Buffer.from(text, 'base64url'));
  if (bytes.length !== EMBEDDING_DIMENSIONS || bytes.every((b) => b === 0)) return null;
  return Array.from(bytes);
}
