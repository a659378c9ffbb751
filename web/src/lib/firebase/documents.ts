/**
 * Typed references for the web SDK: a collection's converter parses what it reads with the shared
 * schema (@shared/documents: Timestamps become Dates, missing or malformed values their defaults,
 * so a bad document cannot break a screen) and writes the builders' payloads with SERVER_TIME as
 * serverTimestamp(). updateDoc() bypasses converters: pass its payload through forUpdate().
 */
import {
  collection,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  where,
  type FirestoreDataConverter,
  type Unsubscribe,
  type UpdateData,
} from 'firebase/firestore';
import type { z } from 'zod/mini';
import { readDocument, withServerTimes } from '@shared/documents/fields';
import { db } from './firestore';

const converters = new WeakMap<object, FirestoreDataConverter<object>>();

/** One converter per schema, so queries built from the same collection compare equal. */
function converterFor<T extends object>(schema: z.ZodMiniType<T>): FirestoreDataConverter<T> {
  let converter = converters.get(schema);
  if (!converter) {
    converter = {
      toFirestore: (data: object) => withServerTimes(data, serverTimestamp),
      fromFirestore: (snap, options) => readDocument(schema, snap.data(options)),
    };
    converters.set(schema, converter);
  }
  return converter as FirestoreDataConverter<T>;
}

export const typedCollection = <T extends object>(schema: z.ZodMiniType<T>, path: string, ...segments: string[]) =>
  collection(db, path, ...segments).withConverter(converterFor(schema));

export const typedDoc = <T extends object>(schema: z.ZodMiniType<T>, path: string, ...segments: string[]) =>
  doc(db, path, ...segments).withConverter(converterFor(schema));

/** An updateDoc() payload from a builder: SERVER_TIME becomes serverTimestamp(). */
export const forUpdate = <T extends object>(data: Partial<T>) =>
  withServerTimes(data, serverTimestamp) as UpdateData<T>;

/**
 * The newest `count` documents of a collection by `field` (a server time), live, each with its id:
 * the admin and community lists. Always limited, as the rules require (QUERY_CAPS). `only` keeps
 * the documents whose field equals a value (e.g. a group's discussions; needs a composite index).
 */
export function subscribeNewest<T extends object>(
  schema: z.ZodMiniType<T>,
  path: string,
  field: string,
  count: number,
  onNext: (items: Array<T & { id: string }>) => void,
  onError: (err: Error) => void,
  only?: { field: string; equals: string },
): Unsubscribe {
  const filters = only ? [where(only.field, '==', only.equals)] : [];
  return onSnapshot(
    query(typedCollection(schema, path), ...filters, orderBy(field, 'desc'), limit(count)),
    (snap) => onNext(snap.docs.map((d) => ({ id: d.id, ...d.data({ serverTimestamps: 'estimate' }) }))),
    onError,
  );
}
