import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { env } from '@/config/env';
import { firebaseApp } from './app';

export const auth = getAuth(firebaseApp);
if (env.useEmulators) {
  connectAuthEmulator(auth, `http://${env.VITE_EMULATOR_HOST}:${env.emulatorPorts.auth}`, { disableWarnings: true });
}
