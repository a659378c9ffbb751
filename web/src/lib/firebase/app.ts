import { getApps, initializeApp, type FirebaseApp, type FirebaseOptions } from 'firebase/app';
import { env } from '@/config/env';

const options: FirebaseOptions = {
  projectId: env.VITE_FIREBASE_PROJECT_ID,
  apiKey: env.VITE_FIREBASE_API_KEY,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? `${env.VITE_FIREBASE_PROJECT_ID}.firebaseapp.com`,
  ...(env.VITE_FIREBASE_APP_ID ? { appId: env.VITE_FIREBASE_APP_ID } : {}),
};

const appNamed = (name: string): FirebaseApp =>
  getApps().find((app) => app.name === name) ?? initializeApp(options, name);

/** The one Firebase app of the site. Auth, Firestore and Functions each load in their own module. */
export const firebaseApp: FirebaseApp = appNamed('[DEFAULT]');

/**
 * The same project without Auth, for reads anyone may make (the search index). A Firestore SDK
 * on the main app waits for Auth to restore the session before it sends a query (tens of
 * milliseconds after a page load, docs/performance.md); a public read has nothing to wait for.
 */
export const publicApp: FirebaseApp = appNamed('public');
