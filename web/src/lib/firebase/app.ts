import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { env } from '@/config/env';

/** The one Firebase app of the site. Auth, Firestore and Functions each load in their own module. */
export const firebaseApp: FirebaseApp =
  getApps()[0] ??
  initializeApp({
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? `${env.VITE_FIREBASE_PROJECT_ID}.firebaseapp.com`,
    ...(env.VITE_FIREBASE_APP_ID ? { appId: env.VITE_FIREBASE_APP_ID } : {}),
  });
