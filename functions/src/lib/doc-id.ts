import { ID_PATTERN } from '../shared/schemas.js';
import { invalidField } from './errors.js';

/**
 * Defence in depth behind idSchema: a client-sent id is passed to doc() only through here, so a
 * value that is not one safe path segment ('a/members/b', '..', '__x__') can never name another
 * document even if a schema is loosened. Refused like a schema failure: invalid-argument.
 */
export function docId(id: string, field: string): string {
  if (!ID_PATTERN.test(id)) throw invalidField(field);
  return id;
}
