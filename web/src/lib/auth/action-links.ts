import type { ActionCodeSettings } from 'firebase/auth';

/**
 * Where the page that completes an e-mailed Auth link sends the member afterwards (Firebase's
 * continueUrl). The link itself opens /reset-password when the project's e-mail templates use our
 * action URL (docs/security.md, "Account e-mails"); the emulator's links carry the same codes.
 */
export const continueTo = (path: string): ActionCodeSettings => ({
  url: new URL(path, window.location.origin).href,
});
