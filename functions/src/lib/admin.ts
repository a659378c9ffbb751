/** The Admin SDK, initialised once per function instance. */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

const app = getApps()[0] ?? initializeApp();

export const db = getFirestore(app);
export const adminAuth = getAuth(app);

/** For an Auth lookup's catch: no such user is null; anything else is thrown on. */
export function noSuchUser(err: { code?: string }): null {
  if (err.code === 'auth/user-not-found') return null;
  throw err;
}
