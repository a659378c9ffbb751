/**
 * A collection of the registry (shared/collections.ts): its path and the schema its documents
 * read with. Each area's file defines its collections beside their schemas, so a web route that
 * imports one collection takes that area's schemas and no others (route budgets,
 * docs/performance.md); the typed references of both SDKs derive from these entries
 * (functions/src/lib/documents.ts, web/src/lib/firebase/documents.ts).
 */
import type { z } from 'zod/mini';

/** The ids a path's {placeholders} take, in order: 'profiles/{uid}/bookChats' takes [uid]. */
export type ParentIds<P extends string> = P extends `${string}{${string}}${infer Rest}`
  ? [string, ...ParentIds<Rest>]
  : [];
/** A document's ids: its parents', then its own. */
export type DocIds<P extends string> = [...ParentIds<P>, string];

export interface Collection<T extends object = object, P extends string = string> {
  /** The last segment of the path: what a collection-group query and the rules' `match` name. */
  readonly name: string;
  /** The path, with a {placeholder} per parent document id, e.g. 'profiles/{uid}/bookChats'. */
  readonly path: P;
  /** Reads its documents tolerantly; its output type is also what the builders write. */
  readonly schema: z.ZodMiniType<T>;
  /** Only the functions read and write it: the rules deny every client. */
  readonly serverOnly?: true;
}

/** A stored document as the app shows it: its fields and its id. */
export type WithId<T> = T & { id: string };

// No side effects, so a bundle drops the collections (and schemas) nobody imports.
/* @__NO_SIDE_EFFECTS__ */
export function defineCollection<T extends object, P extends string>(
  path: P,
  schema: z.ZodMiniType<T>,
  options: { serverOnly?: true } = {},
): Collection<T, P> {
  return { name: path.slice(path.lastIndexOf('/') + 1), path, schema, ...options };
}

/** The path of a collection (given its parents' ids) or of a document (its own id last). */
export function pathOf(collection: Collection, ...ids: string[]): string {
  let used = 0;
  const path = collection.path.replace(/\{\w+\}/g, () => ids[used++] ?? '');
  if (ids.length < used || ids.length > used + 1) {
    throw new Error(`${collection.path} takes ${used} or ${used + 1} ids, not ${ids.length}`);
  }
  return [path, ...ids.slice(used)].join('/');
}
