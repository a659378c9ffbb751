import {
  connectFirestoreEmulator,
  getFirestore,
  onSnapshot,
  type DocumentData,
  type DocumentReference,
  type FirestoreError,
  type QueryDocumentSnapshot,
  type Unsubscribe,
} from 'firebase/firestore';
import { env } from '@/config/env';
import { firebaseApp } from './app';

/** Firestore, loaded only by the routes that read data. */
export const db = getFirestore(firebaseApp);
if (env.useEmulators) {
  connectFirestoreEmulator(db, env.VITE_EMULATOR_HOST, env.emulatorPorts.firestore);
}

/**
 * Listens to one document: `onData` gets it converted, or null once the SERVER says it does not
 * exist. A "missing" snapshot from the local cache alone is no proof (the SDK reports one when the
 * connection is slow to open and it decides it is offline), so until the server answers the
 * caller keeps showing "loading" instead of a false "not found". Metadata changes are listened
 * to because the server's "still missing" differs from the cache's only in `fromCache`.
 */
export function subscribeDocument<T, D = DocumentData>(
  ref: DocumentReference<D>,
  convert: (snap: QueryDocumentSnapshot<D>) => T,
  onData: (value: T | null) => void,
  onError: (err: FirestoreError) => void,
): Unsubscribe {
  return onSnapshot(
    ref,
    { includeMetadataChanges: true },
    (snap) => {
      if (snap.exists()) onData(convert(snap as QueryDocumentSnapshot<D>));
      else if (!snap.metadata.fromCache) onData(null);
    },
    onError,
  );
}
