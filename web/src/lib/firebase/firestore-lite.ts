/**
 * Firestore's lite SDK, for reads whose answer is not watched (search): a query is one HTTPS
 * request (runQuery) instead of a WebChannel listen stream that must be opened first, and its
 * code is a fraction of the full SDK's (docs/performance.md). No listeners, no cache, no writes,
 * and no identity: only for documents the rules let anyone read.
 */
import { collection, connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { pathOf, type Collection, type ParentIds } from '@shared/documents/collection';
import { readDocument } from '@shared/documents/fields';
import { env } from '@/config/env';
import { publicApp } from './app';

const liteDb = getFirestore(publicApp);
if (env.useEmulators) {
  connectFirestoreEmulator(liteDb, env.VITE_EMULATOR_HOST, env.emulatorPorts.firestore);
}

/** A registry collection read with its schema, as documents.ts's collectionRef() reads it. */
export const liteCollection = <T extends object, P extends string>(c: Collection<T, P>, ...parentIds: ParentIds<P>) =>
  collection(liteDb, pathOf(c, ...parentIds)).withConverter<T>({
    toFirestore: () => {
      throw new Error('The lite SDK is for reads only');
    },
    fromFirestore: (snap) => readDocument(c.schema, snap.data()),
  });
