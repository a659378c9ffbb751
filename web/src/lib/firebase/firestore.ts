import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { env } from '@/config/env';
import { firebaseApp } from './app';

/** Firestore, loaded only by the routes that read data. */
export const db = getFirestore(firebaseApp);
if (env.useEmulators) {
  connectFirestoreEmulator(db, env.VITE_EMULATOR_HOST, env.emulatorPorts.firestore);
}
