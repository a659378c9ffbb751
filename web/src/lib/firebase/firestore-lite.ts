/**
 * Firestore's lite SDK, for reads whose answer is not watched (search): a query is one HTTPS
 * request (runQuery) instead of a WebChannel listen stream that must be opened first, and its
 * code is a fraction of the full SDK's (docs/performance.md). No listeners, no cache, no writes,
 * and no identity: only for documents the rules let anyone read.
 */
import { collection, connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import type { z } from 'zod/mini';
import { readDocument } from '@shared/documents/fields';
import { env } from '@/config/env';
import { publicApp } from './app';

const liteDb = getFirestore(publicApp);
if (env.useEmulators) {
  connectFirestoreEmulator(liteDb, env.VITE_EMULATOR_HOST, env.emulatorPorts.firestore);
}

/** A collection whose documents are read with the shared schema, as typedCollection() reads them. */
export const liteCollection = <T extends object>(schema: z.ZodMiniType<T>, path: string) =>
  collection(liteDb, path).withConverter<T>({
    toFirestore: () => {
      throw new Error('The lite SDK is for reads only');
    },
    fromFirestore: (snap) => readDocument(schema, snap.data()),
  });
