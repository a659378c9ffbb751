/**
 * Typed references for the web SDK, from the collections' registry entries: a collection's
 * converter parses what it reads with the entry's schema (Timestamps become Dates, missing or
 * malformed values their defaults, so a bad document cannot break a screen) and writes the
 * builders' payloads with SERVER_TIME as serverTimestamp(). updateDoc() bypasses converters: pass
 * its payload through forUpdate(). Import each entry from its @shared/documents/<area>, not the
 * whole registry (@shared/collections), so a route's bundle holds only the schemas it reads.
 */
import {
  collection,
  doc,
  getDoc,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  type CollectionReference,
  type FirestoreDataConverter,
  type Query,
  type QueryFieldFilterConstraint,
  type Unsubscribe,
  type UpdateData,
} from 'firebase/firestore';
import type { z } from 'zod/mini';
import { pathOf, type Collection, type DocIds, type ParentIds, type WithId } from '@shared/documents/collection';
import { readDocument, withServerTimes } from '@shared/documents/fields';
import { db, subscribeDocument } from './firestore';

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

/** A collection of the registry: `collectionRef(loans)`, `collectionRef(history, uid)`. */
export const collectionRef = <T extends object, P extends string>(c: Collection<T, P>, ...parentIds: ParentIds<P>) =>
  collection(db, pathOf(c, ...parentIds)).withConverter(converterFor(c.schema));

/** One document: `ref(books, id)`, `ref(bookChats, uid, bookId)`. */
export const ref = <T extends object, P extends string>(c: Collection<T, P>, ...ids: DocIds<P>) =>
  doc(db, pathOf(c, ...ids)).withConverter(converterFor(c.schema));

/** One document read once; null when it does not exist. */
export async function readOnce<T extends object, P extends string>(c: Collection<T, P>, ...ids: DocIds<P>) {
  return (await getDoc(ref(c, ...ids))).data() ?? null;
}

/** One document, live: null once the server says it does not exist (see subscribeDocument). */
export function subscribeOne<T extends object, P extends string>(
  c: Collection<T, P>,
  ids: DocIds<P>,
  onData: (value: T | null) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  return subscribeDocument(ref(c, ...ids), (snap) => snap.data(), onData, onError);
}

/** An updateDoc() payload from a builder: SERVER_TIME becomes serverTimestamp(). */
export const forUpdate = <T extends object>(data: Partial<T>) =>
  withServerTimes(data, serverTimestamp) as UpdateData<T>;

/** A query's documents as a live list, each with its id. */
export function subscribeList<T>(
  q: Query<T>,
  onData: (items: Array<WithId<T>>) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  return onSnapshot(q, (snap) => onData(snap.docs.map((d) => ({ id: d.id, ...d.data() }))), onError);
}

/**
 * The newest `count` documents of a collection by `field` (a server time), live, each with its id:
 * the admin and community lists. Always limited, as the rules require (QUERY_CAPS). `filters` keep
 * some of them (e.g. a group's discussions up to a reader's milestone; needs a composite index).
 */
export function subscribeNewest<T>(
  source: CollectionReference<T>,
  field: string,
  count: number,
  onNext: (items: Array<WithId<T>>) => void,
  onError: (err: Error) => void,
  filters: QueryFieldFilterConstraint[] = [],
): Unsubscribe {
  return onSnapshot(
    query(source, ...filters, orderBy(field, 'desc'), limit(count)),
    (snap) => onNext(snap.docs.map((d) => ({ id: d.id, ...d.data({ serverTimestamps: 'estimate' }) }))),
    onError,
  );
}
